import CGTK4
import Localization

/// The in-chat search (Ctrl-F) above the chat: Enter searches the whole chat for the text, the
/// arrows step through the matches (older, newer), Escape ends the search. Lives on the GTK
/// thread.
final class SearchBar {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let entry: UnsafeMutablePointer<GtkWidget>
    /// Hears a search (its text), or its end (nil).
    var onSearch: (String?) -> Void = { _ in }
    /// Hears a step to the older (true) or newer match.
    var onStep: (Bool) -> Void = { _ in }

    /// The bar, its words in `t`'s language.
    init(translator t: Translator) {
        entry = gtk_search_entry_new()
        gtk_widget_set_hexpand(entry, 1)
        GObjectProperty.set(entry, "placeholder-text", t.tr("Search the chat"))
        let older = gtk_button_new_from_icon_name("go-up-symbolic")!
        gtk_widget_set_tooltip_text(older, t.tr("Older match"))
        let newer = gtk_button_new_from_icon_name("go-down-symbolic")!
        gtk_widget_set_tooltip_text(newer, t.tr("Newer match"))
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            margin(widget, 4)
        }
        for part in [entry, older, newer] { gtk_box_append(widget.cast(), part) }
        gtk_widget_set_visible(widget, 0)
        Signal.connect(entry, "activate") { [unowned self] () -> Void in self.onSearch(self.text) }
        Signal.connect(entry, "stop-search") { [unowned self] () -> Void in
            self.hide()
            self.onSearch(nil)
        }
        Signal.connect(older, "clicked") { [unowned self] () -> Void in self.onStep(true) }
        Signal.connect(newer, "clicked") { [unowned self] () -> Void in self.onStep(false) }
    }

    private var text: String {
        String(cString: gtk_editable_get_text(entry.cast()))
    }

    /// Whether the bar is shown.
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Shows the bar with the keyboard in its entry.
    func begin() {
        gtk_widget_set_visible(widget, 1)
        gtk_widget_grab_focus(entry)
    }

    /// Hides the bar and empties it.
    func hide() {
        gtk_editable_set_text(entry.cast(), "")
        gtk_widget_set_visible(widget, 0)
    }
}
