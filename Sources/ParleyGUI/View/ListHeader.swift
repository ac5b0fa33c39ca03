import CGTK4
import Localization

/// The header bar above the chat list (issue 38 "Header bars and the main menu"), as GNOME's
/// two-pane apps have it: New chat at its start; the profile's name as its title; the search
/// button and the main menu at its end. Lives on the GTK thread.
final class ListHeader {
    /// The `AdwHeaderBar`.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let title: OpaquePointer
    /// Hear the buttons.
    var onNewChat: () -> Void = {}
    var onSearch: () -> Void = {}

    /// The header, its words in `t`'s language.
    init(translator t: Translator) {
        widget = adw_header_bar_new()
        title = OpaquePointer(adw_window_title_new("Parley", ""))
        adw_header_bar_set_title_widget(widget.cast(), UnsafeMutablePointer(title))
        let newChat = HeaderButton.make("list-add-symbolic", name: t.tr("New chat"), tooltip: t.tr("Start a chat: a link, an invitation, your address, a group (Ctrl-N)"))
        let search = HeaderButton.make("system-search-symbolic", name: t.tr("Search", context: "header button"), tooltip: t.tr("Find a chat by name (Ctrl-K)"))
        adw_header_bar_pack_start(widget.cast(), newChat)
        adw_header_bar_pack_end(widget.cast(), AppMenu.button(translator: t))
        adw_header_bar_pack_end(widget.cast(), search)
        Signal.connect(newChat, "clicked") { [unowned self] () -> Void in self.onNewChat() }
        Signal.connect(search, "clicked") { [unowned self] () -> Void in self.onSearch() }
    }

    /// The title under "Parley": the active profile's name (sanitized by the caller).
    func show(profile: String) {
        adw_window_title_set_subtitle(title, profile)
    }

    /// Which of the window's own buttons (close, maximize) the header shows: beside the chat
    /// pane only the start's; alone (a folded window), both ends'.
    func showTitleButtons(folded: Bool) {
        adw_header_bar_set_show_end_title_buttons(widget.cast(), folded ? 1 : 0)
    }
}

/// A flat icon button of a header bar, as GNOME's have them: `name` for a screen reader,
/// `tooltip` for the pointer.
enum HeaderButton {
    static func make(_ icon: String, name: String, tooltip: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_set_tooltip_text(button, tooltip)
        parley_accessible_set_label(OpaquePointer(button), name)
        return button
    }
}
