import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Loading under a search and a content filter (simplex-view-logic §1.2, §1.7), scrolling to
/// an item (§1.5), and member info (§7.5).
@Suite struct QueryAndMemberInfoTests {
    @Test func searchAndFilterChooseThePageAndTheCommand() {
        #expect(ChatQuery().loadPage() == .initial(count: 50))
        #expect(ChatQuery(search: "release").loadPage() == .last(count: 50))
        #expect(ChatQuery(search: "   ").loadPage() == .initial(count: 50), "a blank search is no search")
        #expect(ChatQuery().loadPage(openingAround: 42) == .around(itemId: 42, count: 50))
        let query = ChatQuery(search: "build log", contentFilter: .file)
        #expect(query.command(.group(5), query.loadPage()).text == "/_get chat #5 content=file count=50 search=build log")
    }

    @Test func scrollingToAnUnloadedItemLoadsAroundIt() {
        var timeline = Timeline()
        timeline.apply(.initial(count: 100), page: Array(ChatItems.chat(count: 300)[200..<300]), navigation: nil,
                       stats: ChatStats.zero)
        #expect(ScrollTarget(itemId: 250, in: timeline) == .row(50))
        #expect(ScrollTarget(itemId: 20, in: timeline) == .load(.around(itemId: 20, count: 200)))
    }

    static func relay(_ status: RelayStatus) -> GroupRelay {
        GroupRelay(groupMemberId: 9, groupRelayId: 1, relayCap: RelayCapabilities(), relayLink: "https://relay.example.org/r#KEY", relayStatus: status,
                   userChatRelay: UserChatRelay(address: "smp://k@relay.example.org", chatRelayId: 1, deleted: false, domains: [], enabled: true,
                                                preset: false, relayProfile: RelayProfile(displayName: "relay", fullName: "")))
    }

    @Test func memberInfoInGroups() {
        let owner = GroupInfoTests.groupInfo(role: .owner)
        let info = MemberInfo(groupInfo: owner, member: GroupInfoTests.member(.member))
        #expect(info.sectionTitle == "Member")
        #expect(info.roles == [.observer, .member, .moderator, .admin, .owner])
        #expect(info.actions == ["Block member for all", "Remove member"])
        #expect(MemberInfo(groupInfo: owner, member: GroupInfoTests.member(.member, status: .left)).actions == ["Block member for all", "Delete member messages"])
        #expect(MemberInfo(groupInfo: GroupInfoTests.groupInfo(role: .member), member: GroupInfoTests.member(.member)).actions == ["Block member"])
    }

    @Test func memberInfoOfARelay() {
        let owner = GroupInfoTests.groupInfo(role: .owner, channel: true)
        let info = MemberInfo(groupInfo: owner, member: ChannelViewTests.relayMember("relay"), relay: Self.relay(.rejected))
        #expect(info.sectionTitle == "Relay")
        #expect(info.roles == nil, "a relay's role cannot change")
        #expect(info.relayRows == ["Relay link via relay.example.org", "Status: rejected by relay operator"])
        #expect(info.relayFooter?.hasPrefix("Subscribers use relay link") == true)
        #expect(info.actions == ["Remove relay"])
        let subscriber = MemberInfo(groupInfo: GroupInfoTests.groupInfo(role: .observer, channel: true), member: ChannelViewTests.relayMember("relay"), relay: Self.relay(.active))
        #expect(subscriber.relayFooter == "You connected to the channel via this relay link.")
        #expect(subscriber.actions.isEmpty)
    }

    @Test func roleChangeAlert() {
        let alert = MemberInfo.roleChangeAlert(groupInfo: GroupInfoTests.groupInfo(role: .owner), member: GroupInfoTests.member(.member), role: .admin)
        #expect(alert == ("Change role?", "Role will be changed to \"admin\". All group members will be notified."))
        let invited = MemberInfo.roleChangeAlert(groupInfo: GroupInfoTests.groupInfo(role: .owner), member: GroupInfoTests.member(.member, status: .invited), role: .observer)
        #expect(invited.message == "Role will be changed to \"observer\". The member will receive a new invitation.")
    }
}
