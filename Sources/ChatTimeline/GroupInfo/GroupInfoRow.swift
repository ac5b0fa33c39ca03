import SimpleXModel

/// A row of group info (seed 002 "Page Sections", seed 000 "Section Structure (Channel)"),
/// with the data its label needs. `title` gives the label; `alert` the alert a tap opens.
public enum GroupInfoRow: Hashable, Sendable {
    // Links and members.
    /// "Create group link" / "Group link".
    case groupLink(exists: Bool)
    case memberSupport
    case memberReports
    case chatWithAdmins
    /// A channel owner's "Channel link" (only when the link exists).
    case channelLink
    /// A subscriber's read-only QR code of the channel's public link and "Share link".
    case shareChannelLink(link: String)
    /// "Owners & subscribers" (subscribers listed) / "Owners".
    case channelMembers(subscribersListed: Bool)

    // Profile.
    case editProfile(GroupKind)
    /// "Welcome message" / "Add welcome message".
    case welcomeMessage(exists: Bool)
    /// "Group preferences" / "Chat preferences".
    case preferences(GroupKind)

    // Chat settings.
    /// "Send receipts"; disabled with "Disabled for large groups" above the member limit.
    case sendReceipts(disabledForLargeGroup: Bool)
    case chatTheme
    /// The chat's time to live: "Delete messages after".
    case deleteMessagesAfter

    // Members.
    /// "Invite members"; disabled, with an alert, when the user is incognito.
    case inviteMembers(disabledIncognito: Bool)
    case member(MemberList.Row)

    // The last section.
    case chatRelays
    case clearChat
    case delete(GroupKind)
    case leave(GroupKind)

    // Developer tools.
    case localName(String)
    case databaseID(Int64)
}

/// A section of group info: its kind, the header above it, its rows and the footer below.
public struct GroupInfoSection: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case links, profile, settings, members, danger, developer
    }

    public enum Header: Hashable, Sendable {
        /// "N members": everyone listed, the user included.
        case members(count: Int)
        /// The developer section: "For console".
        case forConsole
    }

    public enum Footer: Hashable, Sendable {
        /// "Only group owners can change group preferences." / business "Only chat owners …".
        case preferences(GroupKind)
        /// "Delete chat messages from your device."
        case deleteMessages
    }

    public let kind: Kind
    public let header: Header?
    public let rows: [GroupInfoRow]
    public let footer: Footer?

    public init(_ kind: Kind, header: Header? = nil, rows: [GroupInfoRow], footer: Footer? = nil) {
        self.kind = kind
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}
