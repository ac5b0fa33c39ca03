import CGTK4
import ChatLayout
import SimpleXModel

/// The chat list beside the conversation: a row per chat, newest first as the core lists
/// them, its name and unread count; choosing a row opens its chat. Lives on the GTK thread.
final class ChatListView {
    /// The scrolled list, to be placed in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private(set) var chats: [AChat] = []
    /// Hears the chat a person chose.
    var onOpen: (ChatRef) -> Void = { _ in }

    init() {
        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(list.cast(), GTK_SELECTION_BROWSE)
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(widget.cast(), list)
        gtk_widget_set_size_request(widget, Self.width, -1)
        Signal.connect(list, "row-activated") { [unowned self] (row: gpointer?) in
            guard let row else { return }
            let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
            if self.chats.indices.contains(index), let ref = self.chats[index].chatInfo.chatRef { self.onOpen(ref) }
        }
    }

    /// The list's width in points.
    static let width: Int32 = 260

    /// Shows `chats`, the row of `selected` chosen.
    func show(_ chats: [AChat], selected: ChatRef?) {
        self.chats = chats
        while let child = gtk_widget_get_first_child(list) {
            gtk_list_box_remove(list.cast(), child)
        }
        for chat in chats {
            gtk_list_box_append(list.cast(), Label.line(Self.title(of: chat), end: true))
        }
        if let selected, let index = chats.firstIndex(where: { $0.chatInfo.chatRef == selected }),
           let row = gtk_list_box_get_row_at_index(list.cast(), Int32(index)) {
            gtk_list_box_select_row(list.cast(), row)
        }
    }

    /// A chat's row: its name as a name is shown (`SafeText`, no control characters), and its
    /// unread count when it has one.
    static func title(of chat: AChat) -> String {
        let name = SafeText.sanitize(chat.chatInfo.displayName, for: .name)
        let unread = chat.chatStats.unreadCount
        return unread > 0 ? "\(name)  (\(unread))" : name
    }
}
