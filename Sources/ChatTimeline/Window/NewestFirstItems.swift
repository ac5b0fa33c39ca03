import SimpleXModel

/// A window's items, newest first (index 0 is drawn at the bottom), kept oldest first
/// underneath: a new item, the common case, goes at the end of the storage without moving the
/// others.
public struct NewestFirstItems: RandomAccessCollection, Hashable, Sendable {
    private var storage: [ChatItem]

    init(newestFirst items: [ChatItem] = []) {
        storage = items.reversed()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    /// The item at `position`, 0 the newest. O(1).
    public subscript(position: Int) -> ChatItem {
        get { storage[storage.count - 1 - position] }
        set { storage[storage.count - 1 - position] = newValue }
    }

    /// Inserts `item` so that it is at `position` (newest-first). O(1) at position 0.
    mutating func insert(_ item: ChatItem, at position: Int) {
        storage.insert(item, at: storage.count - position)
    }

    /// Removes the item at `position` (newest-first). O(1) at position 0.
    mutating func remove(at position: Int) {
        storage.remove(at: storage.count - 1 - position)
    }
}
