import SimpleXModel

/// One visible row of the chat (simplex-view-logic §2.5): a single item, or a run of items of
/// one merge category shown collapsed (one row) or revealed (one row per item, `revealed`).
public struct MergedRow: Hashable, Sendable {
    /// How the row came to be (simplex-view-logic §2.5).
    public enum Kind: String, Hashable, Sendable {
        /// An item that never merges (no merge category).
        case single
        /// Items of a merge category: one collapsed row for the run, or once revealed one row per item.
        case grouped
    }

    /// Single or grouped.
    public internal(set) var kind: Kind
    /// The row's items, newest first; a collapsed group has several, other rows one.
    public internal(set) var items: [ChatItem]
    /// Shown item by item: always for single rows; for grouped rows once revealed.
    public internal(set) var revealed: Bool
    /// The category of a grouped row's items; nil for a single row.
    public internal(set) var mergeCategory: MergeCategory?
    /// Unread items older than the row (`unreadBefore`).
    public internal(set) var unreadBefore: Int
    /// Hash of everything that changes the row's drawing, neighbours included (`renderHash`).
    public internal(set) var renderHash: Int

    /// The item the row shows (`newest()`).
    public var newest: ChatItem { items[0] }

    /// The row's oldest item (`oldest()`).
    public var oldest: ChatItem { items[items.count - 1] }

    /// The ids of its unread items (`unreadIds`).
    public var unreadIds: [Int64] {
        items.filter(\.isUnread).map(\.meta.itemId)
    }

    /// The row's id: its newest item's id.
    public var id: Int64 { newest.meta.itemId }
}
