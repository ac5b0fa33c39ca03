import ChatLayout

/// Draws one row of the engine's layout in cells (`LayoutUnits.cells`) as `ParleyRender`
/// draws one in points: a `LayoutVisitor` that puts each part where the layout placed it, in
/// the theme's colours. It decides nothing the layout decided (what a row says, where it
/// stands, where lines break); it chooses only how a part looks in a terminal: box characters
/// for bubbles, bars for quotes and cards, glyphs for icons and marks, and the reader's state
/// of the row (its secrets revealed or not, its code scrolled sideways, its checkbox ticked).
struct CellPainter: LayoutVisitor {
    let environment: LayoutEnvironment
    let theme: TerminalTheme
    let reader: RowReader
    /// Where pictures come from (`visitImage`); nil when the terminal shows none.
    let pictures: PictureCache?
    var grid: CellGrid
    /// How far the code blocks and tables reach past what shows, for sideways scrolling.
    var sideways = SidewaysScroll()
    /// A picture of the row was still being made: the row is drawn again once it is.
    var awaitsPicture = false
    /// The numbers of the graphics pictures the row's cells show.
    var pictureNumbers: Set<UInt16> = []

    init(height: Int, environment: LayoutEnvironment, theme: TerminalTheme, reader: RowReader, pictures: PictureCache? = nil) {
        self.environment = environment
        self.theme = theme
        self.reader = reader
        self.pictures = pictures
        grid = CellGrid(rows: height, columns: max(0, Int(environment.width)))
    }

    mutating func visitText(_ text: LayoutText, of part: LayoutPart, in row: LayoutRow) {
        let frame = CellRect(part.frame)
        switch part.kind {
        case .codeBlock:
            let style = CellStyle(foreground: theme.text, background: theme.codeBackground)
            grid.fill(frame.grid, style: style)
            draw(text, x: frame.x - reader.horizontalOffset, y: frame.y, clip: frame.grid, kind: part.kind)
            markCut(frame, full: Int(text.fullWidth.rounded(.up)), background: theme.codeBackground)
        case .card:
            card(frame)
            let insets = environment.cardInsets
            draw(text, x: frame.x + Int(insets.leading), y: frame.y + Int(insets.vertical), clip: frame.grid, kind: part.kind)
        case .dateSeparator:
            let line = CellStyle(foreground: theme.frame)
            grid.put("── ", style: line, at: GridPoint(row: frame.y, column: frame.x - 3))
            grid.put(" ──", style: line, at: GridPoint(row: frame.y, column: frame.x + frame.width))
            draw(text, x: frame.x, y: frame.y, clip: grid.bounds, kind: part.kind)
        default:
            draw(text, x: frame.x, y: frame.y, clip: grid.bounds, kind: part.kind)
        }
    }

    mutating func visitAvatar(initials: String, colorIndex: Int, of part: LayoutPart, in row: LayoutRow) {
        let style = CellStyle(foreground: .rgb(0xff, 0xff, 0xff), background: TerminalTheme.avatarColors[colorIndex % TerminalTheme.avatarColors.count]).adding(.bold)
        grid.put(TerminalTheme.avatarCells(initials: initials), style: style, at: CellRect(part.frame).origin)
    }

    mutating func visitMeta(_ meta: MetaLine, of part: LayoutPart, in row: LayoutRow) {
        let frame = CellRect(part.frame)
        for segment in meta.segments {
            let at = GridPoint(row: frame.y, column: frame.x + Int(segment.x.rounded()))
            switch segment.piece {
            case let .icon(icon): grid.put(icon.cellGlyph, style: CellStyle(foreground: color(icon.ink)), at: at)
            case let .text(text): grid.put(text, style: theme.dim, at: at)
            case .separator: grid.put(" ", style: theme.dim, at: at)
            }
        }
    }

    mutating func visitCells(_ cells: [LayoutCell], of part: LayoutPart, in row: LayoutRow) {
        let frame = CellRect(part.frame)
        let shift = reader.horizontalOffset
        let columnEnds = Self.columnEnds(cells)
        for cell in cells {
            let at = CellRect(cell.frame)
            draw(cell.text, x: at.x - shift, y: at.y, clip: frame.grid, kind: part.kind)
        }
        let rule = CellStyle(foreground: theme.frame)
        let separator = Self.headerRule(cells)
        if let separator, let end = columnEnds.last {
            grid.put(String(repeating: "─", count: max(0, end - frame.x)), style: rule, at: GridPoint(row: separator, column: frame.x - shift), clip: frame.grid)
        }
        for end in columnEnds.dropLast() {
            for line in frame.rows {
                grid.put(line == separator ? "┼" : "│", style: rule, at: GridPoint(row: line, column: end + Int(environment.tableColumnGap) / 2 - shift), clip: frame.grid)
            }
        }
        markCut(frame, full: (columnEnds.last ?? frame.x) - frame.x, background: .default)
    }

    /// A block `full` cells wide in `frame` shows where it is cut (D21): ▶ on its right edge
    /// while more lies to the right, ◀ on its left edge once scrolled.
    private mutating func markCut(_ frame: CellRect, full: Int, background: TerminalColor) {
        let visible = min(frame.maxX, grid.size.columns) - frame.x
        sideways.add(full: full, visible: visible)
        guard full > visible, visible > 2 else { return }
        let style = CellStyle(foreground: theme.primary, background: background).adding(.bold)
        let offset = min(reader.horizontalOffset, full - visible)
        for line in frame.rows {
            if offset > 0 { grid.put("◀", style: style, at: GridPoint(row: line, column: frame.x)) }
            if offset < full - visible { grid.put("▶", style: style, at: GridPoint(row: line, column: frame.x + visible - 1)) }
        }
    }

    mutating func visitBubble(sent: Bool, tail: Bool, of part: LayoutPart, in row: LayoutRow) {
        let frame = CellRect(part.frame)
        guard frame.width >= 2, frame.height >= 2 else { return }
        let style = CellStyle(foreground: theme.frame)
        let across = String(repeating: "─", count: frame.width - 2)
        grid.put("╭" + across + "╮", style: style, at: GridPoint(row: frame.y, column: frame.x))
        for line in (frame.y + 1)..<(frame.maxY - 1) {
            grid.put("│", style: style, at: GridPoint(row: line, column: frame.x))
            grid.put("│", style: style, at: GridPoint(row: line, column: frame.maxX - 1))
        }
        grid.put("╰" + across + "╯", style: style, at: GridPoint(row: frame.maxY - 1, column: frame.x))
    }

    mutating func visitCheckbox(selected: Bool, of part: LayoutPart, in row: LayoutRow) {
        guard part.kind == .checkbox else { return }
        let ticked = reader.selected ?? selected
        grid.put(ticked ? "☑" : "☐", style: CellStyle(foreground: theme.primary).adding(.bold), at: CellRect(part.frame).origin)
    }

    mutating func visitSymbol(_ symbol: MediaSymbol, of part: LayoutPart, in row: LayoutRow) {
        grid.put(symbol.cellGlyph, style: CellStyle(foreground: part.kind == .endButton ? theme.secondary : theme.primary), at: CellRect(part.frame).origin)
    }

    mutating func visitWaveform(_ bars: [Double], of part: LayoutPart, in row: LayoutRow) {
        let levels = Array("▁▂▃▄▅▆▇█")
        let text = String(bars.map { levels[min(levels.count - 1, max(0, Int(($0 * Double(levels.count)).rounded(.down))))] })
        grid.put(text, style: CellStyle(foreground: theme.secondary), at: CellRect(part.frame).origin)
    }

    mutating func visitProgress(_ done: Double, of part: LayoutPart, in row: LayoutRow) {
        let frame = CellRect(part.frame)
        let filled = Int((Double(frame.width) * done).rounded(.down))
        grid.put(String(repeating: "━", count: filled), style: CellStyle(foreground: theme.primary), at: frame.origin)
        grid.put(String(repeating: "─", count: max(0, frame.width - filled)), style: CellStyle(foreground: theme.frame),
                 at: GridPoint(row: frame.y, column: frame.x + filled))
    }

    mutating func defaultVisit(_ part: LayoutPart, in row: LayoutRow) {
        let frame = CellRect(part.frame)
        switch part.kind {
        case .quote:
            bar(frame, style: CellStyle(foreground: theme.primary))
        case .blockQuote:
            bar(frame, style: CellStyle(foreground: theme.frame))
        case .rule:
            grid.put(String(repeating: "─", count: max(1, frame.width)), style: CellStyle(foreground: theme.frame), at: frame.origin)
        case .card:
            card(frame)
        default:
            break
        }
    }

    /// A bar down the start of `frame`.
    private mutating func bar(_ frame: CellRect, style: CellStyle) {
        for line in frame.rows {
            grid.put("▎", style: style, at: GridPoint(row: line, column: frame.x))
        }
    }

    /// A card's box: the code background, and a half block down its start.
    private mutating func card(_ frame: CellRect) {
        grid.fill(frame.grid, style: CellStyle(background: theme.codeBackground))
        for line in frame.rows {
            grid.put("▌", style: CellStyle(foreground: theme.frame), at: GridPoint(row: line, column: frame.x))
        }
    }

    /// The line of a table's `|---|` row: the line between its header and its first row, which
    /// the layout leaves empty in cells (D21); nil for a table of a header alone.
    static func headerRule(_ cells: [LayoutCell]) -> Int? {
        guard let headerBottom = cells.filter(\.header).map({ CellRect($0.frame).maxY }).max(),
              let bodyTop = cells.filter({ !$0.header }).map({ CellRect($0.frame).y }).min(), bodyTop > headerBottom else { return nil }
        return headerBottom
    }

    /// Where each column of a table ends: the rightmost cell edge of each column, columns taken
    /// in the order the cells of its first row give them.
    static func columnEnds(_ cells: [LayoutCell]) -> [Int] {
        guard let top = cells.first?.frame.y else { return [] }
        let count = cells.prefix { $0.frame.y == top }.count
        var ends = Array(repeating: Int.min, count: count)
        var column = 0
        var rowTop = top
        for cell in cells {
            if cell.frame.y != rowTop { (column, rowTop) = (0, cell.frame.y) }
            if column < count { ends[column] = max(ends[column], CellRect(cell.frame).maxX) }
            column += 1
        }
        return ends
    }
}

/// What a row's cells depend on from the reader: whether its secrets are revealed, how far its
/// code blocks and tables are scrolled sideways (the focused row's only), and in selection mode
/// whether it is selected.
struct RowReader: Hashable, Sendable {
    var revealsSecrets = false
    var horizontalOffset = 0
    var selected: Bool?
    /// The row holds the first item that was unread when the chat opened.
    var newMessagesAbove = false
    /// The search whose matches are marked in the row's text.
    var match: String?
}

/// A layout frame in whole cells.
struct CellRect {
    var x: Int, y: Int, width: Int, height: Int

    init(_ frame: LayoutRect) {
        x = Int(frame.x.rounded())
        y = Int(frame.y.rounded())
        width = Int(frame.width.rounded())
        height = Int(frame.height.rounded())
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var rows: Range<Int> { y..<max(y, maxY) }
    var origin: GridPoint { GridPoint(row: y, column: x) }
    var grid: GridRect { GridRect(rows: rows, columns: max(0, x)..<max(0, x, maxX)) }
}
