import CGTK4

/// The compose field under the conversation: GTK's own text view, so input methods, dead keys
/// and emoji input work as everywhere on the desktop. Enter sends what is typed, Shift-Enter
/// starts a new line. Lives on the GTK thread.
final class ComposeView {
    /// The field in its scrolled frame, to be placed in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    let textView: UnsafeMutablePointer<GtkWidget>
    /// Hears the text to send (never empty or only spaces).
    var onSend: (String) -> Void = { _ in }

    init() {
        textView = gtk_text_view_new()
        gtk_text_view_set_wrap_mode(textView.cast(), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(textView.cast(), 8)
        gtk_text_view_set_right_margin(textView.cast(), 8)
        gtk_text_view_set_top_margin(textView.cast(), 6)
        gtk_text_view_set_bottom_margin(textView.cast(), 6)
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(widget.cast(), textView)
        gtk_scrolled_window_set_min_content_height(widget.cast(), 40)
        gtk_scrolled_window_set_max_content_height(widget.cast(), 160)
        gtk_scrolled_window_set_propagate_natural_height(widget.cast(), 1)
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, "key-pressed") { [unowned self] (key: UInt32, modifiers: GdkModifierType) -> Bool in
            guard key == UInt32(GDK_KEY_Return) || key == UInt32(GDK_KEY_KP_Enter), modifiers.rawValue & GDK_SHIFT_MASK.rawValue == 0 else { return false }
            self.send()
            return true
        }
        gtk_widget_add_controller(textView, keys)
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

    /// Sends what is typed, unless it is blank, and empties the field.
    private func send() {
        let typed = text
        guard !typed.allSatisfy(\.isWhitespace) else { return }
        text = ""
        onSend(typed)
    }
}
