import ChatBackend
import ChatTimeline
import SimpleXModel

/// The focused message's context menu (exactly the timeline's `ContextMenu` actions the
/// terminal can carry out), its reaction picker and report reasons.
extension ClientModel {
    /// The actions the terminal client carries out; the menu shows the timeline's actions
    /// that are among them (sharing needs a desktop).
    static let terminalActions: Set<MenuAction> = [
        .react, .reply, .copy, .save, .download, .stopFile, .revokeFile, .edit, .forward, .info, .hide, .reveal, .expand,
        .delete, .moderate, .report, .archiveReport, .deleteReport, .select,
    ]

    /// The menu's actions, and React where the user has reactions on the item to take back
    /// (issue 18 defect 8): the terminal has no reaction chips to tap, so its picker removes
    /// them too.
    static func actions(of menu: ContextMenu, item: ChatItem) -> [MenuAction] {
        guard !menu.actions.contains(.react), !ContextMenu.ownReactions(item).isEmpty else { return menu.actions }
        return [.react] + menu.actions
    }

    /// The reaction picker: the picker's emoji in one order, each added or (the user's own,
    /// marked) removed, so that a reaction's number does not move.
    static func reactionEntries(_ menu: ContextMenu, item: ChatItem) -> [MenuOverlay.Entry] {
        let own = ContextMenu.ownReactions(item)
        let picker = ContextMenu.reactionEmoji.compactMap { emoji -> MenuOverlay.Entry? in
            if let mine = own.first(where: { ContextMenu.pickerEmoji($0) == emoji }) { return .removeReaction(mine) }
            return menu.availableReactions.contains(emoji) ? .reaction(emoji) : nil
        }
        return picker + own.filter { !ContextMenu.reactionEmoji.contains(ContextMenu.pickerEmoji($0)) }.map(MenuOverlay.Entry.removeReaction)
    }

    mutating func openMenu() -> [ClientRequest] {
        guard let chat = state.chat, let focus = chat.focus, let row = chat.timeline.rows.first(where: { $0.id == focus }) else { return [] }
        let menu = ContextMenu(row: row, context: menuContext(for: chat))
        let entries = Self.actions(of: menu, item: row.newest).filter(Self.terminalActions.contains).map(MenuOverlay.Entry.action)
        guard !entries.isEmpty else {
            state.status = "No actions for this item"
            return []
        }
        state.overlay = .menu(MenuOverlay(title: "Message", entries: entries, rowId: focus))
        return []
    }

    /// Every key (`?`, F1), as a sheet: ↑↓ and PgUp/PgDn scroll it where the screen is too
    /// short for all of them (issue 11 "Keys": `?` shows every key on screen), any other key
    /// closes it.
    mutating func showHelp() {
        state.overlay = .sheet(title: "Keys", lines: HelpText.lines(theme: state.theme), scroll: 0)
    }

    mutating func overlayKey(_ key: KeyEvent) -> [ClientRequest] {
        switch state.overlay {
        case nil:
            state.overlay = nil
            return []
        case let .sheet(title, lines, scroll)?:
            switch key.key {
            case .up: state.overlay = .sheet(title: title, lines: lines, scroll: max(0, scroll - 1))
            case .down: state.overlay = .sheet(title: title, lines: lines, scroll: min(max(0, lines.count - 1), scroll + 1))
            case .pageUp: state.overlay = .sheet(title: title, lines: lines, scroll: max(0, scroll - 10))
            case .pageDown: state.overlay = .sheet(title: title, lines: lines, scroll: min(max(0, lines.count - 1), scroll + 10))
            default: state.overlay = nil
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
        case var .dialog(dialog)?:
            switch key.key {
            case .left, .up: dialog.selected = max(0, dialog.selected - 1)
            case .right, .down, .tab: dialog.selected = min(dialog.buttons.count - 1, dialog.selected + 1)
            case .escape:
                state.overlay = nil
                return []
            case .enter:
                state.overlay = nil
                return confirm(dialog.buttons[dialog.selected].action, itemIds: dialog.itemIds)
            default: break
            }
            state.overlay = .dialog(dialog)
            return []
        }
    }

    private mutating func choose(_ entry: MenuOverlay.Entry, onRow rowId: Int64) -> [ClientRequest] {
        switch entry {
        case let .profile(userId, _): return [.run(.setActiveUser(userId: userId), purpose: .profile)]
        case let .role(role, groupMemberId): return pickRole(role, groupMemberId: groupMemberId)
        case let .newChat(choice): return choose(choice)
        default: break
        }
        guard let chat = state.chat, let item = chat.timeline.rows.first(where: { $0.id == rowId })?.newest else { return [] }
        switch entry {
        case let .action(action):
            return perform(action, onRow: rowId)
        case let .reaction(emoji):
            return [.run(.reaction(chat.ref, itemId: item.meta.itemId, add: true, reaction: .emoji(emoji: emoji)), purpose: .react)]
        case let .removeReaction(emoji):
            return [.run(.reaction(chat.ref, itemId: item.meta.itemId, add: false, reaction: .emoji(emoji: emoji)), purpose: .react)]
        case let .reportReason(reason):
            state.chat?.compose = chat.compose.reporting(item, reason: reason)
            state.chat?.focus = nil
            return []
        case .profile, .role, .newChat:
            return []
        }
    }

    /// Carries out `action` on the row `rowId`.
    mutating func perform(_ action: MenuAction, onRow rowId: Int64) -> [ClientRequest] {
        guard var chat = state.chat, let row = chat.timeline.rows.first(where: { $0.id == rowId }) else { return [] }
        let context = menuContext(for: chat)
        let menu = ContextMenu(row: row, context: context)
        guard Self.actions(of: menu, item: row.newest).contains(action) else {
            state.status = "\(action.rawValue) is not possible for this item"
            return []
        }
        let item = row.newest
        switch action {
        case .reply:
            chat.compose = chat.compose.replying(to: item)
            chat.focus = nil
        case .edit:
            chat.compose = ComposeState.editing(item)
            chat.editor.set(chat.compose.text)
            chat.focus = nil
        case .react:
            state.overlay = .menu(MenuOverlay(title: "React", entries: Self.reactionEntries(menu, item: item), rowId: rowId))
        case .report:
            state.overlay = .menu(MenuOverlay(title: ReportReason.pickerTitle, entries: ReportReason.knownCases.map(MenuOverlay.Entry.reportReason), rowId: rowId))
        case .forward:
            state.forwarding = ([item], chat.ref)
            state.status = "Forward: pick a chat (Esc cancels)"
            state.chat = chat
            state.drafts[chat.ref] = chat.editor
            state.screen = .chatList
            state.chat = nil
            return [.loadChats]
        case .info:
            state.chat = chat
            return [.run(.getItemInfo(chat.ref, itemId: item.meta.itemId), purpose: .itemInfo)]
        case .hide, .reveal, .expand:
            chat.timeline.setRevealed(row, action != .hide)
        case .delete:
            state.overlay = .dialog(deleteDialog(Alert.delete(row, context: context), itemIds: row.items.map(\.meta.itemId)))
        case .moderate:
            state.overlay = .dialog(moderateDialog(itemIds: [item.meta.itemId], context: context))
        case .archiveReport:
            guard let groupId = chat.info.groupInfo?.groupId else { return [] }
            state.overlay = .dialog(archiveDialog(groupId: groupId, itemIds: [item.meta.itemId], context: context))
        case .deleteReport:
            state.chat = chat
            return [.run(.deleteItems(chat.ref, itemIds: [item.meta.itemId], mode: .internal), purpose: .delete)]
        case .select:
            var selection = Selection()
            selection.toggle(row)
            chat.selection = selection
        case .copy:
            guard let text = item.msgContent?.text, !text.isEmpty else {
                state.status = "The message has no text to copy: Save keeps its file"
                return []
            }
            state.chat = chat
            return [.local(.copy(text))]
        case .save:
            guard let file = item.file, let path = file.fileSource?.filePath else {
                state.status = "The file is not on this device"
                return []
            }
            state.chat = chat
            return [.local(.saveFile(path: path, name: file.fileName))]
        case .download, .stopFile, .revokeFile:
            guard let file = item.file else { return [] }
            state.chat = chat
            return action == .download ? download(file) : cancel(file)
        case .share:
            state.status = "\(action.rawValue) needs a desktop: not in the terminal client"
        }
        state.chat = chat
        return []
    }

    private mutating func confirm(_ button: DialogOverlay.Button, itemIds: [Int64]) -> [ClientRequest] {
        switch button {
        case .quit: return quit()
        case let .copy(text):
            state.status = "Copied"
            return [.local(.copy(text))]
        case let .command(command, purpose, _) where state.chat == nil: return [.run(command, purpose: purpose)]
        default: break
        }
        guard let chat = state.chat else { return [] }
        state.chat?.selection = nil
        switch button {
        case let .delete(mode):
            return [.run(.deleteItems(chat.ref, itemIds: itemIds, mode: mode), purpose: .delete)]
        case .moderate:
            guard let groupId = chat.info.groupInfo?.groupId else { return [] }
            return [.run(.deleteMemberItems(groupId: groupId, itemIds: itemIds), purpose: .delete)]
        case let .command(command, purpose, _):
            return [.run(command, purpose: purpose)]
        case let .notice(text):
            state.status = text
            return []
        case .quit, .copy, .cancel:
            return []
        }
    }

    /// Quits (Ctrl-C, `q` on the list), asking first when that would lose an unsent draft or
    /// end a live message (issue 18); a second Ctrl-C quits at once.
    mutating func askToQuit() -> [ClientRequest] {
        let drafts = state.drafts.filter { $0.key != state.chat?.ref && !$0.value.isEmpty }.count + (state.chat?.editor.isEmpty == false ? 1 : 0)
        let live = state.chat?.compose.isLive == true
        guard drafts > 0 || live, state.overlay == nil else { return quit() }
        let message = live ? "Your live message is sent as it stands." : drafts == 1 ? "Your unsent draft is lost." : "\(drafts) unsent drafts are lost."
        state.overlay = .dialog(DialogOverlay(title: "Quit Parley?", message: message, buttons: [("Quit", .quit), ("Cancel", .cancel)], itemIds: []))
        return []
    }

    /// Quits now: the live message, if any, is finished first.
    mutating func quit() -> [ClientRequest] {
        state.isQuitting = true
        return finishLive()
    }
}
