import ChatLayout
import ChatSession
import ChatTimeline
import SimpleXModel

/// The whole screen drawn from the state: the header, the chat list or the chat with its
/// compose bar, the status line (or an info screen, which covers all of it), and the overlay
/// on top. Pure: a frame is a function of the
/// state, which makes every screen a text snapshot.
@_spi(Benchmarks) public enum ClientScreen {
    /// The frame of `state`: its grid and where the compose bar's caret stands.
    public static func frame(_ state: ClientState) -> TerminalFrame {
        var grid = CellGrid(rows: max(1, state.size.rows), columns: max(1, state.size.columns))
        var cursor: GridPoint?
        if let screen = state.infoScreens.last {
            InfoScreenView.draw(screen, state: state, into: &grid)
        } else {
            switch state.screen {
            case .chatList:
                let t = state.environment.translator
                let forwarding = state.session.forwarding != nil
                drawHeader(forwarding ? t.tr("Forward to…") : "Parley — " + (state.session.user.map { SafeText.sanitize($0.profile.displayName, for: .name) } ?? ""),
                           right: forwarding ? t.tr("type to find · Esc  q cancel") : t.tr("? keys  q quit"), state: state, into: &grid)
                ChatListScreen.draw(state, chats: state.session.visibleChats, into: &grid, rect: GridRect(rows: 1..<max(1, grid.size.rows - 1), columns: grid.bounds.columns))
                let bottom = grid.size.rows - 1
                if let command = state.list.command {
                    grid.put([StyledText(":" + SafeText.sanitize(command, for: .name), style: state.theme.body)], row: bottom, in: grid.bounds, alignment: .leading, fill: CellStyle())
                    cursor = GridPoint(row: bottom, column: min(grid.size.columns - 1, 1 + CellWidth.of(SafeText.sanitize(command, for: .name))))
                } else if let search = state.list.search {
                    grid.put([StyledText("/ " + search, style: state.theme.body)], row: bottom, in: grid.bounds, alignment: .leading, fill: CellStyle())
                    cursor = GridPoint(row: bottom, column: min(grid.size.columns - 1, 2 + CellWidth.of(search)))
                } else {
                    let keys = state.keys
                    drawStatus(state, hint: HintLine(ranked: [(t.tr("↑↓ move"), 1), (keys.hint(t.tr("Enter open"), .openChat, standard: "Enter"), 1),
                                                             (keys.hint(t.tr("n new chat"), .newChat, standard: "n"), 2), (keys.hint(t.tr("/ search"), .searchChats, standard: "/"), 2),
                                                             (keys.hint(t.tr(": command"), .commandLine, standard: ":"), 2), (keys.hint(t.tr("r reload"), .reload, standard: "r"), 3),
                                                             (keys.hint(t.tr("p profiles"), .switchProfile, standard: "p"), 4)]), into: &grid)
                }
            case .chat:
                if let open = state.open, let chat = state.chat { cursor = ChatScreen.draw(open, chat, state: state, into: &grid) }
            }
        }
        if let overlay = state.overlay {
            OverlayScreen.draw(overlay, state: state, into: &grid)
            cursor = nil
        }
        return TerminalFrame(grid: grid, cursor: cursor)
    }

    static func drawHeader(_ title: String, right: String, state: ClientState, into grid: inout CellGrid) {
        let style = CellStyle(foreground: state.theme.text, background: state.theme.highlight)
        let bar = GridRect(rows: 0..<1, columns: grid.bounds.columns)
        grid.fill(bar, style: style)
        grid.put([StyledText(" " + title, style: style.adding(.bold))], row: 0, in: bar, alignment: .leading)
        var rightRuns = [StyledText(right + " ", style: style.foreground(state.theme.secondary))]
        let t = state.environment.translator
        if let problem = state.session.connection.problem(t) {
            rightRuns.insert(StyledText("● " + SafeText.sanitize(problem, for: .name) + "  ", style: style.foreground(state.theme.error)), at: 0)
        }
        if state.screen == .chat, state.session.unreadElsewhere > 0 {
            rightRuns.insert(StyledText(t.trPlural("{count} unread elsewhere (Alt-A)", "{count} unread elsewhere (Alt-A)", state.session.unreadElsewhere) + "  ", style: style.foreground(state.theme.primary).adding(.bold)), at: 0)
        }
        let titleWidth = CellWidth.of(title) + 2
        grid.put(rightRuns, row: 0, in: GridRect(rows: bar.rows, columns: min(bar.columns.upperBound, titleWidth)..<bar.columns.upperBound), alignment: .trailing)
    }

    /// The last row: the status when there is one, else the keys that fit.
    static func drawStatus(_ state: ClientState, hint: HintLine, into grid: inout CellGrid) {
        let row = grid.size.rows - 1
        guard row > 0 else { return }
        let runs = state.statusText.map { [StyledText(" " + $0, style: CellStyle(foreground: state.theme.warning))] }
            ?? [StyledText(" " + hint.text(width: grid.size.columns), style: state.theme.dim)]
        grid.put(runs, row: row, in: grid.bounds, alignment: .leading, fill: CellStyle())
    }
}
