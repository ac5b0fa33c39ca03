import ParleyKit

/// Older messages from the host (issue 35, `ChatWidget.onLoadMore`): the session asks for the
/// page before an item when the timeline's preload rule says the reader nears the oldest row
/// loaded (simplex-view-logic §1.4); when the host's messages hold fewer than that page before
/// it, the host is asked for messages older than its oldest, and the page waits for its answer
/// (`prepend`) — so the answer fills the page the session asked for, and the session asks the
/// next one as it would of any core. A host that answers with none has given its first message:
/// it is not asked again until it shows a new set of messages.
extension PlainChatCore {
    /// What the core knows of the host's older messages.
    struct OlderMessages {
        /// Asks the host for messages older than the message with this id; nil when the host
        /// gives none (all its messages are shown from the start).
        var ask: (@Sendable (Int64) -> Void)?
        /// The host answered with no message: none is older than those shown.
        var reachedStart = false
        /// The message the host was asked for messages older than, while its answer is awaited.
        var asked: Int64?
        /// The pages waiting for the host's answer.
        var waiting: [CheckedContinuation<Void, Never>] = []

        /// The host answered (or will not: a new set shown, the core closed): the pages waiting
        /// go on with the messages there are.
        mutating func answered(reachedStart: Bool) {
            self.reachedStart = reachedStart
            asked = nil
            waiting.forEach { $0.resume() }
            waiting = []
        }
    }

    /// Asks the host for older messages with `handler`, on the runner's thread; nil: the host has none.
    func hearLoadMore(_ handler: (@Sendable (Int64) -> Void)?) {
        state.withLock { $0.older.ask = handler }
    }

    /// Adds `messages`, older than those shown, as the host's answer to the core's question: the
    /// pages waiting for them are answered. None: no message is older than those shown.
    /// A message whose id is shown already is updated.
    func prepend(_ messages: [PlainMessage]) {
        let ids = Set(messages.map(\.id))
        state.withLock { state in
            state.messages = messages + state.messages.filter { !ids.contains($0.id) }
            state.older.answered(reachedStart: messages.isEmpty)
        }
    }

    /// Waits, when `messages` hold fewer than `count` before the message `anchor`, until the
    /// host answered the question for messages older than its oldest (asked once for any number
    /// of pages waiting). Returns at once when the host gives no older messages, has given its
    /// first, or `anchor` is not shown. O(n log n) in the messages.
    func waitForOlder(than anchor: Int64, count: Int, in messages: [PlainMessage]) async {
        let sorted = messages.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        guard let position = sorted.firstIndex(where: { $0.id == anchor }), position < count, let oldest = sorted.first?.id else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ask: (@Sendable (Int64) -> Void)? = state.withLock { state in
                guard let ask = state.older.ask, !state.older.reachedStart, !state.closed else {
                    continuation.resume()
                    return nil
                }
                state.older.waiting.append(continuation)
                guard state.older.asked == nil else { return nil }
                state.older.asked = oldest
                return ask
            }
            ask?(oldest)
        }
    }
}
