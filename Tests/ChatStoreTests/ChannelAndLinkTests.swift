import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing

/// Channels through chat relays, and group links, by their rules.
@Suite struct ChannelAndLinkTests {
    static func relay(_ id: Int64, _ name: String, enabled: Bool = true, address: String? = nil) -> UserChatRelay {
        UserChatRelay(address: address ?? "simplex:/relay#\(name)", chatRelayId: id, deleted: false, domains: [], enabled: enabled, preset: false,
                      relayProfile: RelayProfile(displayName: name, fullName: ""))
    }

    static func channel(_ store: ChatStore, relays: [Int64]) async throws -> ChatResponse {
        try await store.execute(.newChannel(userId: 1, relayIds: relays, profile: GroupProfile(displayName: "News", fullName: "")))
    }

    @Test func aChannelIsCreatedWithItsUsableRelays() async throws {
        let fixture = try await StoreFixture.seeded()
        try await fixture.store.addChatRelay(Self.relay(1, "north"))
        try await fixture.store.addChatRelay(Self.relay(2, "off", enabled: false))
        guard case let .publicGroupCreated(info, link, relays, _) = try await Self.channel(fixture.store, relays: [1, 2]) else {
            Issue.record("expected the channel")
            return
        }
        #expect(info.useRelays && info.membership.memberRole == .owner)
        #expect(relays.map(\.userChatRelay.chatRelayId) == [1] && relays.first?.relayStatus == .invited, "a relay elsewhere waits: there is no network")
        #expect(link.acceptMemberRole == .observer)
        guard case let .groupMembers(group, _) = try await fixture.store.execute(.members(groupId: info.groupId)) else { Issue.record("unexpected response"); return }
        #expect(group.members.map(\.memberRole) == [.relay])

        guard case let .publicGroupCreationFailed(results, _) = try await Self.channel(fixture.store, relays: [2]) else {
            Issue.record("no usable relay: no channel")
            return
        }
        #expect(results.count == 1 && results.first?.relayError != nil)
    }

    @Test func relaysAreListedAndAddedByOwnersOnly() async throws {
        let fixture = try await StoreFixture.seeded()
        try await fixture.store.addChatRelay(Self.relay(1, "north"))
        try await fixture.store.addChatRelay(Self.relay(2, "south"))
        guard case let .publicGroupCreated(info, _, _, _) = try await Self.channel(fixture.store, relays: [1]) else { Issue.record("unexpected response"); return }
        guard case let .groupRelaysAdded(_, _, relays, _) = try await fixture.store.execute(.addRelays(groupId: info.groupId, relayIds: [1, 2])) else {
            Issue.record("south is added")
            return
        }
        #expect(relays.map(\.userChatRelay.chatRelayId) == [1, 2])
        guard case let .groupRelaysAddFailed(results, _) = try await fixture.store.execute(.addRelays(groupId: info.groupId, relayIds: [2])) else {
            Issue.record("a relay already serving the channel is refused")
            return
        }
        #expect(results.first?.relayError == .error(errorType: .chatRelayExists))
        #expect(await StoreFixture.kind { try await fixture.store.execute(.getRelays(groupId: 1)) } == .notAllowed, "a group has no relays")
        let admin = try await GroupCommandTests.seeded(userRole: .admin, channel: true)
        #expect(await StoreFixture.kind(of: .getRelays(groupId: 1), on: admin.store) == .notAllowed, "only owners see the relays")
        guard case let .publicGroupCreated(_, _, once, _) = try await Self.channel(fixture.store, relays: [1, 1]) else {
            Issue.record("expected a channel")
            return
        }
        #expect(once.count == 1, "a relay named twice serves once")
    }

    @Test func aLocalRelayGetsTheChannelAndItsPosts() async throws {
        let (fixture, _) = try await StoreFixture.twoProfiles()
        var relayUser = StoreFixture.user
        relayUser.userId = 3
        relayUser.localDisplayName = "relay"
        relayUser.userChatRelay = true
        relayUser.profile.contactLink = "simplex:/relay#local"
        try await fixture.store.addUser(relayUser)
        try await fixture.store.addChatRelay(Self.relay(1, "local", address: "simplex:/relay#local"))
        guard case let .publicGroupCreated(info, _, relays, _) = try await Self.channel(fixture.store, relays: [1]) else { Issue.record("unexpected response"); return }
        #expect(relays.first?.relayStatus == .active)
        let relayStore = try fixture.connection()
        try await relayStore.act(as: 3)
        let relayCopy = try #require(try await relayStore.chats(userId: 3).first?.chatInfo.groupInfo)
        #expect(relayCopy.membership.memberRole == .relay)

        _ = try await fixture.store.execute(.send(.group(info.groupId), asGroup: true, messages: [ComposedMessage(msgContent: .text(text: "first post"))]))
        let carried = try #require(try await relayStore.chat(.group(relayCopy.groupId), .last(count: 5)).chat.chatItems.last)
        #expect(carried.meta.itemText == "first post")
        #expect(await StoreFixture.kind {
            try await relayStore.execute(.send(.group(relayCopy.groupId), asGroup: true, messages: [ComposedMessage(msgContent: .text(text: "x"))]))
        } == .notAllowed, "subscribers below owner do not post as the channel")
        #expect(await StoreFixture.kind {
            try await relayStore.execute(.allowRelayGroup(groupId: relayCopy.groupId))
        } == .notAllowed, "only a rejected relay is allowed again")
    }

    @Test func twoRelaysInARingDeliverOneCopy() async throws {
        let fixture = try await StoreFixture.seeded()
        let store = fixture.store
        for (id, name) in [(Int64(3), "north"), (4, "south"), (5, "sam")] {
            var user = StoreFixture.user
            user.userId = id
            user.localDisplayName = name
            user.profile = LocalProfile(contactLink: name == "sam" ? nil : "simplex:/relay#\(name)", displayName: name, fullName: "", localAlias: "", profileId: id)
            user.userChatRelay = name != "sam"
            try await store.addUser(user)
        }
        try await store.addChatRelay(Self.relay(1, "north", address: "simplex:/relay#north"))
        try await store.addChatRelay(Self.relay(2, "south", address: "simplex:/relay#south"))
        guard case let .publicGroupCreated(channel, _, relays, _) = try await Self.channel(store, relays: [1, 2]) else { Issue.record("unexpected response"); return }
        #expect(relays.map(\.relayStatus) == [.active, .active])
        let relayCopies = try await [Int64(3), 4].asyncMap { userId in
            let connection = try fixture.connection()
            try await connection.act(as: userId)
            return try #require(try await connection.chats(userId: userId).first?.chatInfo.groupInfo?.groupId)
        }
        var subscriber = channel
        subscriber.groupId = 50
        subscriber.membership.memberId = "sam"
        subscriber.membership.memberRole = .observer
        try await store.addChat(.group(groupChatScope: nil, groupInfo: subscriber), userId: 5)
        var owner = channel.membership
        owner.groupId = 50
        owner.groupMemberId = 2
        try await store.addMembers([owner], groupId: 50)
        try await store.link(.group(50), .group(relayCopies[0]))
        try await store.link(.group(50), .group(relayCopies[1]))
        try await store.link(.group(relayCopies[0]), .group(relayCopies[1]))

        _ = try await store.execute(.send(.group(channel.groupId), asGroup: true, messages: [ComposedMessage(msgContent: .text(text: "once"))]))
        let sam = try fixture.connection()
        try await sam.act(as: 5)
        let received = try await sam.chat(.group(50), .last(count: 10)).chat.chatItems
        #expect(received.map(\.meta.itemText) == ["once"] && received.first?.chatDir == .channelRcv)
    }

    @Test func groupLinkRules() async throws {
        let cases: [(rule: String, userRole: GroupMemberRole, linkRole: GroupMemberRole, error: ChatBackendError.Kind?)] = [
            ("an owner creates a member link", .owner, .member, nil),
            ("an admin creates an observer link", .admin, .observer, nil),
            ("a moderator creates no link", .moderator, .member, .notAllowed),
            ("links admit no admins", .owner, .admin, .invalidCommand),
        ]
        for (rule, userRole, linkRole, error) in cases {
            let fixture = try await GroupCommandTests.seeded(userRole: userRole)
            let kind = await StoreFixture.kind(of: .createGroupLink(groupId: 1, role: linkRole), on: fixture.store)
            #expect(kind == error, "\(rule)")
        }
        let fixture = try await GroupCommandTests.seeded()
        _ = try await fixture.store.execute(.createGroupLink(groupId: 1, role: .member))
        #expect(await StoreFixture.kind(of: .createGroupLink(groupId: 1), on: fixture.store) == .notAllowed, "one link per group")
        guard case let .groupLink(_, link, _) = try await fixture.store.execute(.setGroupLinkRole(groupId: 1, role: .observer)) else { Issue.record("unexpected response"); return }
        #expect(link.acceptMemberRole == .observer && link.connLinkContact.connFullLink.hasPrefix("simplex:/contact#"))
        guard case let .groupLink(_, stored, _) = try await fixture.store.execute(.getGroupLink(groupId: 1)) else { Issue.record("unexpected response"); return }
        #expect(stored == link)
        _ = try await fixture.store.execute(.deleteGroupLink(groupId: 1))
        #expect(await StoreFixture.kind(of: .getGroupLink(groupId: 1), on: fixture.store) == .unknownItem)
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self {
            results.append(try await transform(element))
        }
        return results
    }
}
