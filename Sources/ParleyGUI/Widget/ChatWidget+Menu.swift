import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline

/// A message's menu in the widget (simplex-view-logic §4.1–4.3): the session's actions for the
/// row — in a chat of plain messages those the host hears of (Reply and Edit, through
/// ``ChatWidget/onSend``) and Copy; in a SimpleX core's chat all of them with the reactions —
/// the session's prompt where the menu was, and the compose field's 📎.
extension ChatWidget {
    /// The actions a chat of plain messages offers: what becomes a draft, and Copy.
    static let plainActions: Set<MenuAction> = [.reply, .edit, .copy]

    func openMenu(_ row: MergedRow, x: Double, y: Double) {
        let actions = session.menuActions(forRow: row.id).filter { $0 != .react && (core == nil || Self.plainActions.contains($0)) }
        MenuPopover.showItemMenu(on: conversation.area, x: x, y: y, row: row.id, actions: actions,
                                 reactions: core == nil ? session.reactions(forRow: row.id) : []) { [unowned self] input in
            self.handle(input)
        } chosen: { [unowned self] in
            if self.session.prompt == nil { gtk_widget_grab_focus(self.compose.textView) }
        }
    }

    /// The session's prompt (an alert's buttons, a picker) as a popover at the chat's foot.
    func drawPrompt() {
        guard let prompt = session.prompt else { return }
        MenuPopover.showPrompt(prompt, on: conversation.area, at: conversation.foot) { [unowned self] input in
            self.handle(input)
        } isShown: { [unowned self] prompt in
            self.session.prompt == prompt
        }
    }

    /// The attach button: the file chosen is sent by the session (a draft with its path, in a
    /// chat of plain messages).
    func chooseFileToSend() {
        guard session.open != nil else { return }
        let parent = gtk_widget_get_root(conversation.area).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        FileChooser.chooseFileToSend(over: parent) { [unowned self] path in
            self.handle(.sendFile(path: path))
        } notLocal: { [unowned self] in
            self.say("Only a file on this computer can be sent")
        }
    }
}
