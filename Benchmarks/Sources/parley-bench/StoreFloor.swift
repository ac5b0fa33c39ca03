import CSQLiteFloor
import Foundation

/// A raw sqlite3 connection of the floors: no wrapper, statements prepared once and reused.
final class FloorConnection {
    let handle: OpaquePointer

    init(path: String) throws(FloorError) {
        var pointer: OpaquePointer?
        guard sqlite3_open_v2(path, &pointer, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK, let pointer else {
            sqlite3_close_v2(pointer)
            throw FloorError(message: "cannot open \(path)")
        }
        handle = pointer
        sqlite3_busy_timeout(handle, 5000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    func execute(_ sql: String) throws(FloorError) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw FloorError(message: String(cString: sqlite3_errmsg(handle))) }
    }

    func prepare(_ sql: String) throws(FloorError) -> FloorStatement {
        var pointer: OpaquePointer?
        guard sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil) == SQLITE_OK, let pointer else {
            throw FloorError(message: "\(String(cString: sqlite3_errmsg(handle))): \(sql)")
        }
        return FloorStatement(pointer)
    }
}

/// A prepared statement of a floor: bound by position, stepped, reset.
final class FloorStatement {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        sqlite3_finalize(pointer)
    }

    /// Resets the statement and binds `values` (integers, or text as `String`) in order.
    @discardableResult
    func bound(_ values: [FloorValue]) -> FloorStatement {
        sqlite3_reset(pointer)
        for (offset, value) in values.enumerated() {
            switch value {
            case let .integer(integer): sqlite3_bind_int64(pointer, Int32(offset + 1), integer)
            case let .text(text): sqlite3_bind_text(pointer, Int32(offset + 1), text, -1, floorTransient)
            case .null: sqlite3_bind_null(pointer, Int32(offset + 1))
            case let .utf8(bytes): bytes.withUnsafeBufferPointer { _ = sqlite3_bind_text(pointer, Int32(offset + 1), $0.baseAddress, Int32($0.count), floorTransient) }
            }
        }
        return self
    }

    func step() throws(FloorError) -> Bool {
        switch sqlite3_step(pointer) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw FloorError(message: String(cString: sqlite3_errmsg(sqlite3_db_handle(pointer))))
        }
    }

    func integer(_ column: Int32) -> Int64 {
        sqlite3_column_int64(pointer, column)
    }

    /// The length of a text column, read in place (the bytes are not copied).
    func textLength(_ column: Int32) -> Int {
        sqlite3_column_text(pointer, column) == nil ? 0 : Int(sqlite3_column_bytes(pointer, column))
    }

    /// A copy of a text column's bytes.
    func data(_ column: Int32) -> Data {
        guard let bytes = sqlite3_column_text(pointer, column) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(pointer, column)))
    }
}

enum FloorValue {
    case integer(Int64)
    case text(String)
    case null
    case utf8([UInt8])
}

struct FloorError: Error, CustomStringConvertible {
    let message: String
    var description: String { "floor: \(message)" }
}

private let floorTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
