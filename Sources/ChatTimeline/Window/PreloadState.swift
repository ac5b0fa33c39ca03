import SimpleXModel

/// The anchors whose pages came back with nothing new (simplex-view-logic §1.4): a request for
/// them is never made again.
public struct PreloadState: Hashable, Sendable {
    /// The ids of the anchors exhausted.
    public private(set) var exhausted: Set<Int64> = []

    /// No anchor exhausted yet.
    public init() {}

    /// Records the result of `pagination`: when the window has the same number of items and
    /// the same oldest item as before, its anchor is exhausted.
    public mutating func record(_ pagination: ChatPagination, before: ChatWindow, after: ChatWindow) {
        let anchor: Int64? = switch pagination {
        case let .before(itemId, _), let .after(itemId, _): itemId
        default: nil
        }
        guard let anchor, before.items.count == after.items.count, before.items.last?.meta.itemId == after.items.last?.meta.itemId else { return }
        exhausted.insert(anchor)
    }
}
