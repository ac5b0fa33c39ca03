import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel

/// The open chat's keys: typing goes to the compose bar and Enter sends; the arrows and
/// PgUp/PgDn scroll; Tab focuses the messages, where the arrows move the focus and Enter opens
/// the focused message's menu; Esc goes back. What the keys mean for the chat is the session's.
extension ClientModel {
    mutating func chatKey(_ key: KeyEvent) -> [ClientEffect] {
        guard let chat = state.chat, let open = state.open else { return [] }
        if chat.searchText != nil { return searchKey(key) }
        if open.selection != nil { return selectionKey(key) }
        if let asked = chatWideKey(key) { return asked }
        if chat.focus != nil { return focusKey(key) }
        return composeKey(key)
    }

    /// The keys that act on the chat alike from the compose bar and with a message focused:
    /// Ctrl-T, Ctrl-G, Ctrl-F, Alt-A, Alt-M and Alt-Shift-M; nil for any other key.
    private mutating func chatWideKey(_ key: KeyEvent) -> [ClientEffect]? {
        switch (key.key, key.modifiers) {
        case (.character("t"), .control): return send(.toggleLayout)
        case (.character("g"), .control): return send(.groupInfo)
        case (.character("a"), .alt): return send(.nextUnreadChat)
        case (.character("m"), .alt): return send(.stepMention(older: true, from: state.chat?.focus))
        case (.character("M"), .alt): return send(.stepMention(older: false, from: state.chat?.focus))
        case (.character("f"), .control):
            state.chat?.focus = nil
            state.chat?.searchText = ""
            return []
        default: return nil
        }
    }

    // MARK: - The compose bar

    private mutating func composeKey(_ key: KeyEvent) -> [ClientEffect] {
        guard var chat = state.chat, let open = state.open else { return [] }
        switch (key.key, key.modifiers) {
        case (.enter, []):
            return send(.send)
        case (.enter, .alt), (.character("j"), .control):
            chat.editor.insert("\n")
        case (.backspace, .alt), (.character("w"), .control):
            chat.editor.deleteWord()
        case (.backspace, _):
            chat.editor.backspace()
        case (.delete, _): chat.editor.deleteForward()
        case (.character("u"), .control): chat.editor.killToLineStart()
        case (.character("k"), .control): chat.editor.killToLineEnd()
        case (.character("y"), .control): chat.editor.yank()
        case (.character("_"), .control): chat.editor.undo()
        case (.left, []): chat.editor.moveLeft()
        case (.right, []): chat.editor.moveRight()
        case (.character("b"), .alt), (.left, .alt), (.left, .control): chat.editor.moveWordLeft()
        case (.character("f"), .alt), (.right, .alt), (.right, .control): chat.editor.moveWordRight()
        case (.home, []), (.character("a"), .control): chat.editor.moveToLineStart()
        case (.end, []) where !chat.editor.isEmpty, (.character("e"), .control): chat.editor.moveToLineEnd()
        case (.end, []), (.end, .control): return send(.newest)
        case (.home, .control): return send(.oldest)
        case (.up, []) where chat.editor.isEmpty && open.compose.context == .none:
            return send(.editLastSent)
        case (.up, []):
            _ = chat.editor.moveUp()
        case (.down, []):
            _ = chat.editor.moveDown()
        case (.pageUp, _): return scroll(by: state.pageLines)
        case (.pageDown, _): return scroll(by: -state.pageLines)
        case (.tab, []) where !state.mentionCandidates.isEmpty:
            return completeMention()
        case (.tab, []) where PathCompletion.folder(of: chat.editor.text) != nil:
            return [.completePath(chat.editor.text)]
        case (.tab, []), (.up, .alt):
            focusNewestVisible()
            return []
        case (.escape, _):
            if open.compose.context != .none { return send(.cancelCompose) }
            if open.query?.isSearching == true { return send(.search(nil)) }
            return send(.leave)
        case (.character("l"), .alt):
            return send(.startLive)
        case (.character("x"), .control):
            return send(.editInEditor)
        case (.character("o"), .control):
            if chat.editor.isEmpty { chat.editor.insert("/f ") }
            state.chat = chat
            state.status = state.environment.translator.tr("Type the file's path after /f and press Enter to send it")
            return edited()
        case (.function(1), _):
            showHelp()
            return []
        default:
            guard let character = key.text else { return [] }
            if character == "?", chat.editor.isEmpty {
                showHelp()
                return []
            }
            chat.editor.insert(String(character))
        }
        state.chat = chat
        return edited()
    }

    /// The editor changed: the session takes its text (a live message sends it).
    mutating func edited() -> [ClientEffect] {
        guard let text = state.chat?.editor.text, text != state.open?.compose.text else { return [] }
        return send(.draftChanged(text))
    }

    /// Tab after `@` and the start of a member's name: the first candidate mentioned
    /// (`ComposeState.mention`), its name written in place.
    private mutating func completeMention() -> [ClientEffect] {
        guard let member = state.mentionCandidates.first else { return [] }
        var effects = send(.mention(member))
        guard let written = state.session.mentionText(of: member) else { return effects }
        state.chat?.editor.replaceWordBeforeCursor(with: written)
        effects += edited()
        return effects
    }

    // MARK: - Message focus

    private mutating func focusNewestVisible() {
        let ids = state.openCells.map(\.id)
        if let visible = visibleRowIndices() {
            state.chat?.focus = ids[ids.count - 1 - visible.lowerBound]
        } else {
            state.chat?.focus = ids.last
        }
        state.chat?.horizontalOffset = 0
    }

    private mutating func focusKey(_ key: KeyEvent) -> [ClientEffect] {
        guard var chat = state.chat, let open = state.open, let focus = chat.focus else { return [] }
        let rows = state.openCells
        let ids = rows.map(\.id)
        let index = ids.firstIndex(of: focus) ?? ids.count - 1
        let searching = open.query?.isSearching == true
        switch (state.motion(of: key), key.text) {
        case (.up, _):
            chat.focus = ids[max(0, index - 1)]
            chat.horizontalOffset = 0
        case (.down, _):
            if index + 1 < ids.count {
                chat.focus = ids[index + 1]
                chat.horizontalOffset = 0
            } else {
                chat.focus = nil
            }
        case (.left, _), (.right, _):
            let sideways = rows.first { $0.id == focus }?.sideways ?? SidewaysScroll()
            chat.horizontalOffset = sideways.moved(chat.horizontalOffset, forward: key.key == .right)
        case (.home, _): chat.focus = ids.first
        case (.end, _): chat.focus = ids.last
        case (.pageUp, _): chat.focus = ids[max(0, index - 10)]
        case (.pageDown, _): chat.focus = ids[min(ids.count - 1, index + 10)]
        case (_, "n") where searching: chat.focus = ids[max(0, index - 1)]
        case (_, "N") where searching: chat.focus = ids[min(ids.count - 1, index + 1)]
        case (.enter, _) where searching:
            state.chat = chat
            return send(.goTo(itemId: focus))
        case (.enter, _), (_, " "):
            state.chat = chat
            openMenu()
            return []
        case (.escape, _), (.tab, _):
            chat.focus = nil
            chat.horizontalOffset = 0
        case (_, "r"): state.chat = chat; return send(.menu(.reply, row: focus))
        case (_, "e"): state.chat = chat; return send(.menu(.edit, row: focus))
        case (_, "d"): state.chat = chat; return send(.menu(.delete, row: focus))
        case (_, "+"): state.chat = chat; return send(.menu(.react, row: focus))
        case (_, "f"): state.chat = chat; return forward(row: focus)
        case (_, "i"): state.chat = chat; return send(.menu(.info, row: focus))
        case (_, "s"): state.chat = chat; return send(.selection(.start(row: focus)))
        case (_, "x"):
            if chat.revealedSecrets.contains(focus) { chat.revealedSecrets.remove(focus) } else { chat.revealedSecrets.insert(focus) }
        case (_, "q"), (_, "Q"):
            state.chat = chat
            guard let quoted = open.row(focus)?.newest.quotedItem?.itemId else { return [] }
            return send(.jump(to: quoted))
        case (_, "?"), (.function(1), _): showHelp()
        default: break
        }
        state.chat = chat
        return keepFocusInView()
    }

    /// Forward: the session takes the items; the chat to forward to is picked on the list.
    mutating func forward(row: Int64) -> [ClientEffect] {
        let effects = send(.menu(.forward, row: row))
        guard state.session.forwarding != nil else { return effects }
        return effects + send(.leave)
    }

    // MARK: - Selection

    private mutating func selectionKey(_ key: KeyEvent) -> [ClientEffect] {
        guard state.chat != nil else { return [] }
        let ids = state.openCells.map(\.id)
        let index = state.chat?.focus.flatMap(ids.firstIndex(of:)) ?? ids.count - 1
        switch (key.key, key.text) {
        case (.up, _): state.chat?.focus = ids[max(0, index - 1)]
        case (.down, _): state.chat?.focus = ids[min(ids.count - 1, index + 1)]
        case (_, " "), (.enter, _):
            guard let focus = state.chat?.focus else { return [] }
            return send(.toggleSelected(row: focus))
        case (.escape, _): return send(.selection(.end))
        case (_, "d"): return send(.selection(.delete))
        case (_, "m"): return send(.selection(.moderate))
        case (_, "f"):
            let effects = send(.selection(.forward))
            return state.session.forwarding == nil ? effects : effects + send(.leave)
        default: break
        }
        return keepFocusInView()
    }

    // MARK: - In-chat search

    private mutating func searchKey(_ key: KeyEvent) -> [ClientEffect] {
        guard var text = state.chat?.searchText else { return [] }
        switch key.key {
        case .escape:
            state.chat?.searchText = nil
            return state.open?.query?.isSearching == true ? send(.search(nil)) : []
        case .enter:
            state.chat?.searchText = nil
            state.chat?.focus = nil
            return send(.search(ChatQuery(search: text)))
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        default:
            if let character = key.text { text.append(character) }
        }
        state.chat?.searchText = text
        return []
    }
}
