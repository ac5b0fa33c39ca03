import ChatTimeline
import SimpleXModel

/// The chat open in the window as a value: its timeline, how far it is scrolled and which
/// pages it is loading. Events and pages change it; the view lays it out and draws it. No I/O.
struct Conversation: Sendable {
    let ref: ChatRef
    var chatInfo: ChatInfo
    private(set) var timeline: Timeline
    /// Points scrolled up from the newest line (0: the newest line at the bottom, seed 000 §2
    /// "newest at the bottom").
    private(set) var scroll: Double = 0
    /// A page is being loaded: no other is asked for until it comes.
    var loading = false
    /// Anchors whose pages came back empty (`Preload.request` never asks them again).
    private(set) var exhausted: Set<Int64> = []

    /// The chat as its newest page shows it.
    init(_ chat: AChat, ref: ChatRef) {
        self.ref = ref
        chatInfo = chat.chatInfo
        timeline = Timeline(window: ChatWindow(page: chat.chatItems, stats: chat.chatStats))
    }

    /// Scrolls by `points` (up is positive), kept between the newest line and the oldest
    /// loaded one: `contentHeight` is the laid-out chat's, `viewHeight` the view's.
    mutating func scroll(by points: Double, contentHeight: Double, viewHeight: Double) {
        scroll = min(max(0, scroll + points), max(0, contentHeight - viewHeight))
    }

    /// Keeps a row where it is on screen when the chat is laid out again: rows added or grown
    /// below it (new messages while scrolled up) or above it (an older page) move no line in
    /// view. `offset` is how far below the view's top the row's top was, `y` where its top is
    /// in the new layout, `contentHeight` the new layout's height. At the newest line the view
    /// follows new rows instead (nothing moves the scroll from 0).
    mutating func keepRow(at offset: Double, now y: Double, contentHeight: Double, viewHeight: Double) {
        guard scroll > 0 else { return }
        scroll = min(max(0, contentHeight - viewHeight - (y - offset)), max(0, contentHeight - viewHeight))
    }

    /// A page the view asked for (`Preload`): merged into the timeline.
    mutating func pageLoaded(_ pagination: ChatPagination, _ page: AChat) {
        loading = false
        if page.chatItems.isEmpty, let anchor = pagination.anchor { exhausted.insert(anchor) }
        timeline.apply(pagination, page: page.chatItems, navigation: nil, stats: page.chatStats)
    }

    /// The page to load for the rows on screen (`firstVisible`, `lastVisible`: rows numbered
    /// from 0, the newest), or nil when none is due or one is loading (simplex-view-logic
    /// §1.4, `Preload.request`).
    func pageDue(firstVisible: Int, lastVisible: Int) -> ChatPagination? {
        guard !loading else { return nil }
        return Preload.request(window: timeline.window, rows: timeline.rows, firstVisible: firstVisible, lastVisible: lastVisible, exhausted: exhausted)
    }

    /// Applies an event of the core about this chat of profile `userId` (a core with several
    /// profiles reports every profile's events): new, changed, deleted and reacted items, and a
    /// file's progress on its item; true when its rows changed.
    mutating func apply(_ event: ChatEvent, userId: Int64) -> Bool {
        switch event {
        case let .newChatItems(items, user) where user.userId == userId:
            let mine = items.filter { $0.chatInfo.chatRef == ref }
            for item in mine { timeline.itemAdded(item.chatItem) }
            return !mine.isEmpty
        case let .chatInfoUpdated(info, user) where user.userId == userId && info.chatRef == ref:
            chatInfo = info
            return true
        default:
            guard let changes = event.itemChanges, changes.user.userId == userId else { return false }
            return timeline.apply(changes, chat: ref)
        }
    }

    /// Every loaded item marked read, as the core marks them when the chat is read
    /// (`/_read chat`); the ids of those that were unread.
    @discardableResult
    mutating func markRead() -> [Int64] {
        let unread = timeline.window.items.filter(\.isUnread)
        for var item in unread {
            item.meta.itemStatus = .rcvRead
            timeline.itemUpdated(item)
        }
        return unread.map(\.meta.itemId)
    }

    /// Shows the items of `row` one by one (`shown`), or collapses them again.
    mutating func setRevealed(_ row: MergedRow, _ shown: Bool) {
        timeline.setRevealed(row, shown)
    }

}
