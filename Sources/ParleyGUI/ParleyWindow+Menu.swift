import CGTK4
import ChatBackend
import ChatTimeline
import SimpleXModel

/// An item's context menu (simplex-view-logic §4.1–4.3): the actions `ContextMenu` gives the
/// row, in menu order, with its reactions above them, and what each does in the window. Share
/// does what SimpleX's desktop app does: a file on this device is saved, else the text goes to
/// the clipboard ("Copied").
extension ParleyWindow {
    /// Opens the menu of `row` at (`x`, `y`) of the chat.
    func openMenu(_ row: MergedRow, x: Double, y: Double) {
        guard let chat = conversation.conversation else { return }
        let context = MenuContext(chatInfo: chat.chatInfo, filesOnDevice: chat.timeline.window.filesOnDevice)
        let menu = ContextMenu(row: row, context: context)
        let actions = menu.actions.filter { $0 != .react }
        let reactions = menu.actions.contains(.react) ? menu.availableReactions : []
        MenuPopover.show(on: conversation.area, x: x, y: y, reactions: reactions, entries: actions.map(\.title)) { [unowned self] choice in
            switch choice {
            case let .reaction(emoji): self.react(emoji, to: row.newest, in: chat.ref)
            case let .entry(index): self.perform(actions[index], on: row, in: chat, context: context, x: x, y: y)
            }
        }
    }

    private func perform(_ action: MenuAction, on row: MergedRow, in chat: Conversation, context: MenuContext, x: Double, y: Double) {
        let item = row.newest
        switch action {
        case .reply:
            composing = composing.replying(to: item)
            gtk_widget_grab_focus(compose.textView)
        case .edit:
            composing = ComposeState.editing(item)
            compose.text = composing.text
            gtk_widget_grab_focus(compose.textView)
        case .copy:
            guard let text = item.msgContent?.text, !text.isEmpty else { return show("The message has no text to copy") }
            gdk_clipboard_set_text(gtk_widget_get_clipboard(window), text)
        case .forward:
            forwarding = ([item], chat.ref)
            show("Forward: choose the chat in the list")
        case .hide, .reveal, .expand:
            conversation.updateIfShowing(chat.ref) { $0.setRevealed(row, action != .hide); return true }
        case .delete:
            confirmDelete(row, in: chat.ref, alert: Alert.delete(row, context: context), x: x, y: y)
        case .moderate:
            confirmDelete(row, in: chat.ref, alert: Alert.moderate(context: context), x: x, y: y)
        case .save:
            if let file = item.file { save(file) }
        case .download:
            if let file = item.file { download(file, in: chat.ref) }
        case .stopFile, .revokeFile:
            if let file = item.file { cancel(file, in: chat.ref) }
        case .report:
            let reasons = ReportReason.knownCases
            MenuPopover.show(on: conversation.area, x: x, y: y, title: ReportReason.pickerTitle, entries: reasons.map(\.label)) { [unowned self] choice in
                guard case let .entry(index) = choice else { return }
                self.composing = self.composing.reporting(item, reason: reasons[index])
                gtk_widget_grab_focus(self.compose.textView)
            }
        case .share:
            if let file = item.file, file.isOnDevice {
                save(file)
            } else if let text = item.msgContent?.text, !text.isEmpty {
                gdk_clipboard_set_text(gtk_widget_get_clipboard(window), text)
                show("Copied")
            }
        case .info:
            showInfo(of: item, in: chat, x: x, y: y)
        case .select:
            var selection = Selection()
            selection.toggle(row)
            conversation.selection = selection
        case .archiveReport:
            if let groupId = chat.chatInfo.groupInfo?.groupId { confirmArchive(item, groupId: groupId, in: chat.ref, context: context, x: x, y: y) }
        case .deleteReport:
            run(.deleteItems(chat.ref, itemIds: [item.meta.itemId], mode: .internal), in: chat.ref)
        case .react:
            break
        }
    }

    /// Adds `emoji` to the user's reactions on `item` (`/_reaction`).
    private func react(_ emoji: String, to item: ChatItem, in ref: ChatRef) {
        run(.reaction(ref, itemId: item.meta.itemId, add: true, reaction: .emoji(emoji: emoji)), in: ref)
    }

    /// The archive alert's buttons at the menu's place; a button archives the report for the
    /// user or for all moderators (`/_delete reports`).
    private func confirmArchive(_ report: ChatItem, groupId: Int64, in ref: ChatRef, context: MenuContext, x: Double, y: Double) {
        let alert = Alert.archiveReports(count: 1, context: context)
        MenuPopover.show(alert, on: conversation.area, x: x, y: y) { [unowned self] button in
            guard let mode = button.deleteMode else { return }
            self.run(.deleteReports(groupId: groupId, itemIds: [report.meta.itemId], mode: mode), in: ref)
        }
    }

    /// The delete or moderate alert's buttons at the menu's place; a button deletes the row's
    /// items so, cancel does nothing.
    private func confirmDelete(_ row: MergedRow, in ref: ChatRef, alert: Alert, x: Double, y: Double) {
        MenuPopover.show(alert, on: conversation.area, x: x, y: y) { [unowned self] button in
            let ids = row.items.map(\.meta.itemId)
            if let mode = button.deleteMode {
                self.run(.deleteItems(ref, itemIds: ids, mode: mode), in: ref)
            } else if button == .delete, case let .group(_, info) = self.conversation.conversation?.chatInfo {
                self.run(.deleteMemberItems(groupId: info.groupId, itemIds: [row.newest.meta.itemId]), in: ref)
            }
        }
    }
}
