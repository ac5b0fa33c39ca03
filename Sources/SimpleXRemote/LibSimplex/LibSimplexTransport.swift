import ChatBackend
import Foundation
import Synchronization

/// libsimplex as a `CoreTransport`: one controller opened with `chat_migrate_init`, each command
/// run with `chat_send_cmd` on a thread of its own, concurrently, as the official libraries run
/// them (issue 19: one call that does not return holds up neither later commands nor the exit),
/// and events received on a thread of their own with `chat_recv_msg_wait` (the wait blocks its
/// thread). Every returned string is copied and freed. `close` stops receiving, sends `/_stop`,
/// and calls `chat_close_store` once no call is running — or, past `closeTimeout`, leaves the
/// store to the process's exit and says so.
public final class LibSimplexTransport: CoreTransport {
    /// How long one `chat_recv_msg_wait` blocks: the longest `close` waits for the receiver.
    static let receiveWaitMicroseconds: Int32 = 200_000

    package let library: LibSimplex
    public let inbound: AsyncStream<CoreInbound>
    /// How long `close` waits for `/_stop` and for the calls still running.
    package let closeTimeout: Duration
    private let continuation: AsyncStream<CoreInbound>.Continuation
    private let controller: ControllerHandle
    private let calls = Mutex(Calls())
    private let receiverEnded = DispatchSemaphore(value: 0)

    /// The controller pointer the core hands out; only the core dereferences it.
    struct ControllerHandle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    /// The calls into the core running now, and whether the transport is closing.
    private struct Calls {
        var running = 0
        var closing = false
    }

    /// Opens the databases at `databasePrefix` with `key` (empty: unencrypted), migrating them up
    /// (`confirmation` as the core names it: `yesUp`, `yesUpDown`), and starts receiving.
    /// A migration the core refuses is an error that names the core's result.
    package init(library: LibSimplex, databasePrefix: String, key: String = "", confirmation: String = "yesUp", closeTimeout: Duration = .seconds(5)) throws(ChatBackendError) {
        self.library = library
        self.closeTimeout = closeTimeout
        var pointer: UnsafeMutableRawPointer?
        let result = LibSimplex.take(library.migrateInit(databasePrefix, key, confirmation, &pointer)) ?? ""
        try Self.checkMigration(result, databasePrefix: databasePrefix)
        guard let pointer else {
            throw ChatBackendError(.unexpectedResponse, "chat_migrate_init answered ok without a controller")
        }
        controller = ControllerHandle(pointer: pointer)
        (inbound, continuation) = AsyncStream.makeStream(of: CoreInbound.self, bufferingPolicy: .unbounded)
        let receiver = Thread { [self] in receiveUntilClosed() }
        receiver.name = "parley.core.events"
        receiver.start()
    }

    /// The receiving thread: waits for events until `close`, then leaves the runtime.
    private func receiveUntilClosed() {
        while !calls.withLock({ $0.closing }) {
            guard let text = LibSimplex.take(library.receiveWait(controller.pointer, Self.receiveWaitMicroseconds)) else { break }
            if !text.isEmpty { continuation.yield(.event(Data(text.utf8))) }
        }
        library.threadDone?()
        receiverEnded.signal()
    }

    /// Loads the library at `path` and opens the databases, off the caller's thread: loading,
    /// starting the runtime and migrating take their time. Databases that are not there are
    /// refused before the core makes empty ones, unless `create`.
    public static func open(library path: String, databasePrefix: String, key: String = "", confirmation: String = "yesUp",
                            create: Bool = false, closeTimeout: Duration = .seconds(5)) async throws(ChatBackendError) -> LibSimplexTransport {
        let opened = await onThread("parley.core.open", threadDone: nil) {
            Result { () throws(ChatBackendError) in
                let library = try LibSimplex.load(path: path)
                guard create || FileManager.default.fileExists(atPath: databasePrefix + "_chat.db") else {
                    throw ChatBackendError(.unreachable, "there is no SimpleX database at \(databasePrefix)_chat.db; nothing was created there")
                }
                return try LibSimplexTransport(library: library, databasePrefix: databasePrefix, key: key, confirmation: confirmation, closeTimeout: closeTimeout)
            }
        }
        return try opened.get()
    }

    public func send(corrId: String, command: String) async throws(ChatBackendError) {
        let admitted = calls.withLock { calls in
            guard !calls.closing else { return false }
            calls.running += 1
            return true
        }
        guard admitted else { throw ChatBackendError(.connectionLost, "the SimpleX core library is closed") }
        let reply = await call(command)
        calls.withLock { $0.running -= 1 }
        guard let reply else { throw ChatBackendError(.unexpectedResponse, "chat_send_cmd returned no reply") }
        continuation.yield(.reply(corrId: corrId, Data(reply.utf8)))
    }

    public func close() async {
        let first = calls.withLock { calls in
            defer { calls.closing = true }
            return !calls.closing
        }
        guard first else { return }
        let stopped = await within(closeTimeout) { await self.call("/_stop") }
        let idle = stopped != nil ? await runningCallsEnd(within: closeTimeout) : false
        let library = library, controller = controller, receiverEnded = receiverEnded
        var detail = ""
        if idle {
            let closeError = await Self.onThread("parley.core.close", threadDone: library.threadDone) { () -> String in
                receiverEnded.wait()
                return LibSimplex.take(library.closeStore(controller.pointer)) ?? ""
            }
            if !closeError.isEmpty { detail = ": \(closeError)" }
        } else {
            let running = calls.withLock { $0.running } + (stopped == nil ? 1 : 0)
            detail = ": \(running) call\(running == 1 ? "" : "s") into the core did not return within \(closeTimeout); the store is left to the process's exit"
        }
        continuation.yield(.ended(ChatBackendError(.connectionLost, "the SimpleX core library was closed\(detail)")))
        continuation.finish()
    }

    /// `chat_send_cmd` on a thread of its own; the copied reply, nil for NULL.
    private func call(_ command: String) async -> String? {
        let library = library, controller = controller
        return await Self.onThread("parley.core.command", threadDone: library.threadDone) {
            LibSimplex.take(library.sendCommand(controller.pointer, command))
        }
    }

    /// Whether every running call ended within `timeout`.
    private func runningCallsEnd(within timeout: Duration) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while calls.withLock({ $0.running }) > 0 {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// `job`'s value, or nil when it takes longer than `timeout` (it goes on, unawaited).
    private func within<Value: Sendable>(_ timeout: Duration, _ job: @escaping @Sendable () async -> Value) async -> Value? {
        let outcome = FirstAnswer<Value?>()
        return await withCheckedContinuation { (done: CheckedContinuation<Value?, Never>) in
            outcome.set(done)
            Task { outcome.answer(await job()) }
            Task {
                try? await Task.sleep(for: timeout)
                outcome.answer(nil)
            }
        }
    }

    /// Runs `job` on a new thread that Parley owns, which tells the core's runtime when it
    /// ends (`hs_thread_done`), and returns its value.
    private static func onThread<Value: Sendable>(_ name: String, threadDone: LibSimplex.ThreadDone?, _ job: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { (done: CheckedContinuation<Value, Never>) in
            let thread = Thread {
                let value = job()
                threadDone?()
                done.resume(returning: value)
            }
            thread.name = name
            thread.start()
        }
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

/// A continuation resumed by whichever answer comes first; the later ones are dropped.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private let waiter = Mutex<CheckedContinuation<Value, Never>?>(nil)

    func set(_ continuation: CheckedContinuation<Value, Never>) {
        waiter.withLock { $0 = continuation }
    }

    func answer(_ value: Value) {
        waiter.withLock { $0.take() }?.resume(returning: value)
    }
}
