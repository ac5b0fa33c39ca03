import SimpleXModel
import Testing
import TestSupport

/// The one rule set (issue 9 item 1; simplex-view-logic §7.1; seeds 000 and 002): each rule
/// with its cases for owners, admins, moderators, members and observers; active, pending and
/// left memberships; relay members.
@Suite struct GroupPermissionsTests {
    /// The user as `role` in `status`, in a group or a channel.
    struct User: CustomTestStringConvertible, Sendable {
        let role: GroupMemberRole
        var status: GroupMemberStatus = .connected
        var channel = false

        var permissions: GroupPermissions {
            GroupPermissions(GroupFixtures.groupInfo(role: role, status: status, channel: channel))
        }

        var testDescription: String { "\(role) \(status)\(channel ? " in a channel" : "")" }
    }

    static func them(_ role: GroupMemberRole, _ status: GroupMemberStatus = .connected) -> GroupMember {
        GroupFixtures.member(role, status: status)
    }

    static let addMembers: [(User, Bool)] = [
        (User(role: .owner), true), (User(role: .admin), true), (User(role: .moderator), false),
        (User(role: .member), false), (User(role: .observer), false),
        (User(role: .admin, status: .pendingApproval), true), (User(role: .admin, status: .left), false),
        (User(role: .admin, status: .invited), false),
    ]

    @Test(arguments: addMembers)
    func canAddMembersAdminAndActive(user: User, allowed: Bool) {
        #expect(user.permissions.canAddMembers == allowed)
    }

    static let invite: [(User, Bool, Bool)] = [
        (User(role: .admin), false, true), (User(role: .admin), true, false), (User(role: .member), false, false),
    ]

    @Test(arguments: invite)
    func canInviteOnlyWhenNotIncognito(user: User, incognito: Bool, allowed: Bool) {
        #expect(user.permissions.canInvite(incognito: incognito) == allowed)
    }

    static let manageLink: [(User, Bool)] = [
        (User(role: .admin), true), (User(role: .moderator), false), (User(role: .admin, status: .left), false),
        (User(role: .owner, channel: true), true), (User(role: .admin, channel: true), false),
        (User(role: .owner, status: .left, channel: true), false),
    ]

    @Test(arguments: manageLink)
    func canManageLinkAddMembersInGroupsOwnersInChannels(user: User, allowed: Bool) {
        #expect(user.permissions.canManageLink == allowed)
    }

    static let moderate: [(User, Bool)] = [
        (User(role: .owner), true), (User(role: .moderator), true), (User(role: .member), false),
        (User(role: .moderator, status: .pendingReview), true), (User(role: .moderator, status: .left), false),
    ]

    @Test(arguments: moderate)
    func canModerateModeratorAndActive(user: User, allowed: Bool) {
        #expect(user.permissions.canModerate == allowed)
    }

    static let owner: [(User, Bool)] = [
        (User(role: .owner), true), (User(role: .admin), false), (User(role: .owner, status: .left), false),
        (User(role: .owner, status: .pendingApproval), false),
    ]

    @Test(arguments: owner)
    func isOwnerAnOwnerWhoIsCurrent(user: User, allowed: Bool) {
        #expect(user.permissions.isOwner == allowed)
    }

    static let delete: [(User, Bool)] = [
        (User(role: .owner), true), (User(role: .admin), false), (User(role: .member), false),
        (User(role: .member, status: .left), true), (User(role: .observer, status: .removed), true),
        (User(role: .member, status: .pendingApproval), true), (User(role: .owner, status: .left), true),
    ]

    @Test(arguments: delete)
    func deleteGroupKeepsTheCoreConditionD16(user: User, allowed: Bool) {
        #expect(user.permissions.canDelete == allowed, "owners, or anyone no longer current or still pending")
    }

    static let leave: [(User, [GroupMember], Bool)] = [
        (User(role: .member), [], true),
        (User(role: .owner), [], true),
        (User(role: .member, status: .left), [], false),
        (User(role: .observer, channel: true), [], true),
        (User(role: .owner, channel: true), [], false),
        (User(role: .owner, channel: true), [them(.owner)], true),
        (User(role: .owner, channel: true), [them(.owner, .left)], false),
        (User(role: .owner, channel: true), [them(.admin)], false),
    ]

    @Test(arguments: leave)
    func canLeaveExceptTheSoleChannelOwnerD12(user: User, members: [GroupMember], allowed: Bool) {
        #expect(user.permissions.canLeave(members: members) == allowed)
    }

    @Test func theUserIsNoOwnerBesidesThemself() {
        let info = GroupFixtures.groupInfo(role: .owner, channel: true)
        #expect(GroupPermissions(info).ownersBesidesUser(in: [info.membership]) == 0)
    }

    static let subscribers: [(User, Bool)] = [
        (User(role: .owner, channel: true), true), (User(role: .admin, channel: true), true),
        (User(role: .moderator, channel: true), false), (User(role: .observer, channel: true), false),
    ]

    @Test(arguments: subscribers)
    func canListSubscribersAdminsAndAboveD14(user: User, allowed: Bool) {
        #expect(user.permissions.canListSubscribers == allowed)
    }

    static let remove: [(User, GroupMember, Bool)] = [
        (User(role: .admin), them(.member), true), (User(role: .admin), them(.admin), true),
        (User(role: .admin), them(.owner), false), (User(role: .moderator), them(.member), false),
        (User(role: .admin, status: .left), them(.member), false), (User(role: .owner, channel: true), them(.relay), true),
    ]

    @Test(arguments: remove)
    func canRemoveAdminAtLeastTheirRoleActive(user: User, member: GroupMember, allowed: Bool) {
        #expect(user.permissions.canRemove(member) == allowed)
    }

    static let removeInInfo: [(User, GroupMember, Bool)] = [
        (User(role: .owner), them(.member), true), (User(role: .owner, channel: true), them(.relay), false),
        (User(role: .owner, channel: true), them(.relay, .left), false), (User(role: .owner), them(.member, .left), false),
        (User(role: .owner), them(.member, .removed), false),
    ]

    @Test(arguments: removeInInfo)
    func memberInfoHasNoRemoveButtonForRelaysD18(user: User, member: GroupMember, allowed: Bool) {
        #expect(user.permissions.canRemoveInMemberInfo(member) == allowed)
    }

    static let blockForAll: [(User, GroupMember, Bool)] = [
        (User(role: .moderator), them(.member), true), (User(role: .moderator), them(.observer), true),
        (User(role: .moderator), them(.moderator), false), (User(role: .owner), them(.relay), false),
        (User(role: .owner), them(.member, .pendingReview), false), (User(role: .member), them(.observer), false),
        (User(role: .moderator, status: .left), them(.member), false),
    ]

    @Test(arguments: blockForAll)
    func canBlockForAllModeratorsBlockMembersBelowThem(user: User, member: GroupMember, allowed: Bool) {
        #expect(user.permissions.canBlockForAll(member) == allowed)
    }

    static let blocked: GroupMember = {
        var member = them(.member)
        member.blockedByAdmin = true
        return member
    }()

    static let blockForSelf: [(User, GroupMember, Bool)] = [
        (User(role: .member), them(.member), true), (User(role: .observer), them(.admin), true),
        (User(role: .member), blocked, false), (User(role: .moderator), them(.member), false),
        (User(role: .observer, channel: true), them(.owner), false),
    ]

    @Test(arguments: blockForSelf)
    func canBlockForSelfBelowModeratorOutsideChannels(user: User, member: GroupMember, allowed: Bool) {
        #expect(user.permissions.canBlockForSelf(member) == allowed)
    }

    static let roleChanges: [(User, GroupMember, [GroupMemberRole]?)] = [
        (User(role: .admin), them(.member), [.observer, .member, .moderator, .admin]),
        (User(role: .owner), them(.admin), [.observer, .member, .moderator, .admin, .owner]),
        (User(role: .admin), them(.owner), nil), (User(role: .owner), them(.relay), nil),
        (User(role: .owner), them(.member, .left), nil), (User(role: .owner), them(.member, .pendingApproval), nil),
        (User(role: .moderator), them(.member), nil),
        (User(role: .owner, channel: true), them(.observer), [.observer, .member, .moderator, .admin, .owner]),
    ]

    @Test(arguments: roleChanges)
    func rolesToChangeUpToTheUsersOwnRole(user: User, member: GroupMember, roles: [GroupMemberRole]?) {
        #expect(user.permissions.rolesToChange(member) == roles)
        #expect(user.permissions.canChangeRole(member) == (roles != nil))
    }

    static let pickers: [(User, GroupMember, Bool)] = [
        (User(role: .owner), them(.member), true), (User(role: .owner, channel: true), them(.observer), false),
    ]

    @Test(arguments: pickers)
    func noRolePickerInChannelsD17(user: User, member: GroupMember, offered: Bool) {
        #expect((user.permissions.rolePicker(for: member) != nil) == offered)
    }

    @Test func incognitoWhenTheMembershipProfileIsNotTheUsersOwn() {
        var info = GroupFixtures.groupInfo(role: .member)
        #expect(!GroupPermissions(info).isIncognito)
        info.membership.memberProfile.profileId = info.membership.memberContactProfileId + 1
        #expect(GroupPermissions(info).isIncognito)
        info.membership.memberProfile.profileId = nil
        #expect(!GroupPermissions(info).isIncognito, "a profile without its id is taken as the user's own")
    }
}
