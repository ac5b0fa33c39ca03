import CGTK4
import ChatLayout
import ChatSession
import Localization
import ParleyRender
import SimpleXModel

/// The header bar above the chat (issue 38 "Header bars"): Back (a folded window), then the
/// chat's avatar and name with what it is (members, a contact's status), the connection when it
/// is not up and how many messages wait in other chats, then the chat's Info. Lives on the GTK
/// thread.
final class ChatHeader {
    /// The `AdwHeaderBar`.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let avatar: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let subtitle: UnsafeMutablePointer<GtkWidget>
    private let connection: UnsafeMutablePointer<GtkWidget>
    private let elsewhere: UnsafeMutablePointer<GtkWidget>
    private let info: UnsafeMutablePointer<GtkWidget>
    private let back: UnsafeMutablePointer<GtkWidget>
    /// The avatar's colour class now.
    private var avatarColor = ""
    /// Hear the buttons.
    var onBack: () -> Void = {}
    var onInfo: () -> Void = {}

    private let t: Translator

    /// The header, its words in `translator`'s language.
    init(translator: Translator) {
        t = translator
        avatar = gtk_label_new("")
        gtk_widget_add_css_class(avatar, "parley-avatar")
        gtk_widget_add_css_class(avatar, "parley-avatar-small")
        gtk_widget_set_valign(avatar, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(avatar, 0)
        title = Label.line("")
        gtk_widget_add_css_class(title, "heading")
        subtitle = Label.line("")
        gtk_widget_add_css_class(subtitle, "dim-label")
        gtk_widget_add_css_class(subtitle, "caption")
        connection = Label.line("")
        gtk_widget_add_css_class(connection, "error")
        gtk_widget_add_css_class(connection, "caption")
        gtk_widget_set_visible(connection, 0)
        elsewhere = Label.line("")
        gtk_widget_add_css_class(elsewhere, "accent")
        gtk_label_set_ellipsize(elsewhere.cast(), PANGO_ELLIPSIZE_END)
        let lines = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_valign(lines, GTK_ALIGN_CENTER)
        let status = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for part in [subtitle, connection] { gtk_box_append(status.cast(), part) }
        for part in [title, status] { gtk_box_append(lines.cast(), part) }
        let names = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        for part in [avatar, lines] { gtk_box_append(names.cast(), part) }
        info = HeaderButton.make("dialog-information-symbolic", name: translator.tr("Chat info"), tooltip: translator.tr("Chat info (Ctrl-I)"))
        back = HeaderButton.make("go-previous-symbolic", name: translator.tr("Back", context: "header button"), tooltip: translator.tr("Back to the chats"))
        gtk_widget_set_visible(back, 0)
        widget = adw_header_bar_new()
        adw_header_bar_set_title_widget(widget.cast(), names)
        adw_header_bar_set_show_start_title_buttons(widget.cast(), 0)
        adw_header_bar_pack_start(widget.cast(), back)
        adw_header_bar_pack_end(widget.cast(), info)
        adw_header_bar_pack_end(widget.cast(), elsewhere)
        Signal.connect(back, "clicked") { [unowned self] () -> Void in self.onBack() }
        Signal.connect(info, "clicked") { [unowned self] () -> Void in self.onInfo() }
    }

    /// Which of the window's own buttons the header shows: beside the list only the end's;
    /// alone (a folded window), both ends'.
    func showTitleButtons(folded: Bool) {
        adw_header_bar_set_show_start_title_buttons(widget.cast(), folded ? 1 : 0)
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
        let name = info.map { SafeText.sanitize($0.displayName, for: .name) } ?? ""
        gtk_label_set_text(title.cast(), name)
        showAvatar(of: info?.displayName)
        gtk_label_set_text(subtitle.cast(), info.map { Self.subtitle($0, members: session.open?.memberCount ?? 0, t) } ?? "")
        let problem = session.connection.problem(t)
        gtk_label_set_text(connection.cast(), problem.map { "● " + SafeText.sanitize($0, for: .name) } ?? "")
        gtk_widget_set_visible(connection, problem == nil ? 0 : 1)
        let unread = session.unreadElsewhere
        gtk_label_set_text(elsewhere.cast(), unread > 0 ? t.trPlural("{count} unread elsewhere", "{count} unread elsewhere", unread) : "")
        let hasInfo: Bool = if case .direct? = info { true } else { info?.groupInfo != nil }
        gtk_widget_set_visible(self.info, hasInfo ? 1 : 0)
    }

    /// The initials avatar in the name's colour, as the list draws it; none without a chat.
    private func showAvatar(of displayName: String?) {
        gtk_widget_set_visible(avatar, displayName == nil ? 0 : 1)
        guard let displayName else { return }
        gtk_label_set_text(avatar.cast(), Avatar.initials(SafeText.sanitize(displayName, for: .name)))
        if !avatarColor.isEmpty { gtk_widget_remove_css_class(avatar, avatarColor) }
        avatarColor = "parley-avatar-\(Avatar.colorIndex(displayName) % AvatarColors.all.count)"
        gtk_widget_add_css_class(avatar, avatarColor)
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
