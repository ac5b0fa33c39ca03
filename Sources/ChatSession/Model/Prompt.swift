import ChatTimeline
import Localization
import SimpleXModel

/// The one question the session waits on: an alert (a title, a message, buttons) or a picker
/// (a list to choose from), each choice carried out by the session when it is answered
/// (`SessionInput.answer(index)`). The terminal draws it as a dialog or a menu, the window as
/// a popover.
public struct Prompt: Hashable, Sendable {
    /// How the question is put.
    public enum Style: Hashable, Sendable {
        /// A dialog: a title, a message and buttons in a row.
        case alert
        /// A menu of choices, one per line.
        case picker
    }

    /// A choice: its label, whether it destroys something or cancels, and what it does.
    public struct Choice: Hashable, Sendable {
        /// How a choice is drawn.
        public enum Role: Hashable, Sendable {
            /// An ordinary choice.
            case plain
            /// A choice that destroys something (drawn in red).
            case destructive
            /// The choice that does nothing.
            case cancel
        }

        /// The label.
        public let title: String
        /// How it is drawn.
        public let role: Role
        let action: PromptAction

        init(_ title: String, _ role: Role = .plain, _ action: PromptAction) {
            self.title = title
            self.role = role
            self.action = action
        }

        /// The cancel choice, labelled in `t`'s language.
        static func cancel(_ t: Translator) -> Choice {
            Choice(Alert.Button.cancel.title(t), .cancel, .cancel)
        }
    }

    /// How it is put.
    public let style: Style
    /// The question.
    public let title: String
    /// What it means, under the title.
    public let message: String?
    /// A link to show whole (with its QR code), to copy or scan.
    public let link: String?
    /// The choices, in order.
    public let choices: [Choice]
    /// The choice highlighted when the prompt opens (a role picker's current role).
    public let selected: Int
    /// Whether the choices are the local profiles (`ChatSession.profiles`), which a face offers
    /// to make, rename, hide and show (issue 36 D25).
    public let listsProfiles: Bool

    init(_ style: Style, title: String, message: String? = nil, link: String? = nil, choices: [Choice], selected: Int = 0, listsProfiles: Bool = false) {
        self.style = style
        self.title = title
        self.message = message
        self.link = link
        self.choices = choices
        self.selected = selected
        self.listsProfiles = listsProfiles
    }

    /// `alert`'s texts, its buttons labelled in `t`'s language, each carrying out what `action`
    /// says for it (cancel for nil).
    init(_ alert: Alert, translator t: Translator, action: (Alert.Button) -> PromptAction?) {
        self.init(.alert, title: alert.title, message: alert.message, choices: alert.buttons.map { button in
            let role: Choice.Role = button == .cancel ? .cancel : button.isDestructive ? .destructive : .plain
            return Choice(button.title(t), role, action(button) ?? .cancel)
        })
    }
}

/// What a prompt's choice does.
enum PromptAction: Hashable, Sendable {
    case cancel
    case deleteItems([Int64], CIDeleteMode)
    case moderate([Int64])
    case run(ChatCommand, Purpose)
    case copy(String)
    case quit
    case react(row: Int64, emoji: String, add: Bool)
    case reportReason(row: Int64, ReportReason)
    case switchProfile(Int64)
    case newChat(NewChatChoice)
    case role(GroupMemberRole, groupMemberId: Int64)
    case notice(Notice)
}

/// What New chat offers (issue 18 "New chat"): paste a link, make a one-time invitation link,
/// show the address (made first when there is none), make a group. A face asks for the link or
/// the group's name itself and sends the command line (`/c LINK`, `/g NAME`).
public enum NewChatChoice: Hashable, Sendable, CaseIterable {
    /// Connect via a pasted link (`/c LINK`).
    case pasteLink
    /// Make a one-time invitation link (`/c`).
    case invitationLink
    /// Show the user's address, made first when there is none (`/sa`, `/ad`).
    case address
    /// Make a group (`/g NAME`).
    case group

    /// The choice's label in English.
    public var title: String { title(.english) }

    /// The choice's label in `t`'s language.
    public func title(_ t: Translator) -> String {
        switch self {
        case .pasteLink: t.tr("Connect with a link someone gave you")
        case .invitationLink: t.tr("Make a one-time invitation link")
        case .address: t.tr("Your SimpleX address")
        case .group: t.tr("Make a group")
        }
    }
}

/// What the sheet over the chat shows.
public enum Sheet: Hashable, Sendable {
    /// An item's info (the menu's Info).
    case itemInfo(ItemInfoSections)
    /// A direct chat's info (chat info in a direct chat; issue 38 "Contact info").
    case contactInfo(ContactInfoSections)
}

/// An action of the group's views (group info, member info, a channel's members and relays).
public enum GroupAction: Hashable, Sendable {
    /// A row's or button's alert, about member `groupMemberId` when it is about one: asked,
    /// then carried out through the core.
    case alert(GroupInfoAlert, groupMemberId: Int64?)
    /// Reads the channel's relay records.
    case loadRelays
    /// Mutes (or unmutes) the group's notifications.
    case setMuted(Bool)
    /// Opens the direct chat with member `groupMemberId`.
    case message(groupMemberId: Int64)
    /// Asks for a new role for member `groupMemberId`, then confirms it.
    case pickRole(groupMemberId: Int64)
    /// The group's views were closed.
    case close
}

/// An action of a direct chat's info (issue 38 "Contact info").
public enum ContactAction: Hashable, Sendable {
    /// Asks, then clears the chat's messages for the user.
    case clearChat
    /// Asks, then deletes the contact and the chat.
    case deleteContact
}
