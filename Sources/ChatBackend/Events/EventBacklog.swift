import SimpleXModel

/// A bounded queue of events for one consumer (issue 19, back-pressure): up to `capacity`
/// events wait in order; past that, what comes is set aside and coalesced into one mark —
/// the chats it touched, and how many events touched no one chat — which the consumer takes
/// after the events queued before it and answers by reloading (`ChatEvent.eventsCoalesced`).
/// Whatever the rate, it holds at most `capacity` events and one reference per chat.
package struct EventBacklog<Event: Sendable>: Sendable {
    /// What the consumer takes next.
    package enum Next: Sendable {
        case event(Event)
        /// Events set aside: those of `chats`, and `otherEvents` of no one chat.
        case coalesced(chats: [ChatRef], otherEvents: Int)
    }

    package let capacity: Int
    /// The chats an event is about (nil: none in particular, or unknown).
    private let chats: @Sendable (Event) -> [ChatRef]?
    private var queued: [Event] = []
    /// Where the next event to take is in `queued`; the taken ones are dropped in batches.
    private var head = 0
    private var coalescedChats: [ChatRef] = []
    private var coalescedChatSet: Set<ChatRef> = []
    private var otherEvents = 0
    /// Whether events have been set aside since the consumer last took the mark.
    private var hasCoalesced = false

    package init(capacity: Int, chats: @escaping @Sendable (Event) -> [ChatRef]?) {
        precondition(capacity > 0, "an event backlog holds at least one event")
        self.capacity = capacity
        self.chats = chats
    }

    /// How many events wait (the mark not counted).
    package var count: Int { queued.count - head }

    package var isEmpty: Bool { count == 0 && !hasCoalesced }

    /// Queues `event` (true), or sets it aside when `capacity` events wait (false).
    @discardableResult
    package mutating func push(_ event: Event) -> Bool {
        guard count >= capacity else {
            queued.append(event)
            return true
        }
        hasCoalesced = true
        guard let refs = chats(event), !refs.isEmpty else {
            otherEvents += 1
            return false
        }
        for ref in refs where coalescedChatSet.insert(ref).inserted {
            coalescedChats.append(ref)
        }
        return false
    }

    /// The oldest queued event; once they are all taken, the mark of what was set aside.
    package mutating func pop() -> Next? {
        if head < queued.count {
            let event = queued[head]
            head += 1
            if head >= 64, head * 2 >= queued.count {
                queued.removeFirst(head)
                head = 0
            }
            return .event(event)
        }
        guard hasCoalesced else { return nil }
        defer {
            coalescedChats = []
            coalescedChatSet = []
            otherEvents = 0
            hasCoalesced = false
        }
        return .coalesced(chats: coalescedChats, otherEvents: otherEvents)
    }
}
