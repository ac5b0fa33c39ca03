import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline
import Localization
import SimpleXModel

/// Group info, or a direct chat's contact info (`ContactInfoSections`), as a side panel beside the chat (seed 000's group info, from the typed model:
/// `GroupInfoSections`): the group's name and description, then each section's header, rows
/// (a member by name, the role of owners, admins and observers or "blocked", and the status
/// under it: `MemberList.Row`) and footer, as the timeline's rules order and word them. A row
/// with an alert (`GroupInfoRow.alert`: clear chat, leave, delete) is a button. Lives on the
/// GTK thread.
final class GroupInfoPanel {
    /// The panel, to be placed beside the chat; hidden until `show`.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let column: UnsafeMutablePointer<GtkWidget>

    /// Hears a row's alert (clear chat, leave or delete the group, a disabled row's note).
    var onAlert: (GroupInfoAlert) -> Void = { _ in }
    /// Hears a contact info's action (clear the chat, delete the contact).
    var onContact: (ContactAction) -> Void = { _ in }

    /// The panel's width in points.
    static let width: Int32 = 300

    private let t: Translator

    /// The panel, its words in `translator`'s language.
    init(translator: Translator) {
        t = translator
        column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_widget_set_margin_start(column, 12)
        gtk_widget_set_margin_end(column, 12)
        gtk_widget_set_margin_top(column, 12)
        gtk_widget_set_margin_bottom(column, 12)
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(widget.cast(), column)
        gtk_widget_set_size_request(widget, Self.width, -1)
        gtk_widget_set_visible(widget, 0)
    }

    /// Whether the panel is shown.
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Shows `group` and its `members` (the user not among them).
    func show(_ group: GroupInfo, members: [GroupMember]) {
        clear()
        add(SafeText.sanitize(group.groupProfile.displayName, for: .name), heading: true)
        if let description = group.groupProfile.description, !description.isEmpty {
            add(SafeText.sanitize(description, for: .body), dim: true)
        }
        for section in GroupInfoSections(groupInfo: group, members: members).sections {
            gtk_box_append(column.cast(), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
            if let header = section.header { add(header.title(t), heading: true) }
            for row in section.rows {
                if case let .member(member) = row {
                    add([SafeText.sanitize(member.title(t), for: .name), member.badge(t)].compactMap(\.self).joined(separator: "  ·  "))
                    add(member.status(t), dim: true, indented: true)
                } else if let alert = row.alert(group) {
                    addButton(row.title(t), alert: alert)
                } else {
                    add([row.title(t), row.detail(t)].compactMap(\.self).joined(separator: "  ·  "), dim: row.isDisabled)
                }
            }
            if let footer = section.footer { add(footer.text(t), dim: true) }
        }
        gtk_widget_set_visible(widget, 1)
    }

    /// Shows a direct chat's `contact` info: the name (with ✓ once verified) and full name,
    /// then each section's heading, rows with their values, and footer; clearing and deleting
    /// are buttons that ask first.
    func show(_ contact: ContactInfoSections) {
        clear()
        add((contact.verified ? "✓ " : "") + SafeText.sanitize(contact.name, for: .name), heading: true)
        if let fullName = contact.fullName { add(SafeText.sanitize(fullName, for: .name), dim: true) }
        for section in contact.sections {
            gtk_box_append(column.cast(), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
            if let heading = section.kind.heading(t) { add(heading, heading: true) }
            for row in section.rows {
                switch row {
                case .clearChat: addButton(row.title(t)) { [unowned self] in self.onContact(.clearChat) }
                case .deleteContact: addButton(row.title(t)) { [unowned self] in self.onContact(.deleteContact) }
                case .address:
                    add(row.title(t))
                    add(SafeText.sanitize(row.detail(t) ?? "", for: .name), dim: true, indented: true, selectable: true)
                default: add([row.title(t), row.detail(t)].compactMap(\.self).joined(separator: "  ·  "))
                }
            }
            if let footer = section.footer { add(SafeText.sanitize(footer.text(t), for: .body), dim: true) }
        }
        gtk_widget_set_visible(widget, 1)
    }

    private func clear() {
        while let child = gtk_widget_get_first_child(column) {
            gtk_box_remove(column.cast(), child)
        }
    }

    /// The panel fills the chat's place (a folded window), or stands beside the chat at its width.
    func fill(_ fills: Bool) {
        gtk_widget_set_hexpand(widget, fills ? 1 : 0)
        gtk_widget_set_size_request(widget, fills ? -1 : Self.width, -1)
    }

    /// Hides the panel.
    func hide() {
        gtk_widget_set_visible(widget, 0)
    }

    /// A row a click acts on: a flat button that hands its alert to `onAlert`.
    private func addButton(_ text: String, alert: GroupInfoAlert) {
        addButton(text) { [unowned self] in self.onAlert(alert) }
    }

    /// A row a click acts on: a flat button that calls `action`.
    private func addButton(_ text: String, action: @escaping () -> Void) {
        let button = gtk_button_new_with_label(text)!
        gtk_button_set_has_frame(button.cast(), 0)
        if let child = gtk_button_get_child(button.cast()) { gtk_label_set_xalign(child.cast(), 0) }
        Signal.connect(button, "clicked") { () -> Void in action() }
        gtk_box_append(column.cast(), button)
    }

    private func add(_ text: String, heading: Bool = false, dim: Bool = false, indented: Bool = false, selectable: Bool = false) {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.cast(), 0)
        gtk_label_set_wrap(label.cast(), 1)
        gtk_label_set_wrap_mode(label.cast(), PANGO_WRAP_WORD_CHAR)
        if heading { gtk_widget_add_css_class(label, "heading") }
        if dim { gtk_widget_add_css_class(label, "dim-label") }
        gtk_widget_set_margin_top(label, heading ? 8 : indented ? 0 : 2)
        if indented { gtk_widget_set_margin_start(label, 12) }
        if selectable { gtk_label_set_selectable(label.cast(), 1) }
        gtk_box_append(column.cast(), label)
    }
}
