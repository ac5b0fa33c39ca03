import CGTK4
import ChatTimeline
import Localization

/// Selection mode's bar in place of the compose field (simplex-view-logic §5): "Selected N",
/// and Delete, Forward and Cancel, each on as `SelectionToolbar` says. Lives on the GTK thread.
final class SelectionBar {
    /// The bar, to be placed under the chat; hidden outside selection mode.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let delete: UnsafeMutablePointer<GtkWidget>
    private let forward: UnsafeMutablePointer<GtkWidget>
    /// Hear the bar's buttons.
    var onDelete: () -> Void = {}
    var onForward: () -> Void = {}
    var onCancel: () -> Void = {}
    private let t: Translator

    /// The bar, its words in `translator`'s language.
    init(translator: Translator) {
        t = translator
        title = gtk_label_new("")
        gtk_label_set_xalign(title.cast(), 0)
        gtk_widget_set_hexpand(title, 1)
        delete = gtk_button_new_with_label(translator.tr("Delete", context: "menu"))
        forward = gtk_button_new_with_label(translator.tr("Forward", context: "menu"))
        let cancel = gtk_button_new_with_label(translator.tr("Cancel", context: "alert button"))!
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            margin(widget, 8)
        }
        for part in [title, delete, forward, cancel] {
            gtk_box_append(widget.cast(), part)
        }
        gtk_widget_set_visible(widget, 0)
        Signal.connect(delete, "clicked") { [unowned self] () -> Void in self.onDelete() }
        Signal.connect(forward, "clicked") { [unowned self] () -> Void in self.onForward() }
        Signal.connect(cancel, "clicked") { [unowned self] () -> Void in self.onCancel() }
    }

    /// Shows `selection` with `toolbar`'s buttons on or off; nil hides the bar.
    func show(_ selection: Selection?, toolbar: SelectionToolbar?) {
        gtk_widget_set_visible(widget, selection == nil ? 0 : 1)
        guard let selection, let toolbar else { return }
        gtk_label_set_text(title.cast(), selection.title(t))
        gtk_widget_set_sensitive(delete, toolbar.deleteEnabled ? 1 : 0)
        gtk_widget_set_sensitive(forward, toolbar.forwardEnabled ? 1 : 0)
    }
}
