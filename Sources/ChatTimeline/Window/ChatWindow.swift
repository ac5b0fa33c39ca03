import SimpleXModel

/// The loaded part of a chat (simplex-view-logic §1.3, `ActiveChatState`): items newest first,
/// with `splits` marking the gaps of unloaded items, and the unread counters. Pages from the
/// core are applied with `apply(_:page:navigation:stats:)`; events with the `item…` methods.
public struct ChatWindow: Hashable, Sendable {
    /// Items kept on each side when a page is trimmed (`TRIM_KEEP_COUNT`).
    public static let trimKeepCount = 200

    /// Loaded items, newest first (index 0 is drawn at the bottom).
    public private(set) var items: [ChatItem] = []
    /// Ids of loaded items that have unloaded items on their newer side, newest first.
    public private(set) var splits: [Int64] = []
    /// The item the unread counters after it are counted from (`unreadAfterItemId`), or nil.
    public private(set) var unreadAfterItemId: Int64?
    /// Items newer than the loaded ones, by the last page (`totalAfter`).
    public private(set) var totalAfter = 0
    /// Unread items in the whole chat.
    public private(set) var unreadTotal = 0
    /// Unread items newer than `unreadAfterItemId`.
    public private(set) var unreadAfter = 0
    /// Unread items newer than the newest loaded item.
    public private(set) var unreadAfterNewestLoaded = 0

    private var indexById: [Int64: Int] = [:]

    public init() {}

    /// The loaded item with `id`, if any.
    public func item(id: Int64) -> ChatItem? {
        indexById[id].map { items[$0] }
    }

    /// The position of the item with `id` in `items`, if loaded.
    public func index(of id: Int64) -> Int? {
        indexById[id]
    }

    /// Whether the newest items of the chat are loaded (`lastItemsLoaded`).
    public var newestLoaded: Bool {
        splits.first == nil || splits.first != items.first?.meta.itemId
    }

    mutating func replaceItems(_ newItems: [ChatItem]) {
        items = newItems
        reindex()
        splits.removeAll { indexById[$0] == nil }
        if let anchor = unreadAfterItemId, indexById[anchor] == nil {
            unreadAfterItemId = items.first?.meta.itemId
        }
    }

    private mutating func reindex() {
        indexById.removeAll(keepingCapacity: true)
        for (index, item) in items.enumerated() {
            indexById[item.meta.itemId] = index
        }
    }

    mutating func replaceItem(at position: Int, with item: ChatItem) {
        items[position] = item
    }

    mutating func setCounters(totalAfter: Int, unreadTotal: Int, unreadAfter: Int, unreadAfterNewestLoaded: Int) {
        self.totalAfter = max(0, totalAfter)
        self.unreadTotal = max(0, unreadTotal)
        self.unreadAfter = max(0, unreadAfter)
        self.unreadAfterNewestLoaded = max(0, unreadAfterNewestLoaded)
    }

    mutating func setSplits(_ ids: [Int64]) {
        splits = ids.filter { indexById[$0] != nil }.sorted { indexById[$0]! < indexById[$1]! }
    }

    mutating func setUnreadAnchor(_ id: Int64?) {
        unreadAfterItemId = id
    }

    mutating func adjustUnreadAfterNewestLoaded(by delta: Int) {
        unreadAfterNewestLoaded = max(0, unreadAfterNewestLoaded + delta)
    }
}
