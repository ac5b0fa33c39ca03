import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Who a row is from (`chatItemSender`, spec §9 function table): every branch, one case each.
@Suite struct RowSenderTests {
    static let alice = Fixtures.teamMember("alice")
    static let bob = Fixtures.teamMember("bob")
    static let carol = Fixtures.teamMember("carol")

    static let dana: User = {
        var user = Fixtures.user
        user.profile.displayName = "dana"
        return user
    }()

    static func item(_ id: Int64, _ direction: CIDirection) -> ChatItem {
        ChatItems.text(id, "hi", direction: direction)
    }

    static func asChannel(_ item: ChatItem) -> ChatItem {
        var item = item
        item.meta.showGroupAsSender = true
        return item
    }

    static func deleted(_ id: Int64, from member: GroupMember) -> ChatItem {
        item(id, .groupRcv(groupMember: member)).markedDeleted()
    }

    static let legend: GroupMember = {
        var member = alice
        member.memberProfile = member.memberProfile.withBadge(.legend)
        return member
    }()

    static let badged: User = {
        var user = dana
        user.profile = user.profile.withBadge(.legend)
        return user
    }()

    static let incognito = Fixtures.bob.chatInfo.withContact { $0.activeConn = .ready(incognitoProfileId: 7) }

    static let teamAsDana = Fixtures.team.chatInfo.withGroup { $0.membership.memberProfile.displayName = "dana" }

    static let picture = "data:image/png;base64,iVBORw0KGgo="

    static let pictured: GroupMember = {
        var member = bob
        member.memberProfile.image = picture
        return member
    }()

    static let senders: [(rule: String, chat: ChatInfo, items: [ChatItem], user: User?, sender: RowSender?)] = [
        ("channel as sender: a channel post names the channel, role channel", Fixtures.channel, [item(1, .channelRcv)], nil,
         RowSender(name: "Team", role: "channel")),
        ("channel as sender: the owner's own post shown as the channel", Fixtures.channel, [asChannel(item(1, .groupSnd))], nil,
         RowSender(name: "Team", role: "channel", isOwn: true)),
        ("channel as sender: another owner's post shown as the channel", Fixtures.channel, [asChannel(item(1, .groupRcv(groupMember: alice)))], nil,
         RowSender(name: "Team", role: "channel")),
        ("received direct: the contact's name", Fixtures.bob.chatInfo, [item(1, .directRcv)], nil, RowSender(name: "bob")),
        ("other own items: 'you' without a user", Fixtures.bob.chatInfo, [item(1, .directSnd)], nil, RowSender(name: "you", isOwn: true)),
        ("other own items: the user's name", Fixtures.bob.chatInfo, [item(1, .directSnd)], dana, RowSender(name: "dana", isOwn: true)),
        ("other own items: 'Incognito' on an incognito connection", incognito, [item(1, .directSnd)], dana, RowSender(name: "Incognito", isOwn: true)),
        ("other own items: the user's name on a connection without a custom profile", Fixtures.bob.chatInfo.withContact { $0.activeConn = .ready() },
         [item(1, .directSnd)], dana, RowSender(name: "dana", isOwn: true)),
        ("other own items: the user's name in notes", Fixtures.notes, [item(1, .localSnd)], dana, RowSender(name: "dana", isOwn: true)),
        ("own group items: the membership's name and role", teamAsDana, [item(1, .groupSnd)], nil,
         RowSender(name: "dana", role: "owner", isOwn: true)),
        ("group member: the member's name and role", Fixtures.team.chatInfo, [item(1, .groupRcv(groupMember: alice))], nil,
         RowSender(name: "alice", role: "admin")),
        ("group member: a plain member's role too (the role of a single member)", Fixtures.team.chatInfo, [item(1, .groupRcv(groupMember: bob))], nil,
         RowSender(name: "bob", role: "member")),
        ("merged row of one member: the name and that member's role", Fixtures.team.chatInfo,
         [deleted(2, from: alice), deleted(1, from: alice)], nil, RowSender(name: "alice", role: "admin")),
        ("merged row of two members: memberNames, no role", Fixtures.team.chatInfo,
         [deleted(2, from: bob), deleted(1, from: alice)], nil, RowSender(name: "bob and alice", avatarName: "bob")),
        ("merged row of three members: 'A, B and N members', no role", Fixtures.team.chatInfo,
         [deleted(3, from: carol), deleted(2, from: bob), deleted(1, from: alice)], nil, RowSender(name: "carol, bob and 1 member", avatarName: "carol")),
        ("received direct: the contact's badge while it is active", Fixtures.bob.chatInfo.withContact { $0.profile = $0.profile.withBadge(.supporter) },
         [item(1, .directRcv)], nil, RowSender(name: "bob", badge: "supporter")),
        ("received direct: no badge once it expired", Fixtures.bob.chatInfo.withContact { $0.profile = $0.profile.withBadge(.supporter, status: .expired) },
         [item(1, .directRcv)], nil, RowSender(name: "bob")),
        ("group member: a single member's badge", Fixtures.team.chatInfo, [item(1, .groupRcv(groupMember: legend))], nil,
         RowSender(name: "alice", role: "admin", badge: "legend")),
        ("merged row of two members: no badge", Fixtures.team.chatInfo,
         [deleted(2, from: bob), deleted(1, from: legend)], nil, RowSender(name: "bob and alice", avatarName: "bob")),
        ("own group items: the membership's badge", Fixtures.team.chatInfo.withGroup { $0.membership.memberProfile = $0.membership.memberProfile.withBadge(.investor) },
         [item(1, .groupSnd)], nil, RowSender(name: "you", role: "owner", badge: "investor", isOwn: true)),
        ("other own items: the user's badge", Fixtures.bob.chatInfo, [item(1, .directSnd)], badged, RowSender(name: "dana", badge: "legend", isOwn: true)),
        ("received in notes: no sender", Fixtures.notes, [item(1, .localRcv)], dana, nil),
        ("received direct: the contact's picture", Fixtures.bob.chatInfo.withContact { $0.profile.image = picture }, [item(1, .directRcv)], nil,
         RowSender(name: "bob", avatarImage: picture)),
        ("group member: the member's picture", Fixtures.team.chatInfo, [item(1, .groupRcv(groupMember: pictured))], nil,
         RowSender(name: "bob", role: "member", avatarImage: picture)),
        ("merged row of two members: the newest member's picture, with the avatar", Fixtures.team.chatInfo,
         [deleted(2, from: pictured), deleted(1, from: alice)], nil, RowSender(name: "bob and alice", avatarName: "bob", avatarImage: picture)),
        ("own group items: the membership's picture", Fixtures.team.chatInfo.withGroup { $0.membership.memberProfile.image = picture },
         [item(1, .groupSnd)], nil, RowSender(name: "you", role: "owner", isOwn: true, avatarImage: picture)),
        ("group member: an empty picture is none", Fixtures.team.chatInfo.withGroup { _ in },
         [item(1, .groupRcv(groupMember: { var member = bob; member.memberProfile.image = ""; return member }()))], nil, RowSender(name: "bob", role: "member")),
    ]

    /// `items` newest first, as one row (a collapsed run when they merge).
    @Test(arguments: senders)
    func chatItemSender(rule: String, chat: ChatInfo, items: [ChatItem], user: User?, sender: RowSender?) {
        #expect(RowSender(row: .row(items, revealed: false), chatInfo: chat, user: user) == sender, "\(rule)")
    }
}
