import SimpleXModel

/// When to load more while scrolling (simplex-view-logic §1.4, `preloadItems`), as a pure
/// function of the visible rows and the window.
public enum Preload {
    /// Rows left before a gap or the end that start a load (`UNTIL_PRELOAD_COUNT`).
    public static let untilPreloadCount = 50
    /// Items per page while scrolling (`PRELOAD_COUNT`).
    public static let preloadCount = 100

    /// The page to request, or nil. Rows are numbered from 0, the newest; `firstVisible` is the
    /// newest visible row, `lastVisible` the oldest. Older items first: the first split whose
    /// block is at or below the visible rows decides — a gap below the visible block is filled
    /// with `before` its newer neighbour, the end of the visible block with `before` its oldest
    /// item; without splits, `before` the oldest loaded item near the end of the list. If no
    /// older page is due, a visible block near its newer gap loads `after` its newest item.
    /// Anchors in `exhausted` (requests that returned nothing new) are never asked again.
    /// `rows` are the window's merged rows; each split is found by binary search, so a call
    /// per scroll step costs O(splits · log n).
    public static func request(window: ChatWindow, rows: [MergedRow], firstVisible: Int, lastVisible: Int, exhausted: Set<Int64> = []) -> ChatPagination? {
        guard !rows.isEmpty else { return nil }
        let splitRows = window.splits.compactMap { rows.index(ofItem: $0, in: window) }.sorted()
        let olderRequest: ChatPagination? = {
            for (position, splitRow) in splitRows.enumerated() {
                let rangeEnd = position + 1 < splitRows.count ? splitRows[position + 1] - 1 : rows.count - 1
                if splitRow > firstVisible {
                    guard lastVisible >= splitRow - untilPreloadCount, splitRow > 0 else { return nil }
                    return before(rows[splitRow - 1].oldest.meta.itemId, exhausted)
                }
                if (splitRow...rangeEnd).contains(firstVisible) {
                    guard lastVisible >= rangeEnd - untilPreloadCount else { return nil }
                    return before(rows[rangeEnd].oldest.meta.itemId, exhausted)
                }
            }
            guard splitRows.isEmpty, lastVisible >= rows.count - 1 - untilPreloadCount else { return nil }
            return before(rows[rows.count - 1].oldest.meta.itemId, exhausted)
        }()
        if let olderRequest {
            return olderRequest
        }
        for splitRow in splitRows where splitRow <= firstVisible && firstVisible - splitRow <= untilPreloadCount {
            let anchor = rows[splitRow].newest.meta.itemId
            return exhausted.contains(anchor) ? nil : .after(itemId: anchor, count: preloadCount)
        }
        return nil
    }

    private static func before(_ anchor: Int64, _ exhausted: Set<Int64>) -> ChatPagination? {
        exhausted.contains(anchor) ? nil : .before(itemId: anchor, count: preloadCount)
    }
}
