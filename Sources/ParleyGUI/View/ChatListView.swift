import CGTK4
import ChatLayout
import ChatSession
import SimpleXModel

/// The chat list beside the conversation: a search field, then a row per chat, newest first as
/// the core lists them — its name and unread count, and under it the draft, the message a search
/// found, or its newest message; choosing a row opens its chat (at the match, when a search found
/// one). Lives on the GTK thread.
final class ChatListView {
    /// The search field and the scrolled list, to be placed in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private let search: UnsafeMutablePointer<GtkWidget>
    private(set) var chats: [AChat] = []
    private var matches: [ChatRef: Int64] = [:]
    /// Set while the list is filled, so that selecting its row opens nothing.
    private var filling = false
    /// Hears the chat a person chose, and the item a search found in it.
    var onOpen: (ChatRef, Int64?) -> Void = { _, _ in }
    /// Hears a contact request chosen (its id): accept or reject it.
    var onRequest: (Int64) -> Void = { _ in }
    /// Hears the search text as it changes (nil when it is cleared).
    var onSearch: (String?) -> Void = { _ in }

    init() {
        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(list.cast(), GTK_SELECTION_BROWSE)
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.cast(), list)
        gtk_widget_set_vexpand(scrolled, 1)
        search = gtk_search_entry_new()
        GObjectProperty.set(search, "placeholder-text", "Search chats and messages")
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            margin(search, 6)
        }
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(widget.cast(), search)
        gtk_box_append(widget.cast(), scrolled)
        gtk_widget_set_size_request(widget, Self.width, -1)
        Signal.connect(list, "row-activated") { [unowned self] (row: gpointer?) in
            guard let row, !self.filling else { return }
            let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
            guard self.chats.indices.contains(index) else { return }
            if case let .contactRequest(request) = self.chats[index].chatInfo { return self.onRequest(request.contactRequestId) }
            guard let ref = self.chats[index].chatInfo.chatRef else { return }
            self.onOpen(ref, self.matches[ref])
        }
        Signal.connect(search, "activate") { [unowned self] () -> Void in
            let text = String(cString: gtk_editable_get_text(self.search.cast()))
            self.onSearch(text.isEmpty ? nil : text)
            guard let row = gtk_list_box_get_row_at_index(self.list.cast(), 0) else { return }
            gtk_widget_activate(row.cast())
        }
        Signal.connect(search, "search-changed") { [unowned self] () -> Void in
            let text = String(cString: gtk_editable_get_text(self.search.cast()))
            self.onSearch(text.isEmpty ? nil : text)
        }
    }

    /// Puts the keyboard in the search field, its text chosen (Ctrl-K): typing finds a chat by
    /// name; Enter opens the first found.
    func beginSearch() {
        gtk_widget_grab_focus(search)
        gtk_editable_select_region(search.cast(), 0, -1)
    }

    /// The list's width in points.
    static let width: Int32 = 260

    /// Shows the session's chats (those its search finds while searching).
    func show(_ session: ChatSession) {
        chats = session.visibleChats
        matches = [:]
        filling = true
        defer { filling = false }
        while let child = gtk_widget_get_first_child(list) {
            gtk_list_box_remove(list.cast(), child)
        }
        for chat in chats {
            let ref = chat.chatInfo.chatRef
            let match = ref.flatMap(session.listMatch(in:))
            if let ref, let match { matches[ref] = match.meta.itemId }
            gtk_list_box_append(list.cast(), Self.row(chat, draft: ref.flatMap(session.draft(of:)), match: match))
        }
        select(session.open?.ref)
    }

    /// Marks the row of `ref` chosen, when it is listed.
    func select(_ ref: ChatRef?) {
        filling = true
        defer { filling = false }
        guard let ref, let index = chats.firstIndex(where: { $0.chatInfo.chatRef == ref }),
              let row = gtk_list_box_get_row_at_index(list.cast(), Int32(index)) else { return gtk_list_box_unselect_all(list.cast()) }
        gtk_list_box_select_row(list.cast(), row)
    }

    /// A chat's row: its name and unread count, and under it its draft, the match, or its newest
    /// message, each made safe to show (`SafeText`) and cut to one line.
    private static func row(_ chat: AChat, draft: String?, match: ChatItem?) -> UnsafeMutablePointer<GtkWidget> {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            margin(column, 4)
        }
        gtk_box_append(column.cast(), Label.line(title(of: chat), vertical: 0, end: true))
        let preview = Label.line(previewText(of: chat, draft: draft, match: match), vertical: 0, end: true)
        gtk_widget_add_css_class(preview, draft == nil ? "dim-label" : "error")
        gtk_box_append(column.cast(), preview)
        return column
    }

    /// A chat's name as a name is shown (`SafeText`, no control characters), and its unread
    /// count when it has one.
    static func title(of chat: AChat) -> String {
        let name = SafeText.sanitize(chat.chatInfo.displayName, for: .name)
        let unread = chat.chatStats.unreadCount
        let mention = chat.chatStats.unreadMentions > 0 ? " @" : ""
        return unread > 0 ? "\(name)  (\(unread))\(mention)" : name
    }

    /// The line under a chat's name: "Draft: …", the message a search found, or the newest one.
    static func previewText(of chat: AChat, draft: String?, match: ChatItem?) -> String {
        if case .contactRequest = chat.chatInfo { return "wants to connect: Accept or Reject" }
        if let draft { return "Draft: " + SafeText.sanitize(String(draft.prefix(200)), for: .name) }
        guard let item = match ?? chat.chatItems.last else { return "" }
        return SafeText.sanitize(String(item.meta.itemText.prefix(200)), for: .name).replacingOccurrences(of: "\n", with: " ")
    }
}
