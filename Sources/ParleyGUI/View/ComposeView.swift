import CGTK4
import Localization

/// The compose field under the conversation: GTK's own text view, so input methods, dead keys
/// and emoji input work as everywhere on the desktop, under a banner saying what the message
/// refers to (a reply, an edit, a forward, a report) with a button that cancels it, between a
/// button that attaches a file and the send button (issue 38 "The compose bar": disabled while
/// the field is empty; while a live message runs, the stop that ends it). The field says
/// "Message" while empty, writes in the chat's body size, and grows to `visibleLines` lines, then
/// scrolls. Enter sends, Shift-Enter starts a new line, Tab completes a mention, Up in an empty
/// field edits the last message, Escape cancels the banner or leaves the field, Ctrl-Tab leaves
/// it. What is typed goes to the session as it changes; the session sets the text itself when
/// it changes it (a draft restored, a send). Lives on the GTK thread.
final class ComposeView {
    /// The banner and the field, to be placed in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    let textView: UnsafeMutablePointer<GtkWidget>
    private let bannerRow: UnsafeMutablePointer<GtkWidget>
    private let bannerLabel: UnsafeMutablePointer<GtkWidget>
    private let liveMark: UnsafeMutablePointer<GtkWidget>
    private let placeholder: UnsafeMutablePointer<GtkWidget>
    private let sendButton: UnsafeMutablePointer<GtkWidget>
    private let attachButton: UnsafeMutablePointer<GtkWidget>
    /// The language of the field's words.
    private let t: Translator
    /// Set while the session's text is put in the field: the change is not heard.
    private var setting = false
    /// Hears Enter.
    var onSend: () -> Void = {}
    /// Hears what is typed, as it changes.
    var onChange: (String) -> Void = { _ in }
    /// Hears the banner's cancel button.
    var onCancel: () -> Void = {}
    /// Hears the attach button (📎): a file to send is to be chosen.
    var onAttach: () -> Void = {}
    /// Hears Tab with the word before the cursor; true when it completed a mention.
    var onTab: (String) -> Bool = { _ in false }
    /// Hears Up in an empty field.
    var onUpInEmptyField: () -> Void = {}
    /// Hears Escape with no banner: the keyboard is to leave the field.
    var onLeave: () -> Void = {}

    /// How many lines the field grows to before it scrolls.
    static let visibleLines = 6.0

    /// A compose field writing in `bodySize` points, the chat's body size, its words in `t`'s
    /// language (the embedded widget's: English).
    init(bodySize: Double, translator t: Translator = .english) {
        self.t = t
        textView = gtk_text_view_new()
        let body = WindowStyles.body(size: bodySize)
        gtk_widget_add_css_class(textView, body)
        gtk_text_view_set_wrap_mode(textView.cast(), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(textView.cast(), 8)
        gtk_text_view_set_right_margin(textView.cast(), 8)
        gtk_text_view_set_top_margin(textView.cast(), 6)
        gtk_text_view_set_bottom_margin(textView.cast(), 6)
        let field = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(field.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(field.cast(), textView)
        gtk_scrolled_window_set_min_content_height(field.cast(), 40)
        gtk_scrolled_window_set_max_content_height(field.cast(), Int32((Self.visibleLines * bodySize * Self.lineSpacing + 12).rounded()))
        gtk_scrolled_window_set_propagate_natural_height(field.cast(), 1)
        placeholder = gtk_label_new(t.tr("Message", context: "compose placeholder"))
        gtk_widget_add_css_class(placeholder, body)
        gtk_widget_add_css_class(placeholder, "dim-label")
        gtk_widget_set_halign(placeholder, GTK_ALIGN_START)
        gtk_widget_set_valign(placeholder, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_start(placeholder, 8)
        gtk_widget_set_can_target(placeholder, 0)
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.cast(), field)
        gtk_overlay_add_overlay(overlay.cast(), placeholder)
        bannerLabel = gtk_label_new("")
        gtk_label_set_xalign(bannerLabel.cast(), 0)
        gtk_label_set_ellipsize(bannerLabel.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_set_hexpand(bannerLabel, 1)
        let cancel = gtk_button_new_with_label("✕")!
        gtk_button_set_has_frame(cancel.cast(), 0)
        gtk_widget_set_tooltip_text(cancel, t.tr("Cancel", context: "alert button"))
        bannerRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_set_margin_start(bannerRow, 12)
        gtk_box_append(bannerRow.cast(), bannerLabel)
        gtk_box_append(bannerRow.cast(), cancel)
        gtk_widget_set_visible(bannerRow, 0)
        attachButton = gtk_button_new_with_label("📎")!
        let attach = attachButton
        gtk_button_set_has_frame(attach.cast(), 0)
        gtk_widget_set_tooltip_text(attach, t.tr("Send a file"))
        gtk_widget_set_valign(attach, GTK_ALIGN_END)
        liveMark = gtk_label_new("● " + t.tr("LIVE"))
        gtk_widget_add_css_class(liveMark, "error")
        gtk_widget_set_valign(liveMark, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_end(liveMark, 8)
        gtk_widget_set_visible(liveMark, 0)
        sendButton = gtk_button_new_from_icon_name("mail-send-symbolic")
        gtk_button_set_has_frame(sendButton.cast(), 0)
        gtk_widget_set_valign(sendButton, GTK_ALIGN_END)
        gtk_widget_set_margin_end(sendButton, 4)
        gtk_widget_set_hexpand(overlay, 1)
        let fieldRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        for part in [attach, overlay, liveMark, sendButton] { gtk_box_append(fieldRow.cast(), part) }
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(widget.cast(), bannerRow)
        gtk_box_append(widget.cast(), fieldRow)
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, "key-pressed") { [unowned self] (key: UInt32, modifiers: GdkModifierType) -> Bool in self.key(key, modifiers: modifiers) }
        gtk_widget_add_controller(textView, keys)
        Signal.connect(gtk_text_view_get_buffer(textView.cast())!, "changed") { [unowned self] () -> Void in
            self.showSendState()
            guard !self.setting else { return }
            self.onChange(self.text)
        }
        Signal.connect(cancel, "clicked") { [unowned self] () -> Void in self.onCancel() }
        Signal.connect(attach, "clicked") { [unowned self] () -> Void in self.onAttach() }
        Signal.connect(sendButton, "clicked") { [unowned self] () -> Void in
            self.onSend()
            gtk_widget_grab_focus(self.textView)
        }
        showSendState()
    }

    /// A line of the field, in body sizes (Pango's line height for the body font).
    private static let lineSpacing = 1.4

    /// The placeholder while the field is empty; the send button enabled while there is
    /// something to send, and the stop of a live message while one runs.
    private func showSendState() {
        let empty = text.isEmpty
        gtk_widget_set_visible(placeholder, empty ? 1 : 0)
        gtk_widget_set_sensitive(sendButton, empty && !isLive ? 0 : 1)
        gtk_button_set_icon_name(sendButton.cast(), isLive ? "media-playback-stop-symbolic" : "mail-send-symbolic")
        let name = isLive ? t.tr("Finish the live message") : t.tr("Send")
        gtk_widget_set_tooltip_text(sendButton, name)
        parley_accessible_set_label(OpaquePointer(sendButton), name)
    }

    private func key(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let plain = modifiers.rawValue & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0
        switch Int32(bitPattern: key) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter:
            guard modifiers.rawValue & GDK_SHIFT_MASK.rawValue == 0 else { return false }
            onSend()
            return true
        case GDK_KEY_Tab where plain:
            return onTab(wordBeforeCursor)
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab where modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == GDK_CONTROL_MASK.rawValue:
            leaveField(backward: modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0)
            return true
        case GDK_KEY_Up where plain && text.isEmpty:
            onUpInEmptyField()
            return true
        case GDK_KEY_Escape where plain:
            if banner != nil { onCancel() } else { onLeave() }
            return true
        default:
            return false
        }
    }

    /// Ctrl-Tab: the keyboard leaves the field for its neighbour in the bar — forward the Send
    /// button (or, with nothing to send, out of the bar as Escape does), backward 📎 (issue 38
    /// "The compose bar").
    private func leaveField(backward: Bool) {
        if backward {
            gtk_widget_grab_focus(attachButton)
        } else if gtk_widget_get_sensitive(sendButton) != 0 {
            gtk_widget_grab_focus(sendButton)
        } else {
            onLeave()
        }
    }

    /// The banner's text (`ComposeState.Context.banner`), nil to hide it.
    var banner: String? {
        didSet {
            gtk_label_set_text(bannerLabel.cast(), banner ?? "")
            gtk_widget_set_visible(bannerRow, banner == nil ? 0 : 1)
        }
    }

    /// A live message is running: the field says so.
    var isLive = false {
        didSet {
            gtk_widget_set_visible(liveMark, isLive ? 1 : 0)
            showSendState()
        }
    }

    /// What is typed.
    var text: String {
        let buffer = gtk_text_view_get_buffer(textView.cast())
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    /// Puts the session's `text` in the field (the cursor at its end), unheard.
    func set(_ text: String) {
        guard text != self.text else { return }
        setting = true
        defer { setting = false }
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(textView.cast()), text, -1)
    }

    /// The word before the cursor (`@ca` while a mention is typed).
    var wordBeforeCursor: String {
        let buffer = gtk_text_view_get_buffer(textView.cast())
        var start = GtkTextIter(), cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        gtk_text_buffer_get_start_iter(buffer, &start)
        guard let chars = gtk_text_buffer_get_text(buffer, &start, &cursor, 0) else { return "" }
        defer { g_free(chars) }
        return String(String(cString: chars).reversed().prefix { !$0.isWhitespace }.reversed())
    }

    /// Replaces the word before the cursor with `replacement` (a completed mention); heard as
    /// a change.
    func replaceWordBeforeCursor(with replacement: String) {
        let buffer = gtk_text_view_get_buffer(textView.cast())
        var start = GtkTextIter(), cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        start = cursor
        _ = gtk_text_iter_backward_chars(&start, Int32(wordBeforeCursor.unicodeScalars.count))
        gtk_text_buffer_delete(buffer, &start, &cursor)
        gtk_text_buffer_insert_at_cursor(buffer, replacement, -1)
    }
}
