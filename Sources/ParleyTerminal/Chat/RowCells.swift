import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel

/// A row of the chat in cells: the engine's layout of it in cell units (`ChatLayoutEngine`,
/// `LayoutUnits.cells`) drawn by `CellPainter`, as wide as the pane.
package struct RowCells: Hashable, Sendable {
    /// The row's id (its newest item's).
    package let id: Int64
    /// The row drawn, one grid row per line.
    package let grid: CellGrid
    /// The lines of the item, which the focus highlight covers; the others are its date
    /// separator, its gap above and its padding below.
    let itemLines: Range<Int>
    /// How far the row's code blocks and tables reach past what shows, for sideways scrolling.
    let sideways: SidewaysScroll
    /// A picture of the row was still being made when it was drawn.
    let awaitsPicture: Bool
    /// The numbers of the graphics pictures its cells show.
    let pictureNumbers: Set<UInt16>

    /// `row` of a cell layout in `environment`, drawn in `theme` for `reader`, its pictures from `pictures`.
    /// - Complexity: O(n) in the row's text, and its pictures' cells.
    init(_ row: LayoutRow, environment: LayoutEnvironment, theme: TerminalTheme, reader: RowReader, pictures: PictureCache? = nil) {
        var painter = CellPainter(height: Int(row.height.rounded()), environment: environment, theme: theme, reader: reader, pictures: pictures)
        painter.visitRow(row)
        id = row.ids.first ?? 0
        sideways = painter.sideways
        awaitsPicture = painter.awaitsPicture
        pictureNumbers = painter.pictureNumbers
        let top = row.parts.filter { $0.kind != .dateSeparator }.map { Int($0.frame.y.rounded()) }.min() ?? 0
        let bottom = Int((row.height - row.paddingBottom).rounded())
        let lines = min(top, bottom)..<max(top, bottom)
        var drawn = reader.newMessagesAbove ? Self.insertingNewMessagesLine(into: painter.grid, at: lines.lowerBound, label: environment.translator.tr("new messages"), theme: theme) : painter.grid
        itemLines = reader.newMessagesAbove ? (lines.lowerBound + 1)..<(lines.upperBound + 1) : lines
        if let match = reader.match { drawn.highlight(match, in: itemLines) { $0.adding([.inverse, .bold]) } }
        grid = drawn
    }

    /// `grid` with the "new messages" line put in before its line `at` (the item's first, under
    /// its date separator): the label centred on a rule in the primary colour.
    private static func insertingNewMessagesLine(into grid: CellGrid, at line: Int, label words: String, theme: TerminalTheme) -> CellGrid {
        let width = grid.size.columns
        var result = CellGrid(rows: grid.size.rows + 1, columns: width)
        for row in 0..<grid.size.rows {
            result.draw(line: row, of: grid, at: GridPoint(row: row < line ? row : row + 1, column: 0), width: width)
        }
        let label = " \(words) "
        let side = max(0, width - CellWidth.of(label))
        let style = CellStyle(foreground: theme.primary)
        result.put(String(repeating: "─", count: side / 2) + label + String(repeating: "─", count: side - side / 2), style: style,
                   at: GridPoint(row: line, column: 0), clip: result.bounds)
        return result
    }

    /// Whether the cells may be drawn again as they are: no picture was being made, and every
    /// graphics picture they show is still in `pictures`.
    func isCurrent(with pictures: PictureCache?) -> Bool {
        !awaitsPicture && (pictureNumbers.isEmpty || pictureNumbers.allSatisfy { pictures?.holds($0) ?? false })
    }

    /// How many lines the row takes.
    package var height: Int { grid.size.rows }

    /// The text of each line, without the spaces at its end (for text output and tests).
    package var lineTexts: [String] { grid.lineTexts }
}

/// What drawing rows needs besides the rows: the chat, the width, the layout, the theme, the
/// calendar, and the reader's state (focus, selection, revealed secrets, sideways scroll).
package struct RowCellsContext: Sendable {
    package var chatInfo: ChatInfo
    package var width: Int
    package var layout: ChatLayoutMode
    package var theme: TerminalTheme
    package var environment: TimelineEnvironment
    /// Rows whose secrets are shown.
    var revealedSecrets: Set<Int64> = []
    /// How far code blocks and tables of the focused row are scrolled sideways.
    var horizontalOffset: Int = 0
    var focusedRow: Int64?
    /// Selection mode's selected item ids, nil outside selection mode.
    package var selection: Set<Int64>?
    /// The item the "new messages" line stands above.
    var newMessagesAt: Int64?
    /// The search whose matches the rows mark (issue 18 "Reading").
    package var search: String?
    /// Where the rows' pictures come from; nil when the terminal shows none (`--images off`):
    /// images and videos are then their cards alone.
    package var pictures: PictureCache?

    package init(chatInfo: ChatInfo, width: Int, layout: ChatLayoutMode, theme: TerminalTheme, environment: TimelineEnvironment) {
        self.chatInfo = chatInfo
        self.width = width
        self.layout = layout
        self.theme = theme
        self.environment = environment
    }

    /// The cell layout's environment: the chat's at the pane's width, in its calendar, with
    /// pictures when there is a cache to draw them. Only whether selection mode is on belongs to
    /// it (rows move to make room for the checkbox); what is selected, and the clock, do not, so
    /// that neither lays out a row again.
    var layoutEnvironment: LayoutEnvironment {
        LayoutEnvironment(chat: chatInfo, units: .cells, width: Double(width), layout: layout == .classic ? .classic : .terminal,
                          theme: theme.name == "dark" ? .dark : .light, timeZone: environment.calendar.timeZone,
                          localeIdentifier: environment.calendar.locale?.identifier ?? "en_US_POSIX", selecting: selection != nil,
                          translator: environment.translator,
                          drawsPictures: pictures != nil)
    }

    /// The reader's state of the row of `ids` (newest first).
    func reader(of ids: [Int64]) -> RowReader {
        let id = ids.first
        return RowReader(revealsSecrets: id.map(revealedSecrets.contains) ?? false,
                         horizontalOffset: id != nil && id == focusedRow ? horizontalOffset : 0,
                         selected: selection.map { selected in ids.contains(where: selected.contains) },
                         newMessagesAbove: newMessagesAt.map(ids.contains) ?? false, match: search)
    }
}
