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
        /// Each row's layout alone (before its bottom padding), oldest first.
        var layouts: [RowLayout] = []
        /// Each row's bottom padding, which its newer neighbour decides.
        var paddings: [Double] = []
        var readers: [RowReader] = []
        var cells: [RowCells] = []
        var drawnAnew: [Int64] = []
    }

    private let drawn = Mutex(Drawn())

    init() {}

    /// The cells the last `cells(of:…)` returned, oldest first, at the width they were drawn at:
    /// what a sketch after a resize shows until the rows are laid out at the new width.
    var lastCells: [RowCells] {
        drawn.withLock { $0.cells }
    }

    /// The ids of the rows the last `cells(of:…)` did not keep from the frame before it (it
    /// drew them), oldest first: what an event cost.
    var lastDrawnAnew: [Int64] {
        drawn.withLock { $0.drawnAnew }
    }

    /// The cells of `rows` (newest first), oldest first: `present` (as `PresentedRows.present`),
    /// lay out in `context`'s cell environment the rows presented anew (through the cache, which
    /// measures only what it did not measure before), pad them as `ChatLayoutEngine.assemble`
    /// does, and draw each row, except the rows presented and padded as before with the same
    /// reader's state and pictures that are still as drawn (`RowCells.isCurrent`), which keep their cells. - Complexity: O(rows) plus the layout and drawing of the changed rows.
    func cells(of rows: [MergedRow], user: User?, context: RowCellsContext) -> [RowCells] {
        drawn.withLock { drawn in
            let environment = context.layoutEnvironment
            var presented = drawn.presented
            presented.present(rows, chatInfo: context.chatInfo, user: user, layout: environment.layout, environment: context.environment)
            let same = drawn.environment == environment && drawn.theme == context.theme
            let measurer = CellTextMeasurer()
            let presentations = presented.presentations
            var layouts: [RowLayout] = []
            layouts.reserveCapacity(presentations.count)
            for (presentation, from) in zip(presentations, presented.reusedFrom) {
                if same, let from {
                    layouts.append(drawn.layouts[from])
                } else if let layout = try? drawn.cache.layoutRow(presentation, environment: environment, measurer: measurer) {
                    layouts.append(layout)
                } else {
                    layouts.append(RowLayout(ids: presentation.row.items.map(\.meta.itemId), gapAbove: 0, height: 0, parts: []))
                }
            }
            if drawn.cache.count > 2 * presentations.count + 64 {
                drawn.cache.keep(ids: Set(presentations.map(\.row.id)))
            }
            var paddings: [Double] = []
            var readers: [RowReader] = []
            var cells: [RowCells] = []
            var drawnAnew: [Int64] = []
            paddings.reserveCapacity(layouts.count)
            readers.reserveCapacity(layouts.count)
            cells.reserveCapacity(layouts.count)
            for (index, layout) in layouts.enumerated() {
                let row = ChatLayoutEngine.place(layout, at: 0, newer: index + 1 < presentations.count ? presentations[index + 1] : nil, environment: environment)
                let reader = context.reader(of: row.ids)
                if same, let from = presented.reusedFrom[index], drawn.readers[from] == reader, drawn.paddings[from] == row.paddingBottom,
                   drawn.cells[from].isCurrent(with: context.pictures) {
                    cells.append(drawn.cells[from])
                } else {
                    cells.append(RowCells(row, environment: environment, theme: context.theme, reader: reader, pictures: context.pictures))
                    drawnAnew.append(row.ids.first ?? 0)
                }
                paddings.append(row.paddingBottom)
                readers.append(reader)
            }
            drawn = Drawn(presented: presented, cache: drawn.cache, environment: environment, theme: context.theme, layouts: layouts, paddings: paddings,
                          readers: readers, cells: cells, drawnAnew: drawnAnew)
            return cells
        }
    }
}
