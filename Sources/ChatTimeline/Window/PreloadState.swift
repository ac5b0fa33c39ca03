import SimpleXModel

/// The anchors whose pages came back with nothing new (simplex-view-logic §1.4): a request for
/// them is never made again.
public struct PreloadState: Hashable, Sendable {
    /// The ids of the anchors exhausted.
    public private(set) var exhausted: Set<Int64> = []

    /// No anchor exhausted yet.
    public init() {}

    /// Records the answer `page` to `pagination`, asked when the window was `before`: an anchor
    /// whose page brought no item the window did not have is exhausted. O(page · log n).
    public mutating func record(_ pagination: ChatPagination, page: [ChatItem], before: ChatWindow) {
        guard let anchor = pagination.anchor, !page.contains(where: { before.item(id: $0.meta.itemId) == nil }) else { return }
        exhausted.insert(anchor)
    }
}
