import SimpleXModel

extension MergedRow {
    /// The rows of a window (`MergedItems.create`, simplex-view-logic §2.5): walking newest to
    /// oldest, an item joins the row before it when that row is a collapsed group of its merge
    /// category and the item is no split; otherwise it starts a row — grouped when it has a
    /// category, single otherwise. An item is revealed when it has no category or its id is in
    /// `revealedIds`; revealed items of a category are one row each. O(n).
    public static func rows(of window: ChatWindow, revealedIds: Set<Int64> = []) -> [MergedRow] {
        var rows = merge(window.items[...], window: window, revealedIds: revealedIds, unreadBefore: window.unreadTotal - window.unreadAfterNewestLoaded)
        for index in rows.indices {
            rows[index].renderHash = rows[index].computeRenderHash(
                newer: index > 0 ? rows[index - 1] : nil, older: index + 1 < rows.count ? rows[index + 1] : nil)
        }
        return rows
    }

    /// The rows of a run of the window's items (newest first), without render hashes;
    /// `unreadBefore` is the count of unread items older than the item before the run.
    static func merge(_ items: some Collection<ChatItem>, window: ChatWindow, revealedIds: Set<Int64>, unreadBefore: Int) -> [MergedRow] {
        let splits = Set(window.splits)
        var rows: [MergedRow] = []
        var unread = unreadBefore
        for item in items {
            let category = item.mergeCategory
            let revealed = category == nil || revealedIds.contains(item.meta.itemId)
            if var last = rows.last, last.kind == .grouped, last.mergeCategory == category, !last.revealed, !revealed,
               !splits.contains(item.meta.itemId) {
                last.items.append(item)
                rows[rows.count - 1] = last
            } else {
                rows.append(MergedRow(kind: category == nil ? .single : .grouped, items: [item], revealed: revealed,
                                      mergeCategory: category, unreadBefore: 0, renderHash: 0))
            }
            if item.meta.itemId == window.unreadAfterItemId {
                unread = window.unreadTotal - window.unreadAfter
            }
            if item.isUnread {
                unread -= 1
            }
            rows[rows.count - 1].unreadBefore = max(0, unread)
        }
        return rows
    }

    /// `ListItem.genHash` and the row's kind and size: the fields of each item that change its
    /// drawing, the unread count before the row, and the neighbour bits the spec names — the
    /// newer and older items' ids, directions, categories and reveal, and whether the older
    /// item has reactions and is one-line.
    func computeRenderHash(newer: MergedRow?, older: MergedRow?) -> Int {
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(revealed)
        hasher.combine(unreadBefore)
        for item in items {
            hasher.combine(item.meta.itemId)
            hasher.combine(item.meta.updatedAt)
            hasher.combine(item.meta.itemEdited)
            hasher.combine(item.meta.itemDeleted)
            hasher.combine(item.meta.itemTimed)
            hasher.combine(item.meta.itemStatus)
            hasher.combine(item.meta.sentViaProxy)
            hasher.combine(item.meta.itemText)
            hasher.combine(item.chatDir)
            hasher.combine(item.content)
            hasher.combine(item.reactions)
            hasher.combine(item.file)
            hasher.combine(item.quotedItem?.itemId)
        }
        for neighbour in [newer?.newest, older?.newest] {
            hasher.combine(neighbour?.meta.itemId)
            hasher.combine(neighbour?.chatDir)
            hasher.combine(neighbour?.mergeCategory)
        }
        hasher.combine(newer?.revealed)
        hasher.combine(older?.revealed)
        hasher.combine(older?.newest.reactions.isEmpty)
        hasher.combine(older?.newest.isOneLine)
        return hasher.finalize()
    }
}
