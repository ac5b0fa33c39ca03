import Foundation
import SimpleXModel

/// The loaded part of a chat (simplex-view-logic §1.3, `ActiveChatState`): items newest first,
/// with `splits` marking the gaps of unloaded items, and the unread counters. Pages from the
/// core are applied with `apply(_:page:navigation:stats:)`; events with the `item…` methods.
public struct ChatWindow: Hashable, Sendable {
    /// Items kept on each side when a page is trimmed (`TRIM_KEEP_COUNT`).
    public static let trimKeepCount = 200

    /// Loaded items, newest first (index 0 is drawn at the bottom).
    public private(set) var items = NewestFirstItems()
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

    /// The time of every loaded item by id: with the chat order (time, then id) it finds an
    /// item's position by binary search, so inserting an item moves no index.
    private var timeById: [Int64: Date] = [:]

    /// An empty window: nothing loaded, no splits, no unread.
    public init() {}

    /// The loaded item with `id`, if any. O(log n).
    public func item(id: Int64) -> ChatItem? {
        index(of: id).map { items[$0] }
    }

    /// The position of the item with `id` in `items`, if loaded. O(log n).
    public func index(of id: Int64) -> Int? {
        guard let time = timeById[id] else { return nil }
        let position = Self.insertionIndex(in: items, time: time, id: id)
        return position < items.count && items[position].meta.itemId == id ? position : nil
    }

    /// Where an item of `time` and `id` goes in newest-first `items`: after every newer one.
    static func insertionIndex(in items: NewestFirstItems, time: Date, id: Int64) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            let other = items[middle].meta
            let isNewer = other.itemTs != time ? other.itemTs > time : other.itemId > id
            if isNewer {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Whether the newest items of the chat are loaded (`lastItemsLoaded`).
    public var newestLoaded: Bool {
        splits.first == nil || splits.first != items.first?.meta.itemId
    }

    mutating func replaceItems(_ newItems: [ChatItem]) {
        items = NewestFirstItems(newestFirst: newItems)
        timeById.removeAll(keepingCapacity: true)
        for item in items {
            timeById[item.meta.itemId] = item.meta.itemTs
        }
        splits.removeAll { timeById[$0] == nil }
        if let anchor = unreadAfterItemId, timeById[anchor] == nil {
            unreadAfterItemId = items.first?.meta.itemId
        }
    }

    /// Inserts an item that is not loaded at its place in chat order. O(n) moves, O(log n) search.
    mutating func insertItem(_ item: ChatItem) {
        items.insert(item, at: Self.insertionIndex(in: items, time: item.meta.itemTs, id: item.meta.itemId))
        timeById[item.meta.itemId] = item.meta.itemTs
    }

    /// Removes the item at `position` with its time.
    mutating func removeItem(at position: Int) {
        timeById[items[position].meta.itemId] = nil
        items.remove(at: position)
    }

    /// Replaces the item at `position` with a new version of it with the same id and time
    /// (`itemUpdated(_:at:)` moves a version whose time differs).
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
        let positioned = ids.compactMap { id in index(of: id).map { (id, $0) } }
        splits = positioned.sorted { $0.1 < $1.1 }.map(\.0)
    }

    mutating func setUnreadAnchor(_ id: Int64?) {
        unreadAfterItemId = id
    }

    mutating func adjustUnreadAfterNewestLoaded(by delta: Int) {
        unreadAfterNewestLoaded = max(0, unreadAfterNewestLoaded + delta)
    }
}
