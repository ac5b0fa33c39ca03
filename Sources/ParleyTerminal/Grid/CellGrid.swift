/// A screenful of cells, rows × columns, row-major: what a screen draws and what
/// `TerminalFrameEncoder` diffs (code review §5.4: a cell-grid value, a pure diff).
///
/// Every mutation keeps wide clusters whole: overwriting either half of a wide cluster blanks
/// the other half, so the grid never holds half a glyph.
package struct CellGrid: Hashable, Sendable {
    /// The grid's rows and columns.
    package let size: GridSize
    /// The cells, row by row; `size.rows × size.columns` of them.
    package private(set) var cells: [Cell]

    /// A grid of `rows × columns` cells of `fill` (a blank by default).
    package init(rows: Int, columns: Int, fill: Cell = .blank()) {
        size = GridSize(rows: rows, columns: columns)
        cells = Array(repeating: fill.isContinuation ? .blank(fill.style) : fill, count: size.rows * size.columns)
    }

    /// The whole grid as a rectangle.
    package var bounds: GridRect { GridRect(rows: 0..<size.rows, columns: 0..<size.columns) }

    /// The cell at `row`, `column` (both in bounds).
    package subscript(row: Int, column: Int) -> Cell {
        cells[row * size.columns + column]
    }

    /// The cells of `row`. - Complexity: O(1), a slice of `cells`.
    package func row(_ row: Int) -> ArraySlice<Cell> {
        cells[(row * size.columns)..<((row + 1) * size.columns)]
    }

    /// Puts `cell` (1 or 2 wide) at `point`, blanking the other half of any wide cluster it
    /// overwrites. A wide cell in the last column becomes a blank. Outside the grid: nothing.
    mutating func set(_ cell: Cell, at point: GridPoint) {
        guard bounds.rows.contains(point.row), bounds.columns.contains(point.column) else { return }
        let index = point.row * size.columns + point.column
        if cell.width == 2 {
            guard point.column + 1 < size.columns else {
                place(.blank(cell.style), at: index, column: point.column)
                return
            }
            place(cell, at: index, column: point.column)
            place(.continuation(cell.style), at: index + 1, column: point.column + 1)
        } else {
            place(cell, at: index, column: point.column)
        }
    }

    private mutating func place(_ cell: Cell, at index: Int, column: Int) {
        let old = cells[index]
        if old.isContinuation && !cell.isContinuation && column > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.width == 2 && column + 1 < size.columns && cell.width != 2 {
            cells[index + 1] = .blank(old.style)
        }
        if cell.isContinuation && cells[index].width == 2 && column + 1 < size.columns {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Fills `rect` (clipped to the grid) with blanks in `style`. Wide clusters cut by its
    /// edges are blanked whole (as setting a blank at each cell in turn does). - Complexity:
    /// O(rect's area), one block update per row.
    package mutating func fill(_ rect: GridRect, style: CellStyle = .plain) {
        let area = rect.intersection(bounds)
        guard !area.columns.isEmpty else { return }
        let blank = Cell.blank(style)
        let (first, last) = (area.columns.lowerBound, area.columns.upperBound - 1)
        for row in area.rows {
            let start = row * size.columns
            if cells[start + first].isContinuation, first > 0 {
                cells[start + first - 1] = .blank(cells[start + first - 1].style)
            }
            if cells[start + last].width == 2, last + 1 < size.columns {
                cells[start + last + 1] = .blank(cells[start + last].style)
            }
            cells.withUnsafeMutableBufferPointer { buffer in
                UnsafeMutableBufferPointer(rebasing: buffer[(start + first)...(start + last)]).update(repeating: blank)
            }
        }
    }

    /// Moves the rows `rows` by `offset` (negative: up, as when a timeline scrolls to newer
    /// messages), filling the rows left behind with blanks in `style`.
    package mutating func scroll(_ rows: Range<Int>, by offset: Int, style: CellStyle = .plain) {
        let band = rows.clamped(to: 0..<size.rows)
        guard offset != 0, !band.isEmpty else { return }
        let columns = size.columns
        let old = cells
        for row in band {
            let source = row - offset
            let target = (row * columns)..<((row + 1) * columns)
            if band.contains(source) {
                cells.replaceSubrange(target, with: old[(source * columns)..<((source + 1) * columns)])
            } else {
                cells.replaceSubrange(target, with: repeatElement(Cell.blank(style), count: columns))
            }
        }
    }

    /// Copies `grid` with its top left at `point`, clipped to this grid (a pane drawn apart
    /// and placed). Wide clusters cut by the right edge become blanks.
    package mutating func draw(_ grid: CellGrid, at point: GridPoint) {
        for row in 0..<grid.size.rows where bounds.rows.contains(point.row + row) {
            for column in 0..<grid.size.columns {
                let cell = grid[row, column]
                guard !cell.isContinuation else { continue }
                set(cell, at: GridPoint(row: point.row + row, column: point.column + column))
            }
        }
    }

    /// Copies line `line` of `grid`, at most `width` cells of it, with its start at `point`;
    /// cells on the default background take `tint` when given (a focused row's highlight).
    /// - Complexity: O(width), one block copy when the line fits whole and takes no tint.
    package mutating func draw(line: Int, of grid: CellGrid, at point: GridPoint, width: Int, tint: TerminalColor? = nil) {
        guard grid.bounds.rows.contains(line), bounds.rows.contains(point.row) else { return }
        let count = min(width, grid.size.columns)
        if tint == nil, point.column >= 0, point.column + count <= size.columns, count == grid.size.columns,
           !(point.column > 0 && self[point.row, point.column].isContinuation),
           !(point.column + count < size.columns && self[point.row, point.column + count].isContinuation) {
            let start = point.row * size.columns + point.column
            cells.replaceSubrange(start..<(start + count), with: grid.row(line))
            return
        }
        for column in 0..<count {
            var cell = grid[line, column]
            guard !cell.isContinuation else { continue }
            if let tint, cell.style.background == .default { cell.style = cell.style.background(tint) }
            if cell.width == 2 && column + 1 >= width { cell = .blank(cell.style) }
            set(cell, at: GridPoint(row: point.row, column: point.column + column))
        }
    }

    /// The cells of `rect` as a grid of their own (for a snapshot of one pane).
    package func subgrid(_ rect: GridRect) -> CellGrid {
        let area = rect.intersection(bounds)
        var grid = CellGrid(rows: area.height, columns: area.width)
        for row in area.rows {
            for column in area.columns {
                let cell = self[row, column]
                if cell.isContinuation {
                    if column == area.columns.lowerBound { grid.set(.blank(cell.style), at: GridPoint(row: row - area.rows.lowerBound, column: 0)) }
                    continue
                }
                grid.set(cell, at: GridPoint(row: row - area.rows.lowerBound, column: column - area.columns.lowerBound))
            }
        }
        return grid
    }
}
