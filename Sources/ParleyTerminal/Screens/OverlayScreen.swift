import ChatLayout
import ChatSession
import ParleyQR
import ChatTimeline
import SimpleXModel

/// What lies over the screen, in a framed box: a menu, a dialog, a sheet.
enum OverlayScreen {
    static func draw(_ overlay: Overlay, state: ClientState, into grid: inout CellGrid) {
        switch overlay {
        case let .menu(menu):
            menuBox(title: menu.title, entries: menu.entries.map(title), selected: menu.selected, state: state, into: &grid)
        case let .prompt(selected):
            guard let prompt = state.session.prompt else { return }
            switch prompt.style {
            case .picker:
                menuBox(title: SafeText.sanitize(prompt.title, for: .name), entries: prompt.choices.map { choice in
                    let title = SafeText.sanitize(choice.title, for: .name)
                    return ChatSession.removesReaction(choice) ? "✓ " + title + "  remove" : title
                }, selected: selected, state: state, into: &grid)
            case .alert:
                alertBox(prompt, selected: selected, state: state, into: &grid)
            }
        case let .sheet(title, lines, scroll, _):
            // The sheet's box is the screen less 8 columns, less its frame and margins: lines
            // wider than that are wrapped, so nothing of them is cut off.
            let width = max(8, grid.size.columns - 12)
            let shown = lines.dropFirst(scroll).flatMap { $0.width > width ? StyledWrap.lines($0.runs, width: width) : [$0] }
            box(title: title, lines: shown, footer: "↑↓ scroll · any key closes", state: state, into: &grid, fill: true)
        }
    }

    private static func menuBox(title: String, entries: [String], selected: Int, state: ClientState, into grid: inout CellGrid) {
        let lines = entries.enumerated().map { index, entry in
            let style = index == selected ? CellStyle(foreground: state.theme.text, background: state.theme.highlight).adding(.bold) : state.theme.body
            return StyledLine([StyledText(" \(index + 1)  " + entry + " ", style: style)])
        }
        box(title: title, lines: lines, footer: "↑↓ Enter · Esc", state: state, into: &grid)
    }

    /// An alert: its message wrapped, a link whole with its QR code (dark on light, to scan)
    /// where the screen has room, and its buttons.
    private static func alertBox(_ prompt: Prompt, selected: Int, state: ClientState, into grid: inout CellGrid) {
        var lines: [StyledLine] = []
        let theme = state.theme
        if let link = prompt.link {
            lines += StyledWrap.lines([StyledText(SafeText.sanitize(link, for: .name), style: theme.body.adding(.bold))], width: 50)
        }
        if let message = prompt.message { lines += StyledWrap.lines([StyledText(SafeText.sanitize(message, for: .body), style: theme.body)], width: 50) }
        if !lines.isEmpty { lines.append(StyledLine()) }
        if let link = prompt.link, let code = QRCode(link) {
            let picture = code.halfBlockRows().map { StyledLine([StyledText($0, style: CellStyle(foreground: .black, background: .brightWhite))]) }
            let fits = picture.count + lines.count + 5 <= grid.size.rows && (picture.map(\.width).max() ?? 0) + 6 <= grid.size.columns
            lines += fits ? picture + [StyledLine()]
                          : [StyledLine([StyledText("The QR code needs \(picture.count + lines.count + 5) rows: make the terminal larger", style: theme.dim)]), StyledLine()]
        }
        lines.append(StyledLine(prompt.choices.enumerated().flatMap { index, choice in
            let color: TerminalColor = switch choice.role {
            case .cancel: theme.secondary
            case .destructive: theme.error
            case .plain: theme.primary
            }
            return [StyledText(" [" + SafeText.sanitize(choice.title, for: .name) + "] ", style: index == selected
                        ? CellStyle(foreground: theme.text, background: theme.highlight).adding(.bold) : CellStyle(foreground: color)),
                    StyledText(" ")]
        }))
        box(title: SafeText.sanitize(prompt.title, for: .name), lines: lines, footer: "←→ Enter · Esc", state: state, into: &grid)
    }

    static func title(_ entry: MenuOverlay.Entry) -> String {
        switch entry {
        case let .action(action): action.title
        case let .newChat(choice): choice.title
        }
    }

    /// A framed box centred on the screen with `lines`; `fill` makes it as large as the screen
    /// allows. Beside the box one cell is blank, and a filled box blanks its rows from edge to
    /// edge, so no sliver of the screen behind (half a time, one letter of a name) touches its
    /// frame; the header and the status line stay.
    private static func box(title: String, lines: [StyledLine], footer: String, state: ClientState, into grid: inout CellGrid, fill: Bool = false) {
        let theme = state.theme
        let screen = grid.bounds
        let contentWidth = max(CellWidth.of(title) + 4, CellWidth.of(footer) + 4, lines.map(\.width).max() ?? 0)
        let width = min(screen.width - 2, (fill ? screen.width - 8 : contentWidth + 4))
        let height = min(screen.height - 2, (fill ? screen.height - 4 : lines.count + 2))
        guard width > 4, height > 2 else { return }
        let top = (screen.height - height) / 2
        let left = (screen.width - width) / 2
        let frame = CellStyle(foreground: theme.primary)
        let rect = GridRect(row: top, column: left, height: height, width: width)
        let body = GridRect(rows: 1..<max(1, screen.height - 1), columns: screen.columns)
        let margin = fill ? GridRect(rows: (top - 1)..<(top + height + 1), columns: screen.columns)
                          : GridRect(row: top, column: left - 1, height: height, width: width + 2)
        grid.fill(margin.intersection(body))
        grid.fill(rect)
        let horizontal = String(repeating: "─", count: width - 2)
        grid.put("╭" + horizontal + "╮", style: frame, at: GridPoint(row: top, column: left))
        grid.put("╰" + horizontal + "╯", style: frame, at: GridPoint(row: top + height - 1, column: left))
        grid.put([StyledText(" " + title + " ", style: theme.body.adding(.bold))], at: GridPoint(row: top, column: left + 2), clip: rect)
        grid.put([StyledText(" " + footer + " ", style: theme.dim)], row: top + height - 1, in: rect.inset(left: 2, right: 2), alignment: .trailing)
        let inner = rect.inset(top: 1, left: 2, bottom: 1, right: 2)
        for row in 1..<(height - 1) {
            grid.put("│", style: frame, at: GridPoint(row: top + row, column: left))
            grid.put("│", style: frame, at: GridPoint(row: top + row, column: left + width - 1))
            let index = row - 1
            if index < lines.count {
                grid.put(lines[index].runs, at: GridPoint(row: top + row, column: left + 2), clip: inner)
            }
        }
    }
}

/// Every key of the client, as `?` shows them.
enum HelpText {
    static let entries: [(keys: String, what: String)] = [
        ("Chat list", ""),
        ("↑ ↓  PgUp PgDn", "move"), ("Enter  →", "open the chat"), ("/", "find chats by name or by any of their messages"), ("n", "new chat: a link, an invitation, your address (with QR codes), a group"), ("p", "switch profile"), ("Alt-A", "the next chat with unread messages (in a chat too)"), ("r", "reload"), ("q  Ctrl-C", "quit"),
        ("In a chat", ""),
        ("typing", "goes to the compose bar"), ("Enter", "send"), ("Alt-Enter  Ctrl-J", "new line"),
        ("Ctrl-A Ctrl-E  Alt-B Alt-F", "line start and end, word back and forward"), ("Ctrl-U Ctrl-K  Ctrl-W", "cut to the line's start, its end, the word back"),
        ("Ctrl-Y  Ctrl-_", "paste the cut back, undo"), ("↑ (empty bar)", "edit your last message (its banner says so; Esc cancels)"),
        ("PgUp PgDn", "scroll"), ("↑ ↓", "move the cursor in a long message"), ("End  Ctrl-End", "newest messages"), ("Ctrl-Home", "the chat's first message"),
        ("Tab", "focus the messages"), ("Ctrl-F", "search in the chat (matches marked)"), ("Ctrl-T", "terminal ⇄ classic layout"),
        ("Ctrl-G", "group info"), ("Ctrl-X", "write the message in $VISUAL, $EDITOR or vi"), ("Alt-L", "a live message, sent as you type"), ("Alt-M  Alt-Shift-M", "the older and newer unread mention of you"), ("Esc", "cancel a reply or edit, else back to the list"),
        ("Focused message", ""),
        ("↑ ↓  Home End", "move the focus"), ("Enter  Space", "the message's menu"), ("r e d", "reply, edit, delete"),
        ("+ f i", "react, forward, info"), ("s", "select (Space toggles, d f m act)"), ("x", "show or hide secrets"),
        ("q", "jump to the quoted message"), ("← →", "scroll code and tables sideways"), ("Esc  Tab", "back to typing"),
        ("n N  Enter (search)", "older and newer match, go to it in the chat"),
        ("Group info, members, relays", ""),
        ("↑ ↓  PgUp PgDn", "move between the lines that act"), ("Enter", "open or act"), ("d", "remove the relay (a channel's relays)"), ("Esc", "back"),
        ("Commands (/ in the compose bar, : on the chat list)", ""),
    ] + SlashCommand.usage.map { (keys: $0.command, what: $0.what) } + [
        ("Anywhere", ""), ("?  F1", "these keys"), ("Ctrl-C", "quit (a live message is sent as it stands)"), ("Ctrl-L", "draw the screen anew"),
        ("Ctrl-Z", "suspend to the shell (fg comes back)"), ("j k g G", "move and jump, with --vim"), ("mouse", "wheel scrolls, a click focuses, with --mouse"),
    ]

    static func lines(theme: TerminalTheme) -> [StyledLine] {
        let width = entries.filter { !$0.what.isEmpty }.map { CellWidth.of($0.keys) }.max() ?? 0
        return entries.map { entry in
            entry.what.isEmpty
                ? StyledLine([StyledText(entry.keys, style: CellStyle(foreground: theme.primary).adding(.bold))])
                : StyledLine([StyledText("  " + entry.keys.padded(to: width) + "  ", style: theme.body.adding(.bold)), StyledText(entry.what, style: theme.dim)])
        }
    }
}
