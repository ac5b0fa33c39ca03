/// Who may do what in a group (simplex-view-logic §7.1), from the user's membership.
public struct GroupPermissions: Hashable, Sendable {
    public var membership: GroupMember

    public init(_ groupInfo: GroupInfo) {
        membership = groupInfo.membership
    }

    private var role: GroupMemberRole { membership.memberRole }
    private var active: Bool { membership.memberStatus.isActive }

    /// `canAddMembers`: admin or above, and active.
    public var canAddMembers: Bool { role >= .admin && active }

    /// `canModerate`: moderator or above, and active.
    public var canModerate: Bool { role >= .moderator && active }

    /// `isOwner`: an owner who is a current member.
    public var isOwner: Bool { role == .owner && membership.memberStatus.isCurrent }

    /// `canDelete`: owners, or anyone no longer current or still pending.
    public var canDelete: Bool { role == .owner || !membership.memberStatus.isCurrent || membership.memberStatus.isPending }

    /// `canBeRemoved(member)`: the user is an admin or above, at least the member's role, active.
    public func canRemove(_ member: GroupMember) -> Bool {
        role >= .admin && role >= member.memberRole && active
    }

    /// `canBlockForAll(member)`: not a relay, below moderator, not pending; the user is a
    /// moderator or above, at least the member's role, active.
    public func canBlockForAll(_ member: GroupMember) -> Bool {
        member.memberRole != .relay && member.memberRole < .moderator && role >= .moderator && role >= member.memberRole
            && active && !member.memberStatus.isPending
    }

    /// Roles that can be assigned.
    public static let assignableRoles: [GroupMemberRole] = [.observer, .member, .moderator, .admin, .owner]

    /// `canChangeRoleTo(member)`: the assignable roles up to the user's own, or nil for relays,
    /// members the user cannot remove, removed or left members and pending ones.
    public func rolesToChange(_ member: GroupMember) -> [GroupMemberRole]? {
        guard member.memberRole != .relay, canRemove(member), !member.memberStatus.isPending else { return nil }
        switch member.memberStatus {
        case .removed, .left: return nil
        default: return Self.assignableRoles.filter { $0 <= role }
        }
    }
}
