import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline

/// A message's menu in the widget (simplex-view-logic §4.1–4.3; issue 35): the session's
/// actions for the row — those its core carries out (`BackendCapabilities`: in a chat of plain
/// messages Reply and Edit, heard through ``ChatWidget/onSend``, and Copy; in a SimpleX core's
/// chat all of them with the reactions) — as the host's ``ChatWidget/menuFilter`` leaves them,
/// with the host's own actions; the session's prompt where the menu was, and the compose
/// field's 📎.
extension ChatWidget {
    func openMenu(_ row: MergedRow, x: Double, y: Double) {
        promptPoint = (x, y)
        let messageId = row.newest.meta.itemId
        let offered = session.menuActions(forRow: row.id).filter { $0 != .react }.map(MenuItem.action)
        let items = Self.shown(menuFilter(messageId, offered), offered: offered)
        let reactions = session.reactions(forRow: row.id)
        guard !items.isEmpty || !reactions.isEmpty else { return }
        MenuPopover.show(on: conversation.area, x: x, y: y, reactions: reactions, entries: items.map { self.title($0) }, looks: Self.looks(items)) { [unowned self] choice in
            switch choice {
            case let .reaction(emoji): self.handle(.react(emoji, add: true, row: row.id))
            case let .entry(index): self.choose(items[index], row: row.id, messageId: messageId, x: x, y: y)
            }
            if self.session.prompt == nil { gtk_widget_grab_focus(self.compose.textView) }
        }
    }

    /// The entries of a menu the host's filter gave: the view's actions only where the session
    /// offered them (a host cannot add what the core does not do), each entry once.
    static func shown(_ filtered: [MenuItem], offered: [MenuItem]) -> [MenuItem] {
        var seen: Set<MenuItem> = []
        return filtered.filter { item in
            if case .action = item, !offered.contains(item) { return false }
            return seen.insert(item).inserted
        }
    }

    /// The icons and the destructive colour of the host's entries, by index.
    static func looks(_ items: [MenuItem]) -> [Int: MenuPopover.Look] {
        var looks: [Int: MenuPopover.Look] = [:]
        for (index, item) in items.enumerated() {
            if case let .host(action) = item { looks[index] = MenuPopover.Look(iconName: action.iconName, destructive: action.isDestructive) }
        }
        return looks
    }

    /// An entry's words: the view's in the user's language, the host's as given.
    func title(_ item: MenuItem) -> String {
        switch item {
        case let .action(action): action.title(t)
        case let .host(action): action.title
        }
    }

    /// The user chose `item` in the menu of message `messageId`: the view's action goes to the
    /// session; the host hears it, a destructive action of its own once the user confirmed it.
    func choose(_ item: MenuItem, row: Int64, messageId: Int64, x: Double, y: Double) {
        switch item {
        case let .action(action):
            handle(.menu(action, row: row))
            onAction(item, messageId)
        case let .host(action):
            guard let question = action.confirmation else { return onAction(item, messageId) }
            let cancel = Alert.Button.cancel.title(t)
            MenuPopover.show(on: conversation.area, x: x, y: y, title: question, entries: [action.title, cancel],
                             looks: [0: MenuPopover.Look(destructive: true)]) { [unowned self] choice in
                if choice == .entry(0) { self.onAction(item, messageId) }
            }
        }
    }

    /// The session's prompt (an alert's buttons, a picker, a link with its QR code) as a popover
    /// where the last menu was, else at the chat's foot.
    func drawPrompt() {
        guard let prompt = session.prompt else { return }
        let point = promptPoint ?? conversation.foot
        promptPoint = nil
        MenuPopover.showPrompt(prompt, on: conversation.area, at: point) { [unowned self] input in
            self.handle(input)
        } isShown: { [unowned self] prompt in
            self.session.prompt == prompt
        }
    }

    /// The attach button: GTK's file chooser (the desktop's own through its portal), and the
    /// file chosen sent to the chat still open by the session (`.sendFile`: quoting the reply,
    /// refused while attachments are off; in a chat of plain messages a draft with its path).
    func chooseFileToSend() {
        guard let ref = session.open?.ref else { return }
        let parent = gtk_widget_get_root(conversation.area).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        FileChooser.chooseFileToSend(over: parent, translator: t) { [unowned self] path in
            guard self.session.open?.ref == ref else { return }
            self.handle(.sendFile(path: path))
        } notLocal: { [unowned self] in
            self.say(self.t.tr("Only a file on this computer can be sent"))
        }
    }
}
