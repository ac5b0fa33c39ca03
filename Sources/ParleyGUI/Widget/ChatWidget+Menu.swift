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
        let reactions = core == nil ? session.reactions(forRow: row.id) : []
        guard !actions.isEmpty || !reactions.isEmpty else { return }
        MenuPopover.show(on: conversation.area, x: x, y: y, reactions: reactions, entries: actions.map(\.title)) { [unowned self] choice in
            switch choice {
            case let .reaction(emoji): self.handle(.react(emoji, add: true, row: row.id))
            case let .entry(index): self.handle(.menu(actions[index], row: row.id))
            }
            if self.session.prompt == nil { gtk_widget_grab_focus(self.compose.textView) }
        }
    }

    /// The session's prompt (an alert's buttons, a picker) as a popover at the chat's foot;
    /// closing it without a choice dismisses it.
    func drawPrompt() {
        guard let prompt = session.prompt else { return }
        let foot = conversation.foot
        let title = [prompt.title, prompt.link, prompt.message].compactMap(\.self).joined(separator: "\n")
        MenuPopover.show(on: conversation.area, x: foot.x, y: foot.y, title: SafeText.sanitize(title, for: .body), entries: prompt.choices.map(\.title)) { [unowned self] choice in
            guard case let .entry(index) = choice else { return }
            self.handle(.answer(index))
        } closed: { [unowned self] in
            if self.session.prompt == prompt { self.handle(.dismissPrompt) }
        }
    }

    /// GTK's file chooser (the desktop's own, through its portal), over the window the widget
    /// is in; the file chosen is sent by the session (a draft with its path, in a chat of plain
    /// messages).
    func chooseFileToSend() {
        guard session.open != nil else { return }
        let parent = gtk_widget_get_root(conversation.area).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        guard let chooser = gtk_file_chooser_native_new("Send a file", parent, GTK_FILE_CHOOSER_ACTION_OPEN, "Send", "Cancel") else { return }
        Signal.connect(chooser, "response", response: { [unowned self] response in
            defer { g_object_unref(chooser.gpointer) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser.cast()) else { return }
            defer { g_object_unref(file.gpointer) }
            guard let path = g_file_get_path(file) else { return self.say("Only a file on this computer can be sent") }
            defer { g_free(path) }
            self.handle(.sendFile(path: String(cString: path)))
        })
        gtk_native_dialog_show(chooser.cast())
    }
}
