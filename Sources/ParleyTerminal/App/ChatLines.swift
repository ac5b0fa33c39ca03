import ChatSession
import ChatTimeline
import Foundation
import SimpleXModel

/// The open chat as the screen draws it: its rows' presentation in the resolved layout, and
/// their cells at the screen's width. Both the model (to move the focus and keep it in view)
/// and the screen use these, so they agree on every row's height.
extension ClientState {
    /// The layout of the open chat (seed 000 §9 "Activation", `ChatSession.layout(of:)`).
    func layout(of open: OpenChat) -> ChatLayoutMode {
        session.layout(of: open)
    }

    /// The rows of the open chat in cells, oldest first: the rows' presentation in the resolved
    /// layout, each row drawn at the screen's width. Rows whose neighbourhood and reader's state
    /// are as the last frame had them keep their cells (`DrawnRows`). - Complexity: O(rows)
    /// comparisons, plus presenting and drawing the rows that changed. A sketch takes the last
    /// frame's cells as they are.
    func cells(of open: OpenChat, _ view: ChatView) -> [RowCells] {
        if sketching { return drawnRows.lastCells }
        var context = RowCellsContext(chatInfo: open.info, width: size.columns, layout: layout(of: open), theme: theme, environment: environment)
        context.focusedRow = view.focus
        context.horizontalOffset = view.horizontalOffset
        context.revealedSecrets = view.revealedSecrets
        context.selection = open.selection?.selectedIds
        context.newMessagesAt = open.newMessagesAt
        context.pictures = pictures
        if let query = open.query, query.isSearching { context.search = query.search.trimmingCharacters(in: .whitespaces) }
        return drawnRows.cells(of: open.timeline.rows, user: session.user, context: context)
    }

    /// The open chat's rows in cells, or none on the list.
    var openCells: [RowCells] {
        guard let open, let chat else { return [] }
        return cells(of: open, chat)
    }

    /// The height of the open chat's rows, in lines.
    var contentHeight: Int {
        ChatPane(rows: openCells, scroll: 0).totalLines
    }

    /// The names a mention of the user is written with in `info`.
    func ownNames(in info: ChatInfo) -> Set<String> {
        var names: Set<String> = []
        if let user = session.user { names.insert(user.profile.displayName) }
        if let membership = info.groupInfo?.membership { names.insert(membership.memberProfile.displayName) }
        return names
    }

    /// The chat pane's height: the screen less the header, the compose bar and the status line,
    /// and while scrolled up the line of "↓ End" under it (issue 18 defect 16: the label never
    /// covers a row's text).
    var chatPaneHeight: Int {
        chatPaneHeight(scrolled: (chat?.scroll ?? 0) > 0)
    }

    /// The lines PgUp and PgDn scroll: the pane scrolled up less one line kept in view, the same
    /// both ways, so that PgDn after PgUp comes back to the newest line (the pane at the newest
    /// line is a line taller, having no "↓ End" under it).
    var pageLines: Int {
        max(1, chatPaneHeight(scrolled: true) - 1)
    }

    /// The chat pane's height were the chat scrolled up (`scrolled`) or at its newest line.
    func chatPaneHeight(scrolled: Bool) -> Int {
        max(1, size.rows - 1 - composeHeight - 1 - (scrolled ? 1 : 0))
    }

    /// The compose bar's height: its banner (reply, edit, forward, report) and its lines, at
    /// most a third of the screen; selection mode's toolbar is one line.
    var composeHeight: Int {
        guard let open, let chat else { return 1 }
        if open.selection != nil { return 1 }
        let lines = chat.editor.layout(width: max(1, size.columns - 2)).lines.count
        let banner = open.compose.context == .none ? 0 : 1
        let mentions = mentionCandidates.isEmpty ? 0 : 1
        return min(max(1, size.rows / 3), lines) + banner + mentions
    }

    /// The members the `@word` before the compose bar's cursor may mention.
    var mentionCandidates: [GroupMember] {
        guard let chat else { return [] }
        return session.mentionCandidates(for: chat.editor.wordBeforeCursor)
    }
}
