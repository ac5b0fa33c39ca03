import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel

/// The demo's local side, made through the core's own commands: a second profile "kim" who
/// chats with "you" and joins "Team" by invitation, and the channel "Parley News" carried by
/// the local relay profile "parley-relay" (a second relay, elsewhere, rejected it), with an
/// owner beside you, subscribers, and posts.
enum DemoLocal {
    static let relayAddress = "simplex:/relay#/?v=1&smp=smp%3A%2F%2Frelay.parley.local"

    static func add(to store: ChatStore, path: String, you: User, contactTemplate: Contact) async throws {
        let kim = profile(2, LocalProfile(displayName: "kim", fullName: "Kim, a second local profile", localAlias: "", profileId: 2), like: you)
        var relay = profile(3, LocalProfile(contactLink: relayAddress, displayName: "parley-relay", fullName: "The local chat relay", localAlias: "", profileId: 3), like: you)
        relay.userChatRelay = true
        try await store.addUser(kim)
        try await store.addUser(relay)

        try await store.addChat(.direct(contact: DemoSeed.contact(6, kim.profile, like: contactTemplate)))
        try await store.addChat(.direct(contact: DemoSeed.contact(7, you.profile, like: contactTemplate)), userId: kim.userId)
        try await store.link(.direct(6), .direct(7))
        let asKim = try ChatStore(path: path)
        try await asKim.act(as: kim.userId)
        _ = try await store.send(.direct(6), [text("Hi Kim: this chat runs between two profiles of one store.")])
        _ = try await asKim.send(.direct(7), [text("Hi! Answer me with `parley send --as kim --chat @7 TEXT`.")])
        _ = try await asKim.send(.direct(7), [try buildLog(beside: path)])

        _ = try await store.execute(.addMember(groupId: 1, contactId: 6, role: .author))
        if let invited = try await asKim.chats(userId: kim.userId).compactMap({ $0.chatInfo.groupInfo }).first(where: { $0.membership.memberStatus == .invited }) {
            _ = try await asKim.execute(.joinGroup(groupId: invited.groupId))
            _ = try await asKim.send(.group(invited.groupId), [text("Joined from another local profile 👋")])
        }
        try await channel(store, you: you)
    }

    private static func channel(_ store: ChatStore, you: User) async throws {
        try await store.addChatRelay(chatRelay(1, "parley-relay", address: relayAddress))
        try await store.addChatRelay(chatRelay(2, "eu-relay", address: "simplex:/relay#/?v=1&smp=smp%3A%2F%2Feu.relay.example"))
        let profile = GroupProfile(description: "Release notes and tips.", displayName: "Parley News", fullName: "")
        guard case let .publicGroupCreated(info, _, relays, _) = try await store.execute(.newChannel(userId: you.userId, relayIds: [1, 2], profile: profile)) else {
            throw ChatBackendError(.invalidCommand, "the demo channel could not be created")
        }
        try await store.addGroupRelays(relays.map { relay in
            var relay = relay
            if relay.userChatRelay.chatRelayId == 2 { relay.relayStatus = .rejected }
            return relay
        }, groupId: info.groupId)
        let template = info.membership
        let people: [(String, GroupMemberRole, GroupMemberStatus)] = [
            ("dana", .owner, .connected), ("lee", .observer, .connected), ("max", .observer, .connected),
            ("noor", .observer, .complete), ("oscar", .observer, .left),
        ]
        try await store.addMembers(people.enumerated().map { offset, person in
            DemoTeam.member(person.0, person.1, person.2, id: Int64(10 + offset), like: template)
        }, groupId: info.groupId)
        for post in [
            "*Parley 0.1* is out: the embedded core, markdown and the timeline.",
            "Tip: `parley messages --chat @5 --search bold` searches 100,000 messages.",
            "Channels reach subscribers through chat relays; this one's local relay is the profile *parley-relay*.",
        ] {
            _ = try await store.execute(.send(.group(info.groupId), asGroup: true, messages: [text(post)]))
        }
    }

    /// kim's file for you to download: the full build log, 5 MB, in kim's folder beside the
    /// store (the embedded core moves it a chunk at a time, so its progress shows).
    private static func buildLog(beside path: String) throws -> ComposedMessage {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("kim-files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = folder.appendingPathComponent("build-full.log")
        let lines = (1...80_000).map { "2026-11-28 09:\(String(format: "%02d", $0 / 2_000)) step \($0) of 80000: ok\n" }
        guard FileManager.default.createFile(atPath: file.path, contents: Data(lines.joined().utf8), attributes: [.posixPermissions: 0o600]) else {
            throw ChatBackendError(.readOnly, "the demo's file could not be written in \(folder.path)")
        }
        return ComposedMessage(fileSource: CryptoFile(filePath: file.path), msgContent: .file(text: "The full build log, if you want it"))
    }

    private static func text(_ text: String) -> ComposedMessage {
        ComposedMessage(msgContent: .text(text: text))
    }

    /// A local profile `userId`, not active, otherwise as `template`.
    private static func profile(_ userId: Int64, _ profile: LocalProfile, like template: User) -> User {
        var user = template
        user.userId = userId
        user.userContactId = userId
        user.localDisplayName = profile.displayName
        user.profile = profile
        user.activeUser = false
        return user
    }

    private static func chatRelay(_ id: Int64, _ name: String, address: String) -> UserChatRelay {
        UserChatRelay(address: address, chatRelayId: id, deleted: false, domains: [], enabled: true, preset: false,
                      relayProfile: RelayProfile(displayName: name, fullName: ""))
    }
}
