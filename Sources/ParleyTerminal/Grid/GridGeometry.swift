/// A cell position: row and column from the top left, from 0.
public struct GridPoint: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// A grid's size in rows and columns.
public struct GridSize: Hashable, Sendable {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }
}

/// A rectangle of cells: the rows and columns it spans (half-open ranges).
public struct GridRect: Hashable, Sendable {
    public var rows: Range<Int>
    public var columns: Range<Int>

    public init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }

    public init(row: Int, column: Int, height: Int, width: Int) {
        self.init(rows: row..<(row + max(0, height)), columns: column..<(column + max(0, width)))
    }

    public var origin: GridPoint { GridPoint(row: rows.lowerBound, column: columns.lowerBound) }
    public var height: Int { rows.count }
    public var width: Int { columns.count }
    public var isEmpty: Bool { rows.isEmpty || columns.isEmpty }

    /// The part of this rectangle inside `other`.
    public func intersection(_ other: GridRect) -> GridRect {
        GridRect(rows: rows.clamped(to: other.rows), columns: columns.clamped(to: other.columns))
    }

    /// This rectangle less `top`, `left`, `bottom` and `right` cells at its edges (a padded pane).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> GridRect {
        let rowLow = min(rows.lowerBound + top, rows.upperBound)
        let columnLow = min(columns.lowerBound + left, columns.upperBound)
        return GridRect(rows: rowLow..<max(rowLow, rows.upperBound - bottom), columns: columnLow..<max(columnLow, columns.upperBound - right))
    }

    /// The first `count` rows of this rectangle, and the rest.
    public func splitRows(at count: Int) -> (top: GridRect, bottom: GridRect) {
        let cut = min(max(rows.lowerBound + count, rows.lowerBound), rows.upperBound)
        return (GridRect(rows: rows.lowerBound..<cut, columns: columns), GridRect(rows: cut..<rows.upperBound, columns: columns))
    }

    /// The first `count` columns of this rectangle, and the rest.
    public func splitColumns(at count: Int) -> (left: GridRect, right: GridRect) {
        let cut = min(max(columns.lowerBound + count, columns.lowerBound), columns.upperBound)
        return (GridRect(rows: rows, columns: columns.lowerBound..<cut), GridRect(rows: rows, columns: cut..<columns.upperBound))
    }

    /// One row of this rectangle, `offset` rows from its top.
    public func row(_ offset: Int) -> GridRect {
        GridRect(rows: (rows.lowerBound + offset)..<(rows.lowerBound + offset + 1), columns: columns)
    }
}
