/// Who may do what in a group, from the user's membership (simplex-view-logic §7.1; seed 002,
/// seed 000 "GroupChatInfoView — Channel Adaptations"). The one rule set: group info, member
/// info, the context menu, the selection toolbar and the store all ask these functions and
/// restate none of them. Each function is O(1) except `ownersBesidesUser(in:)`, O(members).
public struct GroupPermissions: Hashable, Sendable {
    /// The user's own member record in the group, whose role and status the rules read.
    public let membership: GroupMember
    /// A channel (`groupInfo.useRelays`): some rules differ there.
    public let isChannel: Bool

    /// The rules for the user in `groupInfo`.
    public init(_ groupInfo: GroupInfo) {
        membership = groupInfo.membership
        isChannel = groupInfo.useRelays
    }

    private var role: GroupMemberRole { membership.memberRole }
    private var active: Bool { membership.memberStatus.isActive }

    /// `isOwner`: an owner who is a current member.
    public var isOwner: Bool { role == .owner && membership.memberStatus.isCurrent }

    /// The user joined with an incognito profile (`memberIncognito`): the membership's profile
    /// is not the user's own contact profile (a member's profile has its id; only a 6.x core's
    /// contact request leaves it out).
    public var isIncognito: Bool { membership.memberProfile.profileId.map { $0 != membership.memberContactProfileId } ?? false }

    /// `canAddMembers`: admin or above, and active.
    public var canAddMembers: Bool { role >= .admin && active }

    /// Create, show or change the group's link. Groups: `canAddMembers` (seed 002 "Group
    /// link"). Channels: only a current owner (seed 000 "Channel Link": `isOwner`; links
    /// cannot be created from the info view).
    public var canManageLink: Bool { isChannel ? isOwner : canAddMembers }

    /// `canModerate`: moderator or above, and active.
    public var canModerate: Bool { role >= .moderator && active }

    /// Moderator or above, whatever the status: the screens then offer the "for all" actions
    /// (block for all, remove) instead of the user's own block (seed 002 swipe actions "block/
    /// unblock for all (moderators)", D15; member info's block section).
    public var moderatesMembers: Bool { role >= .moderator }

    /// `canDelete`: owners, or anyone no longer current or still pending. D16: seed 002 says
    /// "only for owners"; the real core's condition stays, so former and pending members can
    /// delete their copy of the group.
    public var canDelete: Bool { role == .owner || !membership.memberStatus.isCurrent || membership.memberStatus.isPending }

    /// The channel owners other than the user among `members`, left and removed ones excluded
    /// (seed 000 "Leave Button Logic": role owner and not the user's own member id).
    public func ownersBesidesUser(in members: [GroupMember]) -> Int {
        members.count(where: {
            $0.memberRole == .owner && $0.groupMemberId != membership.groupMemberId && !$0.memberStatus.isLeftOrRemoved
        })
    }

    /// Leave (seed 002 "Leave group", seed 000 "Leave Button Logic", D12): a current member
    /// may leave; the sole owner of a channel cannot (only delete it), a co-owner can.
    public func canLeave(ownersBesidesUser: Int) -> Bool {
        membership.memberStatus.isCurrent && !(isChannel && role == .owner && ownersBesidesUser == 0)
    }

    /// `canLeave(ownersBesidesUser:)` counting the owners among `members`.
    public func canLeave(members: [GroupMember]) -> Bool {
        canLeave(ownersBesidesUser: ownersBesidesUser(in: members))
    }

    /// The channel's subscribers are listed (seed 000 ChannelMembersView "Subscribers (admin+
    /// only)"; seed 002 says owner only, and 000, the newer spec, wins: D14).
    public var canListSubscribers: Bool { role >= .admin }

    /// The user heads a channel's "Owners" (seed 000 ChannelMembersView: "current user (if
    /// owner)"): its role is owner, whatever its status, unlike `isOwner`.
    public var isListedAmongOwners: Bool { role >= .owner }

    /// `canBeRemoved(member)`: the user is an admin or above, at least the member's role, active.
    public func canRemove(_ member: GroupMember) -> Bool {
        role >= .admin && role >= member.memberRole && active
    }

    /// The remove button of member info: `canRemove`, but never for a relay (seed 002 channel
    /// member info "Remove button — Hidden for relay members", D18; relays are removed from the
    /// relays view) nor for a member who is already removed or left.
    public func canRemoveInMemberInfo(_ member: GroupMember) -> Bool {
        canRemove(member) && member.memberRole != .relay && !member.memberStatus.isLeftOrRemoved
    }

    /// `canBlockForAll(member)`: not a relay, below moderator, not pending; the user is a
    /// moderator or above, at least the member's role, active.
    public func canBlockForAll(_ member: GroupMember) -> Bool {
        member.memberRole != .relay && member.memberRole < .moderator && role >= .moderator && role >= member.memberRole
            && active && !member.memberStatus.isPending
    }

    /// Block or unblock `member` for the user only: users below moderator, outside channels
    /// (seed 002 "Hidden … Non-admin block section"), unless an admin already blocked the
    /// member for all.
    public func canBlockForSelf(_ member: GroupMember) -> Bool {
        !moderatesMembers && !isChannel && !member.blockedByAdmin
    }

    /// Roles that can be assigned.
    public static let assignableRoles: [GroupMemberRole] = [.observer, .member, .moderator, .admin, .owner]

    /// `canChangeRoleTo(member)`: the assignable roles up to the user's own, or nil for relays,
    /// members the user cannot remove, removed or left members and pending ones. The core's
    /// rule, which the store enforces.
    public func rolesToChange(_ member: GroupMember) -> [GroupMemberRole]? {
        guard member.memberRole != .relay, canRemove(member), !member.memberStatus.isPending else { return nil }
        switch member.memberStatus {
        case .removed, .left: return nil
        default: return Self.assignableRoles.filter { $0 <= role }
        }
    }

    /// The role picker of member info: `rolesToChange`, and never in a channel (seed 002
    /// channel member info "Role change picker — Hidden", D17).
    public func rolePicker(for member: GroupMember) -> [GroupMemberRole]? {
        isChannel ? nil : rolesToChange(member)
    }

    /// Whether the user may change `member`'s role at all: `rolesToChange` is not nil.
    public func canChangeRole(_ member: GroupMember) -> Bool {
        rolesToChange(member) != nil
    }
}
