import ChatBackend
import Foundation
import SimpleXModel

/// Runs commands over a `CoreTransport` and streams the core's events (simplex-wire §1.6): every
/// command gets a unique `corrId`, many may be in flight, replies are matched by `corrId`, and
/// what has none is an event. Each command waits at most its timeout. Replies decode off the
/// actor, so a page of megabytes does not hold up other replies' matching.
public actor CoreClient {
    /// How many events were delivered and how many were set aside.
    public struct EventCounts: Hashable, Sendable {
        public var delivered = 0
        /// Events with a tag this version does not know (ignored, as the API asks).
        public var unknown = 0
        /// Events with a known tag that did not decode, and frames that are not JSON.
        public var malformed = 0
    }

    private typealias Waiter = CheckedContinuation<Result<ChatResponse, ChatBackendError>, Never>

    /// A command waiting for its reply, and the task that fails it when its time is up.
    private struct Pending {
        var waiter: Waiter
        var expiry: Task<Void, Never>
    }

    public let commandTimeout: Duration
    private let transport: any CoreTransport
    private var pending: [String: Pending] = [:]
    private let eventSink: AsyncStream<ChatEvent>.Continuation
    /// The core's events, in order, from the start, for one consumer; ends with the transport.
    public nonisolated let events: AsyncStream<ChatEvent>
    private var nextCorrId = 1
    private var endReason: ChatBackendError?
    private var ended: [CheckedContinuation<ChatBackendError, Never>] = []
    public private(set) var eventCounts = EventCounts()

    /// Starts reading `transport.inbound`.
    public init(transport: any CoreTransport, commandTimeout: Duration = .seconds(30)) {
        self.transport = transport
        self.commandTimeout = commandTimeout
        (events, eventSink) = AsyncStream.makeStream(of: ChatEvent.self, bufferingPolicy: .unbounded)
        Task { [weak self] in
            for await inbound in transport.inbound {
                let decoded = Self.decode(inbound)
                guard let self else { return }
                await self.deliver(decoded)
            }
        }
    }

    /// Runs `command` (a `ChatCommand.text`) and returns the core's response; the core's errors
    /// (`chatCmdError`, `{"error"}`), a lost transport and a missing reply are `ChatBackendError`s.
    public func execute(_ command: String, timeout: Duration? = nil) async throws(ChatBackendError) -> ChatResponse {
        if let endReason { throw endReason }
        let corrId = String(nextCorrId)
        nextCorrId += 1
        let timeout = timeout ?? commandTimeout
        let result = await withCheckedContinuation { (waiter: Waiter) in
            let expiry = Task { [weak self] in
                do {
                    try await Task.sleep(for: timeout)
                } catch {
                    return
                }
                await self?.resume(corrId, .failure(ChatBackendError(.timedOut, "the core did not answer \(Self.verb(of: command)) within \(timeout)")))
            }
            pending[corrId] = Pending(waiter: waiter, expiry: expiry)
            Task { await self.send(corrId, command) }
        }
        return try result.get()
    }

    /// Why the transport ended, once it has; waits until then.
    public func waitUntilEnded() async -> ChatBackendError {
        if let endReason { return endReason }
        return await withCheckedContinuation { ended.append($0) }
    }

    /// Closes the transport; commands in flight fail with `connectionLost`.
    public func close() async {
        await transport.close()
    }

    private func send(_ corrId: String, _ command: String) async {
        do {
            try await transport.send(corrId: corrId, command: command)
        } catch {
            resume(corrId, .failure(error))
        }
    }

    private func resume(_ corrId: String, _ result: Result<ChatResponse, ChatBackendError>) {
        guard let command = pending.removeValue(forKey: corrId) else { return }
        command.expiry.cancel()
        command.waiter.resume(returning: result)
    }

    private func deliver(_ decoded: Decoded) {
        switch decoded {
        case let .reply(corrId, result):
            resume(corrId, result)
        case let .event(event):
            eventCounts.delivered += 1
            eventSink.yield(event)
        case .unknownEvent:
            eventCounts.unknown += 1
        case .malformed:
            eventCounts.malformed += 1
        case let .ended(reason):
            endReason = reason
            for command in pending.values {
                command.expiry.cancel()
                command.waiter.resume(returning: .failure(reason))
            }
            pending = [:]
            eventSink.finish()
            for waiter in ended { waiter.resume(returning: reason) }
            ended = []
        }
    }

    /// What one inbound message means, decoded with the generated model.
    private enum Decoded: Sendable {
        case reply(corrId: String, Result<ChatResponse, ChatBackendError>)
        case event(ChatEvent)
        case unknownEvent
        case malformed
        case ended(ChatBackendError)
    }

    private static func decode(_ inbound: CoreInbound) -> Decoded {
        switch inbound {
        case let .frame(data):
            do {
                switch try SimpleXJSON.decode(CoreFrame.self, from: data) {
                case let .reply(corrId, reply): return .reply(corrId: corrId, response(reply))
                case let .event(reply): return event(reply)
                }
            } catch {
                guard let corrId = CoreFrame.corrId(of: data) else { return .malformed }
                return .reply(corrId: corrId, .failure(undecodable(error)))
            }
        case let .reply(corrId, data):
            do {
                return .reply(corrId: corrId, response(try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: data)))
            } catch {
                return .reply(corrId: corrId, .failure(undecodable(error)))
            }
        case let .event(data):
            do {
                return event(try SimpleXJSON.decode(CoreReply<ChatEvent>.self, from: data))
            } catch {
                return .malformed
            }
        case let .ended(reason):
            return .ended(reason)
        }
    }

    private static func response(_ reply: CoreReply<ChatResponse>) -> Result<ChatResponse, ChatBackendError> {
        switch reply {
        case let .result(.chatCmdError(chatError), _): .failure(chatError.backendError(reportedAs: "chatCmdError"))
        case let .result(response, _): .success(response)
        case let .error(chatError, _): .failure(chatError.backendError(reportedAs: "error"))
        }
    }

    /// An event; an `{"error"}` from the C API's receive is the `chatError` event.
    private static func event(_ reply: CoreReply<ChatEvent>) -> Decoded {
        switch reply {
        case .result(.unrecognized, _): .unknownEvent
        case let .result(event, _): .event(event)
        case let .error(chatError, _): .event(.chatError(chatError: chatError))
        }
    }

    private static func undecodable(_ error: SimpleXDecodingError) -> ChatBackendError {
        ChatBackendError(.unexpectedResponse, "the core's reply could not be read: \(error)")
    }

    /// The command's first word (`/_get`), for messages: the rest may be a user's text.
    private static func verb(of command: String) -> String {
        String(command.prefix { $0 != " " })
    }
}
