import Localization
import SimpleXModel

/// Who a row is from, as its sender row or name line shows it (`chatItemSender`).
public struct RowSender: Hashable, Sendable, Codable {
    /// The name shown: the contact, member, members of a merged row, the user or the channel.
    public var name: String
    /// The role label: a member's role, or "channel" when the channel is the sender.
    public var role: String?
    /// The sender's verified badge, when the profile carries an active one.
    public var badge: String?
    /// The sender row is the user's own (drawn in the primary colour, spec §9 Rows).
    public var isOwn: Bool
    /// Whose avatar the row shows when it is not `name`'s: a merged row names its members
    /// ("alice and bob") and shows its newest item's member.
    public var avatarName: String?
    /// The profile picture of the avatar's profile (`image`: a `data:` URI of a PNG or JPEG),
    /// drawn over the initials where pictures can be drawn; nil for none.
    public var avatarImage: String?

    /// A sender of these parts; an `avatarName` equal to `name` is dropped, an empty `avatarImage` is none.
    public init(name: String, role: String? = nil, badge: String? = nil, isOwn: Bool = false, avatarName: String? = nil, avatarImage: String? = nil) {
        self.name = name
        self.role = role
        self.badge = badge
        self.isOwn = isOwn
        self.avatarName = avatarName == name ? nil : avatarName
        self.avatarImage = avatarImage?.isEmpty == true ? nil : avatarImage
    }

    /// The name the avatar's initials and colour come from.
    public var avatarProfileName: String { avatarName ?? name }

    /// The sender of `row` in `chat` (spec §9 `chatItemSender`): channel as sender (group name,
    /// role "channel"); the contact of a direct chat, with its badge; the member, or the members
    /// of a merged row ("A and B", "A, B and 3 members"), with a single member's badge and role;
    /// the user's membership in groups, with its badge and role; elsewhere the user's name and
    /// badge, or "Incognito" when the chat's connection is incognito. Without a `user` (a chat
    /// read without its reply envelope) the user's own items say "you". The avatar's picture is
    /// its profile's image.
    public init?(row: MergedRow, chatInfo: ChatInfo, user: User?, translator t: Translator = .english) {
        let item = row.newest
        if TerminalRules.channelIsSender(item), case let .group(_, groupInfo) = chatInfo {
            self.init(name: groupInfo.groupProfile.displayName, role: t.tr("channel", context: "member role"), isOwn: item.chatDir.isSent, avatarImage: groupInfo.groupProfile.image)
            return
        }
        switch item.chatDir {
        case .directRcv:
            guard case let .direct(contact) = chatInfo else { return nil }
            self.init(name: contact.profile.displayName, badge: contact.profile.activeBadge, avatarImage: contact.profile.image)
        case let .groupRcv(member):
            let members = row.items.senders
            let single = members.count == 1
            self.init(name: Self.memberNames(members.map(\.memberProfile.displayName), t),
                      role: single ? member.memberRole.label(t) : nil,
                      badge: single ? member.memberProfile.activeBadge : nil,
                      avatarName: member.memberProfile.displayName, avatarImage: member.memberProfile.image)
        case .groupSnd:
            guard case let .group(_, groupInfo) = chatInfo else { return nil }
            let membership = groupInfo.membership
            self.init(name: membership.memberProfile.displayName, role: membership.memberRole.label(t),
                      badge: membership.memberProfile.activeBadge, isOwn: true, avatarImage: membership.memberProfile.image)
        case .directSnd, .localSnd:
            if chatInfo.isIncognito {
                self.init(name: t.tr("Incognito"), isOwn: true)
            } else {
                self.init(name: user?.profile.displayName ?? t.tr("you", context: "sender"), badge: user?.profile.activeBadge, isOwn: true, avatarImage: user?.profile.image)
            }
        case .localRcv, .channelRcv, .unrecognized:
            return nil
        }
    }

    /// "A", "A and B", "A, B and N members".
    public static func memberNames(_ names: [String], _ t: Translator = .english) -> String {
        switch names.count {
        case 0: ""
        case 1: names[0]
        case 2: t.tr("{first} and {second}", ["first": names[0], "second": names[1]])
        default: t.trPlural("{first}, {second} and {count} member", "{first}, {second} and {count} members", names.count - 2,
                            ["first": names[0], "second": names[1]])
        }
    }
}

extension GroupMemberRole {
    /// The role as a sender row labels it; a role without a name (a plain sender's, who has no
    /// role: ParleyKit) has no label.
    func label(_ translator: Translator) -> String? {
        rawValue.isEmpty ? nil : text(translator)
    }
}

extension LocalProfile {
    /// The profile's badge type while its badge is active.
    var activeBadge: String? {
        guard let badge = localBadge, badge.status == .active else { return nil }
        return badge.badge.badgeType.rawValue
    }
}

extension ChatInfo {
    /// The chat's connection uses an incognito profile (`contactConnIncognito`: a custom user
    /// profile on the contact's connection).
    var isIncognito: Bool {
        if case let .direct(contact) = self { return contact.activeConn?.customUserProfileId != nil }
        return false
    }
}
