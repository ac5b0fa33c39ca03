import CGTK4
import ChatTimeline

/// A popover of choices at a point of a widget: an item's context menu (its reactions in a row,
/// then its actions) or the dialog an action opens (its title and buttons). It goes away when a
/// choice is made or the pointer clicks elsewhere. Lives on the GTK thread.
enum MenuPopover {
    /// Opens the popover on `parent` pointing at (`x`, `y`): `title` above, `reactions` as a
    /// row of emoji buttons, `entries` as a column of buttons; `choose` hears the one clicked
    /// (a reaction by its emoji, an entry by its index).
    static func show(on parent: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, title: String? = nil, reactions: [String] = [],
                     entries: [String], choose: @escaping (Choice) -> Void) {
        let popover = gtk_popover_new()!
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        if let title {
            let label = gtk_label_new(title)!
            gtk_widget_set_margin_bottom(label, 6)
            gtk_box_append(column.cast(), label)
        }
        if !reactions.isEmpty {
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)!
            for emoji in reactions {
                gtk_box_append(row.cast(), button(emoji, popover: popover) { choose(.reaction(emoji)) })
            }
            gtk_box_append(column.cast(), row)
        }
        for (index, entry) in entries.enumerated() {
            gtk_box_append(column.cast(), button(entry, popover: popover) { choose(.entry(index)) })
        }
        gtk_popover_set_child(popover.cast(), column)
        gtk_widget_set_parent(popover, parent)
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover.cast(), &point)
        gtk_popover_set_position(popover.cast(), GTK_POS_BOTTOM)
        let address = Int(bitPattern: popover)
        Signal.connect(popover, "closed") { () -> Void in
            MainContext.post { gtk_widget_unparent(UnsafeMutablePointer<GtkWidget>(bitPattern: address)) }
        }
        gtk_popover_popup(popover.cast())
    }

    /// An alert as a popover at (`x`, `y`) of `parent`: its title and message above its
    /// buttons; `choose` hears the button clicked.
    static func show(_ alert: Alert, on parent: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, choose: @escaping (Alert.Button) -> Void) {
        let title = [alert.title, alert.message].compactMap(\.self).joined(separator: "\n")
        show(on: parent, x: x, y: y, title: title, entries: alert.buttons.map(\.title)) { choice in
            guard case let .entry(index) = choice, alert.buttons.indices.contains(index) else { return }
            choose(alert.buttons[index])
        }
    }

    /// What was clicked.
    enum Choice: Hashable {
        /// A reaction, by its emoji.
        case reaction(String)
        /// An entry, by its index.
        case entry(Int)
    }

    /// A flat button that closes the popover and then runs `action`.
    private static func button(_ label: String, popover: UnsafeMutablePointer<GtkWidget>, _ action: @escaping () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(label)!
        gtk_button_set_has_frame(button.cast(), 0)
        if let child = gtk_button_get_child(button.cast()) { gtk_label_set_xalign(child.cast(), 0) }
        Signal.connect(button, "clicked") { () -> Void in
            gtk_popover_popdown(popover.cast())
            action()
        }
        return button
    }
}
