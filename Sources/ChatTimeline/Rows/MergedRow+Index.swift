import SimpleXModel

extension [MergedRow] {
    /// The row holding the item with `id` of `window`, for rows merged from that window
    /// (newest first). O(log n).
    public func index(ofItem id: Int64, in window: ChatWindow) -> Int? {
        guard let position = window.index(of: id) else { return nil }
        let item = window.items[position]
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if ChatItem.isNewer(self[middle].oldest, than: item) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < count && self[low].items.contains { $0.meta.itemId == id } ? low : nil
    }
}
