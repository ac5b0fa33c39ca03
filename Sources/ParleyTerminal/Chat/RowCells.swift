import ChatLayout
import ChatTimeline
import Foundation
import SimpleXMarkdown
import SimpleXModel

/// A row of the chat in cells: its lines, top to bottom, each with what stands at its end.
public struct RowCells: Hashable, Sendable {
    /// One line: the gutter (avatar), the content, and what is aligned to the row's end (the
    /// meta); `isItem` lines belong to the item (the focus highlight covers them).
    public struct Line: Hashable, Sendable {
        public var gutter: [StyledText]
        public var content: StyledLine
        public var trailing: [StyledText]
        public var isItem: Bool
        /// Where the content starts, in cells from the row's start.
        public var indent: Int
        /// A centred line (date separators, events in the classic layout).
        public var centred: Bool

        init(gutter: [StyledText] = [], content: StyledLine = StyledLine(), trailing: [StyledText] = [], isItem: Bool = true, indent: Int = 0, centred: Bool = false) {
            self.gutter = gutter
            self.content = content
            self.trailing = trailing
            self.isItem = isItem
            self.indent = indent
            self.centred = centred
        }
    }

    /// The row's id (its newest item's).
    public let id: Int64
    public let lines: [Line]
    /// The full width of the row's widest code block or table, for sideways scrolling.
    public let fullWidth: Int
}

/// What drawing rows needs besides the rows: the chat, the width, the layout, the theme, the
/// environment, and the reader's state (focus, selection, revealed secrets, sideways scroll).
public struct RowCellsContext: Sendable {
    public var chatInfo: ChatInfo
    public var width: Int
    public var layout: ChatLayoutMode
    public var theme: TerminalTheme
    public var environment: TimelineEnvironment
    /// Names a mention of the user is written with.
    public var ownNames: Set<String>
    /// Rows whose secrets are shown.
    public var revealedSecrets: Set<Int64> = []
    /// How far code blocks and tables of the focused row are scrolled sideways.
    public var horizontalOffset: Int = 0
    public var focusedRow: Int64?
    /// Selection mode's selected item ids, nil outside selection mode.
    public var selection: Set<Int64>?

    public init(chatInfo: ChatInfo, width: Int, layout: ChatLayoutMode, theme: TerminalTheme, environment: TimelineEnvironment, ownNames: Set<String>) {
        self.chatInfo = chatInfo
        self.width = width
        self.layout = layout
        self.theme = theme
        self.environment = environment
        self.ownNames = ownNames
    }

    var isGroup: Bool {
        if case .group = chatInfo { true } else { false }
    }
}

extension RowCells {
    /// The cells of `presentation`, in the terminal layout (seed 000 §9: full-width rows
    /// starting at the text edge, the sender row once per group of messages, the avatar in the
    /// gutter of groups and channels, the time at the row's end on the last line when it fits,
    /// else below) or the classic one (bubbles drawn with box characters, sent at the end,
    /// received at the start, events centred). - Complexity: O(n) in the row's text.
    public init(_ presentation: RowPresentation, context: RowCellsContext) {
        let row = presentation.row
        var lines: [Line] = []
        if let date = presentation.dateSeparator {
            lines.append(Line(content: StyledLine([StyledText("── \(date) ──", style: context.theme.dim)]), isItem: false, centred: true))
        }
        lines += Array(repeating: Line(isItem: false), count: TerminalCells.lines(presentation.gapAbove))
        var body = RowBody(presentation, context: context)
        switch context.layout {
        case .classic: lines += body.classicLines()
        default: lines += body.terminalLines()
        }
        self.init(id: row.id, lines: lines, fullWidth: body.fullWidth)
    }
}
