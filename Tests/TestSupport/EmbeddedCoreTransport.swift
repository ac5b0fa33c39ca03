import ChatBackend
import Foundation
import SimpleXRemote
import Synchronization

/// A `CoreTransport` in memory, for tests of what runs over one (`CoreClient`, `RemoteCore`):
/// no socket, no thread, no time. The test sees the commands sent (`commands`, `nextCommand`)
/// and says what the core says: `script` answers each command as it is sent, and `push` and
/// `end` deliver inbound frames, replies, events and the end (a lost connection) at any moment.
public final class EmbeddedCoreTransport: CoreTransport {
    /// What the core says when it receives `command` with `corrId`, delivered in order.
    public typealias Script = @Sendable (_ corrId: String, _ command: String) -> [CoreInbound]

    /// A command as it was sent.
    public struct Command: Hashable, Sendable {
        public var corrId: String
        public var command: String

        public init(corrId: String, command: String) {
            self.corrId = corrId
            self.command = command
        }
    }

    private struct State {
        var sent: [Command] = []
        /// Sent commands no `nextCommand` has taken yet, and the one waiting for them.
        var untaken: [Command] = []
        var taker: CheckedContinuation<Command?, Never>?
        var ended = false
    }

    public let inbound: AsyncStream<CoreInbound>
    private let continuation: AsyncStream<CoreInbound>.Continuation
    private let script: Script
    private let state = Mutex(State())

    /// A transport whose core answers by `script` (by default, nothing: the test answers).
    public init(script: @escaping Script = { _, _ in [] }) {
        (inbound, continuation) = AsyncStream.makeStream(of: CoreInbound.self, bufferingPolicy: .unbounded)
        self.script = script
    }

    /// A transport whose core answers each command with the reply `answer` gives (the JSON of
    /// its `resp`), as the CLI's WebSocket API frames it.
    public static func answering(_ answer: @escaping @Sendable (_ command: String) -> String) -> EmbeddedCoreTransport {
        EmbeddedCoreTransport { corrId, command in [.response(answer(command), to: corrId)] }
    }

    /// Every command sent so far, in order.
    public var commands: [String] { state.withLock { $0.sent.map(\.command) } }

    /// The next command sent that no earlier call took, waiting for it; nil once the transport
    /// ended with none left, or when the waiting task is cancelled.
    public func nextCommand() async -> Command? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (taker: CheckedContinuation<Command?, Never>) in
                let ready = state.withLock { state -> Command?? in
                    if !state.untaken.isEmpty { return .some(state.untaken.removeFirst()) }
                    if state.ended || Task.isCancelled { return .some(nil) }
                    precondition(state.taker == nil, "one nextCommand at a time")
                    state.taker = taker
                    return nil
                }
                if let ready { taker.resume(returning: ready) }
            }
        } onCancel: {
            state.withLock { state in
                defer { state.taker = nil }
                return state.taker
            }?.resume(returning: nil)
        }
    }

    /// The next `count` commands sent, or fewer (and an issue) if they are not sent within `limit`.
    public func nextCommands(_ count: Int, within limit: Duration = watchdogLimit) async -> [Command] {
        await watched(within: limit, failure: "\(count) commands were not sent within \(limit)") { [self] in
            var commands: [Command] = []
            while commands.count < count, let command = await nextCommand() { commands.append(command) }
            return commands
        } ?? []
    }

    /// Delivers `messages` on `inbound`, in order; an `.ended` ends the transport (`end`), and
    /// nothing is delivered once it has.
    public func push(_ messages: [CoreInbound]) {
        for message in messages {
            if case let .ended(reason) = message {
                end(reason)
                return
            }
            guard !state.withLock({ $0.ended }) else { return }
            continuation.yield(message)
        }
    }

    /// Ends the transport with `reason`, as a lost connection does: `.ended(reason)` is the last
    /// message and later sends fail with it.
    public func end(_ reason: ChatBackendError) {
        let taker = state.withLock { state -> CheckedContinuation<Command?, Never>?? in
            guard !state.ended else { return nil }
            state.ended = true
            defer { state.taker = nil }
            return .some(state.taker)
        }
        guard let taker else { return }
        continuation.yield(.ended(reason))
        continuation.finish()
        taker?.resume(returning: nil)
    }

    public func send(corrId: String, command: String) async throws(ChatBackendError) {
        let sent = Command(corrId: corrId, command: command)
        let (ended, taker) = state.withLock { state -> (Bool, CheckedContinuation<Command?, Never>?) in
            guard !state.ended else { return (true, nil) }
            state.sent.append(sent)
            guard let taker = state.taker else {
                state.untaken.append(sent)
                return (false, nil)
            }
            state.taker = nil
            return (false, taker)
        }
        if ended { throw ChatBackendError(.connectionLost, "the embedded transport has ended") }
        taker?.resume(returning: sent)
        push(script(corrId, command))
    }

    /// Ends the transport as closing a connection does (`connectionLost`, "closed").
    public func close() async {
        end(ChatBackendError(.connectionLost, "the embedded transport was closed"))
    }
}

extension CoreInbound {
    /// The WebSocket API's reply frame `{"corrId", "resp": json}`.
    public static func response(_ json: String, to corrId: String) -> CoreInbound {
        .frame(Data(#"{"corrId":"\#(corrId)","resp":\#(json)}"#.utf8))
    }

    /// A text frame of the WebSocket API as it is (an event is `{"resp": …}`).
    public static func text(_ frame: String) -> CoreInbound {
        .frame(Data(frame.utf8))
    }
}
