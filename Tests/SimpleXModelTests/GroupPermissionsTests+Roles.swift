import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The role bounds the store and the screens once wrote inline: inviting and admitting as a
/// role, reports, the support chats and the channel's owners.
extension GroupPermissionsTests {
    static let inviteAs: [(User, GroupMemberRole, Bool)] = [
        (User(role: .admin), .member, true), (User(role: .admin), .admin, true), (User(role: .admin), .owner, false),
        (User(role: .owner), .owner, true), (User(role: .owner), .relay, false), (User(role: .moderator), .member, false),
        (User(role: .admin, status: .left), .member, false), (User(role: .admin, status: .pendingApproval), .observer, true),
    ]

    @Test(arguments: inviteAs)
    func canInviteAsAdminsUpToTheirOwnRoleNeverRelay(user: User, role: GroupMemberRole, allowed: Bool) {
        #expect(user.permissions.canInvite(as: role) == allowed)
    }

    static let admitAs: [(User, GroupMemberRole, Bool)] = [
        (User(role: .moderator), .member, true), (User(role: .moderator), .admin, false), (User(role: .owner), .relay, false),
        (User(role: .member), .observer, false), (User(role: .moderator, status: .left), .member, false),
        (User(role: .moderator, status: .pendingApproval), .member, false),
    ]

    @Test(arguments: admitAs)
    func canAdmitAsCurrentModeratorsUpToTheirOwnRoleNeverRelay(user: User, role: GroupMemberRole, allowed: Bool) {
        #expect(user.permissions.canAdmit(as: role) == allowed)
    }

    static let report: [(User, Bool)] = [
        (User(role: .member), true), (User(role: .member, status: .left), true), (User(role: .observer), false),
        (User(role: .author), false), (User(role: .moderator), false), (User(role: .owner), false),
    ]

    @Test(arguments: report)
    func canReportMembersExactly(user: User, allowed: Bool) {
        #expect(user.permissions.canReport == allowed)
    }

    static let reportsReach: [(User, Bool)] = [
        (User(role: .moderator), true), (User(role: .owner), true), (User(role: .moderator, status: .left), true),
        (User(role: .member), false), (User(role: .observer), false),
    ]

    @Test(arguments: reportsReach)
    func receivesReportsModeratorsAndAbove(user: User, allowed: Bool) {
        #expect(user.permissions.receivesReports == allowed)
    }

    static let memberSupport: [(User, Bool)] = [
        (User(role: .moderator), true), (User(role: .admin), true), (User(role: .moderator, status: .left), true),
        (User(role: .member), false), (User(role: .observer), false),
    ]

    @Test(arguments: memberSupport)
    func seesMemberSupportModeratorsAndAbove(user: User, allowed: Bool) {
        #expect(user.permissions.seesMemberSupport == allowed)
    }

    static let chatWithAdmins: [(User, Bool, Bool)] = [
        (User(role: .member), false, true), (User(role: .observer), false, true),
        (User(role: .member, status: .pendingApproval), false, true), (User(role: .member, status: .left), false, false),
        (User(role: .moderator), false, false), (User(role: .moderator), true, true), (User(role: .owner, status: .left), true, false),
    ]

    @Test(arguments: chatWithAdmins)
    func canChatWithAdminsActiveBelowModeratorOrWithASupportChat(user: User, supportChat: Bool, allowed: Bool) {
        var info = GroupFixtures.groupInfo(role: user.role, status: user.status)
        info.membership.supportChat = supportChat ? GroupSupportChat(chatTs: Date(timeIntervalSince1970: 0), memberAttention: 0, mentions: 0, unread: 0) : nil
        #expect(GroupPermissions(info).canChatWithAdmins == allowed)
    }

    static let listedAmongOwners: [(User, Bool)] = [
        (User(role: .owner, channel: true), true), (User(role: .owner, status: .left, channel: true), true),
        (User(role: .admin, channel: true), false), (User(role: .observer, channel: true), false),
    ]

    @Test(arguments: listedAmongOwners)
    func isListedAmongOwnersByRoleWhateverTheStatus(user: User, allowed: Bool) {
        #expect(user.permissions.isListedAmongOwners == allowed)
    }
}
