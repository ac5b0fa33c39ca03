import ChatTimeline
import Foundation
import SimpleXModel

/// The open chat as the screen draws it: its rows' presentation in the resolved layout, and
/// their cells at the screen's width. Both the model (to move the focus and keep it in view)
/// and the screen use these, so they agree on every row's height.
extension ClientState {
    /// The layout of the open chat (seed 000 §9 "Activation"): the client's choice, else the
    /// chat's theme, the contact's or group's profile, the user's theme, the app's default.
    func layout(of chat: ChatState) -> ChatLayoutMode {
        if let chosen = chat.layoutOverride { return chosen }
        let profile = ChatLayoutResolution.profileChatLayout(user: user, appDefault: appLayout)
        return ChatLayoutResolution.activeChatLayout(chat.info, profileLayout: profile)
    }

    /// The rows of `chat` in cells, oldest first: the rows' presentation in the resolved
    /// layout, each row drawn at the screen's width. Rows whose neighbourhood and reader's
    /// state are as the last frame had them keep their cells (`DrawnRows`). - Complexity: O(rows)
    /// comparisons, plus presenting and drawing the rows that changed.
    func cells(of chat: ChatState) -> [RowCells] {
        var context = RowCellsContext(chatInfo: chat.info, width: size.columns, layout: layout(of: chat), theme: theme, environment: environment)
        context.focusedRow = chat.focus
        context.horizontalOffset = chat.horizontalOffset
        context.revealedSecrets = chat.revealedSecrets
        context.selection = chat.selection?.selectedIds
        context.newMessagesAt = chat.newMessagesAt
        context.pictures = pictures
        if let query = chat.query, query.isSearching { context.search = query.search.trimmingCharacters(in: .whitespaces) }
        return drawnRows.cells(of: chat.timeline.rows, user: user, context: context)
    }

    /// The height of `chat`'s rows, in lines.
    func contentHeight(of chat: ChatState) -> Int {
        ChatPane(rows: cells(of: chat), scroll: 0).totalLines
    }

    /// The names a mention of the user is written with in `info`.
    func ownNames(in info: ChatInfo) -> Set<String> {
        var names: Set<String> = []
        if let user { names.insert(user.profile.displayName) }
        if let membership = info.groupInfo?.membership { names.insert(membership.memberProfile.displayName) }
        return names
    }

    /// The chat pane's height: the screen less the header, the compose bar and the status line,
    /// and while scrolled up the line of "↓ End" under it (issue 18 defect 16: the label never
    /// covers a row's text).
    func chatPaneHeight(of chat: ChatState) -> Int {
        chatPaneHeight(of: chat, scrolled: chat.scroll > 0)
    }

    /// The chat pane's height were the chat scrolled up (`scrolled`) or at its newest line.
    func chatPaneHeight(of chat: ChatState, scrolled: Bool) -> Int {
        max(1, size.rows - 1 - composeHeight(of: chat) - 1 - (scrolled ? 1 : 0))
    }

    /// The compose bar's height: its banner (reply, edit, forward, report) and its lines, at
    /// most a third of the screen; selection mode's toolbar is one line.
    func composeHeight(of chat: ChatState) -> Int {
        if chat.selection != nil { return 1 }
        let lines = chat.editor.layout(width: max(1, size.columns - 2)).lines.count
        let banner = chat.compose.context == .none ? 0 : 1
        let mentions = mentionCandidates(in: chat).isEmpty ? 0 : 1
        return min(max(1, size.rows / 3), lines) + banner + mentions
    }
}
