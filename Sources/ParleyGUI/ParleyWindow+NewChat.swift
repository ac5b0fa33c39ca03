import CGTK4
import ChatSession

/// New chat (Ctrl-N, the header's button): connect with a link someone gave you, make a
/// one-time invitation link, show your address, make a group; a link or a group's name is typed
/// in a field and run as the command the terminal takes (`/c LINK`, `/g NAME`). A link made or
/// shown comes back as the session's prompt, with Copy and its QR code.
extension ParleyWindow {
    func showNewChat() {
        let choices = NewChatChoice.allCases
        let point = (x: Double(gtk_widget_get_width(conversation.area)) - 40, y: 0.0)
        promptPoint = point
        MenuPopover.show(on: conversation.area, x: point.x, y: point.y, title: t.tr("New chat"), entries: choices.map { $0.title(t) }) { [unowned self] choice in
            guard case let .entry(index) = choice else { return }
            switch choices[index] {
            case .pasteLink: self.ask(t.tr("Paste the SimpleX link"), command: "/c ")
            case .group: self.ask(t.tr("The group's name"), command: "/g ")
            case let other:
                self.promptPoint = point
                self.handle(.newChat(other))
            }
        }
    }

    /// A field for the text a command takes (`placeholder` says what); Enter runs `command`
    /// followed by it.
    private func ask(_ placeholder: String, command: String) {
        let popover = gtk_popover_new()!
        let entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(entry.cast(), placeholder)
        gtk_widget_set_size_request(entry, 360, -1)
        gtk_popover_set_child(popover.cast(), entry)
        gtk_widget_set_parent(popover, conversation.area)
        var point = GdkRectangle(x: gtk_widget_get_width(conversation.area) - 40, y: 0, width: 1, height: 1)
        gtk_popover_set_pointing_to(popover.cast(), &point)
        let address = Int(bitPattern: popover)
        Signal.connect(entry, "activate") { [unowned self] () -> Void in
            let text = String(cString: gtk_editable_get_text(entry.cast())).trimmingCharacters(in: .whitespaces)
            gtk_popover_popdown(popover.cast())
            guard !text.isEmpty else { return }
            self.promptPoint = (Double(point.x), 0)
            self.handle(.commandLine(command + text))
        }
        Signal.connect(popover, "closed") { () -> Void in
            MainContext.post { gtk_widget_unparent(UnsafeMutablePointer<GtkWidget>(bitPattern: address)) }
        }
        gtk_popover_popup(popover.cast())
        gtk_widget_grab_focus(entry)
    }
}
