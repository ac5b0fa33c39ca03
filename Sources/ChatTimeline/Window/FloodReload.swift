import SimpleXModel

/// What a face reads again after events the backend set aside under a flood (issue 19,
/// `ChatEvent.eventsCoalesced`): the chat list always; the open chat when the events touched
/// it, or when some were about no one chat. A view at the newest line opens the chat anew at
/// its newest page; a view scrolled up merges the newest page into what it has, so the reader
/// keeps their place (the rows above stay, newer ones join below).
public enum FloodReload: Hashable, Sendable {
    /// Only the chat list.
    case list
    /// The list, and the open chat anew from its newest page.
    case reopen(ChatRef)
    /// The list, and the open chat's newest page merged into the loaded one (`.last`).
    case mergeNewest(ChatRef)

    /// The reload for a mark of `chats` and `otherEvents` set aside, with `open` on screen,
    /// `scrolledUp` when its view is above the newest line.
    public init(open: ChatRef?, scrolledUp: Bool, chats: [ChatRef], otherEvents: Int) {
        guard let open, otherEvents > 0 || chats.contains(open) else {
            self = .list
            return
        }
        self = scrolledUp ? .mergeNewest(open) : .reopen(open)
    }
}
