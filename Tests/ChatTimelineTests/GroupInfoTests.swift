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

/// Channel views and group alerts (simplex-view-logic §7.2–7.4).
@Suite struct ChannelViewTests {
    static func relayMember(_ name: String, status: GroupMemberStatus = .connected) -> GroupMember {
        var member = GroupInfoTests.member(.relay, status: status)
        member.memberProfile.displayName = name
        member.groupMemberId = Int64(name.count)
        return member
    }

    @Test func ownersSeeEveryoneOthersTheOwners() {
        let members = GroupInfoTests.group.members + [Self.relayMember("relay1")]
        var owner = GroupInfoTests.groupInfo(role: .owner, channel: true)
        owner.groupSummary.publicMemberCount = 120
        let everyone = ChannelMembers(groupInfo: owner, members: members)
        #expect(everyone.header == "120 subscribers" && everyone.rows == ["you", "alice", "bob", "carol"])
        var other = GroupInfoTests.member(.owner)
        other.memberProfile.displayName = "olga"
        let subscriber = ChannelMembers(groupInfo: GroupInfoTests.groupInfo(role: .observer, channel: true), members: members + [other])
        #expect(subscriber.header == "Owners" && subscriber.rows == ["olga"])
    }

    @Test func relayStatuses() {
        let relay = GroupRelay(groupMemberId: 6, groupRelayId: 1, relayCap: RelayCapabilities(),
                               relayStatus: .rejected,
                               userChatRelay: UserChatRelay(address: "smp://r", chatRelayId: 1, deleted: false, domains: [], enabled: true, preset: false,
                                                            relayProfile: RelayProfile(displayName: "r", fullName: "")))
        #expect(RelayStatusText(member: Self.relayMember("relay1"), relay: relay, isOwner: true) == RelayStatusText(text: "rejected", colour: .red))
        #expect(RelayStatusText(member: Self.relayMember("relay1"), relay: relay, isOwner: false).text == "connecting")
        #expect(RelayStatusText(member: Self.relayMember("relay1", status: .left), relay: relay, isOwner: true) == RelayStatusText(text: "removed by operator", colour: .red))
        let view = ChannelRelays(groupInfo: GroupInfoTests.groupInfo(role: .owner, channel: true),
                                 members: [Self.relayMember("relay1"), Self.relayMember("gone", status: .removed)], relays: [relay])
        #expect(view.rows.map(\.name) == ["relay1"] && view.canAddRelay)
        #expect(ChannelRelays.addable([relay.userChatRelay], existing: [relay]).isEmpty, "a listed relay is not offered again, whatever its status")
    }

    @Test func alertsSayGroupChatOrChannel() {
        #expect(GroupAlerts.delete(GroupInfoTests.groupInfo(role: .owner, channel: true)) == ("Delete channel?", "Channel will be deleted for all subscribers - this cannot be undone!"))
        #expect(GroupAlerts.delete(GroupInfoTests.groupInfo(role: .owner, status: .left)).message == "Group will be deleted for you - this cannot be undone!")
        #expect(GroupAlerts.leave(GroupInfoTests.groupInfo(role: .member, channel: true)).message == "You will stop receiving messages from this channel. Chat history will be preserved.")
        #expect(GroupAlerts.removeMember(GroupInfoTests.groupInfo(role: .owner)) == ("Remove member?", "Member will be removed from group - this cannot be undone!"))
        #expect(GroupAlerts.removeMember(GroupInfoTests.groupInfo(role: .owner, business: true)).message == "Member will be removed from chat - this cannot be undone!")
    }
}
