import SimpleXModel

extension ChatWindow {
    /// Applies a page the core returned for `pagination` (simplex-view-logic §1.3). `page` is in
    /// the core's order, oldest first, and — as every page of the core — a contiguous run of the
    /// chat. `visibleRows`, the rows on screen (0 = newest), bound what a `before` page trims.
    ///
    /// Loaded items and the page are merged by chat order (item time, then id); two neighbours
    /// stay without a gap when both came in the page or were neighbours without a gap before,
    /// otherwise the older one becomes a split. The newest item is a split when newer items
    /// exist: for `initial` and `around` when `navigation.afterTotal > 0`, for `after` when the
    /// page came back full, never for `last`. O(n log n) in the loaded items.
    public mutating func apply(
        _ pagination: ChatPagination, page: [ChatItem], navigation: NavigationInfo?, stats: ChatStats,
        visibleRows: ClosedRange<Int>? = nil
    ) {
        let pageNewestFirst = Array(page.reversed())
        let visibleIds = visibleRows.flatMap { rows -> (newest: Int64, oldest: Int64)? in
            guard !items.isEmpty else { return nil }
            let shown = rows.clamped(to: 0...(items.count - 1))
            return (items[shown.lowerBound].meta.itemId, items[shown.upperBound].meta.itemId)
        }
        switch pagination {
        case .initial:
            replaceItems([])
            merge(pageNewestFirst, newerExist: (navigation?.afterTotal ?? 0) > 0)
            setUnreadAnchor(items.first?.meta.itemId)
            let unreadAfter = navigation?.afterUnread ?? 0
            setCounters(totalAfter: navigation?.afterTotal ?? 0, unreadTotal: stats.unreadCount,
                        unreadAfter: unreadAfter, unreadAfterNewestLoaded: unreadAfter)
        case .last:
            merge(pageNewestFirst, newerExist: false)
            setCounters(totalAfter: 0, unreadTotal: stats.unreadCount, unreadAfter: unreadAfter, unreadAfterNewestLoaded: 0)
        case let .before(anchor, _):
            merge(pageNewestFirst, newerExist: nil, anchor: anchor)
            trim(around: visibleIds)
        case let .after(anchor, _) where page.isEmpty:
            if anchor == items.first?.meta.itemId {
                setSplits(splits.filter { $0 != anchor })
            }
        case let .after(anchor, count):
            let wasNewest = items.first?.meta.itemId
            merge(pageNewestFirst, newerExist: page.count >= count, anchor: anchor)
            if let wasNewest, items.first?.meta.itemId != wasNewest {
                let loadedAtEnd = items.prefix { $0.meta.itemId != wasNewest }.filter(\.isUnread).count
                adjustUnreadAfterNewestLoaded(by: -loadedAtEnd)
            }
            trim(around: visibleIds)
        case .around:
            merge(pageNewestFirst, newerExist: (navigation?.afterTotal ?? 0) > 0)
            let unreadAfter = navigation?.afterUnread ?? 0
            setCounters(totalAfter: navigation?.afterTotal ?? 0, unreadTotal: stats.unreadCount, unreadAfter: unreadAfter,
                        unreadAfterNewestLoaded: newestLoaded ? 0 : unreadAfter)
        }
    }

    /// Merges a contiguous page (newest first) into the loaded items and recomputes the splits.
    /// `newerExist`: whether items newer than the page exist (nil: the page is older than the
    /// newest loaded item, which keeps its split). `anchor`: the item a `before` or `after` page
    /// was asked against, which the page adjoins.
    private mutating func merge(_ page: [ChatItem], newerExist: Bool?, anchor: Int64? = nil) {
        guard !page.isEmpty else { return }
        let pageIds = Set(page.map(\.meta.itemId) + (anchor.map { [$0] } ?? []))
        let oldSplits = Set(splits)
        var oldOlderNeighbour: [Int64: Int64] = [:]
        for (newer, older) in zip(items, items.dropFirst()) {
            oldOlderNeighbour[newer.meta.itemId] = older.meta.itemId
        }
        let oldNewest = items.first?.meta.itemId
        let fresh = page.filter { index(of: $0.meta.itemId) == nil }
        let merged = (items + fresh).sorted { ChatItem.isNewer($0, than: $1) }
        var newSplits: [Int64] = []
        if let newest = merged.first?.meta.itemId {
            let hasNewer = pageIds.contains(newest) && newest != oldNewest ? newerExist ?? false : oldSplits.contains(newest)
            if hasNewer {
                newSplits.append(newest)
            }
        }
        for (newer, older) in zip(merged, merged.dropFirst()) {
            let (a, b) = (newer.meta.itemId, older.meta.itemId)
            let contiguous = (pageIds.contains(a) && pageIds.contains(b)) || (oldOlderNeighbour[a] == b && !oldSplits.contains(b))
            if !contiguous {
                newSplits.append(b)
            }
        }
        replaceItems(merged)
        setSplits(newSplits)
    }

    /// Keeps the newest `trimKeepCount` items and those within `trimKeepCount` of the visible
    /// items (`visible`: the newest and oldest of them, by id, wherever the page moved them),
    /// and drops the rest, so the window stays
    /// bounded whichever way the reader pages (D2): each run dropped between two kept blocks
    /// leaves a split on the item just older than it; a run dropped at the oldest end leaves
    /// nothing (older items are always loaded from there). O(n).
    private mutating func trim(around visible: (newest: Int64, oldest: Int64)?) {
        let keep = Self.trimKeepCount
        guard let visible, let newest = index(of: visible.newest), let oldest = index(of: visible.oldest), items.count > 2 * keep + (oldest - newest + 1) else { return }
        let around = max(0, newest - keep)...min(items.count - 1, oldest + keep)
        let kept = items.indices.filter { $0 < keep || around.contains($0) }
        guard kept.count < items.count else { return }
        var newSplits = splits
        for (newer, older) in zip(kept, kept.dropFirst()) where older > newer + 1 {
            newSplits.append(items[older].meta.itemId)
        }
        let anchor = unreadAfterItemId
        let keptItems = kept.map { items[$0] }
        let oldestKept = keptItems.last?.meta.itemId
        replaceItems(keptItems)
        setSplits(newSplits)
        if let anchor, index(of: anchor) == nil {
            setUnreadAnchor(oldestKept)
        }
    }
}

extension ChatItem {
    /// Chat order: the later item time first, then the higher id.
    public static func isNewer(_ a: ChatItem, than b: ChatItem) -> Bool {
        a.meta.itemTs != b.meta.itemTs ? a.meta.itemTs > b.meta.itemTs : a.meta.itemId > b.meta.itemId
    }
}
