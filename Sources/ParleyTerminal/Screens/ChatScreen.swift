import ChatLayout
import ChatSession
import ChatTimeline
import SimpleXModel

/// The open chat: its header (name, members or contact, layout), the rows in the resolved
/// layout, "N new below", the compose bar with its banner (or selection mode's toolbar), and
/// the status line with the keys that matter now.
enum ChatScreen {
    /// Draws the open chat; returns where the terminal's cursor goes (the compose bar's), if shown.
    static func draw(_ open: OpenChat, _ chat: ChatView, state: ClientState, into grid: inout CellGrid) -> GridPoint? {
        let theme = state.theme
        ClientScreen.drawHeader(SafeText.sanitize(open.info.displayName, for: .name) + subtitle(open), right: state.layout(of: open).rawValue, state: state, into: &grid)
        let paneHeight = state.chatPaneHeight
        let pane = GridRect(rows: 1..<(1 + paneHeight), columns: grid.bounds.columns)
        let rows = state.cells(of: open, chat)
        if rows.isEmpty {
            grid.fill(pane)
            let text = open.isLoading ? "Loading…" : open.query?.isSearching == true ? "Nothing found" : "No messages yet"
            grid.put([StyledText(text, style: theme.dim)], row: pane.rows.lowerBound + paneHeight / 2, in: pane, alignment: .center)
        } else {
            ChatPane(rows: rows, scroll: chat.scroll).draw(into: &grid, rect: pane, theme: theme, focused: chat.focus, selecting: open.selection != nil)
        }
        if chat.scroll > 0 {
            let label = open.unreadBelow > 0 ? " \(open.unreadBelow) new below ↓ End " : " ↓ End: newest "
            let line = GridRect(rows: pane.rows.upperBound..<(pane.rows.upperBound + 1), columns: pane.columns)
            grid.fill(line)
            grid.put([StyledText(label, style: CellStyle(foreground: theme.text, background: theme.highlight).adding(.bold))],
                     row: line.rows.lowerBound, in: line.inset(right: 1), alignment: .trailing)
        }
        let composeTop = pane.rows.upperBound + (chat.scroll > 0 ? 1 : 0)
        let cursor = open.selection.map { drawToolbar($0, open: open, state: state, into: &grid, row: composeTop) }
            ?? drawCompose(open, chat, state: state, into: &grid, top: composeTop)
        ClientScreen.drawStatus(state, hint: hint(open, chat), into: &grid)
        return chat.focus == nil && open.selection == nil && chat.searchText == nil ? cursor : searchCursor(chat, grid: grid)
    }

    private static func subtitle(_ open: OpenChat) -> String {
        switch open.info {
        case let .group(_, info):
            info.useRelays ? "  · channel" : "  · \(info.groupSummary.currentMembers) members"
        case let .direct(contact):
            contact.contactStatus == .active ? "" : "  · \(contact.contactStatus.rawValue)"
        default:
            ""
        }
    }

    /// The compose bar: a banner for a reply, an edit, a forward or a report, then the text
    /// after a prompt, wrapped; returns the cursor.
    private static func drawCompose(_ open: OpenChat, _ chat: ChatView, state: ClientState, into grid: inout CellGrid, top: Int) -> GridPoint? {
        let theme = state.theme
        let width = grid.size.columns
        var row = top
        let bannerStyle = CellStyle(foreground: theme.secondary, background: theme.codeBackground)
        if let banner = open.compose.context.banner {
            grid.put([StyledText(" " + SafeText.sanitize(banner, for: .name), style: bannerStyle), StyledText("  Esc cancels", style: bannerStyle.adding(.dim))],
                     row: row, in: grid.bounds, alignment: .leading, fill: bannerStyle)
            row += 1
        }
        let candidates = state.mentionCandidates
        if !candidates.isEmpty {
            let runs = candidates.enumerated().flatMap { index, member in
                [StyledText(" @" + SafeText.sanitize(member.memberProfile.displayName, for: .name) + " ",
                            style: index == 0 ? CellStyle(foreground: theme.text, background: theme.highlight).adding(.bold) : bannerStyle)]
            } + [StyledText("  Tab completes", style: bannerStyle.adding(.dim))]
            grid.put(runs, row: row, in: grid.bounds, alignment: .leading, fill: bannerStyle)
            row += 1
        }
        let layout = chat.editor.layout(width: max(1, width - 2))
        let maxLines = max(1, state.composeHeight - (row - top))
        let first = max(0, min(layout.cursor.row - maxLines + 1, layout.lines.count - maxLines))
        for offset in 0..<maxLines {
            let line = first + offset
            let prompt = offset == 0 && first == 0 ? (open.isLive ? "● " : "› ") : "  "
            let text = line < layout.lines.count ? layout.lines[line] : ""
            let placeholder = chat.editor.isEmpty && offset == 0 ? placeholderText(open) : nil
            let runs = [StyledText(prompt, style: CellStyle(foreground: open.isLive ? theme.error : theme.primary).adding(.bold))]
                + (placeholder.map { [StyledText($0, style: theme.dim)] } ?? [StyledText(text, style: theme.body)])
            grid.put(runs, row: row + offset, in: grid.bounds, alignment: .leading, fill: CellStyle())
        }
        return GridPoint(row: row + layout.cursor.row - first, column: min(width - 1, 2 + layout.cursor.column))
    }

    private static func placeholderText(_ open: OpenChat) -> String {
        if case let .reporting(_, reason) = open.compose.context { return "Report reason: \(reason.rawValue)" }
        return "Message"
    }

    /// Selection mode's toolbar: the title and the batch actions that are enabled.
    private static func drawToolbar(_ selection: Selection, open: OpenChat, state: ClientState, into grid: inout CellGrid, row: Int) -> GridPoint? {
        let theme = state.theme
        let toolbar = selection.toolbar(in: open.timeline.window, context: MenuContext(chatInfo: open.info, selecting: true))
        let on = CellStyle(foreground: theme.primary).adding(.bold)
        let off = theme.dim
        var runs = [StyledText(" " + selection.title + "   ", style: theme.body.adding(.bold)),
                    StyledText("d delete  ", style: toolbar.deleteEnabled ? on : off)]
        if toolbar.moderateVisible { runs.append(StyledText("m moderate  ", style: toolbar.moderateEnabled ? on : off)) }
        runs.append(StyledText("f forward  ", style: toolbar.forwardEnabled ? on : off))
        runs.append(StyledText("Space toggle  Esc cancel", style: off))
        grid.put(runs, row: row, in: grid.bounds, alignment: .leading, fill: CellStyle(background: theme.codeBackground))
        return nil
    }

    /// The status line's keys for what has the keyboard now, ranked for a narrow terminal.
    static func hint(_ open: OpenChat, _ chat: ChatView) -> HintLine {
        if let search = chat.searchText { return HintLine(ranked: [("search: " + search, 0)]) }
        if open.selection != nil { return HintLine(ranked: [("↑↓ move", 1), ("Space select", 1), ("? keys", 0)]) }
        if chat.focus != nil, let query = open.query, query.isSearching {
            return HintLine(ranked: [("found: \(query.search)", 0), ("n/N older/newer match", 0), ("Enter go to", 1), ("Space menu", 3), ("? keys", 0), ("Esc back", 2)])
        }
        if chat.focus != nil {
            return HintLine(ranked: [("↑↓ move", 1), ("Enter menu", 0), ("r reply", 2), ("e edit", 3), ("d delete", 4), ("+ react", 5),
                                     ("f forward", 6), ("s select", 7), ("? keys", 0), ("Esc back", 1)])
        }
        if let query = open.query, query.isSearching {
            return HintLine(ranked: [("found: \(query.search)", 0), ("Ctrl-F new search", 2), ("Esc in search clears", 3), ("? keys", 0)])
        }
        if open.isLive { return HintLine(ranked: [("LIVE: sent as you type", 0), ("Enter ends it", 0), ("? keys", 0)]) }
        return HintLine(ranked: [("Enter send", 1), ("Alt-Enter new line", 4), ("Tab messages", 2), ("PgUp/PgDn scroll", 8), ("Ctrl-T layout", 7),
                                 ("Ctrl-G info", 6), ("Ctrl-X editor", 5), ("? keys", 0), ("Esc back", 3)])
    }

    private static func searchCursor(_ chat: ChatView, grid: CellGrid) -> GridPoint? {
        guard let search = chat.searchText else { return nil }
        return GridPoint(row: grid.size.rows - 1, column: min(grid.size.columns - 1, 9 + CellWidth.of(search)))
    }
}
