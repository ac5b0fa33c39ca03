import CGTK4
import ChatLayout

/// The line under the compose field that says what the session's notice says (a failure, a
/// search with no match, what a command did): plain text made safe, hidden while there is none.
/// The window and the widget each hold one.
final class StatusLine {
    let widget: UnsafeMutablePointer<GtkWidget>

    init() {
        widget = gtk_label_new("")
        gtk_label_set_xalign(widget.cast(), 0)
        gtk_label_set_ellipsize(widget.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_set_margin_start(widget, 12)
        gtk_widget_set_visible(widget, 0)
    }

    /// Shows `text`; nil hides the line.
    func show(_ text: String?) {
        gtk_label_set_text(widget.cast(), text.map { SafeText.sanitize($0, for: .name) } ?? "")
        gtk_widget_set_visible(widget, text == nil ? 0 : 1)
    }
}
