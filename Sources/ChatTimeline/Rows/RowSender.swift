import SimpleXModel

/// Who a row is from, as its sender row or name line shows it (`chatItemSender`).
public struct RowSender: Hashable, Sendable, Codable {
    public var name: String
    /// The role label: a member's role, "channel" or "group" when the group is the sender.
    public var role: String?

    public init(name: String, role: String? = nil) {
        self.name = name
        self.role = role
    }

    /// The sender of `row` in `chat` (spec §9 `chatItemSender`): the channel (group name, role
    /// "channel"); the contact of a direct chat; the member, or the members of a merged row
    /// ("A and B", "A, B and 3 members"), with a single member's role; the user's membership in
    /// groups; "you" elsewhere.
    public init?(row: MergedRow, chatInfo: ChatInfo) {
        let item = row.newest
        if case .channelRcv = item.chatDir, case let .group(_, groupInfo) = chatInfo {
            self.init(name: groupInfo.groupProfile.displayName, role: "channel")
            return
        }
        if item.meta.showGroupAsSender, case let .group(_, groupInfo) = chatInfo {
            self.init(name: groupInfo.groupProfile.displayName, role: "group")
            return
        }
        switch item.chatDir {
        case .directRcv:
            guard case let .direct(contact) = chatInfo else { return nil }
            self.init(name: contact.profile.displayName)
        case let .groupRcv(member):
            let members = row.items.senders
            self.init(name: Self.memberNames(members.map(\.memberProfile.displayName)), role: members.count == 1 ? member.memberRole.rawValue : nil)
        case .groupSnd:
            guard case let .group(_, groupInfo) = chatInfo else { return nil }
            self.init(name: groupInfo.membership.memberProfile.displayName, role: groupInfo.membership.memberRole.rawValue)
        case .directSnd, .localSnd:
            self.init(name: "you")
        case .localRcv, .channelRcv, .unrecognized:
            return nil
        }
    }

    /// "A", "A and B", "A, B and N members".
    public static func memberNames(_ names: [String]) -> String {
        switch names.count {
        case 0: ""
        case 1: names[0]
        case 2: "\(names[0]) and \(names[1])"
        default: "\(names[0]), \(names[1]) and \(names.count - 2) members"
        }
    }
}
