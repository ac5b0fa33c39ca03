import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// What an event does to items already in chats (`ChatEvent.itemChanges`), the one reading both
/// faces apply: items changed in place, items removed, and events that touch no shown item.
@Suite struct ItemChangesTests {
    static let bob = Fixtures.bob.chatInfo
    static func item(_ id: Int64) -> AChatItem {
        AChatItem(chatInfo: bob, chatItem: ChatItems.text(id, direction: .directRcv))
    }

    static let reaction = ACIReaction(chatInfo: bob, chatReaction: CIReaction(
        chatDir: .directRcv, chatItem: ChatItems.text(4, direction: .directRcv), reaction: .emoji(emoji: "👍"), sentAt: Date(timeIntervalSince1970: 0)))

    static let cases: [(rule: String, event: ChatEvent, updated: [Int64], removed: [Int64])] = [
        ("an edit replaces the item", .chatItemUpdated(chatItem: item(1), user: Fixtures.user), [1], []),
        ("statuses replace each item", .chatItemsStatusesUpdated(chatItems: [item(1), item(2)], user: Fixtures.user), [1, 2], []),
        ("a reaction replaces the item it is on", .chatItemReaction(added: true, reaction: reaction, user: Fixtures.user), [4], []),
        ("a deletion with a replacement updates, one without removes",
         .chatItemsDeleted(byUser: false, chatItemDeletions: [ChatItemDeletion(deletedChatItem: item(5), toChatItem: item(5)), ChatItemDeletion(deletedChatItem: item(6))],
                           timed: false, user: Fixtures.user), [5], [6]),
        ("a file's start replaces its item", .rcvFileStart(chatItem: item(7), user: Fixtures.user), [7], []),
    ]

    @Test(arguments: cases)
    func itemChanges(rule: String, event: ChatEvent, updated: [Int64], removed: [Int64]) throws {
        let changes = try #require(event.itemChanges, "\(rule)")
        #expect(changes.user == Fixtures.user, "\(rule)")
        #expect(changes.updated.map(\.chatItem.meta.itemId) == updated, "\(rule)")
        #expect(changes.removed.map(\.chatItem.meta.itemId) == removed, "\(rule)")
    }

    @Test func newItemsAndOtherEventsChangeNoShownItem() {
        #expect(ChatEvent.newChatItems(chatItems: [Self.item(8)], user: Fixtures.user).itemChanges == nil)
        #expect(ChatEvent.eventsCoalesced(chats: [], otherEvents: 3).itemChanges == nil)
    }

    /// Both faces apply the changes to the open chat's timeline alike: its items replaced or
    /// removed, another chat's left, and whether any row changed.
    @Test func aTimelineTakesItsChatsChangesOnly() {
        var window = ChatWindow()
        window.apply(.initial(count: 3), page: [1, 2, 3].map { ChatItems.text($0, direction: .directRcv) }, navigation: nil, stats: .zero)
        var timeline = Timeline(window: window)
        let bob = Fixtures.bob.chatInfo.chatRef ?? .direct(2)
        let elsewhere = AChatItem(chatInfo: Fixtures.team.chatInfo, chatItem: ChatItems.text(2, "edited elsewhere"))
        let untouched = timeline.apply(ItemChanges(user: Fixtures.user, updated: [elsewhere], removed: [elsewhere]), chat: bob)
        #expect(!untouched)
        #expect(timeline.window.items.count == 3)
        let edited = AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: ChatItems.text(2, "edited", direction: .directRcv))
        let changed = timeline.apply(ItemChanges(user: Fixtures.user, updated: [edited]), chat: bob)
        #expect(changed)
        #expect(timeline.window.item(id: 2)?.meta.itemText == "edited")
        let removed = timeline.apply(ItemChanges(user: Fixtures.user, removed: [Self.item(3)]), chat: bob)
        #expect(removed)
        #expect(timeline.window.item(id: 3) == nil)
    }
}
