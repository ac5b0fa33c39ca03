/// A cell position: row and column from the top left, from 0.
@_spi(Benchmarks) public struct GridPoint: Hashable, Sendable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left.
    public var column: Int

    /// The cell at `row`, `column`.
    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// A grid's size in rows and columns.
@_spi(Benchmarks) public struct GridSize: Hashable, Sendable {
    /// How many rows.
    public var rows: Int
    /// How many columns.
    public var columns: Int

    /// A size of `rows × columns`; a negative count is 0.
    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }
}

/// A rectangle of cells: the rows and columns it spans (half-open ranges).
package struct GridRect: Hashable, Sendable {
    package var rows: Range<Int>
    package var columns: Range<Int>

    package init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }

    package init(row: Int, column: Int, height: Int, width: Int) {
        self.init(rows: row..<(row + max(0, height)), columns: column..<(column + max(0, width)))
    }

    package var origin: GridPoint { GridPoint(row: rows.lowerBound, column: columns.lowerBound) }
    package var height: Int { rows.count }
    package var width: Int { columns.count }
    package var isEmpty: Bool { rows.isEmpty || columns.isEmpty }

    /// The part of this rectangle inside `other`.
    package func intersection(_ other: GridRect) -> GridRect {
        GridRect(rows: rows.clamped(to: other.rows), columns: columns.clamped(to: other.columns))
    }

    /// This rectangle less `top`, `left`, `bottom` and `right` cells at its edges (a padded pane).
    package func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> GridRect {
        let rowLow = min(rows.lowerBound + top, rows.upperBound)
        let columnLow = min(columns.lowerBound + left, columns.upperBound)
        return GridRect(rows: rowLow..<max(rowLow, rows.upperBound - bottom), columns: columnLow..<max(columnLow, columns.upperBound - right))
    }

    /// The first `count` rows of this rectangle, and the rest.
    package func splitRows(at count: Int) -> (top: GridRect, bottom: GridRect) {
        let cut = min(max(rows.lowerBound + count, rows.lowerBound), rows.upperBound)
        return (GridRect(rows: rows.lowerBound..<cut, columns: columns), GridRect(rows: cut..<rows.upperBound, columns: columns))
    }

    /// One row of this rectangle, `offset` rows from its top.
    package func row(_ offset: Int) -> GridRect {
        GridRect(rows: (rows.lowerBound + offset)..<(rows.lowerBound + offset + 1), columns: columns)
    }
}
