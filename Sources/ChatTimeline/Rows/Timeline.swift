import SimpleXModel

/// A chat window with its merged rows kept current: an event re-merges only the rows around
/// the items it touches, and reports the rows whose drawing changed (their render hash), so a
/// front end lays out and redraws just those.
public struct Timeline: Sendable {
    /// The loaded window of items the rows are merged from.
    public private(set) var window: ChatWindow
    /// The visible rows, newest first.
    public private(set) var rows: [MergedRow] = []
    /// Items of collapsed groups shown one by one.
    public private(set) var revealedIds: Set<Int64>

    /// A timeline of `window` with `revealedIds` shown one by one; its rows merged at once.
    public init(window: ChatWindow = ChatWindow(), revealedIds: Set<Int64> = []) {
        self.window = window
        self.revealedIds = revealedIds
        rows = MergedRow.rows(of: window, revealedIds: revealedIds)
    }

    /// Applies a page (all rows are rebuilt: a page changes many). `visibleRows`, the rows on
    /// screen (0 the newest), bound what the window keeps of a `before` or `after` page
    /// (`ChatWindow.apply`). O(n log n).
    public mutating func apply(_ pagination: ChatPagination, page: [ChatItem], navigation: NavigationInfo?, stats: ChatStats, visibleRows: ClosedRange<Int>? = nil) {
        window.apply(pagination, page: page, navigation: navigation, stats: stats, visibleRows: visibleRows.flatMap(itemIndices(ofRows:)))
        rows = MergedRow.rows(of: window, revealedIds: revealedIds)
    }

    /// The indices in the window's items of the items of rows `rows`, nil when none is shown.
    private func itemIndices(ofRows rows: ClosedRange<Int>) -> ClosedRange<Int>? {
        let shown = rows.clamped(to: 0...max(0, self.rows.count - 1))
        guard !self.rows.isEmpty, let newest = window.index(of: self.rows[shown.lowerBound].newest.meta.itemId),
              let oldest = window.index(of: self.rows[shown.upperBound].oldest.meta.itemId) else { return nil }
        return min(newest, oldest)...max(newest, oldest)
    }

    /// Reveals or hides items of collapsed groups (all rows are rebuilt).
    public mutating func setRevealed(_ ids: Set<Int64>) {
        revealedIds = ids
        rows = MergedRow.rows(of: window, revealedIds: revealedIds)
    }

    /// The menu's Reveal and Expand (`shown`), or Hide (simplex-view-logic §4.2): the items of
    /// `row` shown one by one, or collapsed into their group again (all rows are rebuilt).
    public mutating func setRevealed(_ row: MergedRow, _ shown: Bool) {
        let ids = Set(row.items.map(\.meta.itemId))
        setRevealed(shown ? revealedIds.union(ids) : revealedIds.subtracting(ids))
    }

    /// A new item (`newChatItems`). Returns the ids of the rows whose drawing changed.
    /// O(changed rows + log n).
    @discardableResult
    public mutating func itemAdded(_ item: ChatItem) -> [Int64] {
        window.itemAdded(item)
        guard let position = window.index(of: item.meta.itemId) else { return [] }
        return remerge(aroundItemAt: position, unreadChange: 0)
    }

    /// A changed item: an edit, a status, reactions, a live message's new text, a deletion
    /// marked on it. Returns the ids of the rows whose drawing changed. O(changed rows + log n).
    @discardableResult
    public mutating func itemUpdated(_ item: ChatItem) -> [Int64] {
        let wasUnread = window.item(id: item.meta.itemId)?.isUnread
        guard window.itemUpdated(item), let position = window.index(of: item.meta.itemId) else { return [] }
        let unreadChange = wasUnread == true && !item.isUnread ? -1 : wasUnread == false && item.isUnread ? 1 : 0
        return remerge(aroundItemAt: position, unreadChange: unreadChange)
    }

    /// All but the newest `count` items unloaded (`ChatWindow.unloadOldest`): the rows are
    /// rebuilt. O(n).
    public mutating func unloadOldest(keeping count: Int) {
        guard window.items.count > count else { return }
        window.unloadOldest(keeping: count)
        rows = MergedRow.rows(of: window, revealedIds: revealedIds)
    }

    /// Items removed for good: the rows are rebuilt. O(n).
    public mutating func itemsRemoved(_ ids: Set<Int64>) {
        window.itemsRemoved(ids)
        rows = MergedRow.rows(of: window, revealedIds: revealedIds)
    }

    /// The row holding the item with `id`. O(log n).
    public func rowIndex(ofItem id: Int64) -> Int? {
        rows.index(ofItem: id, in: window)
    }

    /// Re-merges the rows next to the item at `position` of the window: the rows before and
    /// after it are merged again with it, replaced, and hashed with their neighbours; with an
    /// unread change, the newer rows' unread counts move too.
    private mutating func remerge(aroundItemAt position: Int, unreadChange: Int) -> [Int64] {
        let items = window.items
        let newerRow = position > 0 ? rowIndex(ofItem: items[position - 1].meta.itemId) : nil
        let olderRow = position + 1 < items.count ? rowIndex(ofItem: items[position + 1].meta.itemId) : nil
        let firstRow = newerRow ?? 0
        let lastRow = olderRow ?? (rows.count - 1)
        let startItem = firstRow < rows.count ? window.index(of: rows[firstRow].newest.meta.itemId) ?? position : position
        let endItem = lastRow >= 0 && lastRow < rows.count ? window.index(of: rows[lastRow].oldest.meta.itemId) ?? position : position
        let span = min(startItem, position)...max(endItem, position)
        let unreadBefore = firstRow > 0 && firstRow <= rows.count
            ? rows[firstRow - 1].unreadBefore + unreadChange
            : window.unreadTotal - window.unreadAfterNewestLoaded
        let merged = MergedRow.merge(items[span], window: window, revealedIds: revealedIds, unreadBefore: unreadBefore)
        let replaced = rows.isEmpty ? 0..<0 : firstRow..<(lastRow + 1)
        var previousHashes: [Int64: Int] = [:]
        for index in replaced {
            previousHashes[rows[index].id] = rows[index].renderHash
        }
        rows.replaceSubrange(replaced, with: merged)
        var changed = Set(replaced.lowerBound..<(replaced.lowerBound + merged.count))
        if unreadChange != 0 {
            for index in 0..<replaced.lowerBound {
                rows[index].unreadBefore = max(0, rows[index].unreadBefore + unreadChange)
                changed.insert(index)
            }
        }
        let touched = changed.union(changed.flatMap { [$0 - 1, $0 + 1] }).filter { rows.indices.contains($0) }
        var ids: [Int64] = []
        for index in touched.sorted() {
            let hash = rows[index].computeRenderHash(newer: index > 0 ? rows[index - 1] : nil, older: index + 1 < rows.count ? rows[index + 1] : nil)
            let previous = previousHashes[rows[index].id] ?? rows[index].renderHash
            rows[index].renderHash = hash
            if hash != previous || (replaced.contains(index) && previousHashes[rows[index].id] == nil) {
                ids.append(rows[index].id)
            }
        }
        return ids
    }
}
