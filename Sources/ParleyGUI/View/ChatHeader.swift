import CGTK4
import ChatLayout
import ChatSession
import Localization
import SimpleXModel

/// The bar above the chat: the chat's name and what it is (members, a contact's status), the
/// connection when it is not up, how many messages wait in other chats, and the buttons for a
/// new chat, profiles and the chat's info. Lives on the GTK thread.
final class ChatHeader {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let subtitle: UnsafeMutablePointer<GtkWidget>
    private let connection: UnsafeMutablePointer<GtkWidget>
    private let elsewhere: UnsafeMutablePointer<GtkWidget>
    private let info: UnsafeMutablePointer<GtkWidget>
    private let back: UnsafeMutablePointer<GtkWidget>
    /// Hear the buttons.
    var onBack: () -> Void = {}
    var onNewChat: () -> Void = {}
    var onProfiles: () -> Void = {}
    var onInfo: () -> Void = {}

    private let t: Translator

    /// The header, its words in `translator`'s language.
    init(translator: Translator) {
        t = translator
        title = Label.line("")
        gtk_widget_add_css_class(title, "heading")
        subtitle = Label.line("")
        gtk_widget_add_css_class(subtitle, "dim-label")
        connection = Label.line("")
        gtk_widget_add_css_class(connection, "error")
        gtk_widget_set_visible(connection, 0)
        elsewhere = Label.line("")
        gtk_widget_add_css_class(elsewhere, "accent")
        let names = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_hexpand(names, 1)
        for part in [title, subtitle, connection] { gtk_box_append(names.cast(), part) }
        let newChat = Self.button("list-add-symbolic", name: translator.tr("New chat"), tooltip: translator.tr("Start a chat: a link, an invitation, your address, a group (Ctrl-N)"))
        let profiles = Self.button("system-users-symbolic", name: translator.tr("Profiles"), tooltip: translator.tr("Switch profile"))
        info = Self.button("dialog-information-symbolic", name: translator.tr("Info", context: "menu"), tooltip: translator.tr("Chat info (Ctrl-I)"))
        back = Self.button("go-previous-symbolic", name: translator.tr("Back", context: "header button"), tooltip: translator.tr("Back to the chats"))
        gtk_widget_set_visible(back, 0)
        gtk_label_set_ellipsize(elsewhere.cast(), PANGO_ELLIPSIZE_END)
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_set_margin_start(widget, 12)
        gtk_widget_set_margin_end(widget, 6)
        for part in [back, names, elsewhere, newChat, profiles, info, AppMenu.button(translator: translator)] { gtk_box_append(widget.cast(), part) }
        Signal.connect(back, "clicked") { [unowned self] () -> Void in self.onBack() }
        Signal.connect(newChat, "clicked") { [unowned self] () -> Void in self.onNewChat() }
        Signal.connect(profiles, "clicked") { [unowned self] () -> Void in self.onProfiles() }
        Signal.connect(info, "clicked") { [unowned self] () -> Void in self.onInfo() }
    }

    /// A flat icon button, as GNOME's header bars have them: `name` for a screen reader,
    /// `tooltip` for the pointer.
    private static func button(_ icon: String, name: String, tooltip: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_button_set_has_frame(button.cast(), 0)
        gtk_widget_set_tooltip_text(button, tooltip)
        parley_accessible_set_label(OpaquePointer(button), name)
        return button
    }

    /// A folded window's header: the chat's name and the buttons, without what the chat is or
    /// the count of unread messages elsewhere (the list shows them).
    func fold(_ folded: Bool) {
        gtk_widget_set_visible(subtitle, folded ? 0 : 1)
        gtk_widget_set_visible(elsewhere, folded ? 0 : 1)
    }

    /// Shows the back button (a folded window showing the chat) or hides it.
    func showBack(_ shown: Bool) {
        gtk_widget_set_visible(back, shown ? 1 : 0)
    }

    /// Shows the session's open chat, connection and unread messages elsewhere.
    func show(_ session: ChatSession) {
        let info = session.open?.info
        gtk_label_set_text(title.cast(), info.map { SafeText.sanitize($0.displayName, for: .name) } ?? "")
        gtk_label_set_text(subtitle.cast(), info.map { Self.subtitle($0, members: session.open?.memberCount ?? 0, t) } ?? "")
        let problem = session.connection.problem(t)
        gtk_label_set_text(connection.cast(), problem.map { "● " + SafeText.sanitize($0, for: .name) } ?? "")
        gtk_widget_set_visible(connection, problem == nil ? 0 : 1)
        let unread = session.unreadElsewhere
        gtk_label_set_text(elsewhere.cast(), unread > 0 ? t.trPlural("{count} unread elsewhere", "{count} unread elsewhere", unread) : "")
        let hasInfo: Bool = if case .direct? = info { true } else { info?.groupInfo != nil }
        gtk_widget_set_visible(self.info, hasInfo ? 1 : 0)
    }

    /// What the chat is, in `t`'s language: a group's `members` (counted as group info counts
    /// them, issue 36 D19), a channel, a contact's status when not active.
    static func subtitle(_ info: ChatInfo, members: Int, _ t: Translator) -> String {
        switch info {
        case let .group(_, group):
            group.useRelays ? t.tr("channel", context: "chat kind") : t.trPlural("{count} member", "{count} members", members)
        case let .direct(contact):
            contact.contactStatus == .active ? "" : contact.contactStatus.rawValue
        default:
            ""
        }
    }
}
