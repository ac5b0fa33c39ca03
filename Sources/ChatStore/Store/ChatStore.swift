import ChatBackend
import Foundation
import SimpleXModel

/// The embedded chat core: chats, items and users in one SQLite file (WAL), answering the
/// core's commands as `ChatBackend`. Each command is one transaction: when it returns, what it
/// did is on disk. Other programs may use the same file at the same time (`parley send` while
/// the terminal client runs); they wait up to 5 s for each other's locks.
///
/// Commands it does not handle yet are refused with `invalidCommand` and a message naming them.
///
/// The store runs on a thread of its own (`StoreExecutor`): its blocking SQLite calls never
/// stall the tasks of a front end.
public actor ChatStore: ChatBackend {
    /// The store's connection to its file; `rows` reads and writes its tables.
    let database: SQLiteDatabase
    /// The store's file; downloaded files go beside it (`filesFolder`).
    let path: String
    private let executor = StoreExecutor(name: "parley.store")
    let now: @Sendable () -> Date
    /// The clock of the store's pauses: the watch for other connections' events
    /// (`eventPollInterval`), bots' streamed answers (`streamStep`) and downloads' steps
    /// (`fileStep`).
    let ticker: any Clock<Duration>
    var subscribers: [UUID: EventFeed<ChatEvent>] = [:]
    /// This connection's events not yet written for the other connections (`shareEvents`).
    var unsharedEvents: [ChatEvent] = []
    /// The newest shared event this connection has seen, and the task that looks for more.
    var lastEventSeq: Int64 = 0
    var eventWatcher: Task<Void, Never>?
    let connectionId = UUID().uuidString
    /// Bots' answers being streamed.
    var answering: [Task<Void, Never>] = []
    /// Files being downloaded from another local profile, by file id.
    var transfers: [Int64: Task<Void, Never>] = [:]
    /// The profile this connection acts as, when not the active one (`act(as:)`).
    var actingUserId: Int64?
    /// The profile of the command running, read once (`currentUser`).
    var commandUser: User?
    /// The store's tables, as rows of values; they keep what they decoded, so that reading a
    /// page again decodes only what changed.
    var rows: StoreRows

    /// Opens the store at `path`, creating it (and its folder) when missing and migrating an
    /// older schema. A file that is not a Parley database, a newer schema, or a folder that
    /// cannot be written is an error, and the file is left as it was. `now` dates what the
    /// store writes; `ticker` times its pauses (tests pass clocks they move by hand).
    public init(path: String, now: @escaping @Sendable () -> Date = { Date() }, ticker: any Clock<Duration> = ContinuousClock()) throws(ChatBackendError) {
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            do {
                // Private to the user (issue 18 defect 10): the folder 700, the file 600 before
                // SQLite opens it (its -wal and -shm files take the file's mode).
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw ChatBackendError(.readOnly, "cannot create the folder \(folder.path): \(error.localizedDescription)")
            }
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw ChatBackendError(.readOnly, "cannot create \(path)")
            }
        }
        do {
            database = try SQLiteDatabase(path: path, create: !exists)
            try Schema.migrate(database)
            try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
        } catch {
            throw ChatBackendError.from(error)
        }
        rows = StoreRows(database, now: now)
        self.now = now
        self.ticker = ticker
        self.path = path
    }

    /// Runs `body` as one public entry of the store: it reads the current profile afresh
    /// (`commandUser` is forgotten before and after), its statements are reset afterwards, and
    /// what it throws becomes a `ChatBackendError`.
    func entry<Value>(_ body: () throws -> Value) throws(ChatBackendError) -> Value {
        commandUser = nil
        defer {
            commandUser = nil
            database.resetStatements()
        }
        do {
            return try body()
        } catch {
            throw ChatBackendError.from(error)
        }
    }

    /// `entry` for what publishes events: once `body` is done, the events it published are
    /// shared with the other connections (`shareEvents`), whether or not it threw.
    func publishing<Value>(_ body: () throws -> Value) throws(ChatBackendError) -> Value {
        defer { shareEvents() }
        return try entry(body)
    }

    /// The store's own thread (`StoreExecutor`), which the actor runs on.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    deinit {
        executor.shutdown()
    }

    /// `body`'s value, or nil when what it looks for is not there (`unknownChat`,
    /// `unknownItem`); a storage error still throws.
    func ifFound<Value>(_ body: () throws -> Value) throws -> Value? {
        do {
            return try body()
        } catch let error as ChatBackendError where error.kind == .unknownChat || error.kind == .unknownItem {
            return nil
        }
    }
}
