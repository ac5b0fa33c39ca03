import ChatBackend
import Foundation
import SimpleXModel

/// Events: every change to items (new, updated, deleted, reactions) reaches every subscriber —
/// of this connection at once, and of every other connection to the same file (another
/// process's `parley send` while the terminal client runs) within `eventPollInterval`. A
/// command's events are written to the file once it is done, in one transaction; a connection
/// with subscribers reads the others' new events every `eventPollInterval`. The file keeps the
/// newest `sharedEventsKept` events; subscribers get only events written after they subscribed
/// (or after an earlier subscriber of their connection did). A subscriber that falls
/// `subscriberCapacity` events behind gets the later ones of each chat as one `eventsCoalesced`
/// mark (issue 32: never a silent drop), as the remote core's subscribers do.
extension ChatStore {
    /// How often a connection with subscribers looks for other connections' events.
    static let eventPollInterval: Duration = .milliseconds(150)
    static let sharedEventsKept: Int64 = 2_000

    /// Events a subscriber may fall behind before later ones coalesce into a mark.
    static let subscriberCapacity = 512

    /// A new subscriber's stream of events: this connection's at once, the other connections'
    /// within `eventPollInterval`, each written after the subscription; past
    /// `subscriberCapacity` waiting, a chat's events coalesce into one `eventsCoalesced` mark.
    public func events() -> AsyncStream<ChatEvent> {
        let id = UUID()
        let feed = EventFeed<ChatEvent>(capacity: Self.subscriberCapacity)
        subscribers[id] = feed
        let stream = feed.stream { [weak self] in
            Task { await self?.unsubscribe(id) }
        }
        if eventWatcher == nil {
            lastEventSeq = (try? rows.events.newestSeq()) ?? lastEventSeq
            let ticker = ticker
            eventWatcher = Task { [weak self] in
                while !Task.isCancelled {
                    try? await ticker.sleep(for: Self.eventPollInterval)
                    guard let self else { return }
                    await self.readSharedEvents()
                }
            }
        }
        return stream
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
        if subscribers.isEmpty {
            eventWatcher?.cancel()
            eventWatcher = nil
        }
    }

    /// The store has no connection: it is connected while it is open (one state, and the
    /// stream ends).
    public func connectionStates() -> AsyncStream<ConnectionState> {
        AsyncStream { continuation in
            continuation.yield(.connected(user: nil))
            continuation.finish()
        }
    }

    /// Ends this connection's work in flight: downloads stop (their parts removed), the watch
    /// for other connections' events ends, and so do the subscribers' streams. The database
    /// closes with the store's last reference.
    public func close() async {
        transfers.values.forEach { $0.cancel() }
        transfers = [:]
        eventWatcher?.cancel()
        eventWatcher = nil
        subscribers.values.forEach { $0.finish() }
        subscribers = [:]
    }

    /// Gives `event` to this connection's subscribers, and keeps it for the others.
    func publish(_ event: ChatEvent) {
        for feed in subscribers.values {
            feed.push(event)
        }
        unsharedEvents.append(event)
    }

    /// Writes the events kept by `publish` for the other connections. An event that cannot be
    /// written is dropped: the change itself is already stored, and a view reading its chat
    /// again sees it.
    func shareEvents() {
        guard !unsharedEvents.isEmpty else { return }
        defer {
            unsharedEvents = []
            database.resetStatements()
        }
        try? database.transaction {
            for event in unsharedEvents {
                try rows.events.add(event, of: connectionId)
            }
            try rows.events.keepNewest(Self.sharedEventsKept)
        }
    }

    /// Gives this connection's subscribers the events other connections wrote since the last look.
    func readSharedEvents() {
        defer { database.resetStatements() }
        for shared in rows.events.events(after: lastEventSeq) {
            lastEventSeq = shared.seq
            guard shared.connection != connectionId, let json = shared.json,
                  let event = try? SimpleXJSON.decode(ChatEvent.self, from: json) else { continue }
            for feed in subscribers.values {
                feed.push(event)
            }
        }
    }
}
