import ChatBackend
@_spi(Seeding) import ChatStore
@testable import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Which items the embedded core lets the user delete for everyone: the core's `deletable'`
/// (a message the user sent, not deleted, less than a day old; in notes at any age), so the
/// menu offers only what the core then does (trial defect D7).
@Suite struct DeletableTests {
    @Test func aReceivedMessageIsNotDeletableForEveryone() async throws {
        let fixture = try await StoreFixture.seeded()
        var received = ChatItems.text(1001, "Don't forget the release notes", at: fixture.clock.now)
        received.meta.deletable = true
        try await fixture.store.importItems([received], into: .direct(2))
        let item = try #require(try await LocalDeliveryTests.page(fixture.store, .direct(2)).last)
        #expect(!item.meta.deletable, "a stored flag of a received item is read as the core's rule")
        let row = MergedRow(kind: .single, items: [item], revealed: true, mergeCategory: nil, unreadBefore: 0, renderHash: 0)
        let alert = Alert.delete(row, context: MenuContext(chatInfo: .direct(contact: StoreFixture.contact)))
        #expect(alert.buttons == [.deleteForMe, .cancel])
    }

    @Test func aSentMessageIsDeletableForADay() async throws {
        let fixture = try await StoreFixture.seeded()
        let sent = try await LocalDeliveryTests.sendText(fixture.store, .direct(2), "hi")
        #expect(sent.meta.deletable)
        fixture.clock.advance(ChatStore.editableWindow + 1)
        let later = try #require(try await LocalDeliveryTests.page(fixture.store, .direct(2)).last)
        #expect(!later.meta.deletable && !later.meta.editable)
        #expect(await StoreFixture.kind(of: .deleteItems(.direct(2), itemIds: [sent.meta.itemId], mode: .broadcast), on: fixture.store) == .notAllowed)
    }

    @Test func aDeliveredCopyIsNotDeletableByItsReceiver() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        _ = try await LocalDeliveryTests.sendText(fixture.store, .direct(2), "hi bob")
        let copy = try #require(try await LocalDeliveryTests.page(bob, .direct(3)).last)
        #expect(!copy.meta.deletable)
        #expect(await StoreFixture.kind(of: .deleteItems(.direct(3), itemIds: [copy.meta.itemId], mode: .broadcast), on: bob) == .notAllowed)
    }

    @Test func aNoteIsDeletableAtAnyAge() async throws {
        let fixture = try await StoreFixture.seeded()
        try await fixture.store.addChat(Fixtures.notes)
        guard case let .newChatItems(items, _) = try await fixture.store.execute(.createNoteItems(noteFolderId: 1, messages: [ComposedMessage(msgContent: .text(text: "a note"))])) else {
            Issue.record("expected the note")
            return
        }
        #expect(items.first?.chatItem.meta.deletable == true)
        fixture.clock.advance(ChatStore.editableWindow * 30)
        let later = try #require(try await LocalDeliveryTests.page(fixture.store, .local(1)).last)
        #expect(later.meta.deletable, "notes have no deletion window")
    }
}
