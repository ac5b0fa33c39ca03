import CGTK4
import Localization

/// The round button at the chat's lower end that goes to the newest line (`JumpToNewest` says
/// when it shows and its count), laid over the chat, its words in `t`'s language. Lives on the GTK thread.
final class JumpButton {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let button: UnsafeMutablePointer<GtkWidget>
    private let count: UnsafeMutablePointer<GtkWidget>
    /// Hears a click.
    var onJump: () -> Void = {}
    private var shown = JumpToNewest(offset: 0, newestLoaded: true, unreadBelow: 0)
    private let t: Translator

    init(translator t: Translator) {
        self.t = t
        button = gtk_button_new_from_icon_name("go-down-symbolic")
        gtk_widget_add_css_class(button, "circular")
        gtk_widget_add_css_class(button, "osd")
        gtk_widget_set_size_request(button, 40, 40)
        count = gtk_label_new("")
        gtk_widget_add_css_class(count, "parley-unread")
        gtk_widget_set_halign(count, GTK_ALIGN_CENTER)
        gtk_widget_set_can_target(count, 0)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
        gtk_box_append(widget.cast(), count)
        gtk_box_append(widget.cast(), button)
        gtk_widget_set_halign(widget, GTK_ALIGN_END)
        gtk_widget_set_valign(widget, GTK_ALIGN_END)
        gtk_widget_set_margin_end(widget, 16)
        gtk_widget_set_margin_bottom(widget, 16)
        Signal.connect(button, "clicked") { [unowned self] () -> Void in self.onJump() }
        draw()
    }

    /// Shows `state`, when it changed.
    func show(_ state: JumpToNewest) {
        guard state != shown else { return }
        shown = state
        draw()
    }

    private func draw() {
        gtk_widget_set_visible(widget, shown.shown ? 1 : 0)
        gtk_label_set_text(count.cast(), shown.count.map(String.init) ?? "")
        gtk_widget_set_visible(count, shown.count == nil ? 0 : 1)
        gtk_widget_set_tooltip_text(button, t.tr("Jump to newest"))
        parley_accessible_set_label(OpaquePointer(button), shown.accessibleName(t))
    }
}
