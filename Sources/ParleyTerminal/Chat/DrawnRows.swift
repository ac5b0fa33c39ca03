import ChatTimeline
import SimpleXModel
import Synchronization

/// The open chat's rows as last drawn: their presentation (`PresentedRows`) and their cells,
/// with the keys they were drawn under. The next frame re-presents only the rows whose
/// neighbourhood changed and takes the cells of every other row as they were, so a frame costs
/// O(rows) comparisons plus the drawing of the changed rows (issue 11 "an event redraws only
/// the damaged rows"; issue 12 "1,000 events a second"). Shared by copies of the state it
/// belongs to; every answer is checked against the rows asked for, so a copy that drew other
/// rows last costs time, never a wrong row.
final class DrawnRows: Sendable {
    private struct Drawn {
        var presented = PresentedRows()
        var contextKey: RowCellsMemo.ContextKey?
        var readers: [RowCellsMemo.ReaderKey] = []
        var cells: [RowCells] = []
        var drawnAnew: [Int64] = []
    }

    private let drawn = Mutex(Drawn())

    init() {}

    /// The ids of the rows the last `cells(of:…)` did not keep from the frame before it (it
    /// took them from the memo or drew them), oldest first: what an event cost.
    var lastDrawnAnew: [Int64] {
        drawn.withLock { $0.drawnAnew }
    }

    /// The cells of `rows` (newest first), oldest first: `present` (as `PresentedRows.present`)
    /// and then each row through `memo` in `context`, except the rows presented as before with
    /// the same keys, which keep their cells.
    func cells(of rows: [MergedRow], user: User?, environment: TimelineEnvironment, context: RowCellsContext, memo: RowCellsMemo) -> [RowCells] {
        drawn.withLock { drawn in
            var presented = drawn.presented
            presented.present(rows, chatInfo: context.chatInfo, user: user, layout: context.layout, environment: environment)
            let contextKey = RowCellsMemo.ContextKey(context)
            let sameContext = drawn.contextKey == contextKey
            var readers: [RowCellsMemo.ReaderKey] = []
            var cells: [RowCells] = []
            var drawnAnew: [Int64] = []
            readers.reserveCapacity(presented.presentations.count)
            cells.reserveCapacity(presented.presentations.count)
            for (presentation, from) in zip(presented.presentations, presented.reusedFrom) {
                let reader = RowCellsMemo.ReaderKey(id: presentation.row.id, context)
                if sameContext, let from, drawn.readers[from] == reader {
                    cells.append(drawn.cells[from])
                } else {
                    cells.append(memo.cells(presentation, context: context, contextKey: contextKey, reader: reader))
                    drawnAnew.append(presentation.row.id)
                }
                readers.append(reader)
            }
            drawn = Drawn(presented: presented, contextKey: contextKey, readers: readers, cells: cells, drawnAnew: drawnAnew)
            return cells
        }
    }
}
