import ChatBackend
import Foundation
import Synchronization

/// libsimplex as a `CoreTransport`: one controller opened with `chat_migrate_init`, commands run
/// in order on a command thread with `chat_send_cmd`, events received on a thread of their own
/// with `chat_recv_msg_wait` (the Node binding does the same: the wait blocks its thread). Every
/// returned string is copied and freed. `close` stops receiving, then calls `chat_close_store`.
public final class LibSimplexTransport: CoreTransport {
    /// How long one `chat_recv_msg_wait` blocks: the longest `close` waits for the receiver.
    static let receiveWaitMicroseconds: Int32 = 200_000

    public let library: LibSimplex
    public let inbound: AsyncStream<CoreInbound>
    private let continuation: AsyncStream<CoreInbound>.Continuation
    private let controller: ControllerHandle
    private let commands: CoreThread
    private let receiving = Mutex(true)
    private let receiverEnded = DispatchSemaphore(value: 0)

    /// The controller pointer the core hands out; only the core dereferences it.
    struct ControllerHandle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    /// Opens the databases at `databasePrefix` with `key` (empty: unencrypted), migrating them up
    /// (`confirmation` as the core names it: `yesUp`, `yesUpDown`), and starts receiving.
    /// A migration the core refuses is an error that names the core's result.
    public init(library: LibSimplex, databasePrefix: String, key: String = "", confirmation: String = "yesUp") throws(ChatBackendError) {
        self.library = library
        var pointer: UnsafeMutableRawPointer?
        let result = LibSimplex.take(library.migrateInit(databasePrefix, key, confirmation, &pointer)) ?? ""
        try Self.checkMigration(result, databasePrefix: databasePrefix)
        guard let pointer else {
            throw ChatBackendError(.unexpectedResponse, "chat_migrate_init answered ok without a controller")
        }
        controller = ControllerHandle(pointer: pointer)
        (inbound, continuation) = AsyncStream.makeStream(of: CoreInbound.self, bufferingPolicy: .unbounded)
        commands = CoreThread(name: "parley.core.commands") { library.threadDone?() }
        let receiver = Thread { [self] in receiveUntilClosed() }
        receiver.name = "parley.core.events"
        receiver.start()
    }

    /// The receiving thread: waits for events until `close`, then leaves the runtime.
    private func receiveUntilClosed() {
        while receiving.withLock({ $0 }) {
            guard let text = LibSimplex.take(library.receiveWait(controller.pointer, Self.receiveWaitMicroseconds)) else { break }
            if !text.isEmpty { continuation.yield(.event(Data(text.utf8))) }
        }
        library.threadDone?()
        receiverEnded.signal()
    }

    /// Loads the library at `path` and opens the databases, off the caller's thread: loading,
    /// starting the runtime and migrating take their time.
    public static func open(library path: String, databasePrefix: String, key: String = "", confirmation: String = "yesUp") async throws(ChatBackendError) -> LibSimplexTransport {
        let opened = await withCheckedContinuation { (done: CheckedContinuation<Result<LibSimplexTransport, ChatBackendError>, Never>) in
            Thread {
                done.resume(returning: Result { () throws(ChatBackendError) in
                    try LibSimplexTransport(library: try LibSimplex.load(path: path), databasePrefix: databasePrefix, key: key, confirmation: confirmation)
                })
            }.start()
        }
        return try opened.get()
    }

    public func send(corrId: String, command: String) async throws(ChatBackendError) {
        let library = library, controller = controller
        let reply = await commands.run { LibSimplex.take(library.sendCommand(controller.pointer, command)) }
        switch reply {
        case nil: throw ChatBackendError(.connectionLost, "the SimpleX core library is closed")
        case .some(nil): throw ChatBackendError(.unexpectedResponse, "chat_send_cmd returned no reply")
        case let .some(.some(text)): continuation.yield(.reply(corrId: corrId, Data(text.utf8)))
        }
    }

    public func close() async {
        let first = receiving.withLock { receiving in
            defer { receiving = false }
            return receiving
        }
        guard first else { return }
        let library = library, controller = controller, receiverEnded = receiverEnded
        let closeError = await commands.run { () -> String in
            receiverEnded.wait()
            return LibSimplex.take(library.closeStore(controller.pointer)) ?? ""
        } ?? ""
        commands.stop()
        let detail = closeError.isEmpty ? "" : ": \(closeError)"
        continuation.yield(.ended(ChatBackendError(.connectionLost, "the SimpleX core library was closed\(detail)")))
        continuation.finish()
    }

    /// Reads `chat_migrate_init`'s `DBMigrationResult` (simplex-wire §1.2): `{"type":"ok"}` or
    /// an error such as `errorNotADatabase`, `errorMigration`, `invalidConfirmation`.
    static func checkMigration(_ result: String, databasePrefix: String) throws(ChatBackendError) {
        let json: [String: Any]?
        do {
            json = try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any]
        } catch {
            throw ChatBackendError(.unexpectedResponse, "chat_migrate_init answered what is not JSON: \(result.prefix(200))")
        }
        let type = json?["type"] as? String ?? "unknown"
        guard type != "ok" else { return }
        let kind: ChatBackendError.Kind = type == "errorNotADatabase" ? .unreadableDatabase : .storage
        throw ChatBackendError(kind, "the SimpleX core could not open its database \(databasePrefix) (\(type)): \(result.prefix(300))")
    }
}
