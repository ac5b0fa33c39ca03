import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel

/// What lies over the screen: the focused message's context menu (the session's actions the
/// terminal carries out), New chat, the keys and item info sheets, and the session's prompt
/// (an alert's buttons, a picker's entries), each answered through the session.
extension ClientModel {
    /// The actions the terminal client carries out; the menu shows the session's actions that
    /// are among them (sharing needs a desktop).
    static let terminalActions: Set<MenuAction> = [
        .react, .reply, .copy, .save, .download, .stopFile, .revokeFile, .edit, .forward, .info, .hide, .reveal, .expand,
        .delete, .moderate, .report, .archiveReport, .deleteReport, .select,
    ]

    mutating func openMenu() {
        guard let focus = state.chat?.focus else { return }
        let entries = state.session.menuActions(forRow: focus).filter(Self.terminalActions.contains).map(MenuOverlay.Entry.action)
        guard !entries.isEmpty else {
            state.status = state.environment.translator.tr("No actions for this item")
            return
        }
        state.overlay = .menu(MenuOverlay(title: state.environment.translator.tr("Message", context: "menu title"), entries: entries, rowId: focus))
    }

    /// Opens New chat over the chat list.
    mutating func showNewChat() {
        state.overlay = .menu(MenuOverlay(title: state.environment.translator.tr("New chat"), entries: NewChatChoice.allCases.map { .newChat($0) }, rowId: 0))
    }

    /// Every key (`?`, F1), as a sheet: ↑↓ and PgUp/PgDn scroll it where the screen is too
    /// short for all of them (issue 11 "Keys": `?` shows every key on screen), any other key
    /// closes it. `/help` opens it at `line`, its commands' heading (D29).
    mutating func showHelp(at line: Int = 0) {
        state.overlay = .sheet(title: state.environment.translator.tr("Keys"), lines: HelpText.lines(theme: state.theme, translator: state.environment.translator, keys: state.keys),
                               scroll: line, fromSession: false)
    }

    mutating func overlayKey(_ key: KeyEvent) -> [ClientEffect] {
        switch state.overlay {
        case nil:
            return []
        case let .sheet(title, lines, scroll, fromSession)?:
            switch key.key {
            case .up: state.overlay = .sheet(title: title, lines: lines, scroll: max(0, scroll - 1), fromSession: fromSession)
            case .down: state.overlay = .sheet(title: title, lines: lines, scroll: min(max(0, lines.count - 1), scroll + 1), fromSession: fromSession)
            case .pageUp: state.overlay = .sheet(title: title, lines: lines, scroll: max(0, scroll - 10), fromSession: fromSession)
            case .pageDown: state.overlay = .sheet(title: title, lines: lines, scroll: min(max(0, lines.count - 1), scroll + 10), fromSession: fromSession)
            default:
                state.overlay = nil
                return fromSession ? send(.dismissSheet) : []
            }
            return []
        case var .menu(menu)?:
            switch key.key {
            case .up: menu.selected = (menu.selected + menu.entries.count - 1) % menu.entries.count
            case .down, .tab: menu.selected = (menu.selected + 1) % menu.entries.count
            case .escape, .left:
                state.overlay = nil
                return []
            case .enter, .right:
                state.overlay = nil
                return choose(menu.entries[menu.selected], onRow: menu.rowId)
            default:
                if let character = key.text, let digit = character.wholeNumberValue, (1...menu.entries.count).contains(digit) {
                    state.overlay = nil
                    return choose(menu.entries[digit - 1], onRow: menu.rowId)
                }
            }
            state.overlay = .menu(menu)
            return []
        case let .prompt(selected)?:
            return promptKey(key, selected: selected)
        case let .ask(question)?:
            return askKey(key, question)
        }
    }

    /// A key on the line the profiles picker asks for: typed, erased, sent (Enter) or left (Esc).
    private mutating func askKey(_ key: KeyEvent, _ question: ProfileQuestion) -> [ClientEffect] {
        var question = question
        switch key.key {
        case .escape:
            state.overlay = state.session.prompt.map { _ in .prompt(selected: question.selected) }
            return []
        case .enter:
            state.overlay = state.session.prompt.map { _ in .prompt(selected: question.selected) }
            return send(question.input)
        case .backspace:
            _ = question.text.popLast()
        default:
            guard let character = key.text, !character.isNewline else { break }
            question.text.append(character)
        }
        state.overlay = .ask(question)
        return []
    }

    /// The profiles picker's own keys (D25): n makes a profile, r renames the highlighted one,
    /// h hides it or shows it again, s lists hidden profiles by their password.
    private mutating func profileKey(_ character: Character, selected: Int) -> Bool {
        let purpose: ProfileQuestion.Purpose
        switch character {
        case "n": purpose = .create
        case "r": purpose = .rename(choice: selected)
        case "h": purpose = state.session.profiles.user(at: selected)?.isHidden == true ? .unhide(choice: selected) : .hide(choice: selected)
        case "s": purpose = .showHidden
        default: return false
        }
        state.overlay = .ask(ProfileQuestion(purpose: purpose, selected: selected))
        return true
    }

    /// A key on the session's prompt: a picker's ↑↓ and digits, an alert's ←→, Enter answers,
    /// Esc closes it; p keeps a link dialog's link to print when the client quits (D23).
    private mutating func promptKey(_ key: KeyEvent, selected: Int) -> [ClientEffect] {
        guard let prompt = state.session.prompt else {
            state.overlay = nil
            return []
        }
        let count = prompt.choices.count
        var selected = selected
        switch (prompt.style, key.key) {
        case (_, .escape):
            return send(.dismissPrompt)
        case (_, .enter):
            return send(.answer(selected))
        case (.picker, .up), (.alert, .left), (.alert, .up): selected = prompt.style == .picker ? (selected + count - 1) % count : max(0, selected - 1)
        case (.picker, .down), (.picker, .tab), (.alert, .right), (.alert, .down), (.alert, .tab):
            selected = prompt.style == .picker ? (selected + 1) % count : min(count - 1, selected + 1)
        case (.picker, .right): return send(.answer(selected))
        case (.picker, .left): return send(.dismissPrompt)
        default:
            if prompt.style == .picker, let digit = key.text?.wholeNumberValue, (1...count).contains(digit) { return send(.answer(digit - 1)) }
            if prompt.listsProfiles, let character = key.text, profileKey(character, selected: selected) { return [] }
            if let link = prompt.link, key.text == "p" {
                if !state.printOnQuit.contains(link) { state.printOnQuit.append(link) }
                state.status = state.environment.translator.tr("The link will be printed in one line when Parley quits")
            }
        }
        state.overlay = .prompt(selected: selected)
        return []
    }

    private mutating func choose(_ entry: MenuOverlay.Entry, onRow rowId: Int64) -> [ClientEffect] {
        switch entry {
        case .action(.forward):
            return forward(row: rowId)
        case let .action(action):
            return send(.menu(action, row: rowId))
        case .newChat(.pasteLink):
            state.list.command = "c "
            state.status = state.environment.translator.tr("Paste the link and press Enter")
            return []
        case .newChat(.group):
            state.list.command = "g "
            state.status = state.environment.translator.tr("Type the group's name and press Enter")
            return []
        case let .newChat(choice):
            return send(.newChat(choice))
        }
    }
}
