import ChatTimeline
import SimpleXModel

/// A row's context menu (simplex-view-logic §4.1–4.3) carried out: the timeline's actions, each
/// doing in every face what it does in the SimpleX apps; the ones that ask first put their
/// alert up as the prompt; selection mode's batch actions; the prompt's choices carried out.
extension ChatSession {
    /// The actions the menu of row `row` offers (`ContextMenu`), with React where the user has
    /// reactions on the item to take back (the picker removes them too).
    public func menuActions(forRow row: Int64) -> [MenuAction] {
        guard let chat = open, let found = chat.row(row) else { return [] }
        return Self.actions(of: ContextMenu(row: found, context: chat.menuContext), item: found.newest).filter { $0.isOffered(by: capabilities) }
    }

    /// The reactions a row's menu offers to add (`ContextMenu.availableReactions`).
    public func reactions(forRow row: Int64) -> [String] {
        guard let chat = open, let found = chat.row(row) else { return [] }
        let menu = ContextMenu(row: found, context: chat.menuContext)
        return menu.actions.contains(.react) && MenuAction.react.isOffered(by: capabilities) ? menu.availableReactions : []
    }

    static func actions(of menu: ContextMenu, item: ChatItem) -> [MenuAction] {
        guard !menu.actions.contains(.react), !ContextMenu.ownReactions(item).isEmpty else { return menu.actions }
        return [.react] + menu.actions
    }

    /// Carries out `action` on row `rowId`.
    mutating func perform(_ action: MenuAction, onRow rowId: Int64) {
        guard let chat = open, let row = chat.row(rowId) else { return }
        let context = chat.menuContext
        let menu = ContextMenu(row: row, context: context)
        guard Self.actions(of: menu, item: row.newest).contains(action), action.isOffered(by: capabilities) else { return say(.notPossible(action)) }
        let item = row.newest
        switch action {
        case .reply:
            open?.compose = chat.compose.replying(to: item)
            if chat.compose.isEditing { setComposeText(open?.compose.text ?? "") } else { changed(.compose) }
        case .edit:
            open?.compose = ComposeState.editing(item)
            setComposeText(open?.compose.text ?? "")
        case .react:
            setPrompt(Prompt(.picker, title: t.tr("React", context: "picker title"), choices: Self.reactionChoices(menu, item: item, row: rowId)))
        case .report:
            setPrompt(Prompt(.picker, title: ReportReason.pickerTitle(t),
                             choices: ReportReason.knownCases.map { Prompt.Choice($0.label(t), .plain, .reportReason(row: rowId, $0)) }))
        case .forward:
            startForwarding([item], from: chat.ref)
        case .info:
            ask(.run(.getItemInfo(chat.ref, itemId: item.meta.itemId)), for: .itemInfo(chat.ref))
        case .hide, .reveal, .expand:
            open?.timeline.setRevealed(row, action != .hide)
            changed(.rows)
        case .delete:
            let ids = row.items.map(\.meta.itemId)
            setPrompt(Prompt(Alert.delete(row, context: context, translator: t), translator: t) { button in
                if let mode = button.deleteMode { return .deleteItems(ids, mode) }
                return button == .delete ? .moderate([item.meta.itemId]) : nil
            })
        case .moderate:
            setPrompt(Prompt(Alert.moderate(context: context, translator: t), translator: t) { $0 == .delete ? .moderate([item.meta.itemId]) : nil })
        case .archiveReport:
            guard let groupId = chat.info.groupInfo?.groupId else { return }
            setPrompt(archivePrompt(groupId: groupId, itemIds: [item.meta.itemId], context: context))
        case .deleteReport:
            ask(.run(.deleteItems(chat.ref, itemIds: [item.meta.itemId], mode: .internal)), for: .delete)
        case .select:
            var selection = Selection()
            selection.toggle(row)
            open?.selection = selection
            changed([.rows, .info])
        case .copy:
            guard let text = item.msgContent?.text, !text.isEmpty else { return say(.nothingToCopy) }
            local(.copy) { .copy($0, text) }
        case .save:
            save(item.file)
        case .download:
            if let file = item.file { download(file) }
        case .stopFile, .revokeFile:
            if let file = item.file { cancel(file) }
        case .share:
            if let file = item.file, file.isOnDevice {
                save(file)
            } else if let text = item.msgContent?.text, !text.isEmpty {
                local(.copy) { .copy($0, text) }
            }
        }
    }

    /// The reaction picker: the picker's emoji in one order, each added or (the user's own)
    /// taken back, so that a reaction's place does not move.
    static func reactionChoices(_ menu: ContextMenu, item: ChatItem, row: Int64) -> [Prompt.Choice] {
        let own = ContextMenu.ownReactions(item)
        let picker = ContextMenu.reactionEmoji.compactMap { emoji -> Prompt.Choice? in
            if let mine = own.first(where: { ContextMenu.pickerEmoji($0) == emoji }) {
                return Prompt.Choice(mine, .plain, .react(row: row, emoji: mine, add: false))
            }
            return menu.availableReactions.contains(emoji) ? Prompt.Choice(emoji, .plain, .react(row: row, emoji: emoji, add: true)) : nil
        }
        let others = own.filter { !ContextMenu.reactionEmoji.contains(ContextMenu.pickerEmoji($0)) }
        return picker + others.map { Prompt.Choice($0, .plain, .react(row: row, emoji: $0, add: false)) }
    }

    /// Whether the reaction choice `choice` of a picker takes the reaction back.
    public static func removesReaction(_ choice: Prompt.Choice) -> Bool {
        if case .react(_, _, false) = choice.action { true } else { false }
    }

    mutating func react(_ emoji: String, add: Bool, row: Int64) {
        guard let chat = open, let found = chat.row(row) else { return }
        ask(.run(.reaction(chat.ref, itemId: found.newest.meta.itemId, add: add, reaction: .emoji(emoji: emoji))), for: .react)
    }

    /// The archive alert for reports `itemIds` of group `groupId`, each button with its
    /// `/_delete reports` (for me, for all moderators).
    func archivePrompt(groupId: Int64, itemIds: [Int64], context: MenuContext) -> Prompt {
        Prompt(Alert.archiveReports(count: itemIds.count, context: context, translator: t), translator: t) { button in
            button.deleteMode.map { .run(.deleteReports(groupId: groupId, itemIds: itemIds, mode: $0), .delete) }
        }
    }

    /// Forwarding `items` (oldest first) from `ref`: the chat to forward to is picked next.
    mutating func startForwarding(_ items: [ChatItem], from ref: ChatRef) {
        forwarding = Forwarding(items: items, from: ref)
        say(.pickForwardTarget(count: items.count))
        changed(.list)
    }

    /// The forward being picked is given up.
    mutating func cancelForward() {
        guard forwarding != nil else { return }
        forwarding = nil
        say(.forwardCancelled)
        changed(.list)
    }

    // MARK: - Selection

    mutating func toggleSelected(_ rowId: Int64) {
        guard let row = open?.row(rowId), open?.selection != nil else { return }
        open?.selection?.toggle(row)
        changed([.rows, .info])
    }

    mutating func selection(_ action: SelectionAction) {
        if case let .start(row) = action { return perform(.select, onRow: row) }
        guard let chat = open, let selection = chat.selection else { return }
        let context = chat.menuContext
        let toolbar = selection.toolbar(in: chat.timeline.window, context: context)
        let ids = Array(selection.selectedIds).sorted()
        switch action {
        case .start:
            break
        case .delete where toolbar.deleteEnabled:
            setPrompt(Prompt(Alert.deleteSelected(count: ids.count, forEveryone: toolbar.deleteForEveryone, context: context, translator: t), translator: t) { button in
                button.deleteMode.map { .deleteItems(ids, $0) }
            })
        case .moderate where toolbar.moderateVisible && toolbar.moderateEnabled:
            let alert = Alert.moderate(context: context, translator: t)
            let title = ids.count == 1 ? alert.title : t.trPlural("Delete {count} message of members?", "Delete {count} messages of members?", ids.count)
            setPrompt(Prompt(Alert(title: title, message: alert.message, buttons: alert.buttons), translator: t) { $0 == .delete ? .moderate(ids) : nil })
        case .forward where toolbar.forwardEnabled:
            let items = ids.compactMap { chat.timeline.window.item(id: $0) }.sorted { ChatItem.isOlder($0, than: $1) }
            open?.selection = nil
            changed([.rows, .info])
            startForwarding(items, from: chat.ref)
        case .end:
            open?.selection = nil
            changed([.rows, .info])
        case .delete, .moderate, .forward:
            break
        }
    }

    // MARK: - The prompt

    /// Carries out the prompt's choice `index`; the prompt goes.
    mutating func answer(_ index: Int) {
        guard let prompt, prompt.choices.indices.contains(index) else { return }
        setPrompt(nil)
        carryOut(prompt.choices[index].action)
    }

    mutating func carryOut(_ action: PromptAction) {
        switch action {
        case .cancel:
            break
        case let .deleteItems(ids, mode):
            guard let chat = open else { return }
            endSelection()
            ask(.run(.deleteItems(chat.ref, itemIds: ids, mode: mode)), for: .delete)
        case let .moderate(ids):
            guard let groupId = open?.info.groupInfo?.groupId else { return }
            endSelection()
            ask(.run(.deleteMemberItems(groupId: groupId, itemIds: ids)), for: .delete)
        case let .run(command, purpose):
            ask(.run(command), for: purpose)
        case let .copy(text):
            local(.copy) { .copy($0, text) }
        case .quit:
            quit(force: true)
        case let .react(row, emoji, add):
            react(emoji, add: add, row: row)
        case let .reportReason(row, reason):
            guard let compose = open?.compose, let item = open?.row(row)?.newest else { return }
            open?.compose = compose.reporting(item, reason: reason)
            changed(.compose)
        case let .switchProfile(userId):
            switchProfile(userId)
        case let .newChat(choice):
            newChat(choice)
        case let .role(role, groupMemberId):
            confirmRole(role, groupMemberId: groupMemberId)
        case let .notice(notice):
            say(notice)
        }
    }

    mutating func endSelection() {
        guard open?.selection != nil else { return }
        open?.selection = nil
        changed([.rows, .info])
    }
}

extension ChatItem {
    /// Chat order: the earlier item time first, then the lower id.
    static func isOlder(_ a: ChatItem, than b: ChatItem) -> Bool {
        a.meta.itemTs != b.meta.itemTs ? a.meta.itemTs < b.meta.itemTs : a.meta.itemId < b.meta.itemId
    }
}
