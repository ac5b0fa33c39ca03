import ChatBackend
import ChatTimeline
import SimpleXModel

/// The open chat's keys: typing goes to the compose bar and Enter sends; the arrows and
/// PgUp/PgDn scroll; Tab focuses the messages, where the arrows move the focus and Enter opens
/// the focused message's menu; Esc goes back.
extension ClientModel {
    mutating func chatKey(_ key: KeyEvent) -> [ClientRequest] {
        guard let chat = state.chat else { return [] }
        if chat.searchText != nil { return searchKey(key) }
        if chat.selection != nil { return selectionKey(key) }
        if let asked = chatWideKey(key) { return asked }
        if chat.focus != nil { return focusKey(key) }
        return composeKey(key)
    }

    /// The keys that act on the chat alike from the compose bar and with a message focused:
    /// Ctrl-T, Ctrl-G, Ctrl-F, Alt-A, Alt-M and Alt-Shift-M; nil for any other key.
    private mutating func chatWideKey(_ key: KeyEvent) -> [ClientRequest]? {
        let asked: [ClientRequest]
        switch (key.key, key.modifiers) {
        case (.character("t"), .control): asked = toggleLayout()
        case (.character("g"), .control): asked = groupInfo()
        case (.character("a"), .alt): asked = openNextUnread()
        case (.character("m"), .alt): asked = stepMention(older: true)
        case (.character("M"), .alt): asked = stepMention(older: false)
        case (.character("f"), .control):
            state.chat?.focus = nil
            state.chat?.searchText = ""
            asked = []
        default: return nil
        }
        state.chat?.recalled = nil
        return asked
    }

    // MARK: - The compose bar

    private mutating func composeKey(_ key: KeyEvent) -> [ClientRequest] {
        guard var chat = state.chat else { return [] }
        if key.key != .up, key.key != .down { chat.recalled = nil }
        switch (key.key, key.modifiers) {
        case (.enter, []):
            state.chat = chat
            return send()
        case (.enter, .alt), (.character("j"), .control):
            chat.editor.insert("\n")
        case (.backspace, .alt), (.character("w"), .control):
            chat.editor.deleteWord()
            state.chat = chat
            return liveUpdate()
        case (.backspace, _):
            chat.editor.backspace()
            state.chat = chat
            return liveUpdate()
        case (.delete, _): chat.editor.deleteForward()
        case (.character("u"), .control), (.character("k"), .control), (.character("y"), .control), (.character("_"), .control):
            switch key.key {
            case .character("u"): chat.editor.killToLineStart()
            case .character("k"): chat.editor.killToLineEnd()
            case .character("y"): chat.editor.yank()
            default: chat.editor.undo()
            }
            state.chat = chat
            return liveUpdate()
        case (.left, []): chat.editor.moveLeft()
        case (.right, []): chat.editor.moveRight()
        case (.character("b"), .alt), (.left, .alt), (.left, .control): chat.editor.moveWordLeft()
        case (.character("f"), .alt), (.right, .alt), (.right, .control): chat.editor.moveWordRight()
        case (.home, []), (.character("a"), .control): chat.editor.moveToLineStart()
        case (.end, []) where !chat.editor.isEmpty, (.character("e"), .control): chat.editor.moveToLineEnd()
        case (.end, []), (.end, .control): state.chat = chat; return scrollToNewest()
        case (.up, []) where chat.editor.isEmpty || chat.recalled != nil:
            recall(older: true, in: &chat)
        case (.down, []) where chat.recalled != nil:
            recall(older: false, in: &chat)
        case (.up, []):
            if !chat.editor.moveUp() { state.chat = chat; return scroll(by: 1) }
        case (.down, []):
            if !chat.editor.moveDown() { state.chat = chat; return scroll(by: -1) }
        case (.pageUp, _): state.chat = chat; return scroll(by: state.chatPaneHeight(of: chat) - 1)
        case (.pageDown, _): state.chat = chat; return scroll(by: -(state.chatPaneHeight(of: chat) - 1))
        case (.tab, []) where !state.mentionCandidates(in: chat).isEmpty:
            state.chat = chat
            _ = completeMention()
            return []
        case (.tab, []), (.up, .alt):
            state.chat = chat
            return focusNewestVisible()
        case (.escape, _):
            if chat.compose.context != .none {
                if chat.compose.isEditing { chat.editor.set("") }
                chat.compose = ComposeState(text: chat.editor.text)
            } else if chat.query?.isSearching == true {
                chat.query = nil
                state.chat = chat
                state.status = "Search cleared"
                return reload()
            } else {
                state.chat = chat
                return leaveChat()
            }
        case (.character("l"), .alt):
            state.chat = chat
            return startLive()
        case (.character("x"), .control):
            state.chat = chat
            return editInEditor()
        case (.character("o"), .control):
            if chat.editor.isEmpty { chat.editor.insert("/f ") }
            state.status = "Type the file's path after /f and press Enter to send it"
        case (.function(1), _):
            showHelp()
        default:
            if let character = key.text {
                if character == "?", chat.editor.isEmpty {
                    showHelp()
                } else {
                    chat.editor.insert(String(character))
                    state.chat = chat
                    return liveUpdate()
                }
            }
        }
        state.chat = chat
        return []
    }

    /// Up in an empty compose bar (issue 18 "Writing"): the user's sent messages of the chat,
    /// newest first, one step further back at each Up; Down steps forward, past the newest to
    /// an empty bar. Any other key keeps the recalled text as the draft.
    private func recall(older: Bool, in chat: inout ChatState) {
        let sent = chat.timeline.window.items.filter { $0.chatDir.isSent }.compactMap { $0.msgContent?.text }.filter { !$0.isEmpty }
        let next = older ? (chat.recalled.map { $0 + 1 } ?? 0) : (chat.recalled ?? 0) - 1
        guard next < sent.count else { return }
        if next < 0 {
            chat.recalled = nil
            chat.editor.set("")
        } else {
            chat.recalled = next
            chat.editor.set(sent[next])
        }
    }

    /// Starts a live message (Alt-L): what is typed so far is sent as live, and every change
    /// after it updates the item, until Enter ends it.
    private mutating func startLive() -> [ClientRequest] {
        guard let chat = state.chat, !chat.compose.isLive, chat.compose.context == .none, !chat.editor.isEmpty else {
            state.status = "A live message starts from some text, without a reply or an edit"
            return []
        }
        state.chat?.compose.text = chat.editor.text
        return [.run(.send(chat.ref, live: true, messages: [ComposedMessage(mentions: chat.compose.mentions, msgContent: .text(text: chat.editor.text))]), purpose: .live)]
    }

    /// The live message's new text, sent as it is typed.
    private mutating func liveUpdate() -> [ClientRequest] {
        guard var chat = state.chat, let itemId = chat.compose.liveItemId else { return [] }
        chat.compose.text = chat.editor.text
        state.chat = chat
        return [.run(.update(chat.ref, itemId: itemId, live: true, message: UpdatedMessage(mentions: chat.compose.mentions, msgContent: .text(text: chat.editor.text))),
                     purpose: .live)]
    }

    /// Sends the compose bar as `ComposeState.command(to:)` says: a message with its quote and
    /// mentions, an edit, a forward or a report.
    mutating func send() -> [ClientRequest] {
        guard var chat = state.chat, !chat.compose.inProgress else { return [] }
        if chat.compose.context == .none, !chat.compose.isLive {
            switch SlashCommand.parse(chat.editor.text) {
            case let .command(command):
                chat.editor.set("")
                state.chat = chat
                return run(command)
            case let .refused(why):
                state.status = why
                return []
            case let .message(text):
                if text != chat.editor.text { chat.editor.set(text) }
            }
        }
        chat.compose.text = chat.editor.text
        if let itemId = chat.compose.liveItemId {
            chat.compose.inProgress = true
            state.chat = chat
            return [.run(.update(chat.ref, itemId: itemId, live: false, message: UpdatedMessage(mentions: chat.compose.mentions, msgContent: .text(text: chat.editor.text))),
                         purpose: .edit)]
        }
        guard let command = chat.compose.command(to: chat.ref) else { return [] }
        let purpose: ClientRequest.Purpose = switch chat.compose.context {
        case .editing: .edit
        case .forwarding: .forward
        case .reporting: .report
        default: .send
        }
        chat.compose.inProgress = true
        state.chat = chat
        return [.run(command, purpose: purpose)]
    }

    /// Ctrl-T, in the compose bar and with a message focused: terminal ⇄ classic, remembered
    /// for the chat as its theme override (`/_set theme`, spec §9 "Activation": the chat's
    /// theme comes first), the view kept inside the chat's new height.
    mutating func toggleLayout() -> [ClientRequest] {
        guard var chat = state.chat else { return [] }
        let layout: ChatLayoutMode = state.layout(of: chat) == .terminal ? .classic : .terminal
        chat.layoutOverride = layout
        state.chat = chat
        state.status = "Layout: \(layout.rawValue)"
        let kept = scroll(by: 0) + keepFocusInView()
        switch chat.info {
        case .direct, .group: break
        default: return kept
        }
        var overrides = chat.info.uiThemes ?? UIThemeEntityOverrides()
        overrides.chatLayout = layout
        return kept + [.run(.setTheme(chat.ref, overrides), purpose: .layoutSaved)]
    }

    private mutating func leaveChat() -> [ClientRequest] {
        let finished = finishLive()
        if let chat = state.chat { state.drafts[chat.ref] = chat.editor }
        state.screen = .chatList
        state.chat = nil
        return finished + [.loadChats]
    }

    /// Finishes the live message as it stands (issue 18): leaving its chat, switching chats or
    /// quitting sends its text as final, once, and empties the compose bar, so that no Enter
    /// later sends it again.
    mutating func finishLive() -> [ClientRequest] {
        guard var chat = state.chat, let itemId = chat.compose.liveItemId else { return [] }
        let message = UpdatedMessage(mentions: chat.compose.mentions, msgContent: .text(text: chat.editor.text))
        chat.compose = ComposeState()
        chat.editor = ComposeEditor()
        state.chat = chat
        return [.run(.update(chat.ref, itemId: itemId, live: false, message: message), purpose: .liveFinished)]
    }

    // MARK: - Scrolling

    /// Scrolls by `lines` (up when positive), and asks for an older or newer page near the ends.
    mutating func scroll(by lines: Int) -> [ClientRequest] {
        guard var chat = state.chat else { return [] }
        let height = state.chatPaneHeight(of: chat)
        let cells = state.cells(of: chat)
        chat.scroll = max(0, min(ChatPane(rows: cells, scroll: 0).maxScroll(height: height), chat.scroll + lines))
        state.chat = chat
        return readNewBelow() + preload(cells)
    }

    mutating func scrollToNewest() -> [ClientRequest] {
        guard var chat = state.chat else { return [] }
        chat.scroll = 0
        chat.focus = nil
        state.chat = chat
        if !chat.timeline.window.newestLoaded {
            return [.loadPage(chat.ref, .last(count: ChatQuery.pageSize))]
        }
        return readNewBelow()
    }

    /// The preload rule (`Preload.request`) over the rows now visible (`cells`: the chat's rows,
    /// when drawn already); the chat is loading until the page comes (or fails), so a page is
    /// asked for once, not at every key.
    mutating func preload(_ cells: [RowCells]? = nil) -> [ClientRequest] {
        guard let chat = state.chat, !chat.loading else { return [] }
        let visible = visibleRowIndices(of: chat, cells: cells)
        let rows = chat.timeline.rows
        guard !rows.isEmpty, let range = visible else { return [] }
        // Timeline rows are newest first; the visible range is counted from the newest.
        guard let pagination = Preload.request(window: chat.timeline.window, rows: rows, firstVisible: range.lowerBound,
                                               lastVisible: range.upperBound, exhausted: chat.exhausted) else { return [] }
        state.chat?.loading = true
        return [.loadPage(chat.ref, pagination, query: chat.query)]
    }

    /// The visible rows, as indices from the newest (0), or nil with no rows.
    func visibleRowIndices(of chat: ChatState, cells known: [RowCells]? = nil) -> ClosedRange<Int>? {
        let cells = known ?? state.cells(of: chat)
        guard !cells.isEmpty else { return nil }
        let height = state.chatPaneHeight(of: chat)
        var bottom = 0
        var first: Int?
        var last = 0
        for (index, row) in cells.reversed().enumerated() {
            let top = bottom + row.height
            if top > chat.scroll, bottom < chat.scroll + height {
                if first == nil { first = index }
                last = index
            }
            bottom = top
        }
        return first.map { $0...last }
    }

    /// The row under screen row `screenRow` of the chat pane.
    func rowId(atScreenRow screenRow: Int) -> Int64? {
        guard let chat = state.chat else { return nil }
        let height = state.chatPaneHeight(of: chat)
        let cells = state.cells(of: chat)
        let paneTop = 1
        var bottom = paneTop + height + min(chat.scroll, ChatPane(rows: cells, scroll: 0).maxScroll(height: height))
        for row in cells.reversed() {
            let top = bottom - row.height
            if (top..<bottom).contains(screenRow) { return row.id }
            bottom = top
        }
        return nil
    }

    // MARK: - Message focus

    private mutating func focusNewestVisible() -> [ClientRequest] {
        guard var chat = state.chat else { return [] }
        let ids = state.cells(of: chat).map(\.id)
        if let visible = visibleRowIndices(of: chat) {
            chat.focus = ids[ids.count - 1 - visible.lowerBound]
        } else {
            chat.focus = ids.last
        }
        chat.horizontalOffset = 0
        state.chat = chat
        return []
    }

    private mutating func focusKey(_ key: KeyEvent) -> [ClientRequest] {
        guard var chat = state.chat, let focus = chat.focus else { return [] }
        let rows = state.cells(of: chat)
        let ids = rows.map(\.id)
        let index = ids.firstIndex(of: focus) ?? ids.count - 1
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
        case (.left, _): chat.horizontalOffset = max(0, chat.horizontalOffset - 8)
        case (.right, _):
            let full = rows.first { $0.id == focus }?.fullWidth ?? 0
            chat.horizontalOffset = min(max(0, full - (state.size.columns - 6)), chat.horizontalOffset + 8)
        case (.home, _): chat.focus = ids.first
        case (.end, _): chat.focus = ids.last
        case (.pageUp, _): chat.focus = ids[max(0, index - 10)]
        case (.pageDown, _): chat.focus = ids[min(ids.count - 1, index + 10)]
        case (_, "n") where chat.query?.isSearching == true: chat.focus = ids[max(0, index - 1)]
        case (_, "N") where chat.query?.isSearching == true: chat.focus = ids[min(ids.count - 1, index + 1)]
        case (.enter, _) where chat.query?.isSearching == true:
            state.chat = chat
            return goTo(focus)
        case (.enter, _), (_, " "):
            state.chat = chat
            return openMenu()
        case (.escape, _), (.tab, _):
            chat.focus = nil
            chat.horizontalOffset = 0
        case (_, "r"): state.chat = chat; return perform(.reply, onRow: focus)
        case (_, "e"): state.chat = chat; return perform(.edit, onRow: focus)
        case (_, "d"): state.chat = chat; return perform(.delete, onRow: focus)
        case (_, "+"): state.chat = chat; return perform(.react, onRow: focus)
        case (_, "f"): state.chat = chat; return perform(.forward, onRow: focus)
        case (_, "i"): state.chat = chat; return perform(.info, onRow: focus)
        case (_, "s"): state.chat = chat; return perform(.select, onRow: focus)
        case (_, "x"):
            if chat.revealedSecrets.contains(focus) { chat.revealedSecrets.remove(focus) } else { chat.revealedSecrets.insert(focus) }
        case (_, "q"), (_, "Q"): state.chat = chat; return jumpToQuote(from: focus)
        case (_, "?"), (.function(1), _): showHelp()
        default: break
        }
        state.chat = chat
        return keepFocusInView()
    }

    /// Scrolls so that the focused row is in view, and preloads near the ends.
    mutating func keepFocusInView() -> [ClientRequest] {
        guard var chat = state.chat, let focus = chat.focus else { return [] }
        let cells = state.cells(of: chat)
        let height = state.chatPaneHeight(of: chat)
        var bottom = 0
        for row in cells.reversed() {
            let top = bottom + row.height
            if row.id == focus {
                if bottom < chat.scroll { chat.scroll = bottom }
                if top > chat.scroll + height { chat.scroll = min(bottom, top - height) }
                break
            }
            bottom = top
        }
        if chat.scroll == 0 { chat.newBelow = 0 }
        state.chat = chat
        return preload(cells)
    }

    /// Focuses the unread mention of the user older (or newer) than the focused row, from the
    /// newest line when none is focused; loads its page when it is not loaded.
    private mutating func stepMention(older: Bool) -> [ClientRequest] {
        guard let chat = state.chat else { return [] }
        let mentions = chat.unreadMentions
        let target = if let focus = chat.focus {
            older ? mentions.last { $0 < focus } : mentions.first { $0 > focus }
        } else {
            older ? mentions.last : nil
        }
        guard let target else {
            state.status = chat.unreadMentions.isEmpty ? "No unread mentions of you" : older ? "No older unread mention" : "No newer unread mention"
            return []
        }
        return jump(to: target, loading: "Loading the mention…")
    }

    /// Jumps to the item the focused one quotes, loading around it when it is not loaded.
    private mutating func jumpToQuote(from rowId: Int64) -> [ClientRequest] {
        guard let row = state.chat?.timeline.rows.first(where: { $0.id == rowId }), let quoted = row.newest.quotedItem?.itemId else { return [] }
        return jump(to: quoted)
    }

    /// Focuses the row of `itemId`, loading its page first where it is not loaded: the jump
    /// then ends when the page comes (`pendingJump`), with no second key.
    mutating func jump(to itemId: Int64, loading: String = "Loading the quoted message…") -> [ClientRequest] {
        guard var chat = state.chat else { return [] }
        chat.pendingJump = nil
        switch ScrollTarget(itemId: itemId, in: chat.timeline) {
        case let .row(index):
            chat.focus = chat.timeline.rows[index].id
            state.chat = chat
            return keepFocusInView()
        case let .load(pagination):
            chat.loading = true
            chat.pendingJump = itemId
            state.chat = chat
            state.status = loading
            return [.loadPage(chat.ref, pagination)]
        }
    }

    // MARK: - Selection

    private mutating func selectionKey(_ key: KeyEvent) -> [ClientRequest] {
        guard var chat = state.chat, var selection = chat.selection else { return [] }
        let ids = state.cells(of: chat).map(\.id)
        let index = chat.focus.flatMap(ids.firstIndex(of:)) ?? ids.count - 1
        let context = menuContext(for: chat)
        let toolbar = selection.toolbar(in: chat.timeline.window, context: context)
        switch (key.key, key.text) {
        case (.up, _): chat.focus = ids[max(0, index - 1)]
        case (.down, _): chat.focus = ids[min(ids.count - 1, index + 1)]
        case (_, " "), (.enter, _):
            if let row = chat.timeline.rows.first(where: { $0.id == chat.focus }) { selection.toggle(row) }
            chat.selection = selection
        case (.escape, _):
            chat.selection = nil
        case (_, "d") where toolbar.deleteEnabled:
            state.chat = chat
            state.overlay = .dialog(deleteDialog(itemIds: Array(selection.selectedIds), forEveryone: toolbar.deleteForEveryone, context: context))
            return []
        case (_, "m") where toolbar.moderateVisible && toolbar.moderateEnabled:
            state.chat = chat
            state.overlay = .dialog(moderateDialog(itemIds: Array(selection.selectedIds), context: context))
            return []
        case (_, "f") where toolbar.forwardEnabled:
            let items = selection.selectedIds.compactMap { chat.timeline.window.item(id: $0) }.sorted { $0.meta.itemTs < $1.meta.itemTs }
            state.forwarding = (items, chat.ref)
            chat.selection = nil
            state.chat = chat
            state.status = "Forward \(items.count) message(s): pick a chat"
            return leaveChat()
        default: break
        }
        state.chat = chat
        return keepFocusInView()
    }

    // MARK: - In-chat search

    private mutating func searchKey(_ key: KeyEvent) -> [ClientRequest] {
        guard var chat = state.chat, var text = chat.searchText else { return [] }
        switch key.key {
        case .escape:
            chat.searchText = nil
            let wasSearching = chat.query?.isSearching == true
            chat.query = nil
            state.chat = chat
            return wasSearching ? reload() : []
        case .enter:
            let query = ChatQuery(search: text)
            chat.query = query
            chat.searchText = nil
            state.chat = chat
            return reload()
        case .backspace:
            if !text.isEmpty { text.removeLast() }
            chat.searchText = text
        default:
            if let character = key.text { text.append(character) }
            chat.searchText = text
        }
        state.chat = chat
        return []
    }

    /// A search's result opened in its chat (simplex-view-logic §1.7 "go to"): the search
    /// cleared, the page around the item loaded and the item focused when it comes.
    private mutating func goTo(_ itemId: Int64) -> [ClientRequest] {
        state.chat?.query = nil
        return reload(openingAround: itemId)
    }

    /// Loads the chat anew with its query (search or content filter), around `itemId` when
    /// given, which is focused once its page comes (`pendingJump`).
    private mutating func reload(openingAround itemId: Int64? = nil) -> [ClientRequest] {
        guard var chat = state.chat else { return [] }
        chat.timeline = Timeline()
        chat.focus = nil
        chat.scroll = 0
        chat.exhausted = []
        chat.loading = true
        chat.pendingJump = itemId
        state.chat = chat
        return [.loadPage(chat.ref, (chat.query ?? ChatQuery()).loadPage(openingAround: itemId), query: chat.query)]
    }

    // MARK: - Group info

    private mutating func groupInfo() -> [ClientRequest] {
        guard let chat = state.chat, case let .group(_, groupInfo) = chat.info else {
            state.status = "Group info is for groups and channels"
            return []
        }
        return [.run(.members(groupId: groupInfo.groupId), purpose: .groupInfo)]
    }

    /// What the menu depends on: the chat, a live message, selection mode, and the loaded
    /// items' files that are on this device (`CIFile.isOnDevice`). O(loaded items).
    func menuContext(for chat: ChatState) -> MenuContext {
        MenuContext(chatInfo: chat.info, composingLive: chat.compose.isLive, selecting: chat.selection != nil, filesOnDevice: chat.timeline.window.filesOnDevice)
    }
}
