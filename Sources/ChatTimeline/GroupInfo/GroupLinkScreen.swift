import SimpleXModel

/// The group link view (GroupLinkView) and its channel form (seed 002 "Channel Link View"):
/// a channel's link has its own title and description, and no initial role picker, upgrade
/// button, delete button or short/full toggle; it is shared directly.
public struct GroupLinkScreen: Hashable, Sendable {
    public enum Row: Hashable, Sendable {
        /// "Initial role": the role of members who join by the link.
        case initialRole(GroupMemberRole, choices: [GroupMemberRole])
        case qrCode(link: String)
        /// The short or the full link in the QR code.
        case shortLinkToggle
        case upgradeLink
        case shareLink
        case deleteLink
        case createLink

        public var title: String {
            switch self {
            case .initialRole: "Initial role"
            case .qrCode: "QR code"
            case .shortLinkToggle: "Short link"
            case .upgradeLink: "Upgrade link"
            case .shareLink: "Share link"
            case .deleteLink: "Delete link"
            case .createLink: "Create link"
            }
        }

        /// The alert a tap opens, if any.
        public var alert: GroupInfoAlert? {
            self == .deleteLink ? .deleteLink : nil
        }
    }

    public let isChannel: Bool
    public let rows: [Row]

    /// "Channel link" / "Group link".
    public var title: String { isChannel ? "Channel link" : "Group link" }

    public var description: String {
        isChannel
            ? "Anybody will be able to join the channel"
            : "You can share a link or a QR code - anybody will be able to join the group. You won't lose members of the group if you later delete it."
    }

    /// The view of `link` (nil when the group has none yet) for `groupInfo`.
    public init(groupInfo: GroupInfo, link: GroupLink?) {
        isChannel = groupInfo.useRelays
        guard let link else {
            rows = isChannel ? [] : [.createLink]
            return
        }
        let shown = link.connLinkContact.connShortLink ?? link.connLinkContact.connFullLink
        if isChannel {
            rows = [.qrCode(link: shown), .shareLink]
            return
        }
        let hasShort = link.connLinkContact.connShortLink != nil
        rows = [.initialRole(link.acceptMemberRole, choices: [.member, .observer]), .qrCode(link: shown)]
            + (hasShort ? [.shortLinkToggle] : [.upgradeLink])
            + [.shareLink, .deleteLink]
    }
}
