import CSQLite
import Foundation

/// One SQLite connection: statements prepared once and kept, transactions, errors as values.
/// Not thread-safe; `ChatStore` (an actor) owns it.
final class SQLiteDatabase {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens (or, with `create`, creates) the database at `path`, in WAL mode, waiting up to
    /// `busyTimeout` milliseconds for other connections' locks.
    init(path: String, create: Bool, busyTimeout: Int32 = 5000) throws(SQLiteError) {
        _ = Self.configured
        var pointer: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &pointer, flags, nil)
        guard status == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(pointer)
            throw SQLiteError(code: status, message: message)
        }
        handle = pointer
        sqlite3_busy_timeout(handle, busyTimeout)
        sqlite3_extended_result_codes(handle, 1)
    }

    /// Process-wide settings, made once before the first connection: no memory statistics
    /// (they lock a mutex on every allocation, a few per cent of an insert).
    private static let configured: Void = {
        _ = parley_sqlite3_disable_memory_statistics()
    }()

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs SQL without results (several statements allowed).
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: status, message: text)
        }
    }

    /// The prepared statement for `sql`, reset and unbound, ready to use.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var pointer: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard status == SQLITE_OK, let pointer else {
            throw SQLiteError(code: status, message: String(cString: sqlite3_errmsg(handle)))
        }
        let statement = SQLiteStatement(pointer, database: handle)
        statements[sql] = statement
        return statement
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// Statements are reset before it begins (a statement left on a row holds an older read
    /// snapshot, which cannot become a write) and before it ends, so they hold no locks past
    /// it. Inside a
    /// transaction, `body` joins it: its changes commit or roll back with the outer one.
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
        resetStatements()
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            resetStatements()
            try execute("COMMIT")
            return result
        } catch {
            resetStatements()
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Resets every cached statement: a statement left on a row keeps a read transaction open
    /// (blocking WAL checkpoints and mode changes), so each command ends with this.
    func resetStatements() {
        for statement in statements.values {
            statement.reset()
        }
    }
}

/// A prepared statement: bind by position (1-based), step, read columns (0-based).
final class SQLiteStatement {
    private let pointer: OpaquePointer
    private let database: OpaquePointer

    init(_ pointer: OpaquePointer, database: OpaquePointer) {
        self.pointer = pointer
        self.database = database
    }

    deinit {
        sqlite3_finalize(pointer)
    }

    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    /// Binds `values` to the parameters in order.
    @discardableResult
    func bind(_ values: SQLiteValue...) throws(SQLiteError) -> SQLiteStatement {
        try bind(values)
    }

    /// Binds `values` to the parameters in order.
    @discardableResult
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) -> SQLiteStatement {
        for (offset, value) in values.enumerated() {
            try bind(Int32(offset + 1), value)
        }
        return self
    }

    /// Binds `value` to parameter `index` (1-based), with no array of values made.
    func bind(_ index: Int32, _ value: SQLiteValue) throws(SQLiteError) {
        let status: Int32 = switch value {
        case .null: sqlite3_bind_null(pointer, index)
        case let .integer(integer): sqlite3_bind_int64(pointer, index, integer)
        case let .text(text): sqlite3_bind_text(pointer, index, text, -1, SQLITE_TRANSIENT)
        case let .utf8(bytes): bytes.withUnsafeBufferPointer { sqlite3_bind_text(pointer, index, $0.baseAddress, Int32($0.count), SQLITE_TRANSIENT) }
        }
        guard status == SQLITE_OK else { throw error(status) }
    }

    /// Advances to the next row; false when there is none.
    func step() throws(SQLiteError) -> Bool {
        let status = sqlite3_step(pointer)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw error(status)
        }
    }

    /// Runs a statement that returns no rows.
    func run() throws(SQLiteError) {
        while try step() {}
    }

    func integer(_ column: Int32) -> Int64 {
        sqlite3_column_int64(pointer, column)
    }

    func text(_ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(pointer, column) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(pointer, column))), as: UTF8.self)
    }

    /// The bytes of a text column, copied, without making a String of them.
    func data(_ column: Int32) -> Data? {
        guard let bytes = sqlite3_column_text(pointer, column) else { return nil }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(pointer, column)))
    }

    /// `body` of the bytes of a text column, lent in place (no copy, no String nor `Data` made
    /// of them: a `Data` wrapper cost an allocation and a free per row); nil when the column is
    /// NULL. The bytes are SQLite's until the statement steps or resets, so `body` must not
    /// keep them.
    func withText<Result>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result? {
        guard let bytes = sqlite3_column_text(pointer, column) else { return nil }
        let count = Int(sqlite3_column_bytes(pointer, column))
        return try body(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    private func error(_ status: Int32) -> SQLiteError {
        SQLiteError(code: status, message: String(cString: sqlite3_errmsg(database)))
    }
}

/// A value to bind.
enum SQLiteValue {
    case null
    case integer(Int64)
    case text(String)
    /// Text given as its UTF-8 bytes (no String made of them).
    case utf8([UInt8])
}

/// An SQLite failure: its result code and message.
struct SQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let message: String

    var isBusy: Bool { code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED }
    var isNotADatabase: Bool { code & 0xFF == SQLITE_NOTADB || code & 0xFF == SQLITE_CORRUPT }
    var isReadOnly: Bool { code & 0xFF == SQLITE_READONLY || code & 0xFF == SQLITE_CANTOPEN || code & 0xFF == SQLITE_PERM }

    var description: String { "\(message) (SQLite \(code))" }
}

/// SQLite copies bound text at once (`SQLITE_TRANSIENT`).
private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A connection is used from its store's one thread only (`StoreExecutor`); it is no value to
/// share between threads.
@available(*, unavailable)
extension SQLiteDatabase: Sendable {}

@available(*, unavailable)
extension SQLiteStatement: Sendable {}
