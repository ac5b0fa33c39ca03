import ChatTimeline
import SimpleXModel

/// The chat open in the session: what the core says of it, its loaded timeline, the compose
/// bar, and how it is being read, searched and paged. Nothing of how it is drawn: lines,
/// cells, points and focus are the faces'.
public struct OpenChat: Sendable {
    /// The chat.
    public let ref: ChatRef
    /// The chat as the core last described it.
    public internal(set) var info: ChatInfo
    /// Its loaded items and their rows.
    public internal(set) var timeline = Timeline()
    /// The compose bar: its text (the source of truth), context, mentions and live message.
    public internal(set) var compose = ComposeState()
    /// The group's members (for mentions), when the chat is a group.
    public internal(set) var members: [GroupMember] = []
    /// The search or content filter, nil for the whole chat.
    public internal(set) var query: ChatQuery?
    /// Selection mode's ticked items, nil outside it.
    public internal(set) var selection: Selection?
    /// The layout chosen from the client (Ctrl-T), over the resolved one.
    public internal(set) var layoutOverride: ChatLayoutMode?
    /// The first item that was unread when the chat opened: the "new messages" line stands
    /// above its row while the chat stays open.
    public internal(set) var newMessagesAt: Int64?
    /// Unread items below the view (and newer ones not loaded): "N new below" (the SimpleX
    /// apps' ↓ with its count).
    public internal(set) var unreadBelow = 0
    /// The first page has come: the chat shows what it has (else it is loading).
    public internal(set) var loaded = false
    /// The group with its members and relays, while the group's views are open.
    public internal(set) var group: GroupDetails?
    /// What the user last saw of the chat.
    public internal(set) var viewport: Viewport? {
        didSet { visibleItems = viewport?.visibleRows.flatMap(items(ofRows:)) }
    }
    /// The newest and oldest item in view, by id: where the view is when rows come and go.
    private var visibleItems: (newest: Int64, oldest: Int64)?

    /// Paging: the page request in flight and the anchors whose pages came back empty.
    var paging = Paging()
    /// A jump waits for its page: the item to go to once it is loaded.
    var pendingJump: (itemId: Int64, hint: JumpHint)?

    /// The chat `ref`, as `info` describes it, with nothing loaded yet.
    init(ref: ChatRef, info: ChatInfo) {
        self.ref = ref
        self.info = info
    }

    /// The rows in view now (0 the newest): those of the items the viewport showed, wherever
    /// pages and new items have moved them since.
    public var visibleRows: ClosedRange<Int>? {
        guard let visibleItems, let newest = timeline.rowIndex(ofItem: visibleItems.newest),
              let oldest = timeline.rowIndex(ofItem: visibleItems.oldest) else { return viewport?.visibleRows }
        return min(newest, oldest)...max(newest, oldest)
    }

    private func items(ofRows rows: ClosedRange<Int>) -> (newest: Int64, oldest: Int64)? {
        guard !timeline.rows.isEmpty else { return nil }
        let shown = rows.clamped(to: 0...(timeline.rows.count - 1))
        return (timeline.rows[shown.lowerBound].newest.meta.itemId, timeline.rows[shown.upperBound].oldest.meta.itemId)
    }

    /// Whether a page request is in flight.
    public var isLoading: Bool { paging.inFlight != nil || !loaded }

    /// A group's member count as both faces show it (issue 36 D19): as group info counts them
    /// (`MemberList.memberCount`) once the members are read, the core's count of current members
    /// until then; nil for other chats. O(members).
    public var memberCount: Int? {
        guard let group = info.groupInfo else { return nil }
        return members.isEmpty ? Int(group.groupSummary.currentMembers) : MemberList.memberCount(members)
    }

    /// A live message is being typed.
    public var isLive: Bool { compose.isLive }

    /// What the menu depends on: the chat, a live message, selection mode, and the loaded
    /// items' files that are on this device (`CIFile.isOnDevice`). O(loaded items).
    public var menuContext: MenuContext {
        MenuContext(chatInfo: info, composingLive: compose.isLive, selecting: selection != nil, filesOnDevice: timeline.window.filesOnDevice)
    }

    /// The row with id `id` (its newest item's), if loaded. O(log n).
    public func row(_ id: Int64) -> MergedRow? {
        timeline.rowIndex(ofItem: id).map { timeline.rows[$0] }.flatMap { $0.id == id ? $0 : nil }
    }
}

/// How a jump shows its item when its page comes.
enum JumpHint: Hashable, Sendable {
    case focus, top
}

/// The open chat's paging (simplex-view-logic §1.4): one page request at a time, matched by
/// its id, and the anchors never to ask again.
struct Paging: Sendable {
    /// The page request in flight, and its pagination.
    var inFlight: (id: RequestID, pagination: ChatPagination)?
    /// Anchors whose pages came back with nothing new.
    var preload = PreloadState()
}

/// A group shown in its views: the group with its members, and a channel's relay records.
public struct GroupDetails: Hashable, Sendable {
    /// The group and its members.
    public internal(set) var group: Group
    /// The channel's relay records, once read.
    public internal(set) var relays: [GroupRelay] = []
    /// The relays were asked for: they are read again after a change.
    var relaysAsked = false
}
