import SimpleXModel
import Synchronization

/// An `EventBacklog` between a producer that must never wait and a consumer that may be slow
/// (issue 19, back-pressure): `push` returns at once, `next` waits for what comes. One
/// consumer; after `finish` it takes what is left, then nil.
package final class EventFeed<Event: Sendable>: Sendable {
    private struct State {
        var backlog: EventBacklog<Event>
        var waiter: CheckedContinuation<EventBacklog<Event>.Next?, Never>?
        var finished = false
    }

    private let state: Mutex<State>

    package init(capacity: Int, chats: @escaping @Sendable (Event) -> [ChatRef]?) {
        state = Mutex(State(backlog: EventBacklog(capacity: capacity, chats: chats)))
    }

    /// Queues `event` (true), or sets it aside past the capacity (false); nothing once finished.
    @discardableResult
    package func push(_ event: Event) -> Bool {
        let (queued, ready) = state.withLock { state -> (Bool, (CheckedContinuation<EventBacklog<Event>.Next?, Never>, EventBacklog<Event>.Next?)?) in
            guard !state.finished else { return (false, nil) }
            let queued = state.backlog.push(event)
            guard let waiter = state.waiter else { return (queued, nil) }
            state.waiter = nil
            return (queued, (waiter, state.backlog.pop()))
        }
        if let (waiter, next) = ready { waiter.resume(returning: next) }
        return queued
    }

    /// Ends the feed: `next` answers what is queued, then nil.
    package func finish() {
        let waiter = state.withLock { state in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next event or mark; waits for one; nil once finished and drained, or cancelled.
    package func next() async -> EventBacklog<Event>.Next? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<EventBacklog<Event>.Next?, Never>) in
                let ready = state.withLock { state -> EventBacklog<Event>.Next?? in
                    if let next = state.backlog.pop() { return .some(next) }
                    if state.finished || Task.isCancelled { return .some(nil) }
                    state.waiter = waiter
                    return nil
                }
                if let ready { waiter.resume(returning: ready) }
            }
        } onCancel: {
            finish()
        }
    }
}

extension EventFeed where Event == ChatEvent {
    /// A feed of the core's events, coalescing by the chats they are about.
    package convenience init(capacity: Int) {
        self.init(capacity: capacity, chats: \.coalescingChats)
    }

    /// The events as a stream; a mark is `ChatEvent.eventsCoalesced`. `onCancel` runs when the
    /// consuming task is cancelled.
    package func stream(onCancel: (@Sendable () -> Void)? = nil) -> AsyncStream<ChatEvent> {
        AsyncStream(unfolding: { [self] in await next().map(ChatEvent.init) }, onCancel: onCancel)
    }
}

extension ChatEvent {
    /// An event taken from a feed; its mark of coalesced events is `eventsCoalesced`.
    package init(_ next: EventBacklog<ChatEvent>.Next) {
        switch next {
        case let .event(event): self = event
        case let .coalesced(chats, otherEvents): self = .eventsCoalesced(chats: chats, otherEvents: otherEvents)
        }
    }
}
