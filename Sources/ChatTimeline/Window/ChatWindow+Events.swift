import SimpleXModel

extension ChatWindow {
    /// A new item of this chat (`newChatItems`): added at its place when the newest items are
    /// loaded (otherwise it lies in the unloaded gap and only the counters change).
    /// O(log n) search; the insertion moves the newer part of the array.
    public mutating func itemAdded(_ item: ChatItem) {
        if item.isUnread {
            setCounters(totalAfter: totalAfter, unreadTotal: unreadTotal + 1, unreadAfter: unreadAfter + 1,
                        unreadAfterNewestLoaded: newestLoaded ? unreadAfterNewestLoaded : unreadAfterNewestLoaded + 1)
        }
        guard newestLoaded else { return }
        if let position = index(of: item.meta.itemId) {
            itemUpdated(item, at: position)
            return
        }
        insertItem(item)
    }

    /// A changed item (`chatItemUpdated`, statuses, reactions): replaced in place when loaded.
    /// Reports whether it was loaded. O(log n).
    @discardableResult
    public mutating func itemUpdated(_ item: ChatItem) -> Bool {
        guard let position = index(of: item.meta.itemId) else { return false }
        itemUpdated(item, at: position)
        return true
    }

    /// Replaces the item at `position` with its new version. A version whose time differs (a
    /// core writes times at its own precision: the item sent and the same item read back differ
    /// below the microsecond) moves to where that time belongs, so the order and the time index
    /// that `index(of:)` searches stay one.
    private mutating func itemUpdated(_ item: ChatItem, at position: Int) {
        let wasUnread = items[position].isUnread
        if item.meta.itemTs == items[position].meta.itemTs {
            replaceItem(at: position, with: item)
        } else {
            removeItem(at: position)
            insertItem(item)
        }
        if wasUnread, !item.isUnread {
            itemsRead([item.meta.itemId], wereUnread: true)
        } else if !wasUnread, item.isUnread {
            let newerThanAnchor = unreadAfterItemId.flatMap { index(of: $0) }.map { position < $0 } ?? false
            setCounters(totalAfter: totalAfter, unreadTotal: unreadTotal + 1, unreadAfter: unreadAfter + (newerThanAnchor ? 1 : 0),
                        unreadAfterNewestLoaded: unreadAfterNewestLoaded)
        }
    }

    /// Items deleted for good (`chatItemsDeleted` without a replacement): splits and the unread
    /// anchor move to surviving neighbours. O(n).
    /// Unloads all but the newest `count` items (issue 19 "Back-pressure": a view kept at the
    /// newest line while messages pour in holds a bounded window; scrolling up loads the rest
    /// again page by page). The items stay in the chat: the counters are unchanged, and an
    /// unread anchor unloaded moves to the oldest item kept.
    public mutating func unloadOldest(keeping count: Int) {
        guard items.count > count, count > 0 else { return }
        let kept = Array(items.prefix(count))
        let keptIds = Set(kept.map(\.meta.itemId))
        let anchor = unreadAfterItemId
        let previousSplits = splits
        replaceItems(kept)
        setSplits(previousSplits.filter(keptIds.contains))
        if let anchor, !keptIds.contains(anchor) {
            setUnreadAnchor(kept.last?.meta.itemId)
        }
    }

    /// Items removed for good: splits and the unread anchor on them move to the next older item kept, and the unread
    /// count drops by the unread ones. O(n).
    public mutating func itemsRemoved(_ ids: Set<Int64>) {
        guard items.contains(where: { ids.contains($0.meta.itemId) }) else { return }
        var movedSplits: [Int64] = []
        for split in splits {
            guard ids.contains(split), let position = index(of: split) else {
                movedSplits.append(split)
                continue
            }
            if let survivor = items[position...].first(where: { !ids.contains($0.meta.itemId) }) {
                movedSplits.append(survivor.meta.itemId)
            }
        }
        var anchor = unreadAfterItemId
        if let current = anchor, ids.contains(current), let position = index(of: current) {
            anchor = items[position...].first { !ids.contains($0.meta.itemId) }?.meta.itemId
        }
        let unreadRemoved = items.filter { ids.contains($0.meta.itemId) && $0.isUnread }.count
        replaceItems(items.filter { !ids.contains($0.meta.itemId) })
        setSplits(movedSplits)
        setUnreadAnchor(anchor)
        setCounters(totalAfter: totalAfter, unreadTotal: unreadTotal - unreadRemoved, unreadAfter: unreadAfter,
                    unreadAfterNewestLoaded: unreadAfterNewestLoaded)
    }

    /// Items marked read (`itemsRead`): the unread count drops for each, and the count after the
    /// anchor for those newer than it; nil marks the whole chat read. O(k + n).
    public mutating func itemsRead(_ ids: [Int64]?) {
        itemsRead(ids, wereUnread: false)
    }

    private mutating func itemsRead(_ ids: [Int64]?, wereUnread: Bool) {
        guard let ids else {
            for (position, item) in items.enumerated() where item.isUnread {
                var read = item
                read.meta.itemStatus = .rcvRead
                replaceItem(at: position, with: read)
            }
            setCounters(totalAfter: totalAfter, unreadTotal: 0, unreadAfter: 0, unreadAfterNewestLoaded: 0)
            return
        }
        let anchorIndex = unreadAfterItemId.flatMap { index(of: $0) }
        var total = unreadTotal
        var after = unreadAfter
        for id in ids {
            guard let position = index(of: id) else { continue }
            guard wereUnread || items[position].isUnread else { continue }
            if !wereUnread {
                var read = items[position]
                read.meta.itemStatus = .rcvRead
                replaceItem(at: position, with: read)
            }
            total -= 1
            if let anchorIndex, position < anchorIndex {
                after -= 1
            }
        }
        setCounters(totalAfter: totalAfter, unreadTotal: total, unreadAfter: after, unreadAfterNewestLoaded: unreadAfterNewestLoaded)
    }
}
