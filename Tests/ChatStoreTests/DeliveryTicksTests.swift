import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Issue 36 D5: a message sent from a local profile is sent (✓) once stored and received (✓✓)
/// once it is in the recipient's copy, told with `chatItemsStatusesUpdated` as the core tells
/// its delivery receipts; a group's status is the core's `membersGroupItemStatus` of its
/// recipients' deliveries.
@Suite struct DeliveryTicksTests {
    @Test("membersGroupItemStatus: a group message's status from its recipients' deliveries", arguments: [
        ([GroupSndStatus.rcvd(msgRcptStatus: .ok), .rcvd(msgRcptStatus: .ok)], CIStatus.sndRcvd(msgRcptStatus: .ok, sndProgress: .complete)),
        ([.rcvd(msgRcptStatus: .ok), .rcvd(msgRcptStatus: .badMsgHash)], .sndRcvd(msgRcptStatus: .badMsgHash, sndProgress: .complete)),
        ([.rcvd(msgRcptStatus: .badMsgHash), .sent], .sndRcvd(msgRcptStatus: .badMsgHash, sndProgress: .partial)),
        ([.rcvd(msgRcptStatus: .ok), .sent, .new], .sndRcvd(msgRcptStatus: .ok, sndProgress: .partial)),
        ([.sent, .sent], .sndSent(sndProgress: .complete)),
        ([.sent, .new], .sndSent(sndProgress: .partial)),
        ([.new, .forwarded], .sndNew),
        ([], .sndSent(sndProgress: .complete)),
    ])
    func membersGroupItemStatus(deliveries: [GroupSndStatus], status: CIStatus) {
        #expect(SentStatus.group(deliveries) == status)
    }

    @Test("Direct: received when the contact's side holds it", arguments: [(true, CIStatus.sndRcvd(msgRcptStatus: .ok, sndProgress: .complete)), (false, .sndSent(sndProgress: .complete))])
    func direct(received: Bool, status: CIStatus) {
        #expect(SentStatus.direct(received: received) == status)
    }

    /// The statuses `events` told of item `id`, in order: its `newChatItems` of the sender's profile, then any status update.
    static func statuses(of id: Int64, in events: [ChatEvent], user: String) -> [CIStatus] {
        events.flatMap { event -> [CIStatus] in
            switch event {
            case let .newChatItems(items, eventUser) where eventUser.localDisplayName == user,
                 let .chatItemsStatusesUpdated(items, eventUser) where eventUser.localDisplayName == user:
                items.filter { $0.chatItem.meta.itemId == id }.map(\.chatItem.meta.itemStatus)
            default: []
            }
        }
    }

    @Test("Between local profiles a message goes ✓ then ✓✓, and stays ✓✓")
    func localProfilesTickTwice() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let events = await fixture.store.events()
        let sent = try await LocalDeliveryTests.sendText(fixture.store, .direct(2), "ping")
        let told = await first(3, of: events)
        #expect(Self.statuses(of: sent.meta.itemId, in: told, user: "alice") == [.sndSent(sndProgress: .complete), .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete)])
        guard case .chatItemsStatusesUpdated? = told.last else { Issue.record("the receipt comes last: \(told)"); return }
        #expect(sent.meta.itemStatus == .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete), "the reply is the item as stored")
        #expect(try await LocalDeliveryTests.page(fixture.store, .direct(2)).last?.meta.itemStatus == .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete))
        let answer = try await LocalDeliveryTests.sendText(bob, .direct(3), "pong")
        #expect(answer.meta.itemStatus == .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete), "bob's messages to alice too")
    }

    @Test("To a contact with no profile in the store a message is sent (✓), no more; a local bot receives it (✓✓)")
    func contactsAndBots() async throws {
        let fixture = try await StoreFixture.seeded()
        let events = await fixture.store.events()
        let sent = try await LocalDeliveryTests.sendText(fixture.store, .direct(2), "hello")
        #expect(sent.meta.itemStatus == .sndSent(sndProgress: .complete))
        var echo = StoreFixture.contact
        echo.contactId = 3
        echo.customData = ["parleyBot": .string("echo")]
        try await fixture.store.addChat(.direct(contact: echo))
        let toBot = try await LocalDeliveryTests.sendText(fixture.store, .direct(3), "ping")
        #expect(toBot.meta.itemStatus == .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete))
        let told = await first(4, of: events)
        #expect(Self.statuses(of: sent.meta.itemId, in: told, user: StoreFixture.user.localDisplayName) == [.sndSent(sndProgress: .complete)])
        #expect(Self.statuses(of: toBot.meta.itemId, in: told, user: StoreFixture.user.localDisplayName)
            == [.sndSent(sndProgress: .complete), .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete)])
    }

    @Test("In a group: sent while no one else is a member; received once the joined member's copy holds it; in part while others have no copy")
    func groupTicks() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let alice = fixture.store
        let (group, copy) = try await LocalDeliveryTests.inviteBob(alice, bob)
        let before = try await LocalDeliveryTests.sendText(alice, .group(group.groupId), "before bob joins")
        #expect(before.meta.itemStatus == .sndSent(sndProgress: .complete), "bob is only invited")
        _ = try await bob.execute(.joinGroup(groupId: copy.groupId))
        let after = try await LocalDeliveryTests.sendText(alice, .group(group.groupId), "welcome")
        #expect(after.meta.itemStatus == .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete))

        var carol = try #require(Fixtures.team.chatItems.senders.first)
        carol.groupId = group.groupId
        carol.groupMemberId = 50
        carol.memberStatus = .connected
        try await alice.addMembers([carol], groupId: group.groupId)
        let partial = try await LocalDeliveryTests.sendText(alice, .group(group.groupId), "bob has it, carol has no profile here")
        #expect(partial.meta.itemStatus == .sndRcvd(msgRcptStatus: .ok, sndProgress: .partial), "received by some: a pale ✓✓")
        guard case let .chatItemInfo(_, info, _) = try await alice.execute(.getItemInfo(.group(group.groupId), itemId: partial.meta.itemId)) else { Issue.record("no info"); return }
        let bobInAlices = try #require(try await GroupCommandTests.members(alice, groupId: group.groupId).first { $0.memberProfile.displayName == "bob" })
        #expect(Set(info.memberDeliveryStatuses ?? []) == [MemberDeliveryStatus(groupMemberId: bobInAlices.groupMemberId, memberDeliveryStatus: .rcvd(msgRcptStatus: .ok)),
                                                           MemberDeliveryStatus(groupMemberId: 50, memberDeliveryStatus: .sent)])
    }
}
