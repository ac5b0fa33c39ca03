import CGTK4
import ChatTimeline

/// A popover of choices at a point of a widget: an item's context menu (its reactions in a row,
/// then its actions) or the dialog an action opens (its title and buttons). It goes away when a
/// choice is made or the pointer clicks elsewhere. Lives on the GTK thread.
enum MenuPopover {
    /// Opens the popover on `parent` pointing at (`x`, `y`): `title` above, `reactions` as a
    /// row of emoji buttons, `entries` as a column of buttons; `choose` hears the one clicked
    /// (a reaction by its emoji, an entry by its index). `looks` gives entries by index an icon
    /// or the destructive colour.
    static func show(on parent: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, title: String? = nil, picture: UnsafeMutablePointer<GtkWidget>? = nil,
                     reactions: [String] = [], entries: [String], looks: [Int: Look] = [:], choose: @escaping (Choice) -> Void, closed: @escaping () -> Void = {}) {
        let popover = gtk_popover_new()!
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        if let title {
            let label = gtk_label_new(title)!
            gtk_label_set_selectable(label.cast(), 1)
            gtk_label_set_wrap(label.cast(), 1)
            gtk_label_set_wrap_mode(label.cast(), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_max_width_chars(label.cast(), 60)
            gtk_widget_set_margin_bottom(label, 6)
            gtk_box_append(column.cast(), label)
        }
        if let picture { gtk_box_append(column.cast(), picture) }
        if !reactions.isEmpty {
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2)!
            for emoji in reactions {
                gtk_box_append(row.cast(), button(emoji, popover: popover) { choose(.reaction(emoji)) })
            }
            gtk_box_append(column.cast(), row)
        }
        for (index, entry) in entries.enumerated() {
            gtk_box_append(column.cast(), button(entry, look: looks[index], popover: popover) { choose(.entry(index)) })
        }
        gtk_popover_set_child(popover.cast(), column)
        gtk_widget_set_parent(popover, parent)
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(popover.cast(), &point)
        gtk_popover_set_position(popover.cast(), GTK_POS_BOTTOM)
        let address = Int(bitPattern: popover)
        Signal.connect(popover, "closed") { () -> Void in
            MainContext.later {
                gtk_widget_unparent(UnsafeMutablePointer<GtkWidget>(bitPattern: address))
                closed()
            }
        }
        gtk_popover_popup(popover.cast())
    }

    /// What was clicked.
    enum Choice: Hashable {
        /// A reaction, by its emoji.
        case reaction(String)
        /// An entry, by its index.
        case entry(Int)
    }

    /// How an entry looks besides its words: an icon of the icon theme before them, and the
    /// theme's destructive colour for one that destroys something.
    struct Look: Hashable {
        var iconName: String?
        var destructive = false
    }

    /// A flat button that closes the popover and then runs `action`.
    private static func button(_ label: String, look: Look? = nil, popover: UnsafeMutablePointer<GtkWidget>, _ action: @escaping () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(label)!
        gtk_button_set_has_frame(button.cast(), 0)
        if let child = gtk_button_get_child(button.cast()) { gtk_label_set_xalign(child.cast(), 0) }
        if let iconName = look?.iconName {
            gtk_button_set_child(button.cast(), nil)
            let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            gtk_box_append(content.cast(), gtk_image_new_from_icon_name(iconName))
            let words = gtk_label_new(label)!
            gtk_label_set_xalign(words.cast(), 0)
            gtk_box_append(content.cast(), words)
            gtk_button_set_child(button.cast(), content)
        }
        if look?.destructive == true { gtk_widget_add_css_class(button, "destructive-action") }
        Signal.connect(button, "clicked") { () -> Void in
            gtk_popover_popdown(popover.cast())
            action()
        }
        return button
    }
}
