import ChatLayout
import ChatSession
import ChatTimeline
import Localization
import SimpleXModel

/// The open chat: its header (name, members or contact, layout), the rows in the resolved
/// layout, "N new below", the compose bar with its banner (or selection mode's toolbar), and
/// the status line with the keys that matter now.
enum ChatScreen {
    /// Draws the open chat; returns where the terminal's cursor goes (the compose bar's), if shown.
    static func draw(_ open: OpenChat, _ chat: ChatView, state: ClientState, into grid: inout CellGrid) -> GridPoint? {
        let theme = state.theme
        let t = state.environment.translator
        ClientScreen.drawHeader(SafeText.sanitize(open.info.displayName, for: .name) + subtitle(open, t), right: state.layout(of: open).rawValue, state: state, into: &grid)
        let paneHeight = state.chatPaneHeight
        let pane = GridRect(rows: 1..<(1 + paneHeight), columns: grid.bounds.columns)
        let rows = state.cells(of: open, chat)
        if rows.isEmpty {
            grid.fill(pane)
            let text = open.isLoading ? t.tr("Loading…") : open.query?.isSearching == true ? t.tr("Nothing found") : t.tr("No messages yet")
            grid.put([StyledText(text, style: theme.dim)], row: pane.rows.lowerBound + paneHeight / 2, in: pane, alignment: .center)
        } else {
            ChatPane(rows: rows, scroll: chat.scroll).draw(into: &grid, rect: pane, theme: theme, focused: chat.focus, selecting: open.selection != nil)
        }
        if chat.scroll > 0 {
            let label = " " + (open.unreadBelow > 0 ? t.trPlural("{count} new below ↓ End", "{count} new below ↓ End", open.unreadBelow) : t.tr("↓ End: newest")) + " "
            let line = GridRect(rows: pane.rows.upperBound..<(pane.rows.upperBound + 1), columns: pane.columns)
            grid.fill(line)
            grid.put([StyledText(label, style: CellStyle(foreground: theme.text, background: theme.highlight).adding(.bold))],
                     row: line.rows.lowerBound, in: line.inset(right: 1), alignment: .trailing)
        }
        let composeTop = pane.rows.upperBound + (chat.scroll > 0 ? 1 : 0)
        let cursor = open.selection.map { drawToolbar($0, open: open, state: state, into: &grid, row: composeTop) }
            ?? drawCompose(open, chat, state: state, into: &grid, top: composeTop)
        ClientScreen.drawStatus(state, hint: hint(open, chat, t, keys: state.keys), into: &grid)
        return chat.focus == nil && open.selection == nil && chat.searchText == nil ? cursor : searchCursor(chat, grid: grid)
    }

    private static func subtitle(_ open: OpenChat, _ t: Translator) -> String {
        switch open.info {
        case let .group(_, info):
            "  · " + (info.useRelays ? t.tr("channel", context: "chat kind") : t.trPlural("{count} member", "{count} members", open.memberCount ?? 0))
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
        let t = state.environment.translator
        let width = grid.size.columns
        var row = top
        let bannerStyle = CellStyle(foreground: theme.secondary, background: theme.codeBackground)
        if let banner = bannerRuns(open.compose.context, style: bannerStyle, theme: theme, t) {
            grid.put([StyledText(" ", style: bannerStyle)] + banner + [StyledText("  " + t.tr("Esc cancels"), style: bannerStyle.adding(.dim))],
                     row: row, in: grid.bounds, alignment: .leading, fill: bannerStyle)
            row += 1
        }
        let candidates = state.mentionCandidates
        if !candidates.isEmpty {
            let runs = candidates.enumerated().flatMap { index, member in
                [StyledText(" @" + SafeText.sanitize(member.memberProfile.displayName, for: .name) + " ",
                            style: index == 0 ? CellStyle(foreground: theme.text, background: theme.highlight).adding(.bold) : bannerStyle)]
            } + [StyledText("  " + t.tr("Tab completes"), style: bannerStyle.adding(.dim))]
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
            let placeholder = chat.editor.isEmpty && offset == 0 ? placeholderText(open, t) : nil
            let runs = [StyledText(prompt, style: CellStyle(foreground: open.isLive ? theme.error : theme.primary).adding(.bold))]
                + (placeholder.map { [StyledText($0, style: theme.dim)] } ?? [StyledText(text, style: theme.body)])
            grid.put(runs, row: row + offset, in: grid.bounds, alignment: .leading, fill: CellStyle())
        }
        return GridPoint(row: row + layout.cursor.row - first, column: min(width - 1, 2 + layout.cursor.column))
    }

    /// The line above the compose bar in `t`'s language (`ComposeState.Context.banner`), the
    /// quote of a reply or of a forward of one message with its markdown drawn rather than its
    /// markup (D18, D25); nil for a new message.
    static func bannerRuns(_ context: ComposeState.Context, style: CellStyle, theme: TerminalTheme, _ t: Translator) -> [StyledText]? {
        guard let banner = context.banner(t) else { return nil }
        let slot = "\u{FFFC}"
        let item: ChatItem, mark: String, template: String
        switch context {
        case let .quoting(quoted):
            (item, mark, template) = (quoted, "↩ ", t.tr("reply to {quote}", ["quote": slot]))
        case let .forwarding(items, _) where items.count == 1:
            (item, mark, template) = (items[0], "↪ ", t.tr("forward {quote} · Enter sends", ["quote": slot]))
        default:
            return [StyledText(SafeText.sanitize(banner, for: .name), style: style)]
        }
        let around = template.components(separatedBy: slot)
        let name: String = if case let .groupRcv(member) = item.chatDir {
            SafeText.sanitize(member.memberProfile.displayName, for: .name) + ": "
        } else {
            item.chatDir.isSent ? t.tr("you: ", context: "quote") : ""
        }
        return [StyledText(mark + (around.first ?? ""), style: style), StyledText(name, style: style)]
            + MarkdownLine.runs(item.meta.itemText, base: style, theme: theme, limit: 60)
            + [StyledText(around.dropFirst().joined(), style: style)]
    }

    private static func placeholderText(_ open: OpenChat, _ t: Translator) -> String {
        if case let .reporting(_, reason) = open.compose.context { return t.tr("Report reason: {reason}", ["reason": reason.rawValue]) }
        return t.tr("Message", context: "compose placeholder")
    }

    /// Selection mode's toolbar: the title and the batch actions that are enabled; where a
    /// language's words do not fit the width, the key notes go first, then moderate (issue 34
    /// "Widths": no label is cut).
    private static func drawToolbar(_ selection: Selection, open: OpenChat, state: ClientState, into grid: inout CellGrid, row: Int) -> GridPoint? {
        let theme = state.theme
        let t = state.environment.translator
        let toolbar = selection.toolbar(in: open.timeline.window, context: MenuContext(chatInfo: open.info, selecting: true))
        let on = CellStyle(foreground: theme.primary).adding(.bold)
        let off = theme.dim
        var runs: [(text: StyledText, rank: Int)] = [(StyledText(" " + selection.title(t) + "   ", style: theme.body.adding(.bold)), 0),
                                                      (StyledText(t.tr("d delete") + "  ", style: toolbar.deleteEnabled ? on : off), 0)]
        if toolbar.moderateVisible { runs.append((StyledText(t.tr("m moderate") + "  ", style: toolbar.moderateEnabled ? on : off), 1)) }
        runs.append((StyledText(t.tr("f forward") + "  ", style: toolbar.forwardEnabled ? on : off), 0))
        runs.append((StyledText(t.tr("Space toggle") + "  ", style: off), 3))
        runs.append((StyledText(t.tr("Esc cancel"), style: off), 2))
        while runs.reduce(0, { $0 + CellWidth.of($1.text.text) }) > grid.size.columns, let drop = runs.indices.filter({ runs[$0].rank > 0 }).max(by: { runs[$0].rank < runs[$1].rank }) {
            runs.remove(at: drop)
        }
        grid.put(runs.map(\.text), row: row, in: grid.bounds, alignment: .leading, fill: CellStyle(background: theme.codeBackground))
        return nil
    }

    /// The status line's keys for what has the keyboard now, ranked for a narrow terminal.
    static func hint(_ open: OpenChat, _ chat: ChatView, _ t: Translator, keys: KeyBindings = .defaults) -> HintLine {
        func k(_ text: String, _ action: KeyAction, _ standard: String) -> String { keys.hint(text, action, standard: standard) }
        if let search = chat.searchText { return HintLine(ranked: [(t.tr("search: {text}", ["text": search]), 0)]) }
        if open.selection != nil { return HintLine(ranked: [(t.tr("↑↓ move"), 1), (t.tr("Space select"), 1), (k(t.tr("? keys"), .help, "?"), 0)]) }
        if chat.focus != nil, let query = open.query, query.isSearching {
            return HintLine(ranked: [(t.tr("found: {text}", ["text": query.search]), 0), (t.tr("n/N older/newer match"), 0), (t.tr("Enter go to"), 1),
                                     (t.tr("Space menu"), 3), (k(t.tr("? keys"), .help, "?"), 0), (k(t.tr("Esc back"), .back, "Esc"), 2)])
        }
        if chat.focus != nil {
            return HintLine(ranked: [(t.tr("↑↓ move"), 1), (k(t.tr("Enter menu"), .menu, "Enter"), 0), (k(t.tr("r reply"), .reply, "r"), 2), (k(t.tr("e edit"), .edit, "e"), 3), (k(t.tr("d delete"), .delete, "d"), 4), (k(t.tr("+ react"), .react, "+"), 5),
                                     (k(t.tr("f forward"), .forward, "f"), 6), (k(t.tr("s select"), .select, "s"), 7), (k(t.tr("? keys"), .help, "?"), 0), (k(t.tr("Esc back"), .back, "Esc"), 1)])
        }
        if let query = open.query, query.isSearching {
            return HintLine(ranked: [(t.tr("found: {text}", ["text": query.search]), 0), (k(t.tr("Ctrl-F new search"), .searchChat, "Ctrl-F"), 2), (t.tr("Esc in search clears"), 3), (k(t.tr("? keys"), .help, "?"), 0)])
        }
        if open.isLive { return HintLine(ranked: [(t.tr("LIVE: sent as you type"), 0), (t.tr("Enter ends it"), 0), (k(t.tr("? keys"), .help, "?"), 0)]) }
        return HintLine(ranked: [(k(t.tr("Enter send"), .send, "Enter"), 1), (k(t.tr("Alt-Enter new line"), .newLine, "Alt-Enter"), 4), (k(t.tr("Tab messages"), .focusMessages, "Tab"), 2), (t.tr("PgUp/PgDn scroll"), 8), (k(t.tr("Ctrl-T layout"), .toggleLayout, "Ctrl-T"), 7),
                                 (k(t.tr("Ctrl-G info"), .groupInfo, "Ctrl-G"), 6), (k(t.tr("Ctrl-X editor"), .externalEditor, "Ctrl-X"), 5), (k(t.tr("? keys"), .help, "?"), 0), (k(t.tr("Esc back"), .back, "Esc"), 3)])
    }

    private static func searchCursor(_ chat: ChatView, grid: CellGrid) -> GridPoint? {
        guard let search = chat.searchText else { return nil }
        return GridPoint(row: grid.size.rows - 1, column: min(grid.size.columns - 1, 9 + CellWidth.of(search)))
    }
}
