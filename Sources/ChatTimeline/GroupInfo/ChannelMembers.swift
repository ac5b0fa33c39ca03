import SimpleXModel

/// The members view of a channel (seed 002 "Channel Members View"; seed 000
/// `channelMembersButton()`): "Owners" always — the user first when an owner, then every
/// member whose role is owner; "Subscribers" for admins and above (D14: seed 000 wins over
/// 002's "owner only") — everyone else but relays, or "No subscribers". Members who left or
/// were removed are not listed. O(members).
public struct ChannelMembers: Hashable, Sendable {
    public struct Section: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case owners
            /// `count`: the subscriber count the core reports (`publicMemberCount`), else those listed.
            case subscribers(count: Int64)
        }

        public let kind: Kind
        public let rows: [Row]

        public var title: String {
            switch kind {
            case .owners: "Owners"
            case .subscribers: "Subscribers"
            }
        }
    }

    public enum Row: Hashable, Sendable {
        /// A member; the user's own row (`isUser`) opens no member info.
        case member(GroupMember, isUser: Bool)
        /// "No subscribers".
        case noSubscribers

        public var title: String {
            switch self {
            case let .member(member, _): member.memberProfile.displayName
            case .noSubscribers: "No subscribers"
            }
        }
    }

    public let sections: [Section]

    public init(groupInfo: GroupInfo, members: [GroupMember]) {
        let permissions = GroupPermissions(groupInfo)
        let listed = members.filter {
            !$0.memberStatus.isLeftOrRemoved && $0.groupMemberId != groupInfo.membership.groupMemberId
        }
        let me: [Row] = groupInfo.membership.memberRole >= .owner ? [.member(groupInfo.membership, isUser: true)] : []
        let owners = me + listed.filter { $0.memberRole >= .owner }.map { Row.member($0, isUser: false) }
        var sections = [Section(kind: .owners, rows: owners)]
        if permissions.canListSubscribers {
            let subscribers = listed.filter { $0.memberRole < .owner && $0.memberRole != .relay }
            let count = groupInfo.groupSummary.publicMemberCount ?? Int64(subscribers.count)
            sections.append(Section(kind: .subscribers(count: count),
                                    rows: subscribers.isEmpty ? [.noSubscribers] : subscribers.map { .member($0, isUser: false) }))
        }
        self.sections = sections
    }
}
