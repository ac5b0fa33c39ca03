import Localization
import SimpleXModel

/// The members view of a channel (seed 002 "Channel Members View"; seed 000
/// `channelMembersButton()`): "Owners" always — the user first when an owner, then every
/// member whose role is owner; "Subscribers" for admins and above (D14: seed 000 wins over
/// 002's "owner only") — everyone else but relays, or "No subscribers". Members who left or
/// were removed are not listed. O(members).
public struct ChannelMembers: Hashable, Sendable {
    /// A section of the view: owners or subscribers, and its rows.
    public struct Section: Hashable, Sendable {
        /// Which section it is.
        public enum Kind: Hashable, Sendable {
            /// "Owners": the user when an owner, then members whose role is owner.
            case owners
            /// `count`: the subscriber count the core reports (`publicMemberCount`), else those listed.
            case subscribers(count: Int64)
        }

        /// Which section it is.
        public let kind: Kind
        /// Its rows: members in the order given (the user first among owners), or `noSubscribers`.
        public let rows: [Row]

        /// "Owners" or "Subscribers" in English.
        public var title: String { title(.english) }

        /// "Owners" or "Subscribers" in `t`'s language.
        public func title(_ t: Translator) -> String {
            switch kind {
            case .owners: t.tr("Owners")
            case .subscribers: t.tr("Subscribers")
            }
        }
    }

    /// A row of a section: a member, or the empty state.
    public enum Row: Hashable, Sendable {
        /// A member; the user's own row (`isUser`) opens no member info.
        case member(GroupMember, isUser: Bool)
        /// "No subscribers".
        case noSubscribers

        /// The member's display name, or "No subscribers" in English.
        public var title: String { title(.english) }

        /// The member's display name, or "No subscribers" in `t`'s language.
        public func title(_ t: Translator) -> String {
            switch self {
            case let .member(member, _): member.memberProfile.displayName
            case .noSubscribers: t.tr("No subscribers")
            }
        }
    }

    /// Owners, then subscribers when the user may list them (`canListSubscribers`).
    public let sections: [Section]

    /// The view of the channel `groupInfo` with its `members` (the user's own record among them is skipped).
    public init(groupInfo: GroupInfo, members: [GroupMember]) {
        let permissions = GroupPermissions(groupInfo)
        let listed = members.filter {
            !$0.memberStatus.isLeftOrRemoved && $0.groupMemberId != groupInfo.membership.groupMemberId
        }
        let me: [Row] = permissions.isListedAmongOwners ? [.member(groupInfo.membership, isUser: true)] : []
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
