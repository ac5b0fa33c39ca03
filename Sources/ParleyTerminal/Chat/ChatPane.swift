/// The chat's rows placed in a pane of the screen, newest at the bottom (seed 000 §2 "newest at
/// the bottom"), scrolled by a number of lines up from the newest.
struct ChatPane: Sendable {
    /// Where a row landed on the screen: its id and the screen rows it covers (clipped).
    struct Placement: Hashable, Sendable {
        var id: Int64
        var rows: Range<Int>
    }

    let rows: [RowCells]
    /// Lines scrolled up from the bottom (0: the newest line is at the pane's bottom).
    let scroll: Int

    init(rows: [RowCells], scroll: Int) {
        self.rows = rows
        self.scroll = scroll
    }

    /// All the lines of all rows. - Complexity: O(rows).
    var totalLines: Int {
        rows.reduce(0) { $0 + $1.height }
    }

    /// The largest useful scroll for a pane `height` lines high.
    func maxScroll(height: Int) -> Int {
        max(0, totalLines - height)
    }

    /// Draws the pane into `rect` of `grid`; the focused row's item lines are tinted and, out
    /// of selection mode, marked with a bar at the left edge. Returns where each visible row
    /// is. - Complexity: O(visible lines) after an O(rows) walk from the bottom.
    @discardableResult
    func draw(into grid: inout CellGrid, rect: GridRect, theme: TerminalTheme, focused: Int64?, selecting: Bool) -> [Placement] {
        var placements: [Placement] = []
        var covered = rect.rows.upperBound
        var bottom = rect.rows.upperBound + min(scroll, maxScroll(height: rect.height))
        for row in rows.reversed() {
            let top = bottom - row.height
            defer { bottom = top }
            guard top < rect.rows.upperBound else { continue }
            if bottom <= rect.rows.lowerBound { break }
            let isFocused = row.id == focused
            for line in 0..<row.height where rect.rows.contains(top + line) {
                let highlighted = isFocused && row.itemLines.contains(line)
                grid.draw(line: line, of: row.grid, at: GridPoint(row: top + line, column: rect.columns.lowerBound), width: rect.width,
                          tint: highlighted ? theme.highlight : nil)
                if row.grid.size.columns < rect.width {
                    grid.fill(GridRect(rows: (top + line)..<(top + line + 1), columns: (rect.columns.lowerBound + row.grid.size.columns)..<rect.columns.upperBound))
                }
                covered = min(covered, top + line)
                if highlighted && !selecting {
                    grid.put("▍", style: CellStyle(foreground: theme.primary, background: theme.highlight), at: GridPoint(row: top + line, column: rect.columns.lowerBound))
                }
            }
            placements.append(Placement(id: row.id, rows: max(top, rect.rows.lowerBound)..<min(bottom, rect.rows.upperBound)))
        }
        grid.fill(GridRect(rows: rect.rows.lowerBound..<max(rect.rows.lowerBound, covered), columns: rect.columns))
        return placements.reversed()
    }
}
