import CGTK4

/// The window's labels: one line of plain text (never markup, so names and texts show as
/// written), at the start of its space, cut with an ellipsis when it does not fit.
enum Label {
    /// A one-line label of `text`, `inset` points from the edges it has content beside (the
    /// start and, when `end`, the end) and `vertical` above and below.
    static func line(_ text: String, inset: Int32 = 12, vertical: Int32 = 8, end: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.cast(), 0)
        gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_set_margin_start(label, inset)
        if end { gtk_widget_set_margin_end(label, inset) }
        gtk_widget_set_margin_top(label, vertical)
        gtk_widget_set_margin_bottom(label, vertical)
        return label
    }
}
