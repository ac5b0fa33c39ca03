import Localization
import SimpleXModel

/// The group link view (GroupLinkView) and its channel form (seed 002 "Channel Link View"):
/// a channel's link has its own title and description, and no initial role picker, upgrade
/// button, delete button or short/full toggle; it is shared directly.
public struct GroupLinkScreen: Hashable, Sendable {
    /// A row of the link view, top to bottom.
    public enum Row: Hashable, Sendable {
        /// "Initial role": the role of members who join by the link.
        case initialRole(GroupMemberRole, choices: [GroupMemberRole])
        /// The link's QR code: the short link when there is one, else the full link.
        case qrCode(link: String)
        /// The short or the full link in the QR code.
        case shortLinkToggle
        /// "Upgrade link": make a short link of a full one (groups only).
        case upgradeLink
        /// "Share link": shares the link shown.
        case shareLink
        /// "Delete link", after `deleteLinkAlert` (groups only).
        case deleteLink
        /// "Create link": a group without a link yet.
        case createLink

        /// The row's label in English: "Initial role", "QR code", "Short link", ….
        public var title: String { title(.english) }

        /// The row's label in `t`'s language.
        public func title(_ t: Translator) -> String {
            switch self {
            case .initialRole: t.tr("Initial role")
            case .qrCode: t.tr("QR code")
            case .shortLinkToggle: t.tr("Short link")
            case .upgradeLink: t.tr("Upgrade link")
            case .shareLink: t.tr("Share link")
            case .deleteLink: t.tr("Delete link")
            case .createLink: t.tr("Create link")
            }
        }

        /// The alert a tap opens, if any.
        public var alert: GroupInfoAlert? {
            self == .deleteLink ? .deleteLink : nil
        }
    }

    /// The group is a channel (`useRelays`): the channel form of the view.
    public let isChannel: Bool
    /// The rows: a group's role picker, code, short link or upgrade, share and delete; a channel's code and share (none without a link).
    public let rows: [Row]

    /// "Channel link" / "Group link" in English.
    public var title: String { title(.english) }

    /// "Channel link" / "Group link" in `t`'s language.
    public func title(_ t: Translator) -> String { isChannel ? t.tr("Channel link") : t.tr("Group link") }

    /// The text under the title in English: anybody can join by the link (a group's adds that
    /// deleting the link loses no members).
    public var description: String { description(.english) }

    /// The text under the title in `t`'s language.
    public func description(_ t: Translator) -> String {
        isChannel
            ? t.tr("Anybody will be able to join the channel")
            : t.tr("You can share a link or a QR code - anybody will be able to join the group. You won't lose members of the group if you later delete it.")
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
