import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline
import SimpleXModel

/// The keyboard's way to a message (issue 33 "Keyboard"): Tab from the compose field (or Up in
/// an empty one with nothing of yours to edit) puts a visible cursor on the newest message and
/// the keyboard in the chat; Up and Down move it a message, Page Up and Page Down a screenful;
/// Menu, Shift-F10 and Enter open its menu; Ctrl-C copies the selected text, else the message;
/// Escape takes the keyboard back to the compose field. The chat area's accessible name is the
/// chat's, its description the message under the cursor (`RowAnnouncement`), which a screen
/// reader reads as the cursor moves.
extension ParleyWindow {
    /// Puts the cursor on the newest message and the keyboard in the chat; false when the chat
    /// has no rows.
    @discardableResult
    func enterMessages() -> Bool {
        guard let newest = session.open?.timeline.rows.first?.id else { return false }
        gtk_widget_grab_focus(conversation.area)
        moveCursor(to: newest)
        return true
    }

    /// Whether the cursor is on a message with the keyboard in the chat.
    var cursorActive: Bool {
        conversation.marked != nil && gtk_widget_has_focus(conversation.area) != 0
    }

    /// Up in an empty compose field: your last message is edited, else the cursor goes to the
    /// newest message.
    func upInEmptyField() {
        handle(.editLastSent)
        if session.open?.compose.context == ComposeState.Context.none { enterMessages() }
    }

    /// A key pressed in the chat area.
    func cursorKey(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
        let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
        let alt = modifiers.rawValue & GDK_ALT_MASK.rawValue != 0
        guard !alt else { return false }
        switch Int32(bitPattern: key) {
        case GDK_KEY_c where control, GDK_KEY_C where control:
            copyFromChat()
        case _ where control:
            return false
        case GDK_KEY_Up, GDK_KEY_KP_Up: stepCursor(by: 1)
        case GDK_KEY_Down, GDK_KEY_KP_Down: stepCursor(by: -1)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: stepCursor(by: conversation.rowsInView)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: stepCursor(by: -conversation.rowsInView)
        case GDK_KEY_Menu, GDK_KEY_F10 where shift, GDK_KEY_Return where !shift, GDK_KEY_KP_Enter:
            openMenuAtCursor()
        case GDK_KEY_Escape:
            leaveMessages()
        default:
            return false
        }
        return true
    }

    /// Moves the cursor `step` rows older (negative: newer), stopping at the loaded ends; from no
    /// row, the newest.
    func stepCursor(by step: Int) {
        guard let rows = session.open?.timeline.rows, let id = MessageCursor.move(from: conversation.marked, in: rows.map(\.id), by: step) else { return }
        moveCursor(to: id)
    }

    /// The cursor on row `id`, brought into view and told to screen readers.
    func moveCursor(to id: Int64) {
        conversation.mark(id)
        describeCursor()
    }

    /// The chat area's accessible name (the chat's) and description (the message under the
    /// cursor, else nothing).
    func describeCursor() {
        let label = session.open.map { t.tr("Messages with {name}", ["name": SafeText.sanitize($0.info.displayName, for: .name)]) } ?? t.tr("No chat")
        parley_accessible_set_label(OpaquePointer(conversation.area), label)
        parley_accessible_set_description(OpaquePointer(conversation.area), cursorAnnouncement ?? "")
    }

    /// What a screen reader says of the row under the cursor.
    var cursorAnnouncement: String? {
        guard let id = conversation.marked, let open = session.open, let row = open.row(id),
              let laidOut = conversation.layoutRow(holding: id) else { return nil }
        let time = conversation.style.timeline.timestampText(row.newest.meta.itemTs)
        return RowAnnouncement.text(of: laidOut, item: row.newest, chatName: open.info.displayName, time: time, translator: t)
    }

    /// The menu of the row under the cursor, at the row.
    func openMenuAtCursor() {
        guard let id = conversation.marked, let row = session.open?.row(id) else { return }
        let frame = conversation.frame(ofRowHolding: id)
        chat.openMenu(row, x: 60, y: frame.map { min($0.y + $0.height, Double(gtk_widget_get_height(conversation.area))) } ?? conversation.foot.y)
    }

    /// Escape: the cursor goes, and the keyboard back to the compose field.
    func leaveMessages() {
        conversation.mark(nil)
        describeCursor()
        gtk_widget_grab_focus(compose.textView)
    }

    /// Ctrl-C in the chat: the selected text, else the message under the cursor as the menu's
    /// Copy copies it.
    func copyFromChat() {
        if let text = conversation.selectedText {
            handle(.copy(text))
        } else if let id = conversation.marked, session.menuActions(forRow: id).contains(.copy) {
            handle(.menu(.copy, row: id))
        }
    }

    /// Wires the chat area's keys and the compose field's ways into the messages.
    func connectCursor() {
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, "key-pressed") { [unowned self] (key: UInt32, modifiers: GdkModifierType) -> Bool in
            self.cursorKey(key, modifiers: modifiers)
        }
        gtk_widget_add_controller(conversation.area, keys)
        compose.onTab = { [unowned self] word in self.completeMention(word) || self.enterMessages() }
        compose.onUpInEmptyField = { [unowned self] in self.upInEmptyField() }
        compose.onLeave = { [unowned self] in self.list.focusSelected() }
        conversation.onNewestRow = { [unowned self] id in self.announceNewest(id) }
        conversation.onLink = { [unowned self] text, target, x, y in self.clicked(link: text, target: target, x: x, y: y) }
    }
}

/// The message cursor's moves (issue 33 "Keyboard"): over the loaded rows, newest first (row 0
/// the newest), stopping at both ends.
enum MessageCursor {
    /// The row `step` rows older (negative: newer) than `current` among `rows`; from no row (or
    /// one no longer loaded), the newest; nil when there are no rows.
    static func move(from current: Int64?, in rows: [Int64], by step: Int) -> Int64? {
        guard !rows.isEmpty else { return nil }
        guard let current, let index = rows.firstIndex(of: current) else { return rows[0] }
        return rows[min(rows.count - 1, max(0, index + step))]
    }
}

extension ParleyWindow {
    /// A new message in the open chat, told to screen readers without moving the focus where
    /// GTK can (4.14, `gtk_accessible_announce`); your own are not.
    func announceNewest(_ id: Int64) {
        guard parley_accessible_can_announce() != 0, let open = session.open, let row = open.row(id), !row.newest.chatDir.isSent,
              let laidOut = conversation.layoutRow(holding: id) else { return }
        let time = conversation.style.timeline.timestampText(row.newest.meta.itemTs)
        parley_accessible_announce(OpaquePointer(conversation.area), RowAnnouncement.text(of: laidOut, item: row.newest, chatName: open.info.displayName, time: time, translator: t))
    }
}
