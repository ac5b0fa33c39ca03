import ChatLayout
import ChatSession
import ParleyQR
import ChatTimeline
import Localization
import SimpleXModel

/// What lies over the screen, in a framed box: a menu, a dialog, a sheet.
enum OverlayScreen {
    static func draw(_ overlay: Overlay, state: ClientState, into grid: inout CellGrid) {
        let t = state.environment.translator
        switch overlay {
        case let .menu(menu):
            menuBox(title: menu.title, entries: menu.entries.map { title($0, t) }, selected: menu.selected, state: state, into: &grid)
        case let .prompt(selected):
            guard let prompt = state.session.prompt else { return }
            switch prompt.style {
            case .picker:
                menuBox(title: SafeText.sanitize(prompt.title, for: .name), entries: prompt.choices.map { choice in
                    let title = SafeText.sanitize(choice.title, for: .name)
                    return ChatSession.removesReaction(choice) ? "✓ " + title + "  " + t.tr("remove", context: "reaction") : title
                }, selected: selected, footer: prompt.listsProfiles ? t.tr("n new · r rename · h hide · s hidden · Esc") : nil, state: state, into: &grid)
            case .alert:
                alertBox(prompt, selected: selected, state: state, into: &grid)
            }
        case let .ask(question):
            askBox(question, state: state, into: &grid)
        case let .sheet(title, lines, scroll, _):
            // The sheet's box is the screen less 8 columns, less its frame and margins: lines
            // wider than that are wrapped, so nothing of them is cut off.
            let width = max(8, grid.size.columns - 12)
            let shown = lines.dropFirst(scroll).flatMap { $0.width > width ? StyledWrap.lines($0.runs, width: width) : [$0] }
            box(title: title, lines: shown, footer: t.tr("↑↓ scroll · any key closes"), state: state, into: &grid, fill: true)
        }
    }

    private static func menuBox(title: String, entries: [String], selected: Int, footer: String? = nil, state: ClientState, into grid: inout CellGrid) {
        let lines = entries.enumerated().map { index, entry in
            let style = index == selected ? CellStyle(foreground: state.theme.text, background: state.theme.highlight).adding(.bold) : state.theme.body
            return StyledLine([StyledText(" \(index + 1)  " + entry + " ", style: style)])
        }
        box(title: title, lines: lines, footer: footer ?? "↑↓ Enter · Esc", state: state, into: &grid)
    }

    /// The line the profiles picker asks for, a password drawn as dots, with a cursor.
    private static func askBox(_ question: ProfileQuestion, state: ClientState, into grid: inout CellGrid) {
        let t = state.environment.translator
        let name = state.session.profiles.user(at: question.selected)?.profile.displayName ?? ""
        let typed = question.isSecret ? String(repeating: "•", count: question.text.count) : SafeText.sanitize(question.text, for: .name)
        let width = max(30, min(50, grid.size.columns - 8))
        let line = StyledLine([StyledText(typed, style: state.theme.body), StyledText("▏", style: state.theme.dim)])
        box(title: SafeText.sanitize(question.title(t, name: name), for: .name), lines: [line, StyledLine([StyledText(String(repeating: " ", count: width), style: state.theme.body)])],
            footer: t.tr("Enter · Esc"), state: state, into: &grid)
    }

    /// An alert: its message wrapped, a link with its QR code (dark on light, to scan) where the
    /// screen has room, and its buttons. The link stays on one line wherever the screen is wide
    /// enough, and p prints it whole when the client quits (D23).
    private static func alertBox(_ prompt: Prompt, selected: Int, state: ClientState, into grid: inout CellGrid) {
        var lines: [StyledLine] = []
        let theme = state.theme
        let wrap = min(50, grid.size.columns - 8)
        if let link = prompt.link {
            lines += StyledWrap.lines([StyledText(SafeText.sanitize(link, for: .name), style: theme.body.adding(.bold))], width: grid.size.columns - 8)
        }
        if let message = prompt.message { lines += StyledWrap.lines([StyledText(SafeText.sanitize(message, for: .body), style: theme.body)], width: wrap) }
        if !lines.isEmpty { lines.append(StyledLine()) }
        if let link = prompt.link, let code = QRCode(link) {
            let picture = code.halfBlockRows().map { StyledLine([StyledText($0, style: CellStyle(foreground: .black, background: .brightWhite))]) }
            let fits = picture.count + lines.count + 6 <= grid.size.rows && (picture.map(\.width).max() ?? 0) + 6 <= grid.size.columns
            lines += fits ? picture + [StyledLine()]
                          : StyledWrap.lines([StyledText(state.environment.translator.trPlural("The QR code needs {count} row: make the terminal larger", "The QR code needs {count} rows: make the terminal larger",
                                                                                             picture.count + lines.count + 6), style: theme.dim)], width: grid.size.columns - 8) + [StyledLine()]
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
        let footer = prompt.link == nil ? "←→ Enter · Esc" : "←→ Enter · " + state.environment.translator.tr("p prints it on quit") + " · Esc"
        box(title: SafeText.sanitize(prompt.title, for: .name), lines: lines, footer: footer, state: state, into: &grid)
    }

    /// A menu entry's label in English.
    static func title(_ entry: MenuOverlay.Entry) -> String {
        title(entry, .english)
    }

    /// A menu entry's label in `t`'s language.
    static func title(_ entry: MenuOverlay.Entry, _ t: Translator) -> String {
        switch entry {
        case let .action(action): action.title(t)
        case let .newChat(choice): choice.title(t)
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
        grid.put([StyledText(" " + title.cut(to: width - 6) + " ", style: theme.body.adding(.bold))], at: GridPoint(row: top, column: left + 2), clip: rect)
        grid.put([StyledText(" " + footer + " ", style: theme.dim)], row: top + height - 1, in: rect.inset(left: 2, right: 2), alignment: .trailing)
        let inner = rect.inset(top: 1, left: 2, bottom: 1, right: 2)
        for row in 1..<(height - 1) {
            grid.put("│", style: frame, at: GridPoint(row: top + row, column: left))
            grid.put("│", style: frame, at: GridPoint(row: top + row, column: left + width - 1))
            let index = row - 1
            if index < lines.count {
                grid.put(lines[index].cut(to: inner.width).runs, at: GridPoint(row: top + row, column: left + 2), clip: inner)
            }
        }
    }
}

/// Every key of the client, as `?` shows them.
enum HelpText {
    /// The keys and what they do, in English.
    static let entries = entries(.english)

    /// The keys (as typed, never translated) and what they do in `t`'s language, each action's
    /// keys as `keys` binds them (the settings file's `[keys]`); a heading has no `what`.
    static func entries(_ t: Translator, keys: KeyBindings = .defaults) -> [(keys: String, what: String)] {
        func k(_ action: KeyAction, _ standard: String) -> String { keys.label(action, standard: standard) }
        return [
            (t.tr("Chat list", context: "help heading"), ""),
            ("↑ ↓  PgUp PgDn", t.tr("move")), (k(.openChat, "Enter  →"), t.tr("open the chat")), (k(.searchChats, "/"), t.tr("find chats by name or by any of their messages")), (k(.newChat, "n"), t.tr("new chat: a link, an invitation, your address (with QR codes), a group")), (k(.switchProfile, "p"), t.tr("switch profile")), (k(.nextUnread, "Alt-A"), t.tr("the next chat with unread messages (in a chat too)")), (k(.reload, "r"), t.tr("reload")), (k(.quitFromList, "q") + "  " + k(.quit, "Ctrl-C"), t.tr("quit")),
            (t.tr("In a chat", context: "help heading"), ""),
            (t.tr("typing", context: "help key"), t.tr("goes to the compose bar")), (k(.send, "Enter"), t.tr("send")), (k(.newLine, "Alt-Enter  Ctrl-J"), t.tr("new line")),
            ("Ctrl-A Ctrl-E  Alt-B Alt-F", t.tr("line start and end, word back and forward")), ("Ctrl-U Ctrl-K  Ctrl-W", t.tr("cut to the line's start, its end, the word back")),
            ("Ctrl-Y  Ctrl-_", t.tr("paste the cut back, undo")), (t.tr("↑ (empty bar)", context: "help key"), t.tr("edit your last message (its banner says so; Esc cancels)")),
            (k(.scrollUp, "PgUp") + " " + k(.scrollDown, "PgDn"), t.tr("scroll")), ("↑ ↓", t.tr("move the cursor in a long message")), (k(.newest, "End") + "  Ctrl-End", t.tr("newest messages")), ("Ctrl-Home", t.tr("the chat's first message")),
            (k(.focusMessages, "Tab"), t.tr("focus the messages")), (k(.searchChat, "Ctrl-F"), t.tr("search in the chat (matches marked)")), (k(.toggleLayout, "Ctrl-T"), t.tr("terminal ⇄ classic layout")),
            (k(.groupInfo, "Ctrl-G"), t.tr("group info")), (k(.externalEditor, "Ctrl-X"), t.tr("write the message in $VISUAL, $EDITOR or vi")), (k(.attachFile, "Ctrl-O"), t.tr("send a file (starts /f)")), (k(.liveMessage, "Alt-L"), t.tr("a live message, sent as you type")), (k(.olderMention, "Alt-M") + "  " + k(.newerMention, "Alt-Shift-M"), t.tr("the older and newer unread mention of you")), (k(.back, "Esc"), t.tr("cancel a reply or edit, else back to the list")),
            (t.tr("Focused message", context: "help heading"), ""),
            ("↑ ↓  Home End", t.tr("move the focus")), (k(.menu, "Enter  Space"), t.tr("the message's menu")), ([k(.reply, "r"), k(.edit, "e"), k(.delete, "d")].joined(separator: " "), t.tr("reply, edit, delete")),
            ([k(.react, "+"), k(.forward, "f"), k(.info, "i")].joined(separator: " "), t.tr("react, forward, info")), (k(.select, "s"), t.tr("select (Space toggles, d f m act)")), (k(.reveal, "x"), t.tr("show or hide secrets")),
            (k(.jumpToQuote, "q"), t.tr("jump to the quoted message")), ("← →", t.tr("scroll code and tables sideways")), (k(.backToTyping, "Esc  Tab"), t.tr("back to typing")),
            (t.tr("n N  Enter (search)", context: "help key"), t.tr("older and newer match, go to it in the chat")),
            (t.tr("Group info, members, relays", context: "help heading"), ""),
            ("↑ ↓  PgUp PgDn", t.tr("move between the lines that act")), ("Enter", t.tr("open or act")), ("d", t.tr("remove the relay (a channel's relays)")), ("Esc", t.tr("back")),
            (commandsHeading(t), ""),
        ] + SlashCommand.usage(t).map { (keys: $0.command, what: $0.what) } + [
            (t.tr("Anywhere", context: "help heading"), ""), (k(.help, "?  F1"), t.tr("these keys")), (k(.quit, "Ctrl-C"), t.tr("quit (a live message is sent as it stands)")), (k(.redraw, "Ctrl-L"), t.tr("draw the screen anew")),
            (k(.suspend, "Ctrl-Z"), t.tr("suspend to the shell (fg comes back)")), ("j k g G", t.tr("move and jump, with --vim")), (t.tr("mouse", context: "help key"), t.tr("wheel scrolls, a click focuses, with --mouse")),
        ]
    }

    /// The heading of the commands' part, where `/help` opens the sheet (D29).
    private static func commandsHeading(_ t: Translator) -> String {
        t.tr("Commands (/ in the compose bar, : on the chat list)", context: "help heading")
    }

    /// The line of `lines(theme:translator:)` that heads the commands.
    static func commandsIndex(_ t: Translator) -> Int {
        let heading = commandsHeading(t)
        return entries(t).firstIndex { $0.keys == heading && $0.what.isEmpty } ?? 0
    }

    static func lines(theme: TerminalTheme, translator t: Translator, keys: KeyBindings = .defaults) -> [StyledLine] {
        let entries = entries(t, keys: keys)
        let width = entries.filter { !$0.what.isEmpty }.map { CellWidth.of($0.keys) }.max() ?? 0
        return entries.map { entry in
            entry.what.isEmpty
                ? StyledLine([StyledText(entry.keys, style: CellStyle(foreground: theme.primary).adding(.bold))])
                : StyledLine([StyledText("  " + entry.keys.padded(to: width) + "  ", style: theme.body.adding(.bold)), StyledText(entry.what, style: theme.dim)])
        }
    }
}
