import ChatLayout
import ChatSession
import ChatTimeline
import SimpleXModel

/// A chat as plain lines of text in the terminal layout (issue 11 "Run": when stdout is not a
/// terminal, `parley` prints the chat), drawn through the same rows and pane as the client.
public enum ChatText {
    /// `chat` at `width` columns, oldest first, in `layout` (nil: the chat's own, resolved for
    /// `user` over `appLayout`).
    public static func lines(_ chat: AChat, user: User?, width: Int, layout: ChatLayoutMode?, appLayout: ChatLayoutMode?,
                             environment: TimelineEnvironment) -> [String] {
        let session = ChatSession(configuration: ChatSession.Configuration(appLayout: appLayout), user: user, showing: chat, layout: layout)
        let state = ClientState(session: session, theme: .dark, size: GridSize(rows: 1, columns: max(20, width)), environment: environment)
        guard let open = state.open else { return [] }
        let rows = state.cells(of: open, ChatView())
        let pane = ChatPane(rows: rows, scroll: 0)
        var grid = CellGrid(rows: max(1, pane.totalLines), columns: state.size.columns)
        pane.draw(into: &grid, rect: grid.bounds, theme: state.theme, focused: nil, selecting: false)
        let title = SafeText.sanitize(chat.chatInfo.displayName, for: .name)
        return [title, String(repeating: "─", count: min(state.size.columns, max(3, CellWidth.of(title))))] + grid.lineTexts
    }
}
