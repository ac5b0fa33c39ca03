import ChatLayout
import ChatTimeline
import SimpleXModel
import Synchronization

/// The open chat's rows as last drawn: their presentation (`PresentedRows`), their layout in
/// cells (`LayoutCache`, the engine's own cache, which lays out only the rows that changed)
/// and their cells. The next frame re-presents only the rows whose neighbourhood changed,
/// lays out only those, and takes the cells of every row whose layout and reader's state are
/// as they were, so a frame costs O(rows) comparisons plus the drawing of the changed rows
/// (issue 11 "an event redraws only the damaged rows"; issue 12 "1,000 events a second").
/// Shared by copies of the state it belongs to; every answer is checked against the rows asked
/// for, so a copy that drew other rows last costs time, never a wrong row.
final class DrawnRows: Sendable {
    private struct Drawn {
        var presented = PresentedRows()
        var cache = LayoutCache()
        var environment: LayoutEnvironment?
        var theme: TerminalTheme?
        var layouts: [LayoutRow] = []
        var readers: [RowReader] = []
        var cells: [RowCells] = []
        var drawnAnew: [Int64] = []
    }

    private let drawn = Mutex(Drawn())

    init() {}

    /// The ids of the rows the last `cells(of:…)` did not keep from the frame before it (it
    /// drew them), oldest first: what an event cost.
    var lastDrawnAnew: [Int64] {
        drawn.withLock { $0.drawnAnew }
    }

    /// The cells of `rows` (newest first), oldest first: `present` (as `PresentedRows.present`),
    /// lay out in `context`'s cell environment through the cache, and draw each row, except the
    /// rows laid out as before with the same reader's state, which keep their cells.
    func cells(of rows: [MergedRow], user: User?, context: RowCellsContext) -> [RowCells] {
        drawn.withLock { drawn in
            let environment = context.layoutEnvironment
            var presented = drawn.presented
            presented.present(rows, chatInfo: context.chatInfo, user: user, layout: environment.layout, environment: context.environment)
            let measurer = CellTextMeasurer()
            let tree = (try? drawn.cache.layout(rows: presented.presentations, environment: environment, measurer: measurer))
                ?? LayoutTree(environment: environment, rows: [])
            let same = drawn.environment == environment && drawn.theme == context.theme
            var readers: [RowReader] = []
            var cells: [RowCells] = []
            var drawnAnew: [Int64] = []
            readers.reserveCapacity(tree.rows.count)
            cells.reserveCapacity(tree.rows.count)
            for (row, from) in zip(tree.rows, presented.reusedFrom) {
                let reader = context.reader(of: row.ids)
                if same, let from, drawn.readers[from] == reader, drawn.layouts[from].drawsAs(row) {
                    cells.append(drawn.cells[from])
                } else {
                    cells.append(RowCells(row, environment: environment, theme: context.theme, reader: reader))
                    drawnAnew.append(row.ids.first ?? 0)
                }
                readers.append(reader)
            }
            drawn = Drawn(presented: presented, cache: drawn.cache, environment: environment, theme: context.theme, layouts: tree.rows,
                          readers: readers, cells: cells, drawnAnew: drawnAnew)
            return cells
        }
    }
}

extension LayoutRow {
    /// Whether `other` draws the same cells: the same parts and size, wherever it stands.
    func drawsAs(_ other: LayoutRow) -> Bool {
        ids == other.ids && height == other.height && paddingBottom == other.paddingBottom && parts == other.parts
    }
}
