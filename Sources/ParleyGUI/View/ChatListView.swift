import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline
import Localization
import SimpleXModel

/// The chat list beside the conversation: a search field, then a row per chat, newest first as
/// the core lists them, drawn as the terminal draws them (`ListPreview`, `ChatListRow`): the
/// avatar, the name, the draft, the message a search found or the newest one, the time and the
/// marks; choosing a row opens its chat (at the match, when a search found one). Lives on the
/// GTK thread.
final class ChatListView {
    /// The search field and the scrolled list, to be placed in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private let search: UnsafeMutablePointer<GtkWidget>
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    /// The `AdwStatusPage` in the list's place when it is empty (issue 38).
    private let empty: UnsafeMutablePointer<GtkWidget>
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

    private let t: Translator

    /// The list, its words in `translator`'s language.
    init(translator: Translator) {
        t = translator
        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(list.cast(), GTK_SELECTION_BROWSE)
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.cast(), list)
        gtk_widget_set_vexpand(scrolled, 1)
        search = gtk_search_entry_new()
        GObjectProperty.set(search, "placeholder-text", translator.tr("Search chats and messages"))
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            margin(search, 6)
        }
        self.scrolled = scrolled
        empty = adw_status_page_new()
        gtk_widget_set_vexpand(empty, 1)
        gtk_widget_add_css_class(empty, "compact")
        gtk_widget_set_visible(empty, 0)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(widget.cast(), search)
        gtk_box_append(widget.cast(), scrolled)
        gtk_box_append(widget.cast(), empty)
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

    /// Shows the session's chats (those its search finds while searching), times written in
    /// `environment`.
    func show(_ session: ChatSession, environment: TimelineEnvironment) {
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
            let draft = ref == session.open?.ref ? nil : ref.flatMap(session.draft(of:))
            gtk_list_box_append(list.cast(), ChatListRow.widget(ListPreview(chat, draft: draft, match: match, environment: environment), translator: t))
        }
        select(session.open?.ref)
        let searching = !(session.listSearch?.text.isEmpty ?? true)
        showEmpty(chats.isEmpty ? (searching ? .nothingFound : .noChats) : nil)
    }

    /// Why the list is empty: no chat yet, or a search found none.
    enum Emptiness {
        case noChats, nothingFound
    }

    /// The status page in place of the list, saying why it is empty and what to do; nil shows
    /// the list.
    private func showEmpty(_ emptiness: Emptiness?) {
        gtk_widget_set_visible(scrolled, emptiness == nil ? 1 : 0)
        gtk_widget_set_visible(empty, emptiness == nil ? 0 : 1)
        switch emptiness {
        case .noChats?:
            adw_status_page_set_icon_name(empty.cast(), "user-available-symbolic")
            adw_status_page_set_title(empty.cast(), t.tr("No chats yet"))
            adw_status_page_set_description(empty.cast(), t.tr("Start one with New chat (Ctrl-N): a link someone gave you, an invitation of yours, your address or a group"))
        case .nothingFound?:
            adw_status_page_set_icon_name(empty.cast(), "system-search-symbolic")
            adw_status_page_set_title(empty.cast(), t.tr("No chat found"))
            adw_status_page_set_description(empty.cast(), t.tr("No chat's name or message has these words"))
        case nil:
            return
        }
    }

    /// Marks the row of `ref` chosen, when it is listed.
    func select(_ ref: ChatRef?) {
        filling = true
        defer { filling = false }
        guard let ref, let index = chats.firstIndex(where: { $0.chatInfo.chatRef == ref }),
              let row = gtk_list_box_get_row_at_index(list.cast(), Int32(index)) else { return gtk_list_box_unselect_all(list.cast()) }
        gtk_list_box_select_row(list.cast(), row)
    }

    /// The keyboard on the selected chat's row (else the first), as Escape from the compose
    /// field leaves it.
    func focusSelected() {
        guard let row = gtk_list_box_get_selected_row(list.cast()) ?? gtk_list_box_get_row_at_index(list.cast(), 0) else { return }
        gtk_widget_grab_focus(row.cast())
    }
}
