import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// Group info (seed 002; seed 000 "GroupChatInfoView — Channel Adaptations";
/// simplex-view-logic §7.1–7.2): the rows of each section by role and kind of group, their
/// texts and alerts, and the members list.
@Suite struct GroupInfoTests {
    typealias Fixture = GroupFixtures

    static func rows(_ info: GroupInfo, _ kind: GroupInfoSection.Kind, members: [GroupMember] = Fixture.team.members,
                     link: Bool = false) -> [String]? {
        GroupInfoSections(groupInfo: info, members: members, hasGroupLink: link).sections.first { $0.kind == kind }?.rows.map(\.title)
    }

    static func section(_ info: GroupInfo, _ kind: GroupInfoSection.Kind, developer: Bool = false) -> GroupInfoSection? {
        GroupInfoSections(groupInfo: info, members: Fixture.team.members, developerTools: developer).sections.first { $0.kind == kind }
    }

    static func withWelcome(_ info: GroupInfo, _ text: String?) -> GroupInfo {
        var info = info
        info.groupProfile.description = text
        return info
    }

    static func withPublicLink(_ info: GroupInfo) -> GroupInfo {
        var info = info
        info.groupProfile.publicGroup = PublicGroupProfile(groupLink: "https://simplex.chat/c#x", groupType: .channel, publicGroupId: "p")
        return info
    }

    static let owner = Fixture.groupInfo(role: .owner)
    static let channelOwner = Fixture.groupInfo(role: .owner, channel: true)
    static let subscriber = Fixture.groupInfo(role: .observer, channel: true)
    static let coOwner = Fixture.member(.owner, name: "olga", id: 7)

    static let sectionRows: [(rule: String, info: GroupInfo, kind: GroupInfoSection.Kind, members: [GroupMember], link: Bool, rows: [String]?)] = [
        ("owners get link, support and reports", owner, .links, Fixture.team.members, false, ["Create group link", "Member support", "Member reports"]),
        ("a link that exists is 'Group link'", owner, .links, Fixture.team.members, true, ["Group link", "Member support", "Member reports"]),
        ("members chat with admins", Fixture.groupInfo(role: .member), .links, Fixture.team.members, false, ["Chat with admins"]),
        ("business chats: reports only", Fixture.groupInfo(role: .owner, business: true), .links, [], false, ["Member reports"]),
        ("the owner edits the group profile", owner, .profile, [], false, ["Edit group profile", "Welcome message", "Group preferences"]),
        ("members see the welcome message if set", Fixture.groupInfo(role: .member), .profile, [], false, ["Welcome message", "Group preferences"]),
        ("an owner without one adds a welcome message", withWelcome(owner, nil), .profile, [], false,
         ["Edit group profile", "Add welcome message", "Group preferences"]),
        ("business chats have chat preferences", Fixture.groupInfo(role: .owner, business: true), .profile, [], false, ["Welcome message", "Chat preferences"]),
        ("settings: receipts, theme, TTL", owner, .settings, [], false, ["Send receipts", "Chat theme", "Delete messages after"]),
        ("members: invite, own row first, by role, no left members", owner, .members, Fixture.team.members, false,
         ["Invite members", "you: you", "alice", "carol", "bob"]),
        ("no invite row below admin", Fixture.groupInfo(role: .moderator), .members, [], false, ["you: you"]),
        ("the owner clears, deletes and leaves", owner, .danger, [], false, ["Clear chat", "Delete group", "Leave group"]),
        ("a former member deletes but cannot leave", Fixture.groupInfo(role: .member, status: .left), .danger, [], false,
         ["Clear chat", "Delete group"]),
        ("leave only when current", Fixture.groupInfo(role: .member, status: .pendingApproval), .danger, [], false,
         ["Clear chat", "Delete group"]),
        ("a current member cannot delete", Fixture.groupInfo(role: .admin), .danger, [], false, ["Clear chat", "Leave group"]),
        ("business chats say chat", Fixture.groupInfo(role: .owner, business: true), .danger, [], false, ["Clear chat", "Delete chat", "Leave chat"]),
        ("channel owner without a link", channelOwner, .links, [], false, ["Owners & subscribers"]),
        ("channel owner with a link", channelOwner, .links, [], true, ["Channel link", "Owners & subscribers"]),
        ("share link only with the public link D13", subscriber, .links, [], false, ["Owners"]),
        ("a subscriber shares the public link D13", withPublicLink(subscriber), .links, [], false, ["Share link", "Owners"]),
        ("channel admins list subscribers D14", Fixture.groupInfo(role: .admin, channel: true), .links, [], false, ["Owners & subscribers"]),
        ("channel owner's profile rows", channelOwner, .profile, [], false, ["Edit channel profile", "Welcome message"]),
        ("channel owner adds a welcome message", withWelcome(channelOwner, ""), .profile, [], false, ["Edit channel profile", "Add welcome message"]),
        ("a subscriber sees the welcome message if set", subscriber, .profile, [], false, ["Welcome message"]),
        ("a subscriber sees no profile rows without one", withWelcome(subscriber, nil), .profile, [], false, []),
        ("channel settings without receipts", channelOwner, .settings, [], false, ["Chat theme", "Delete messages after"]),
        ("channels list no members inline", channelOwner, .members, [], false, nil),
        ("the sole channel owner cannot leave D12", channelOwner, .danger, Fixture.team.members, false, ["Chat relays", "Clear chat", "Delete channel"]),
        ("a co-owner may leave the channel D12", channelOwner, .danger, [coOwner], false,
         ["Chat relays", "Clear chat", "Delete channel", "Leave channel"]),
        ("a subscriber leaves the channel", subscriber, .danger, [], false, ["Chat relays", "Clear chat", "Leave channel"]),
    ]

    @Test(arguments: sectionRows)
    func sectionRowsByRoleAndKind(rule: String, info: GroupInfo, kind: GroupInfoSection.Kind, members: [GroupMember], link: Bool, rows: [String]?) {
        #expect(Self.rows(info, kind, members: members, link: link) == rows, "\(rule)")
    }

    static let footers: [(rule: String, info: GroupInfo, kind: GroupInfoSection.Kind, footer: String?)] = [
        ("group preferences footer", owner, .profile, "Only group owners can change group preferences."),
        ("business preferences footer", Fixture.groupInfo(role: .owner, business: true), .profile, "Only chat owners can change preferences."),
        ("settings footer", owner, .settings, "Delete chat messages from your device."),
        ("channels have no preferences footer", channelOwner, .profile, nil),
    ]

    @Test(arguments: footers)
    func footersInTheSeedsWords(rule: String, info: GroupInfo, kind: GroupInfoSection.Kind, footer: String?) {
        #expect(Self.section(info, kind)?.footer?.text == footer, "\(rule)")
    }

    @Test func membersHeaderCountsEveryoneListed() {
        #expect(Self.section(Self.owner, .members)?.header?.title == "4 members")
    }

    /// Issue 36 D19: the members of every status but left and removed, and the user.
    static let memberCounts: [(rule: String, statuses: [GroupMemberStatus], count: Int)] = [
        ("the user alone is one member", [], 1),
        ("connected members and the user", [.connected, .complete, .creator], 4),
        ("invited, pending and introduced members count, as group info lists them", [.invited, .pendingApproval, .pendingReview, .introduced], 5),
        ("members who left or were removed do not", [.left, .removed, .connected], 2),
    ]

    @Test(arguments: memberCounts)
    func memberCountIsTheListedMembersAndTheUser(rule: String, statuses: [GroupMemberStatus], count: Int) {
        let members = statuses.enumerated().map { GroupFixtures.member(.member, status: $1, name: "m\($0)", id: Int64(10 + $0)) }
        #expect(MemberList.memberCount(members) == count, "\(rule)")
        let header = GroupInfoSections(groupInfo: Self.owner, members: members).sections.first { $0.kind == .members }?.header
        #expect(header == .members(count: count), "\(rule)")
    }

    @Test func receiptsAreDisabledForLargeGroupsWithAnAlertD19() throws {
        let small = try #require(Self.section(Fixture.groupInfo(role: .owner, members: 20), .settings)?.rows.first)
        #expect(small == .sendReceipts(disabledForLargeGroup: false) && small.detail == nil && !small.isDisabled)
        let info = Fixture.groupInfo(role: .owner, members: 21)
        let large = try #require(Self.section(info, .settings)?.rows.first)
        #expect(large.title == "Send receipts" && large.detail == "Disabled for large groups" && large.isDisabled)
        #expect(large.alert(info) == .largeGroupReceiptsDisabled)
    }

    @Test func inviteMembersIsDisabledWhenIncognitoG26() throws {
        var info = Self.owner
        info.membership.memberProfile.profileId = info.membership.memberContactProfileId + 100
        let invite = try #require(Self.section(info, .members)?.rows.first)
        #expect(invite == .inviteMembers(disabledIncognito: true) && invite.isDisabled)
        #expect(invite.alert(info) == .cantInviteIncognito)
        #expect(Self.section(Self.owner, .members)?.rows.first == .inviteMembers(disabledIncognito: false))
    }

    @Test func developerSectionShowsLocalNameAndDatabaseID() {
        let section = Self.section(Self.owner, .developer, developer: true)
        #expect(section?.header?.title == "For console")
        #expect(section?.rows.map(\.title) == ["Local name", "Database ID"])
        #expect(section?.rows.map(\.detail) == ["Team", "1"])
        #expect(Self.section(Self.owner, .developer) == nil, "only with developer tools")
    }

    @Test func dangerRowsOpenTheirAlerts() {
        let info = Fixture.groupInfo(role: .member, status: .left)
        #expect(GroupInfoRow.delete(.group).alert(info) == .deleteGroup(.group, current: false))
        #expect(GroupInfoRow.clearChat.alert(info) == .clearChat)
        #expect(GroupInfoRow.leave(.channel).alert(info) == .leaveGroup(.channel))
        #expect(GroupInfoRow.chatTheme.alert(info) == nil)
    }

    static let swipes: [(rule: String, me: GroupMemberRole, channel: Bool, them: GroupMember, actions: [String])] = [
        ("an owner blocks a member for all and removes them", .owner, false, Fixture.member(.member), ["Block for all", "Remove"]),
        ("an admin cannot be blocked for all", .owner, false, Fixture.member(.admin), ["Remove"]),
        ("moderators block for all D15", .moderator, false, Fixture.member(.member), ["Block for all"]),
        ("unblock for all a member blocked by admin", .admin, false, blocked(Fixture.member(.member)), ["Unblock for all", "Remove"]),
        ("a member blocks for themself", .member, false, Fixture.member(.member), ["Block"]),
        ("a member unblocks a member they hid", .member, false, hidden(Fixture.member(.member)), ["Unblock"]),
        ("no own block once blocked by admin", .member, false, blocked(Fixture.member(.member)), []),
    ]

    static func blocked(_ member: GroupMember) -> GroupMember {
        var member = member
        member.blockedByAdmin = true
        return member
    }

    static func hidden(_ member: GroupMember) -> GroupMember {
        var member = member
        member.memberSettings.showMessages = false
        return member
    }

    @Test(arguments: swipes)
    func memberSwipeActions(rule: String, me: GroupMemberRole, channel: Bool, them: GroupMember, actions: [String]) throws {
        let list = MemberList(groupInfo: Fixture.groupInfo(role: me, channel: channel), members: [them])
        #expect(list.rows.map(\.title) == ["you: you", them.memberProfile.displayName])
        #expect(list.rows[1].swipeActions.map(\.title) == actions, "\(rule)")
    }

    @Test func swipeActionsOpenTheirAlerts() {
        let actions = MemberList(groupInfo: Fixture.groupInfo(role: .owner), members: [Fixture.member(.member, name: "bob")]).rows[1].swipeActions
        #expect(actions.map(\.alert) == [.blockForAll(.group, name: "bob"), .removeMember(.group)])
        #expect(actions.map(\.isDestructive) == [false, true])
    }

    @Test func membersListSearchesNameAliasAndFullName() {
        let searched = MemberList(groupInfo: Fixture.groupInfo(role: .member), members: Fixture.team.members, search: "CAR")
        #expect(searched.rows.map(\.title) == ["you: you", "carol"])
    }

    @Test func alertsReachableFromTheSections() {
        let info = Fixture.groupInfo(role: .owner, members: 21)
        let alerts = GroupInfoSections(groupInfo: info, members: [Fixture.member(.member, name: "bob")]).alerts(info)
        #expect(alerts == [.largeGroupReceiptsDisabled, .blockForAll(.group, name: "bob"), .removeMember(.group),
                           .clearChat, .deleteGroup(.group, current: true), .leaveGroup(.group)])
    }
}

/// The alerts of group info and member info (seed 002 "Alerts" and "Channel Leave/Delete
/// Rules"; simplex-view-logic §7.2, §7.5), in the seeds' words.
@Suite struct GroupInfoAlertTests {
    static let texts: [(alert: GroupInfoAlert, title: String, message: String?, buttons: [Alert.Button])] = [
        (.deleteGroup(.group, current: true), "Delete group?", "Group will be deleted for all members - this cannot be undone!", [.delete, .cancel]),
        (.deleteGroup(.group, current: false), "Delete group?", "Group will be deleted for you - this cannot be undone!", [.delete, .cancel]),
        (.deleteGroup(.business, current: true), "Delete chat?", "Chat will be deleted for all members - this cannot be undone!", [.delete, .cancel]),
        (.deleteGroup(.channel, current: true), "Delete channel?", "Channel will be deleted for all subscribers - this cannot be undone!", [.delete, .cancel]),
        (.deleteGroup(.channel, current: false), "Delete channel?", "Channel will be deleted for you - this cannot be undone!", [.delete, .cancel]),
        (.clearChat, "Clear chat?", "All messages will be deleted - this cannot be undone! The messages will be deleted ONLY for you.", [.clear, .cancel]),
        (.leaveGroup(.group), "Leave group?", "You will stop receiving messages from this group. Chat history will be preserved.", [.leave, .cancel]),
        (.leaveGroup(.business), "Leave chat?", "You will stop receiving messages from this chat. Chat history will be preserved.", [.leave, .cancel]),
        (.leaveGroup(.channel), "Leave channel?", "You will stop receiving messages from this channel. Chat history will be preserved.", [.leave, .cancel]),
        (.cantInviteIncognito, "Can't invite contacts when incognito",
         "You're using an incognito profile for this group - to prevent sharing your main profile inviting contacts is not allowed", [.ok]),
        (.largeGroupReceiptsDisabled, "Receipts are disabled", "This group has over 20 members, delivery receipts are not sent.", [.ok]),
        (.blockMember(name: "bob"), "Block member?", "All new messages from bob will be hidden!", [.block, .cancel]),
        (.unblockMember(name: "bob"), "Unblock member?", "Messages from bob will be shown!", [.unblock, .cancel]),
        (.blockForAll(.group, name: "bob"), "Block member for all?", "All new messages from bob will be hidden!", [.blockForAll, .cancel]),
        (.blockForAll(.channel, name: "bob"), "Block subscriber for all?", "All new messages from bob will be hidden!", [.blockForAll, .cancel]),
        (.unblockForAll(.group, name: "bob"), "Unblock member for all?", "Messages from bob will be shown!", [.unblockForAll, .cancel]),
        (.unblockForAll(.channel, name: "bob"), "Unblock subscriber for all?", "Messages from bob will be shown!", [.unblockForAll, .cancel]),
        (.removeMember(.group), "Remove member?", "Member will be removed from group - this cannot be undone!", [.remove, .removeAndDeleteMessages, .cancel]),
        (.removeMember(.business), "Remove member?", "Member will be removed from chat - this cannot be undone!", [.remove, .removeAndDeleteMessages, .cancel]),
        (.removeMember(.channel), "Remove subscriber?", "Subscriber will be removed from channel - this cannot be undone!",
         [.remove, .removeAndDeleteMessages, .cancel]),
        (.changeRole(.group, role: .admin, memberCurrent: true), "Change role?", "Role will be changed to \"admin\". All group members will be notified.", [.change, .cancel]),
        (.changeRole(.channel, role: .member, memberCurrent: true), "Change role?", "Role will be changed to \"member\". All subscribers will be notified.", [.change, .cancel]),
        (.changeRole(.business, role: .observer, memberCurrent: false), "Change role?",
         "Role will be changed to \"observer\". The member will receive a new invitation.", [.change, .cancel]),
        (.deleteMemberMessages, "Delete member messages?", "Member messages will be deleted - this cannot be undone!", [.delete, .cancel]),
        (.deleteLink, "Delete link?", "All group members will remain connected.", [.delete, .cancel]),
        (.removeRelay(name: "relay-one"), "Remove relay?", "relay-one will stop forwarding the channel's messages to subscribers - this cannot be undone!", [.remove, .cancel]),
    ]

    @Test(arguments: texts)
    func alertTextsInTheSeedsWords(alert: GroupInfoAlert, title: String, message: String?, buttons: [Alert.Button]) {
        #expect(alert.alert == Alert(title: title, message: message, buttons: buttons))
    }

    static let buttons: [(button: Alert.Button, title: String, destructive: Bool)] = [
        (.delete, "Delete", true), (.clear, "Clear", true), (.leave, "Leave", true), (.remove, "Remove", true),
        (.removeAndDeleteMessages, "Remove and delete messages", true), (.block, "Block", true), (.blockForAll, "Block for all", true),
        (.unblock, "Unblock", false), (.unblockForAll, "Unblock for all", false), (.change, "Change", false),
        (.deleteForMe, "Delete for me", true), (.deleteForEveryone, "Delete for everyone", true),
        (.markDeletedForEveryone, "Mark deleted for everyone", true), (.forwardMessages, "Forward messages", false),
        (.downloadFiles, "Download files", false), (.ok, "OK", false), (.cancel, "Cancel", false),
    ]

    @Test(arguments: buttons)
    func buttonsSayWhatTheyDoAndWhetherTheyDestroy(button: Alert.Button, title: String, destructive: Bool) {
        #expect(button.title == title && button.isDestructive == destructive)
    }
}

/// The channel views: members, relays, the link (seed 002 "Channel Members View", "Channel
/// Relays View", "Channel Link View"; simplex-view-logic §7.3–7.4).
@Suite struct ChannelViewTests {
    typealias Fixture = GroupFixtures

    static func relayMember(_ name: String, status: GroupMemberStatus = .connected, id: Int64 = 6, conn: ConnStatus? = nil,
                            authErrors: Int = 0, quotaErrors: Int = 0) -> GroupMember {
        var member = Fixture.member(.relay, status: status, name: name, id: id)
        if let conn {
            member.activeConn = Connection(agentConnId: "a", authErrCounter: authErrors, connChatVersion: 1, connId: 1, connLevel: 0, connStatus: conn,
                                           connType: .member, contactConnInitiated: false, createdAt: member.createdAt, localAlias: "",
                                           peerChatVRange: member.memberChatVRange, pqEncryption: false, pqSupport: false,
                                           quotaErrCounter: quotaErrors, viaGroupLink: false)
        }
        return member
    }

    static func relay(_ status: RelayStatus, memberId: Int64 = 6) -> GroupRelay {
        GroupRelay(groupMemberId: memberId, groupRelayId: 1, relayCap: RelayCapabilities(), relayStatus: status,
                   userChatRelay: UserChatRelay(address: "smp://k@relay.example.org", chatRelayId: 1, deleted: false, domains: [], enabled: true, preset: false,
                                                relayProfile: RelayProfile(displayName: "r", fullName: "")))
    }

    static func titles(_ view: ChannelMembers) -> [[String]] {
        view.sections.map { [$0.title] + $0.rows.map(\.title) }
    }

    @Test func ownersAlwaysSubscribersForAdminsAndAboveD14() {
        let olga = Fixture.member(.owner, name: "olga", id: 7)
        let members = Fixture.team.members + [Self.relayMember("relay1"), olga]
        #expect(Self.titles(ChannelMembers(groupInfo: Fixture.groupInfo(role: .owner, channel: true), members: members))
                    == [["Owners", "you", "olga"], ["Subscribers", "alice", "bob", "carol"]])
        #expect(Self.titles(ChannelMembers(groupInfo: Fixture.groupInfo(role: .admin, channel: true), members: members))
                    == [["Owners", "olga"], ["Subscribers", "alice", "bob", "carol"]], "seed 000: subscribers for admins and above")
        #expect(Self.titles(ChannelMembers(groupInfo: Fixture.groupInfo(role: .observer, channel: true), members: members)) == [["Owners", "olga"]])
    }

    @Test func noSubscribersWhenThereAreNone() {
        var owner = Fixture.groupInfo(role: .owner, channel: true)
        let view = ChannelMembers(groupInfo: owner, members: [Self.relayMember("relay1")])
        #expect(Self.titles(view) == [["Owners", "you"], ["Subscribers", "No subscribers"]])
        #expect(view.sections[1].kind == .subscribers(count: 0))
        owner.groupSummary.publicMemberCount = 120
        #expect(ChannelMembers(groupInfo: owner, members: []).sections[1].kind == .subscribers(count: 120), "the core's count when it has one")
        #expect(view.sections[0].rows == [.member(owner.membership, isUser: true)], "the user's own row opens no member info")
    }

    static let statuses: [(rule: String, member: GroupMember, relay: RelayStatus?, isOwner: Bool, text: String, colour: RelayStatusText.Colour)] = [
        ("owner: new", relayMember("r"), .new, true, "new", .yellow),
        ("owner: invited", relayMember("r"), .invited, true, "invited", .yellow),
        ("owner: accepted", relayMember("r"), .accepted, true, "accepted", .yellow),
        ("owner: roster acknowledged is accepted", relayMember("r"), .acknowledgedRoster, true, "accepted", .yellow),
        ("owner: active", relayMember("r"), .active, true, "active", .green),
        ("owner: inactive", relayMember("r"), .inactive, true, "inactive", .yellow),
        ("owner: rejected in red", relayMember("r"), .rejected, true, "rejected", .red),
        ("a subscriber sees the connection", relayMember("r"), .rejected, false, "connecting", .yellow),
        ("an owner without a relay record sees the connection", relayMember("r", conn: .ready), nil, true, "connected", .green),
        ("failed connection", relayMember("r", conn: .failed(connError: "x")), .active, true, "failed", .red),
        ("disabled after 10 auth errors", relayMember("r", conn: .ready, authErrors: 10), .active, true, "disabled", .red),
        ("inactive after 5 quota errors", relayMember("r", conn: .ready, quotaErrors: 5), .active, false, "inactive", .yellow),
        ("left: removed by operator", relayMember("r", status: .left), .active, true, "removed by operator", .red),
        ("removed", relayMember("r", status: .removed), .active, true, "removed", .red),
        ("group deleted", relayMember("r", status: .deleted), .active, true, "group deleted", .red),
        ("connection ready", relayMember("r", conn: .ready), nil, false, "connected", .green),
        ("connection deleted", relayMember("r", conn: .deleted), nil, false, "deleted", .red),
        ("connection failed", relayMember("r", conn: .failed(connError: "x")), nil, false, "failed", .red),
        ("otherwise connecting", relayMember("r", conn: .joined), nil, false, "connecting", .yellow),
    ]

    @Test(arguments: statuses)
    func relayStatusText(rule: String, member: GroupMember, relay: RelayStatus?, isOwner: Bool, text: String, colour: RelayStatusText.Colour) {
        #expect(RelayStatusText(member: member, relay: relay.map { Self.relay($0) }, isOwner: isOwner) == RelayStatusText(text: text, colour: colour), "\(rule)")
    }

    @Test func relaysViewListsRelaysOrNoChatRelays() {
        let owner = Fixture.groupInfo(role: .owner, channel: true)
        let view = ChannelRelays(groupInfo: owner, members: [Self.relayMember("relay1"), Self.relayMember("gone", status: .removed, id: 8)],
                                 relays: [Self.relay(.rejected)])
        #expect(view.rows.map(\.title) == ["relay1"] && view.canAddRelay)
        #expect(view.rows.first == .relay(Self.relayMember("relay1"), relay: Self.relay(.rejected), status: RelayStatusText(text: "rejected", colour: .red)))
        let subscriber = ChannelRelays(groupInfo: Fixture.groupInfo(role: .observer, channel: true), members: [Self.relayMember("relay1")], relays: [])
        #expect(subscriber.rows == [.relay(Self.relayMember("relay1"), relay: nil, status: nil)],
                "seed 000 over 002: subscribers see relay names only, no status data")
        let empty = ChannelRelays(groupInfo: Fixture.groupInfo(role: .observer, channel: true), members: Fixture.team.members, relays: [])
        #expect(empty.rows == [.noRelays] && empty.rows.map(\.title) == ["No chat relays"] && !empty.canAddRelay)
        #expect(ChannelRelays.footer == "Chat relays forward messages to channel subscribers.")
    }

    @Test func addRelayOffersOnlyRelaysNotListedWhateverTheirStatus() {
        let relay = Self.relay(.rejected)
        var other = relay.userChatRelay
        other.chatRelayId = 2
        #expect(ChannelRelays.addable([relay.userChatRelay, other], existing: [relay]) == [other])
    }

    static func link(short: Bool) -> GroupLink {
        GroupLink(acceptMemberRole: .member, connLinkContact: CreatedConnLink(connFullLink: "https://simplex.chat/g#full", connShortLink: short ? "https://smp.example/g#s" : nil),
                  groupLinkId: "l", shortLinkDataSet: short, shortLinkLargeDataSet: false, userContactLinkId: 1)
    }

    @Test func channelLinkViewHidesRolePickerUpgradeDeleteAndToggle() {
        let channel = GroupLinkScreen(groupInfo: Fixture.groupInfo(role: .owner, channel: true), link: Self.link(short: true))
        #expect(channel.title == "Channel link" && channel.description == "Anybody will be able to join the channel")
        #expect(channel.rows == [.qrCode(link: "https://smp.example/g#s"), .shareLink])
        let group = GroupLinkScreen(groupInfo: Fixture.groupInfo(role: .owner), link: Self.link(short: true))
        #expect(group.title == "Group link")
        #expect(group.rows.map(\.title) == ["Initial role", "QR code", "Short link", "Share link", "Delete link"])
        #expect(group.rows.last?.alert == .deleteLink)
        let full = GroupLinkScreen(groupInfo: Fixture.groupInfo(role: .owner), link: Self.link(short: false))
        #expect(full.rows.map(\.title) == ["Initial role", "QR code", "Upgrade link", "Share link", "Delete link"])
        #expect(GroupLinkScreen(groupInfo: Fixture.groupInfo(role: .owner), link: nil).rows == [.createLink])
    }
}

/// The action bar and the member rows' status and badge (seed 002 "Action Buttons", "Channel
/// Action Bar", "Member rows"; simplex-view-logic §7.1).
@Suite struct GroupInfoBarAndMemberRowTests {
    typealias Fixture = GroupFixtures

    static func muted(_ info: GroupInfo) -> GroupInfo {
        var info = info
        info.chatSettings.enableNtfs = .none
        return info
    }

    static func incognito(_ info: GroupInfo) -> GroupInfo {
        var info = info
        info.membership.memberProfile.profileId = info.membership.memberContactProfileId + 100
        return info
    }

    static let bars: [(rule: String, info: GroupInfo, buttons: [String])] = [
        ("admins invite", Fixture.groupInfo(role: .admin), ["search", "invite", "mute"]),
        ("members do not", Fixture.groupInfo(role: .member), ["search", "mute"]),
        ("unmute when muted", muted(Fixture.groupInfo(role: .member)), ["search", "unmute"]),
        ("a channel owner's link replaces invite G52", Fixture.groupInfo(role: .owner, channel: true), ["search", "link", "mute"]),
        ("no add members in channels G53", Fixture.groupInfo(role: .observer, channel: true), ["search", "mute"]),
    ]

    @Test(arguments: bars)
    func actionBar(rule: String, info: GroupInfo, buttons: [String]) {
        #expect(GroupInfoButton.bar(info).map(\.title) == buttons, "\(rule)")
    }

    @Test func incognitoInvitesByTheLink() {
        #expect(GroupInfoButton.bar(Self.incognito(Fixture.groupInfo(role: .admin))) == [.search, .invite(viaLink: true), .mute])
        #expect(GroupInfoButton.bar(Fixture.groupInfo(role: .admin)) == [.search, .invite(viaLink: false), .mute])
    }

    static func row(_ member: GroupMember) -> MemberList.Row {
        MemberList(groupInfo: Fixture.groupInfo(role: .member), members: [member]).rows[1]
    }

    static func with(_ member: GroupMember, _ change: (inout GroupMember) -> Void) -> GroupMember {
        var member = member
        change(&member)
        return member
    }

    static let disabledConnection = with(ChannelViewTests.relayMember("r", conn: .ready, authErrors: 10)) { $0.memberRole = .member }

    static let rows: [(rule: String, member: GroupMember, status: String, badge: String?)] = [
        ("connected admin", Fixture.member(.admin), "connected", "admin"),
        ("a member has no badge", Fixture.member(.member), "connected", nil),
        ("an observer's badge", Fixture.member(.observer, status: .invited), "invited", "observer"),
        ("connecting", Fixture.member(.owner, status: .announced), "connecting", "owner"),
        ("blocked by admin", with(Fixture.member(.admin)) { $0.blockedByAdmin = true }, "connected", "blocked"),
        ("blocked by the user", with(Fixture.member(.member)) { $0.memberSettings.showMessages = false }, "connected", "blocked"),
        ("a disabled connection", disabledConnection, "disabled", nil),
    ]

    @Test(arguments: rows)
    func memberRowStatusAndBadge(rule: String, member: GroupMember, status: String, badge: String?) {
        let row = Self.row(member)
        #expect(row.status == status && row.badge == badge, "\(rule)")
    }

    @Test func theUsersOwnRowShowsTheirStatus() {
        #expect(MemberList(groupInfo: Fixture.groupInfo(role: .owner, status: .creator), members: []).rows[0].status == "creator")
    }
}
