import CGTK4

/// The compose field under the conversation: GTK's own text view, so input methods, dead keys
/// and emoji input work as everywhere on the desktop, under a banner saying what the message
/// refers to (a reply, an edit, a forward) with a button that cancels it, beside a button that
/// attaches a file. Enter sends what is typed, Shift-Enter starts a new line. Lives on the GTK
/// thread.
final class ComposeView {
    /// The banner and the field, to be placed in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    let textView: UnsafeMutablePointer<GtkWidget>
    private let bannerRow: UnsafeMutablePointer<GtkWidget>
    private let bannerLabel: UnsafeMutablePointer<GtkWidget>
    /// Hears the text to send; true when it was taken (the field is then emptied).
    var onSend: (String) -> Bool = { _ in false }
    /// Hears the banner's cancel button.
    var onCancel: () -> Void = {}
    /// Hears the attach button (📎): a file to send is to be chosen.
    var onAttach: () -> Void = {}

    init() {
        textView = gtk_text_view_new()
        gtk_text_view_set_wrap_mode(textView.cast(), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(textView.cast(), 8)
        gtk_text_view_set_right_margin(textView.cast(), 8)
        gtk_text_view_set_top_margin(textView.cast(), 6)
        gtk_text_view_set_bottom_margin(textView.cast(), 6)
        let field = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(field.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(field.cast(), textView)
        gtk_scrolled_window_set_min_content_height(field.cast(), 40)
        gtk_scrolled_window_set_max_content_height(field.cast(), 160)
        gtk_scrolled_window_set_propagate_natural_height(field.cast(), 1)
        bannerLabel = gtk_label_new("")
        gtk_label_set_xalign(bannerLabel.cast(), 0)
        gtk_label_set_ellipsize(bannerLabel.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_set_hexpand(bannerLabel, 1)
        let cancel = gtk_button_new_with_label("✕")!
        gtk_button_set_has_frame(cancel.cast(), 0)
        bannerRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_set_margin_start(bannerRow, 12)
        gtk_box_append(bannerRow.cast(), bannerLabel)
        gtk_box_append(bannerRow.cast(), cancel)
        gtk_widget_set_visible(bannerRow, 0)
        let attach = gtk_button_new_with_label("📎")!
        gtk_button_set_has_frame(attach.cast(), 0)
        gtk_widget_set_tooltip_text(attach, "Send a file")
        gtk_widget_set_valign(attach, GTK_ALIGN_END)
        gtk_widget_set_hexpand(field, 1)
        let fieldRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(fieldRow.cast(), attach)
        gtk_box_append(fieldRow.cast(), field)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(widget.cast(), bannerRow)
        gtk_box_append(widget.cast(), fieldRow)
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, "key-pressed") { [unowned self] (key: UInt32, modifiers: GdkModifierType) -> Bool in
            guard key == UInt32(GDK_KEY_Return) || key == UInt32(GDK_KEY_KP_Enter), modifiers.rawValue & GDK_SHIFT_MASK.rawValue == 0 else { return false }
            self.send()
            return true
        }
        gtk_widget_add_controller(textView, keys)
        Signal.connect(cancel, "clicked") { [unowned self] () -> Void in self.onCancel() }
        Signal.connect(attach, "clicked") { [unowned self] () -> Void in self.onAttach() }
    }

    /// The banner's text (`ComposeState.Context.banner`), nil to hide it.
    var banner: String? {
        didSet {
            gtk_label_set_text(bannerLabel.cast(), banner ?? "")
            gtk_widget_set_visible(bannerRow, banner == nil ? 0 : 1)
        }
    }

    /// What is typed.
    var text: String {
        get {
            let buffer = gtk_text_view_get_buffer(textView.cast())
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }
        set {
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(textView.cast()), newValue, -1)
        }
    }

    /// Offers what is typed to send; empties the field when it was taken.
    private func send() {
        if onSend(text) { text = "" }
    }
}
