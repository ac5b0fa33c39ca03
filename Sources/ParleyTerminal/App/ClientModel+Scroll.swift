import ChatSession
import ChatTimeline
import SimpleXModel

/// The chat pane's geometry in lines: scrolling, the rows in view, the focused row kept in
/// view, the row under a screen row. The session learns what is in view from `settle()`.
extension ClientModel {
    /// Scrolls by `lines` (up when positive), within the loaded rows; the session learns the
    /// new view when the frame settles (reading, preloading).
    mutating func scroll(by lines: Int) -> [ClientEffect] {
        guard state.chat != nil else { return [] }
        let height = state.chatPaneHeight
        let cells = state.openCells
        let scroll = state.chat?.scroll ?? 0
        state.chat?.scroll = max(0, min(ChatPane(rows: cells, scroll: 0).maxScroll(height: height), scroll + lines))
        return []
    }

    /// The visible rows, as indices from the newest (0), or nil with no rows.
    func visibleRowIndices() -> ClosedRange<Int>? {
        guard let chat = state.chat else { return nil }
        let cells = state.openCells
        guard !cells.isEmpty else { return nil }
        let height = state.chatPaneHeight
        var bottom = 0
        var first: Int?
        var last = 0
        for (index, row) in cells.reversed().enumerated() {
            let top = bottom + row.height
            if top > chat.scroll, bottom < chat.scroll + height {
                if first == nil { first = index }
                last = index
            }
            bottom = top
        }
        return first.map { $0...last }
    }

    /// The row under screen row `screenRow` of the chat pane.
    func rowId(atScreenRow screenRow: Int) -> Int64? {
        guard let chat = state.chat else { return nil }
        let height = state.chatPaneHeight
        let cells = state.openCells
        let paneTop = 1
        var bottom = paneTop + height + min(chat.scroll, ChatPane(rows: cells, scroll: 0).maxScroll(height: height))
        for row in cells.reversed() {
            let top = bottom - row.height
            if (top..<bottom).contains(screenRow) { return row.id }
            bottom = top
        }
        return nil
    }

    /// Scrolls so that the focused row is in view, in the pane as tall as it is at the scroll it
    /// ends at (a line shorter while scrolled up, under "↓ End").
    mutating func keepFocusInView() -> [ClientEffect] {
        guard var chat = state.chat, let focus = chat.focus else { return [] }
        let cells = state.openCells
        var bottom = 0
        for row in cells.reversed() {
            let top = bottom + row.height
            if row.id == focus {
                if bottom < chat.scroll { chat.scroll = bottom }
                if top > chat.scroll + state.chatPaneHeight(scrolled: chat.scroll > 0) {
                    chat.scroll = min(bottom, top - state.chatPaneHeight(scrolled: true))
                }
                break
            }
            bottom = top
        }
        state.chat = chat
        return []
    }
}
