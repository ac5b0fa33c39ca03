/// The chat's rows placed in a pane of the screen, newest at the bottom (seed 000 §2 "newest at
/// the bottom"), scrolled by a number of lines up from the newest.
public struct ChatPane: Sendable {
    /// Where a row landed on the screen: its id and the screen rows it covers (clipped).
    public struct Placement: Hashable, Sendable {
        public var id: Int64
        public var rows: Range<Int>
    }

    public let rows: [RowCells]
    /// Lines scrolled up from the bottom (0: the newest line is at the pane's bottom).
    public let scroll: Int

    public init(rows: [RowCells], scroll: Int) {
        self.rows = rows
        self.scroll = scroll
    }

    /// All the lines of all rows. - Complexity: O(rows).
    public var totalLines: Int {
        rows.reduce(0) { $0 + $1.lines.count }
    }

    /// The largest useful scroll for a pane `height` lines high.
    public func maxScroll(height: Int) -> Int {
        max(0, totalLines - height)
    }

    /// Draws the pane into `rect` of `grid`; the focused row's item lines are tinted and marked
    /// with a bar at the left edge. Returns where each visible row is. - Complexity: O(visible
    /// lines) after an O(rows) walk from the bottom.
    @discardableResult
    public func draw(into grid: inout CellGrid, rect: GridRect, theme: TerminalTheme, focused: Int64?, selection: Set<Int64>?) -> [Placement] {
        grid.fill(rect)
        var placements: [Placement] = []
        var bottom = rect.rows.upperBound + min(scroll, maxScroll(height: rect.height))
        for row in rows.reversed() {
            let top = bottom - row.lines.count
            defer { bottom = top }
            guard top < rect.rows.upperBound else { continue }
            if bottom <= rect.rows.lowerBound { break }
            let isFocused = row.id == focused
            for (index, line) in row.lines.enumerated() {
                let screenRow = top + index
                guard rect.rows.contains(screenRow) else { continue }
                let firstItemLine = line.isItem && index == row.lines.firstIndex(where: \.isItem)
                draw(line, at: screenRow, in: rect, into: &grid, theme: theme, focused: isFocused && line.isItem,
                     checkbox: firstItemLine ? selection.map { $0.contains(row.id) } : nil)
            }
            placements.append(Placement(id: row.id, rows: max(top, rect.rows.lowerBound)..<min(bottom, rect.rows.upperBound)))
        }
        return placements.reversed()
    }

    /// Draws one line; `checkbox` is selection mode's box on a row's first line (nil: none).
    private func draw(_ line: RowCells.Line, at row: Int, in rect: GridRect, into grid: inout CellGrid, theme: TerminalTheme, focused: Bool, checkbox: Bool?) {
        let lineRect = GridRect(rows: row..<(row + 1), columns: rect.columns)
        if focused {
            grid.fill(lineRect, style: CellStyle(background: theme.highlight))
        }
        let tint: (CellStyle) -> CellStyle = { focused && $0.background == .default ? $0.background(theme.highlight) : $0 }
        if line.centred {
            grid.put(line.content.restyled(tint).runs, row: row, in: rect, alignment: .center)
            return
        }
        let start = rect.columns.lowerBound
        if !line.gutter.isEmpty {
            grid.put(StyledLine(line.gutter).restyled(tint).runs, at: GridPoint(row: row, column: start), clip: lineRect)
        }
        let contentRect = GridRect(rows: lineRect.rows, columns: min(rect.columns.upperBound, start + line.indent)..<rect.columns.upperBound)
        grid.put(line.content.restyled(tint).runs, at: contentRect.origin, clip: contentRect)
        if !line.trailing.isEmpty {
            let trailing = GridRect(rows: lineRect.rows, columns: rect.columns.lowerBound..<max(rect.columns.lowerBound, rect.columns.upperBound - TerminalCells.padding))
            grid.put(StyledLine(line.trailing).restyled(tint).runs, row: row, in: trailing, alignment: .trailing)
        }
        if focused {
            grid.put("▍", style: CellStyle(foreground: theme.primary, background: theme.highlight), at: GridPoint(row: row, column: start))
        }
        if let selected = checkbox {
            grid.put(selected ? "☑" : "☐", style: CellStyle(foreground: theme.primary).adding(.bold), at: GridPoint(row: row, column: start))
        }
    }
}
