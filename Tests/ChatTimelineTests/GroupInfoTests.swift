import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Group info (seed 002; simplex-view-logic §7.1–7.2): permissions, sections by role and kind
/// of group, the members list.
@Suite struct GroupInfoTests {
    static let group = try! SimpleXJSON.decode(Group.self, from: Repository.data("Tests/Fixtures/demo-group.json"))

    static func groupInfo(role: GroupMemberRole, status: GroupMemberStatus = .connected, channel: Bool = false, business: Bool = false, members: Int64 = 4) -> GroupInfo {
        var info = group.groupInfo
        info.membership.memberRole = role
        info.membership.memberStatus = status
        info.useRelays = channel
        info.businessChat = business ? BusinessChatInfo(businessId: "b", chatType: .business, customerId: "c") : nil
        info.groupSummary.currentMembers = members
        return info
    }

    static func member(_ role: GroupMemberRole, status: GroupMemberStatus = .connected) -> GroupMember {
        var member = group.members[0]
        member.memberRole = role
        member.memberStatus = status
        return member
    }

    static let blockForAll: [(rule: String, me: GroupMemberRole, them: GroupMember, allowed: Bool)] = [
        ("a moderator blocks a member", .moderator, member(.member), true),
        ("not a moderator", .moderator, member(.moderator), false),
        ("never a relay", .owner, member(.relay), false),
        ("never a pending member", .owner, member(.member, status: .pendingReview), false),
        ("a member cannot", .member, member(.observer), false),
    ]

    @Test(arguments: blockForAll)
    func canBlockForAll(rule: String, me: GroupMemberRole, them: GroupMember, allowed: Bool) {
        #expect(GroupPermissions(Self.groupInfo(role: me)).canBlockForAll(them) == allowed, "\(rule)")
    }

    static let roleChanges: [(rule: String, me: GroupMemberRole, them: GroupMember, roles: [GroupMemberRole]?)] = [
        ("an admin assigns up to admin", .admin, member(.member), [.observer, .member, .moderator, .admin]),
        ("an owner assigns every role", .owner, member(.admin), [.observer, .member, .moderator, .admin, .owner]),
        ("not above the user's own role", .admin, member(.owner), nil),
        ("not a relay", .owner, member(.relay), nil),
        ("not a member who left", .owner, member(.member, status: .left), nil),
        ("a moderator cannot remove, so cannot change roles", .moderator, member(.member), nil),
    ]

    @Test(arguments: roleChanges)
    func canChangeRoleTo(rule: String, me: GroupMemberRole, them: GroupMember, roles: [GroupMemberRole]?) {
        #expect(GroupPermissions(Self.groupInfo(role: me)).rolesToChange(them) == roles, "\(rule)")
    }

    private func rows(_ info: GroupInfo, _ section: String, members: [GroupMember] = group.members) -> [String]? {
        GroupInfoSections(groupInfo: info, members: members).sections.first { $0.name == section }?.rows
    }

    @Test func ownerAndMemberSeeDifferentLinks() {
        #expect(rows(Self.groupInfo(role: .owner), "links") == ["Create group link", "Member support", "Member reports"])
        #expect(rows(Self.groupInfo(role: .member), "links") == ["Chat with admins"])
        #expect(rows(Self.groupInfo(role: .member), "profile") == ["Welcome message", "Group preferences"])
    }

    @Test func receiptsAreDisabledAboveTwentyMembers() {
        #expect(rows(Self.groupInfo(role: .owner, members: 20), "settings")?.first == "Send receipts")
        #expect(rows(Self.groupInfo(role: .owner, members: 21), "settings")?.first == "Send receipts (disabled for large groups)")
    }

    @Test func businessChatsSayChat() {
        let info = Self.groupInfo(role: .owner, business: true)
        #expect(rows(info, "links") == ["Member reports"])
        #expect(rows(info, "danger") == ["Clear chat", "Delete chat", "Leave chat"])
        #expect(GroupInfoSections(groupInfo: info, members: []).sections[1].footer == "Only chat owners can change preferences.")
    }

    @Test func channelsForOwnersAndSubscribers() {
        #expect(rows(Self.groupInfo(role: .owner, channel: true), "links") == ["Owners & subscribers"])
        #expect(rows(Self.groupInfo(role: .observer, channel: true), "links") == ["Share link", "Owners"])
        #expect(rows(Self.groupInfo(role: .owner, channel: true), "danger") == ["Chat relays", "Clear chat", "Delete channel"])
        #expect(rows(Self.groupInfo(role: .observer, channel: true), "danger") == ["Chat relays", "Clear chat", "Leave channel"])
        #expect(rows(Self.groupInfo(role: .owner, channel: true), "members") == nil, "channels list members in their own view")
    }

    @Test func membersListOwnRowFirstByRoleWithoutLeftMembers() {
        let list = MemberList(groupInfo: Self.groupInfo(role: .owner), members: Self.group.members)
        #expect(list.rows.map(\.name) == ["you: you", "alice", "carol", "bob"])
        #expect(list.rows[1].swipeActions == ["Remove"], "an admin cannot be blocked for all")
        #expect(list.rows[3].swipeActions == ["Block for all", "Remove"])
        let searched = MemberList(groupInfo: Self.groupInfo(role: .member), members: Self.group.members, search: "CAR")
        #expect(searched.rows.map(\.name) == ["you: you", "carol"])
        #expect(searched.rows[1].swipeActions == ["Block"])
    }
}
