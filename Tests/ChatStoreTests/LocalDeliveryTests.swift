import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Local delivery between profiles of one store: direct messages, their edits, deletions and
/// reactions on both sides, and a group from invitation to removal.
@Suite struct LocalDeliveryTests {
    static func page(_ store: ChatStore, _ ref: ChatRef) async throws -> [ChatItem] {
        try await store.chat(ref, .last(count: 50)).chat.chatItems
    }

    static func sendText(_ store: ChatStore, _ ref: ChatRef, _ text: String, quote: Int64? = nil) async throws -> ChatItem {
        let sent = try await store.send(ref, [ComposedMessage(msgContent: .text(text: text), quotedItemId: quote)])
        return try #require(sent.first).chatItem
    }

    @Test func aDirectMessageArrivesInThePeersChat() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let sent = try await Self.sendText(fixture.store, .direct(2), "hi *bob*")
        let received = try #require(try await Self.page(bob, .direct(3)).last)
        #expect(received.meta.itemText == "hi *bob*" && received.chatDir == .directRcv && received.meta.itemStatus == .rcvNew)
        #expect(received.meta.itemId != sent.meta.itemId && !received.meta.editable)
        #expect(received.formattedText == sent.formattedText)

        let reply = try await Self.sendText(bob, .direct(3), "hello", quote: received.meta.itemId)
        let answer = try #require(try await Self.page(fixture.store, .direct(2)).last)
        #expect(answer.quotedItem?.itemId == sent.meta.itemId && answer.quotedItem?.chatDir == .directSnd, "the quote points at alice's own item")
        #expect(reply.quotedItem?.itemId == received.meta.itemId)
    }

    @Test func filesAreOfferedToTheOtherProfile() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let path = fixture.folder.appendingPathComponent("notes.txt").path
        try Data("twelve bytes".utf8).write(to: URL(fileURLWithPath: path))
        let sent = try await fixture.store.send(.direct(2), [ComposedMessage(fileSource: CryptoFile(filePath: path), mentions: [:], msgContent: .file(text: ""))])
        let file = try #require(sent.first?.chatItem.file)
        #expect(file.fileName == "notes.txt" && file.fileSize == 12 && file.fileStatus == .sndComplete, "sent: offered at once")
        let received = try #require(try await Self.page(bob, .direct(3)).last)
        #expect(received.file?.fileName == "notes.txt" && received.file?.fileStatus == .rcvInvitation, "offered, to download")
        #expect(received.file?.fileId == received.meta.itemId && received.file?.fileSource == nil)
        #expect(await StoreFixture.kind {
            try await fixture.store.send(.direct(2), [ComposedMessage(fileSource: CryptoFile(filePath: path + ".missing"), mentions: [:], msgContent: .file(text: ""))])
        } == .invalidCommand, "a missing file is refused")
    }

    @Test func editsDeletionsAndReactionsReachTheCopy() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let sent = try await Self.sendText(fixture.store, .direct(2), "draft")
        _ = try await fixture.store.execute(.update(.direct(2), itemId: sent.meta.itemId, message: UpdatedMessage(mentions: [:], msgContent: .text(text: "final"))))
        let copy = try #require(try await Self.page(bob, .direct(3)).last)
        #expect(copy.meta.itemText == "final" && copy.meta.itemEdited)

        _ = try await bob.execute(.reaction(.direct(3), itemId: copy.meta.itemId, add: true, reaction: .emoji(emoji: "👍")))
        let original = try #require(try await Self.page(fixture.store, .direct(2)).last)
        #expect(original.reactions.map(\.totalReacted) == [1] && original.reactions.first?.userReacted == false, "bob's reaction counts on alice's item")

        _ = try await fixture.store.execute(.deleteItems(.direct(2), itemIds: [sent.meta.itemId], mode: .broadcast))
        #expect(try await Self.page(bob, .direct(3)).contains { $0.meta.itemId == copy.meta.itemId } == false,
                "deleted for everyone where full deletion is on: bob's copy goes too")

        let mine = try await Self.sendText(fixture.store, .direct(2), "only mine to delete")
        _ = try await fixture.store.execute(.deleteItems(.direct(2), itemIds: [mine.meta.itemId], mode: .internal))
        #expect(try await Self.page(bob, .direct(3)).last?.meta.itemText == "only mine to delete", "deleted for me: bob keeps it")
    }

    @Test func theReceiverGetsAnEvent() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let events = await fixture.store.events()
        _ = try await Self.sendText(fixture.store, .direct(2), "ping")
        var users: [String] = []
        for event in await first(2, of: events) {
            if case let .newChatItems(_, user) = event { users.append(user.localDisplayName) }
        }
        #expect(users == ["alice", "bob"])
        _ = bob
    }

    @Test func aProfileSeesOnlyItsOwnChats() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        #expect(await StoreFixture.kind { try await bob.chat(.direct(2), .last(count: 10)) } == .unknownChat)
        #expect(try await bob.chats(userId: 2).map(\.chatInfo.chatRef) == [.direct(3)])
        #expect(try await fixture.store.activeUser().localDisplayName == "alice", "acting as bob does not switch the active profile")
    }

    @Test func aGroupFromInvitationToRemoval() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let alice = fixture.store
        guard case let .groupCreated(group, _) = try await alice.execute(.newGroup(userId: 1, profile: GroupProfile(displayName: "Local", fullName: ""))) else {
            Issue.record("expected the new group")
            return
        }
        guard case let .sentGroupInvitation(_, _, member, _) = try await alice.execute(.addMember(groupId: group.groupId, contactId: 2, role: .member)) else {
            Issue.record("expected the invitation")
            return
        }
        #expect(member.memberStatus == .invited)
        let invitation = try #require(try await Self.page(bob, .direct(3)).last)
        guard case let .rcvGroupInvitation(details, role) = invitation.content else {
            Issue.record("bob receives the invitation")
            return
        }
        #expect(role == .member)
        _ = try await Self.sendText(alice, .group(group.groupId), "before bob joins")
        #expect(try await Self.page(bob, .group(details.groupId)).isEmpty, "nothing is delivered before joining")

        let bobEvents = await bob.events()
        guard case let .userAcceptedGroupSent(joined, _, _) = try await bob.execute(.joinGroup(groupId: details.groupId)) else {
            Issue.record("bob joins")
            return
        }
        let bobSees = await first(2, of: bobEvents)
        guard case let .userJoinedGroup(_, hostMember, bobUser)? = bobSees.first,
              case let .joinedGroupMember(_, newMember, aliceUser)? = bobSees.dropFirst().first else {
            Issue.record("expected userJoinedGroup and joinedGroupMember")
            return
        }
        #expect(hostMember.memberProfile.displayName == "alice" && bobUser.localDisplayName == "bob")
        #expect(newMember.memberProfile.displayName == "bob" && aliceUser.localDisplayName == "alice", "alice's copy hears bob joined")
        #expect(joined.membership.memberStatus == .connected)
        for (store, ref) in [(bob, ChatRef.direct(3)), (alice, .direct(2))] {
            let statuses = try await Self.page(store, ref).compactMap { item -> CIGroupInvitationStatus? in
                switch item.content {
                case let .rcvGroupInvitation(invitation, _), let .sndGroupInvitation(invitation, _): invitation.status
                default: nil
                }
            }
            #expect(statuses == [.accepted], "both invitations show it accepted")
        }
        _ = try await Self.sendText(alice, .group(group.groupId), "welcome")
        let welcome = try #require(try await Self.page(bob, .group(details.groupId)).last)
        #expect(welcome.meta.itemText == "welcome" && welcome.chatDir.member?.memberProfile.displayName == "alice")
        let aliceInBobsCopy = try #require(welcome.chatDir.member?.groupMemberId)
        let mention = try await bob.send(.group(details.groupId), [ComposedMessage(mentions: ["alice": aliceInBobsCopy], msgContent: .text(text: "@alice hi"))])
        #expect(mention.first?.chatItem.mentions["alice"]?.memberRef?.displayName == "alice")
        let mentioned = try #require(try await Self.page(alice, .group(group.groupId)).last)
        #expect(mentioned.meta.userMention && mentioned.mentions["alice"]?.memberRef?.groupMemberId == group.membership.groupMemberId,
                "alice's copy names her own membership and marks the mention")
        #expect(try await alice.chat(.group(group.groupId), .last(count: 1)).chat.chatStats.unreadMentions == 1, "the mention counts (issue 18)")
        #expect(await StoreFixture.kind {
            try await bob.send(.group(details.groupId), [ComposedMessage(mentions: ["a": aliceInBobsCopy, "b": aliceInBobsCopy, "c": aliceInBobsCopy, "d": aliceInBobsCopy],
                                                                         msgContent: .text(text: "@a @b @c @d"))])
        } == .notAllowed, "at most three mentions")
        _ = try await Self.sendText(bob, .group(details.groupId), "thanks")
        let thanks = try #require(try await Self.page(alice, .group(group.groupId)).last)
        #expect(thanks.chatDir.member?.groupMemberId == member.groupMemberId)
        let welcomeId = try #require(try await Self.page(alice, .group(group.groupId)).last { $0.meta.itemText == "welcome" }?.meta.itemId)
        guard case let .chatItemInfo(_, info, _) = try await alice.execute(.getItemInfo(.group(group.groupId), itemId: welcomeId)) else { Issue.record("unexpected response"); return }
        #expect(info.memberDeliveryStatuses == [MemberDeliveryStatus(groupMemberId: member.groupMemberId, memberDeliveryStatus: .rcvd(msgRcptStatus: .ok))],
                "bob's copy counts as received")

        let aliceEvents = await alice.events()
        _ = try await alice.execute(.removeMembers(groupId: group.groupId, groupMemberIds: [member.groupMemberId]))
        guard case let .deletedMemberUser(_, remover, _, removedUser, _)? = await first(1, of: aliceEvents).first else {
            Issue.record("expected deletedMemberUser for bob")
            return
        }
        #expect(remover.memberProfile.displayName == "alice" && removedUser.localDisplayName == "bob")
        #expect(try await bob.execute(.groupInfo(groupId: details.groupId)).removedMembership == .removed)
        #expect(await StoreFixture.kind { try await Self.sendText(bob, .group(details.groupId), "still here?") } == .notAllowed, "a removed member cannot send")
    }

    /// A new group of alice's with bob invited: alice's group and bob's copy.
    static func inviteBob(_ alice: ChatStore, _ bob: ChatStore) async throws -> (group: GroupInfo, copy: GroupInfo) {
        guard case let .groupCreated(group, _) = try await alice.execute(.newGroup(userId: 1, profile: GroupProfile(displayName: "Small", fullName: ""))) else {
            throw ChatBackendError(.invalidCommand, "expected the new group")
        }
        _ = try await alice.execute(.addMember(groupId: group.groupId, contactId: 2, role: .member))
        let copy = try #require(try await bob.chats(userId: 2).compactMap(\.chatInfo.groupInfo).first { $0.membership.memberStatus == .invited })
        return (group, copy)
    }

    @Test func joiningWorksAfterTheInvitingChatIsDeleted() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let (_, copy) = try await Self.inviteBob(fixture.store, bob)
        _ = try await bob.execute(.deleteChat(.direct(3), mode: .full(notify: false)))
        guard case let .userAcceptedGroupSent(joined, _, _) = try await bob.execute(.joinGroup(groupId: copy.groupId)) else {
            Issue.record("bob joins")
            return
        }
        #expect(joined.membership.memberStatus == .connected)
    }

    @Test func rolesAndLeavingReachTheOtherCopies() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let (group, copy) = try await Self.inviteBob(fixture.store, bob)
        _ = try await bob.execute(.joinGroup(groupId: copy.groupId))
        let bobInAlices = try #require(try await GroupCommandTests.members(fixture.store, groupId: group.groupId).first { $0.memberProfile.displayName == "bob" })
        let events = await fixture.store.events()
        _ = try await fixture.store.execute(.setMembersRole(groupId: group.groupId, groupMemberIds: [bobInAlices.groupMemberId], role: .admin))
        guard case let .memberRole(byMember, fromRole, _, _, _, toRole, user)? = await first(1, of: events).first else {
            Issue.record("expected memberRole for bob")
            return
        }
        #expect(byMember.memberProfile.displayName == "alice" && fromRole == .member && toRole == .admin && user.localDisplayName == "bob")
        guard case let .groupInfo(bobsCopy, _) = try await bob.execute(.groupInfo(groupId: copy.groupId)) else {
            Issue.record("expected bob's copy")
            return
        }
        #expect(bobsCopy.membership.memberRole == .admin, "bob's own copy knows his new role")

        let bobEvents = await bob.events()
        _ = try await bob.execute(.leaveGroup(groupId: copy.groupId))
        guard case let .leftMember(_, member, _, aliceUser)? = await first(1, of: bobEvents).first else {
            Issue.record("expected leftMember for alice")
            return
        }
        #expect(member.memberProfile.displayName == "bob" && aliceUser.localDisplayName == "alice")
        let bobNow = try await GroupCommandTests.members(fixture.store, groupId: group.groupId).first { $0.memberProfile.displayName == "bob" }
        #expect(bobNow?.memberStatus == .left, "alice's copy shows bob left")
    }

    @Test func anOwnerDeletingTheGroupTellsTheOtherCopies() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let (group, copy) = try await Self.inviteBob(fixture.store, bob)
        _ = try await bob.execute(.joinGroup(groupId: copy.groupId))
        let events = await fixture.store.events()
        _ = try await fixture.store.execute(.deleteChat(.group(group.groupId), mode: .full(notify: true)))
        guard case let .groupDeleted(deleted, owner, _, user)? = await first(1, of: events).first else {
            Issue.record("expected groupDeleted for bob")
            return
        }
        #expect(deleted.groupId == copy.groupId && owner.memberProfile.displayName == "alice" && user.localDisplayName == "bob")
        guard case let .groupInfo(info, _) = try await bob.execute(.groupInfo(groupId: copy.groupId)) else {
            Issue.record("bob keeps his copy")
            return
        }
        #expect(info.membership.memberStatus == .deleted)
        #expect(await StoreFixture.kind {
            try await bob.send(.group(copy.groupId), [ComposedMessage(msgContent: .text(text: "anyone?"))])
        } == .notAllowed, "nothing is sent to a deleted group")
    }

    @Test func invitationRules() async throws {
        let (fixture, _) = try await StoreFixture.twoProfiles()
        let cases: [(rule: String, role: GroupMemberRole, contact: Int64, error: ChatBackendError.Kind?)] = [
            ("an owner invites up to owner", .owner, 2, nil),
            ("relays are not invited", .relay, 2, .notAllowed),
            ("an unknown contact", .member, 99, .unknownChat),
        ]
        for (rule, role, contact, error) in cases {
            let groupId = try #require(try await fixture.store.execute(.newGroup(userId: 1, profile: GroupProfile(displayName: rule, fullName: ""))).groupId)
            #expect(await StoreFixture.kind(of: .addMember(groupId: groupId, contactId: contact, role: role), on: fixture.store) == error, "\(rule)")
        }
        let member = try await GroupCommandTests.seeded(userRole: .member)
        #expect(await StoreFixture.kind(of: .addMember(groupId: 1, contactId: 2, role: .member), on: member.store) == .notAllowed, "members invite no one")
        let admin = try await GroupCommandTests.seeded(userRole: .admin)
        #expect(await StoreFixture.kind(of: .addMember(groupId: 1, contactId: 2, role: .owner), on: admin.store) == .notAllowed, "not above the inviter's role")
        let channel = try await GroupCommandTests.seeded(channel: true)
        #expect(await StoreFixture.kind(of: .addMember(groupId: 1, contactId: 2, role: .member), on: channel.store) == .notAllowed, "channels admit by link")
        let groupId = try #require(try await fixture.store.execute(.newGroup(userId: 1, profile: GroupProfile(displayName: "twice", fullName: ""))).groupId)
        _ = try await fixture.store.execute(.addMember(groupId: groupId, contactId: 2, role: .member))
        #expect(await StoreFixture.kind {
            try await fixture.store.execute(.addMember(groupId: groupId, contactId: 2, role: .member))
        } == .notAllowed, "a contact already invited")
    }
}

extension ChatResponse {
    var groupId: Int64? {
        if case let .groupCreated(info, _) = self { info.groupId } else { nil }
    }

    var removedMembership: GroupMemberStatus? {
        if case let .groupInfo(info, _) = self { info.membership.memberStatus } else { nil }
    }
}

/// A reply's quote in the other profile's copy names the quoted item's author, even when that
/// profile has no copy of it (trial defect D10).
@Suite struct QuoteAuthorTests {
    @Test func aQuoteOfTheReceiversOwnMessageNamesTheReceiver() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        try await fixture.store.importItems([ChatItems.text(1001, "from bob, before the link", at: fixture.clock.now)], into: .direct(2))
        _ = try await LocalDeliveryTests.sendText(fixture.store, .direct(2), "replying", quote: 1001)
        let copy = try #require(try await LocalDeliveryTests.page(bob, .direct(3)).last)
        #expect(copy.quotedItem?.chatDir == .directSnd, "bob wrote the quoted message")
        #expect(copy.meta.userMention, "a reply to bob's message is a mention of bob")
    }

    @Test func aQuoteOfAThirdMembersMessageNamesThatMember() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let (group, copy) = try await LocalDeliveryTests.inviteBob(fixture.store, bob)
        var carol = GroupFixtures.member(.member, name: "carol", id: 40)
        carol.memberId = "carol-member-id"
        try await fixture.store.addMembers([carol], groupId: group.groupId)
        _ = try await bob.execute(.joinGroup(groupId: copy.groupId))
        try await fixture.store.importItems([ChatItems.text(1001, "carol's", at: fixture.clock.now, direction: .groupRcv(groupMember: carol))], into: .group(group.groupId))
        _ = try await LocalDeliveryTests.sendText(fixture.store, .group(group.groupId), "replying", quote: 1001)
        let received = try #require(try await LocalDeliveryTests.page(bob, .group(copy.groupId)).last)
        guard case let .groupRcv(author)? = received.quotedItem?.chatDir else {
            Issue.record("the quote is from a member: \(String(describing: received.quotedItem?.chatDir))")
            return
        }
        #expect(author.memberId == carol.memberId && author.memberProfile.displayName == "carol")
    }
}
