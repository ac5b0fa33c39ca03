import ChatBackend
import Foundation
import SimpleXModel

/// Runs commands over a `CoreTransport` and streams the core's events (simplex-wire §1.6): every
/// command gets a unique `corrId`, many may be in flight, replies are matched by `corrId`, and
/// what has none is an event. Each command waits at most its timeout, measured on `clock` (the
/// real clock; tests pass one they move by hand).
///
/// Replies never wait behind events (issue 19): what comes in is told apart by its `corrId`
/// before anything is decoded; a reply is decoded and answered at once, off the actor, by the
/// reading task (high priority), while events go to a bounded feed that a task of their own
/// decodes (utility priority, yielding every few events). A flood that outruns the
/// decoding, or a consumer that outruns neither, is coalesced (`EventBacklog`), never buffered
/// without bound: memory stays bounded whatever the rate.
package actor CoreClient {
    /// How many events were delivered and how many were set aside.
    package struct EventCounts: Hashable, Sendable {
        package var delivered = 0
        /// Events set aside under a flood, into an `eventsCoalesced` mark.
        package var coalesced = 0
        /// Events with a tag this version does not know (ignored, as the API asks).
        package var unknown = 0
        /// Events with a known tag that did not decode, and frames that are not JSON.
        package var malformed = 0
    }

    private typealias Waiter = CheckedContinuation<Result<ChatResponse, ChatBackendError>, Never>

    /// A command waiting for its reply, and the task that fails it when its time is up.
    private struct Pending {
        var waiter: Waiter
        var expiry: Task<Void, Never>
    }

    /// How many events wait, undecoded and decoded, before more are coalesced.
    package static let eventCapacity = 1_024

    package let commandTimeout: Duration
    private let clock: any Clock<Duration>
    private let transport: any CoreTransport
    private var pending: [String: Pending] = [:]
    /// The core's events, in order, from the start, for one consumer; ends with the transport.
    /// Past `eventCapacity` waiting, an `eventsCoalesced` mark stands for what was set aside.
    package nonisolated let events: AsyncStream<ChatEvent>
    private var nextCorrId = 1
    private var endReason: ChatBackendError?
    private var ended: [CheckedContinuation<ChatBackendError, Never>] = []
    package private(set) var eventCounts = EventCounts()

    /// Starts reading `transport.inbound`; command timeouts run on `clock`.
    package init(transport: any CoreTransport, commandTimeout: Duration = .seconds(30), clock: any Clock<Duration> = ContinuousClock(),
                eventCapacity: Int = CoreClient.eventCapacity) {
        self.transport = transport
        self.commandTimeout = commandTimeout
        self.clock = clock
        let undecoded = EventFeed<Data>(capacity: eventCapacity) { _ in nil }
        let decoded = EventFeed<ChatEvent>(capacity: eventCapacity)
        events = decoded.stream()
        Task(priority: .high) { [weak self] in
            for await inbound in transport.inbound {
                switch inbound {
                case let .frame(data):
                    if let corrId = FrameCorrId.of(data) {
                        await self?.resume(corrId, Self.reply(data))
                    } else {
                        undecoded.push(data)
                    }
                case let .reply(corrId, data): await self?.resume(corrId, Self.reply(data))
                case let .event(data): undecoded.push(data)
                case let .ended(reason):
                    undecoded.finish()
                    await self?.end(reason)
                }
            }
        }
        Task(priority: .utility) { [weak self] in
            var decodedSinceYield = 0
            while let next = await undecoded.next() {
                switch next {
                case let .event(data):
                    decodedSinceYield += 1
                    if decodedSinceYield == 8 {
                        decodedSinceYield = 0
                        await Task.yield()
                    }
                    var event = Self.event(data)
                    if case let .event(chatEvent) = event, !decoded.push(chatEvent) { event = .coalesced(1) }
                    await self?.count(event)
                case let .coalesced(_, otherEvents):
                    decoded.push(.eventsCoalesced(chats: [], otherEvents: otherEvents))
                    await self?.count(.coalesced(otherEvents))
                }
            }
            decoded.finish()
        }
    }

    /// Runs `command` (a `ChatCommand.text`) and returns the core's response; the core's errors
    /// (`chatCmdError`, `{"error"}`), a lost transport and a missing reply are `ChatBackendError`s.
    package func execute(_ command: String, timeout: Duration? = nil) async throws(ChatBackendError) -> ChatResponse {
        if let endReason { throw endReason }
        let corrId = String(nextCorrId)
        nextCorrId += 1
        let timeout = timeout ?? commandTimeout
        let clock = clock
        let result = await withCheckedContinuation { (waiter: Waiter) in
            let expiry = Task { [weak self] in
                do {
                    try await clock.sleep(for: timeout)
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
    package func waitUntilEnded() async -> ChatBackendError {
        if let endReason { return endReason }
        return await withCheckedContinuation { ended.append($0) }
    }

    /// Closes the transport; commands in flight fail with `connectionLost`.
    package func close() async {
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

    private func count(_ event: Event) {
        switch event {
        case .event: eventCounts.delivered += 1
        case let .coalesced(count): eventCounts.coalesced += count
        case .unknown: eventCounts.unknown += 1
        case .malformed: eventCounts.malformed += 1
        }
    }

    private func end(_ reason: ChatBackendError) {
        endReason = reason
        for command in pending.values {
            command.expiry.cancel()
            command.waiter.resume(returning: .failure(reason))
        }
        pending = [:]
        for waiter in ended { waiter.resume(returning: reason) }
        ended = []
    }

    /// What one event frame means, decoded with the generated model.
    private enum Event: Sendable {
        case event(ChatEvent)
        /// Set aside into a mark, this many.
        case coalesced(Int)
        case unknown
        case malformed
    }

    /// A reply: a frame of the WebSocket API with its `corrId`, or the C API's `{"result"}`.
    private static func reply(_ data: Data) -> Result<ChatResponse, ChatBackendError> {
        do {
            return response(try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: data))
        } catch {
            return .failure(undecodable(error))
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
    private static func event(_ data: Data) -> Event {
        do {
            switch try SimpleXJSON.decode(CoreReply<ChatEvent>.self, from: data) {
            case .result(.unrecognized, _): return .unknown
            case let .result(event, _): return .event(event)
            case let .error(chatError, _): return .event(.chatError(chatError: chatError))
            }
        } catch {
            return .malformed
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
