import Localization
import SimpleXModel

/// The members list of group info (seed 002 "Member List Section"): the user's own row first,
/// then the others except those who left or were removed, by role from the highest (ties in
/// the order given), filtered by a case-insensitive search of name, alias and full name.
/// O(n log n) in the members.
public struct MemberList: Hashable, Sendable {
    /// A member's row: name, status line, badge and swipe actions.
    public struct Row: Hashable, Sendable {
        /// The member the row is of.
        public let member: GroupMember
        /// The row is the user's own (the group's membership): first, without swipe actions.
        public let isUser: Bool
        /// The swipe actions, leading first (seed 002 "Member swipe actions").
        public let swipeActions: [MemberSwipeAction]

        /// The row's name in English: "you: NAME" for the user's own row, else the member's name.
        public var title: String { title(.english) }

        /// The row's name in `t`'s language.
        public func title(_ t: Translator) -> String {
            isUser ? t.tr("you: {name}", ["name": member.memberProfile.displayName]) : member.memberProfile.displayName
        }

        /// The line under the name in English: the user's own status; a member whose record
        /// could not be read (issue 19) says so; a member's disabled or inactive connection,
        /// else their status.
        public var status: String { status(.english) }

        /// The line under the name in `t`'s language.
        public func status(_ t: Translator) -> String {
            if member.invalidJSON != nil { return t.tr("could not be read") }
            if !isUser, let conn = member.activeConn {
                if conn.isDisabled { return t.tr("disabled", context: "connection") }
                if conn.isInactive { return t.tr("inactive", context: "connection") }
            }
            return member.memberStatus.shortText(t)
        }

        /// The text at the end of the row in English: "blocked" (by the user or an admin), else
        /// the role of owners, admins and observers.
        public var badge: String? { badge(.english) }

        /// The text at the end of the row in `t`'s language.
        public func badge(_ t: Translator) -> String? {
            if member.blockedByAdmin || !member.memberSettings.showMessages { return t.tr("blocked", context: "member") }
            return [.owner, .admin, .observer].contains(member.memberRole) ? member.memberRole.text(t) : nil
        }
    }

    /// The user's row, then the listed members.
    public let rows: [Row]

    /// The list of `groupInfo`'s `members` that match `search` (all when empty), with the swipes the user may do.
    public init(groupInfo: GroupInfo, members: [GroupMember], search: String = "") {
        let permissions = GroupPermissions(groupInfo)
        let kind = GroupKind(groupInfo)
        let query = search.lowercased()
        let others = members
            .filter { !$0.memberStatus.isLeftOrRemoved }
            .filter { query.isEmpty || Self.matches($0, query) }
            .enumerated()
            .sorted { $0.element.memberRole != $1.element.memberRole ? $0.element.memberRole > $1.element.memberRole : $0.offset < $1.offset }
            .map(\.element)
        let me = Row(member: groupInfo.membership, isUser: true, swipeActions: [])
        rows = [me] + others.map { member in
            Row(member: member, isUser: false, swipeActions: MemberSwipeAction.actions(for: member, permissions, kind))
        }
    }

    private static func matches(_ member: GroupMember, _ query: String) -> Bool {
        [member.memberProfile.displayName, member.memberProfile.localAlias, member.memberProfile.fullName]
            .contains { $0.lowercased().contains(query) }
    }
}

/// A swipe action on a member's row, with the alert it opens.
public enum MemberSwipeAction: Hashable, Sendable {
    /// A moderator blocks the member for every member (`blockForAllAlert`).
    case blockForAll(GroupKind, name: String)
    /// A moderator unblocks a member an admin blocked (`unblockForAllAlert`).
    case unblockForAll(GroupKind, name: String)
    /// A moderator removes the member (`removeMemberAlert`).
    case remove(GroupKind)
    /// The user blocks the member for themselves (`blockMemberAlert`).
    case block(name: String)
    /// The user unblocks them (`unblockMemberAlert`).
    case unblock(name: String)

    /// Moderators (D15): block or unblock for all when `canBlockForAll`, remove when
    /// `canRemove`; others: block or unblock for themselves when `canBlockForSelf`.
    static func actions(for member: GroupMember, _ permissions: GroupPermissions, _ kind: GroupKind) -> [MemberSwipeAction] {
        let name = member.memberProfile.displayName
        if permissions.moderatesMembers {
            var actions: [MemberSwipeAction] = []
            if permissions.canBlockForAll(member) {
                actions.append(member.blockedByAdmin ? .unblockForAll(kind, name: name) : .blockForAll(kind, name: name))
            }
            if permissions.canRemove(member) { actions.append(.remove(kind)) }
            return actions
        }
        guard permissions.canBlockForSelf(member) else { return [] }
        return [member.memberSettings.showMessages ? .block(name: name) : .unblock(name: name)]
    }

    /// The action's label in English: "Block for all", "Remove", "Block", ….
    public var title: String { title(.english) }

    /// The action's label in `t`'s language (context "swipe action").
    public func title(_ t: Translator) -> String {
        switch self {
        case .blockForAll: t.tr("Block for all", context: "swipe action")
        case .unblockForAll: t.tr("Unblock for all", context: "swipe action")
        case .remove: t.tr("Remove", context: "swipe action")
        case .block: t.tr("Block", context: "swipe action")
        case .unblock: t.tr("Unblock", context: "swipe action")
        }
    }

    /// Drawn red: remove.
    public var isDestructive: Bool {
        switch self {
        case .remove: true
        default: false
        }
    }

    /// The alert the action opens before it is done.
    public var alert: GroupInfoAlert {
        switch self {
        case let .blockForAll(kind, name): .blockForAll(kind, name: name)
        case let .unblockForAll(kind, name): .unblockForAll(kind, name: name)
        case let .remove(kind): .removeMember(kind)
        case let .block(name): .blockMember(name: name)
        case let .unblock(name): .unblockMember(name: name)
        }
    }
}

extension GroupMemberStatus {
    /// The short status text of a member row (simplex-view-logic §7.1 "short status"), in
    /// `t`'s language (context "member status").
    func shortText(_ t: Translator) -> String {
        switch self {
        case .rejected: t.tr("rejected", context: "member status")
        case .removed: t.tr("removed", context: "member status")
        case .left: t.tr("left", context: "member status")
        case .deleted: t.tr("group deleted", context: "member status")
        case .unknown, .unrecognized: t.tr("unknown status", context: "member status")
        case .invited: t.tr("invited", context: "member status")
        case .pendingApproval: t.tr("pending approval", context: "member status")
        case .pendingReview: t.tr("pending review", context: "member status")
        case .introduced, .introInv, .accepted, .announced: t.tr("connecting", context: "member status")
        case .connected, .complete: t.tr("connected", context: "member status")
        case .creator: t.tr("creator", context: "member status")
        }
    }
}
