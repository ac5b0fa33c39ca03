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

    static func relay(_ status: RelayStatus, link: String? = "https://relay.example.org/r#KEY", address: String = "smp://k@relay.example.org") -> GroupRelay {
        GroupRelay(groupMemberId: 6, groupRelayId: 1, relayCap: RelayCapabilities(), relayLink: link, relayStatus: status,
                   userChatRelay: UserChatRelay(address: address, chatRelayId: 1, deleted: false, domains: [], enabled: true,
                                                preset: false, relayProfile: RelayProfile(displayName: "relay", fullName: "")))
    }

    static let channelOwner = GroupFixtures.groupInfo(role: .owner, channel: true)
    static let relayMember = ChannelViewTests.relayMember("relay")

    static func blocked(_ member: GroupMember) -> GroupMember {
        var member = member
        member.blockedByAdmin = true
        return member
    }

    static let infoActions: [(rule: String, info: GroupInfo, member: GroupMember, actions: [String])] = [
        ("an owner blocks for all and removes a member", GroupFixtures.groupInfo(role: .owner), GroupFixtures.member(.member),
         ["Block member for all", "Remove member"]),
        ("a member who left: block for all, delete messages", GroupFixtures.groupInfo(role: .owner), GroupFixtures.member(.member, status: .left),
         ["Block member for all", "Delete member messages"]),
        ("a moderator blocks for all but cannot remove", GroupFixtures.groupInfo(role: .moderator), GroupFixtures.member(.member), ["Block member for all"]),
        ("unblock for all", GroupFixtures.groupInfo(role: .admin), blocked(GroupFixtures.member(.member)), ["Unblock member for all", "Remove member"]),
        ("a member blocks for themself", GroupFixtures.groupInfo(role: .member), GroupFixtures.member(.member), ["Block member"]),
        ("blocked by admin", GroupFixtures.groupInfo(role: .member), blocked(GroupFixtures.member(.member)), ["Blocked by admin"]),
        ("Remove subscriber", channelOwner, GroupFixtures.member(.observer), ["Block subscriber for all", "Remove subscriber"]),
        ("Unblock subscriber for all", channelOwner, blocked(GroupFixtures.member(.observer)), ["Unblock subscriber for all", "Remove subscriber"]),
        ("no remove button for relays D18", channelOwner, relayMember, []),
        ("no block section for subscribers", GroupFixtures.groupInfo(role: .observer, channel: true), GroupFixtures.member(.observer), []),
    ]

    @Test(arguments: infoActions)
    func memberInfoActions(rule: String, info: GroupInfo, member: GroupMember, actions: [String]) {
        #expect(MemberInfo(groupInfo: info, member: member).actions.map(\.title) == actions, "\(rule)")
    }

    static let headers: [(rule: String, member: GroupMember, title: MemberInfo.SectionTitle)] = [
        ("Relay", relayMember, .relay),
        ("Owner", GroupFixtures.member(.owner), .owner),
        ("Subscriber", GroupFixtures.member(.observer), .subscriber),
        ("an admin is a subscriber too", GroupFixtures.member(.admin), .subscriber),
    ]

    @Test(arguments: headers)
    func memberInfoHeadersInChannels(rule: String, member: GroupMember, title: MemberInfo.SectionTitle) {
        #expect(MemberInfo(groupInfo: Self.channelOwner, member: member).sectionTitle == title, "\(rule)")
    }

    @Test func memberInfoInGroups() {
        let info = MemberInfo(groupInfo: GroupFixtures.groupInfo(role: .owner), member: GroupFixtures.member(.member))
        #expect(info.sectionTitle == .member && info.sectionTitle.rawValue == "Member")
        #expect(info.rows == [.group(.group, name: "Team"), .rolePicker(.member, choices: [.observer, .member, .moderator, .admin, .owner])])
        #expect(info.rows.map(\.title) == ["Group", "Change role"] && info.rows.map(\.detail) == ["Team", "member"])
        #expect(info.headerButtons == [.message, .audioCall, .videoCall, .search] && info.offersVerifyCode)
        #expect(info.actions.map(\.alert) == [.blockForAll(.group, name: "alice"), .removeMember(.group)])
        let business = MemberInfo(groupInfo: GroupFixtures.groupInfo(role: .member, business: true), member: GroupFixtures.member(.member))
        #expect(business.rows == [.group(.business, name: "Team"), .role(.member)] && business.rows.first?.title == "Chat")
    }

    @Test func channelMemberInfoHidesButtonsAndTheRolePickerD17() {
        let info = MemberInfo(groupInfo: Self.channelOwner, member: GroupFixtures.member(.observer))
        #expect(info.rows == [.group(.channel, name: "Team"), .role(.observer)] && info.rows.first?.title == "Channel", "G83, D17")
        #expect(info.headerButtons.isEmpty, "G84")
        #expect(info.offersVerifyCode)
        #expect(info.actions.map(\.alert) == [.blockForAll(.channel, name: "alice"), .removeMember(.channel)])
    }

    @Test func memberInfoOfARelay() {
        let info = MemberInfo(groupInfo: Self.channelOwner, member: Self.relayMember, relay: Self.relay(.rejected))
        #expect(info.sectionTitle == .relay && !info.offersVerifyCode, "G86")
        #expect(info.rows.map(\.title) == ["Channel", "Role", "Relay link via relay.example.org", "Relay address via relay.example.org",
                                           "Share relay address", "Status: rejected by relay operator"])
        #expect(info.rows.contains(.shareRelayAddress(address: "smp://k@relay.example.org")), "G93")
        #expect(info.relayFooter == "Subscribers use relay link to connect to the channel. Relay address was used to set up this relay for the channel.")
        #expect(info.actions.isEmpty, "D18: relays are removed from the relays view")
        let subscriber = MemberInfo(groupInfo: GroupFixtures.groupInfo(role: .observer, channel: true), member: Self.relayMember)
        #expect(subscriber.relayFooter == "You connected to the channel via this relay link.")
        #expect(subscriber.rows.map(\.title) == ["Channel", "Role"], "no relay record, no relay link of the member")
    }

    /// G92 `hostFromRelayLink`: the link's first SMP host as the markdown finds it, else the
    /// host after an address's key, else the link.
    static let hosts: [(rule: String, link: String, host: String)] = [
        ("a short link on https: its host", "https://relay.example.org/r#KEY", "relay.example.org"),
        ("a short link: its first h= host", "simplex:/r#KEY?h=relay.example.net,other", "relay.example.net"),
        ("a full link: its server's host", "simplex:/invitation#/?v=1&smp=smp%3A%2F%2F1234-w%3D%3D%40smp.simplex.im%3A5223%2F3456-w%3D%3D%23%2F%3Fv%3D1-2%26dh%3DMCowBQYDK2VuAyEAjiswwI3O_NlS8Fk3HJUW870EY2bAwmttMBsvRB9eV3o%253D&e2e=v%3D2%26x3dh%3DMEIwBQYDK2VvAzkAmKuSYeQ", "smp.simplex.im"),
        ("an address: the first host after the key", "smp://KEY@smp3.example.com,smp4.example.com:5223", "smp3.example.com"),
        ("an address: the host before the port", "smp://KEY@smp5.example.com:5223/x", "smp5.example.com"),
        ("not a SimpleX link: the link itself", "simplex:/r?h=relay.example.net", "simplex:/r?h=relay.example.net"),
        ("no scheme: the link itself", "relay", "relay"),
    ]

    @Test(arguments: hosts)
    func relayLinkHost(rule: String, link: String, host: String) {
        var member = Self.relayMember
        member.relayLink = link
        #expect(MemberInfo(groupInfo: Self.channelOwner, member: member).rows.contains(.relayLink(host: host)), "\(rule)")
    }

    @Test func roleChangeAlert() {
        let alert = MemberInfo.roleChangeAlert(groupInfo: GroupFixtures.groupInfo(role: .owner), member: GroupFixtures.member(.member), role: .admin)
        #expect(alert.alert.message == "Role will be changed to \"admin\". All group members will be notified.")
        let invited = MemberInfo.roleChangeAlert(groupInfo: GroupFixtures.groupInfo(role: .owner), member: GroupFixtures.member(.member, status: .invited), role: .observer)
        #expect(invited == .changeRole(.group, role: .observer, memberCurrent: false))
    }
}
