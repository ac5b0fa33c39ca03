import SimpleXModel

/// A row of group info (seed 002 "Page Sections", seed 000 "Section Structure (Channel)"),
/// with the data its label needs. `title` gives the label; `alert` the alert a tap opens.
public enum GroupInfoRow: Hashable, Sendable {
    // Links and members.
    /// "Create group link" / "Group link".
    case groupLink(exists: Bool)
    /// "Member support": the moderators' support chats with members.
    case memberSupport
    /// "Member reports": the group's reports, for those who moderate.
    case memberReports
    /// "Chat with admins": the user's own support chat with the moderators.
    case chatWithAdmins
    /// A channel owner's "Channel link" (only when the link exists).
    case channelLink
    /// A subscriber's read-only QR code of the channel's public link and "Share link".
    case shareChannelLink(link: String)
    /// "Owners & subscribers" (subscribers listed) / "Owners".
    case channelMembers(subscribersListed: Bool)

    // Profile.
    /// "Edit group profile" / "Edit channel profile": owners edit the name, image and description.
    case editProfile(GroupKind)
    /// "Welcome message" / "Add welcome message".
    case welcomeMessage(exists: Bool)
    /// "Group preferences" / "Chat preferences".
    case preferences(GroupKind)

    // Chat settings.
    /// "Send receipts"; disabled with "Disabled for large groups" above the member limit.
    case sendReceipts(disabledForLargeGroup: Bool)
    /// "Chat theme": the chat's wallpaper and colours.
    case chatTheme
    /// The chat's time to live: "Delete messages after".
    case deleteMessagesAfter

    // Members.
    /// "Invite members"; disabled, with an alert, when the user is incognito.
    case inviteMembers(disabledIncognito: Bool)
    /// A member's row of the members list (`MemberList`).
    case member(MemberList.Row)

    // The last section.
    /// "Chat relays": a channel's relays view (`ChannelRelays`).
    case chatRelays
    /// "Clear chat": deletes the messages on this device, after `clearChatAlert`.
    case clearChat
    /// "Delete group" / "Delete chat" / "Delete channel", after `deleteGroupAlert`.
    case delete(GroupKind)
    /// "Leave group" / "Leave chat" / "Leave channel", after `leaveGroupAlert`.
    case leave(GroupKind)

    // Developer tools.
    /// "Local name": the chat's local display name (developer tools).
    case localName(String)
    /// "Database ID": the group's id in the core (developer tools).
    case databaseID(Int64)
}

/// A section of group info: its kind, the header above it, its rows and the footer below.
public struct GroupInfoSection: Hashable, Sendable {
    /// Which section it is, in seed 002's order.
    public enum Kind: String, Hashable, Sendable {
        /// Links and members: the group link, support chats and reports; a channel's link and members rows.
        case links
        /// Profile: edit profile, welcome message, and a group's preferences.
        case profile
        /// Chat settings: a group's send receipts, chat theme, delete messages after.
        case settings
        /// A group's members list, after invite members.
        case members
        /// The last section: a channel's chat relays, clear chat, delete, leave.
        case danger
        /// Developer tools: local name and database ID.
        case developer
    }

    /// The text above a section.
    public enum Header: Hashable, Sendable {
        /// "N members": everyone listed, the user included.
        case members(count: Int)
        /// The developer section: "For console".
        case forConsole
    }

    /// The text below a section.
    public enum Footer: Hashable, Sendable {
        /// "Only group owners can change group preferences." / business "Only chat owners …".
        case preferences(GroupKind)
        /// "Delete chat messages from your device."
        case deleteMessages
    }

    /// Which section it is.
    public let kind: Kind
    /// The text above it, nil for none.
    public let header: Header?
    /// Its rows, top to bottom.
    public let rows: [GroupInfoRow]
    /// The text below it, nil for none.
    public let footer: Footer?

    /// A section of `kind` with these rows, header and footer.
    public init(_ kind: Kind, header: Header? = nil, rows: [GroupInfoRow], footer: Footer? = nil) {
        self.kind = kind
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}
