import ChatBackend
import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The embedded core's commands and their rules: pagination edges, editing window, delete
/// modes, reaction limits, read marks, errors.
@Suite struct ChatStoreCommandTests {
    static func ids(_ chat: AChat) -> [Int64] { chat.chatItems.map(\.meta.itemId) }

    @Test func paginationForms() async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 300)
        let store = fixture.store
        #expect(Self.ids(try await store.chat(.direct(2), .last(count: 3)).chat) == [1298, 1299, 1300])
        #expect(Self.ids(try await store.chat(.direct(2), .before(itemId: 1010, count: 3)).chat) == [1007, 1008, 1009])
        #expect(Self.ids(try await store.chat(.direct(2), .after(itemId: 1010, count: 3)).chat) == [1011, 1012, 1013])
        #expect(Self.ids(try await store.chat(.direct(2), .around(itemId: 1100, count: 5)).chat) == [1098, 1099, 1100, 1101, 1102])
        let initial = try await store.chat(.direct(2), .initial(count: 5))
        #expect(Self.ids(initial.chat) == [1296, 1297, 1298, 1299, 1300], "opens at the oldest unread item, 1298")
        #expect(initial.chat.chatStats.unreadCount == 3)
        let middle = try await store.chat(.direct(2), .around(itemId: 1100, count: 5))
        #expect(middle.navigation == NavigationInfo(afterTotal: 198, afterUnread: 3))
    }

    static let edges: [(rule: String, pagination: ChatPagination, ids: [Int64])] = [
        ("before the first item: nothing", .before(itemId: 1001, count: 10), []),
        ("after the last item: nothing", .after(itemId: 1010, count: 10), []),
        ("around the first item", .around(itemId: 1001, count: 5), [1001, 1002, 1003]),
        ("more than there are", .last(count: 100), Array(1001...1010)),
    ]

    @Test(arguments: edges)
    func paginationEdges(rule: String, pagination: ChatPagination, ids: [Int64]) async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 10)
        #expect(Self.ids(try await fixture.store.chat(.direct(2), pagination).chat) == ids, "\(rule)")
    }

    static let partlyRead: [(rule: String, readBefore: [ChatPagination], page: ChatPagination)] = [
        ("older page over items read before", [.before(itemId: 1100, count: 5), .after(itemId: 1100, count: 3)], .before(itemId: 1110, count: 20)),
        ("newer page over items read before", [.around(itemId: 1120, count: 7)], .after(itemId: 1110, count: 20)),
        ("around a page read before", [.before(itemId: 1150, count: 10)], .around(itemId: 1145, count: 21)),
    ]

    /// A page of items some of which are in the memo (taken as decoded) and some not (decoded
    /// after the rows) is the page a fresh connection reads, in its order.
    @Test(arguments: partlyRead)
    func partlyReadPagesReadAsFresh(rule: String, readBefore: [ChatPagination], page: ChatPagination) async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 300)
        for pagination in readBefore {
            _ = try await fixture.store.chat(.direct(2), pagination)
        }
        let fresh = try fixture.connection()
        let expected = try await fresh.chat(.direct(2), page).chat.chatItems
        #expect(try await fixture.store.chat(.direct(2), page).chat.chatItems == expected, "\(rule)")
        #expect(expected.count > 10, "\(rule)")
    }

    @Test func emptyChatsAndUnknownIds() async throws {
        let fixture = try await StoreFixture.seeded()
        #expect(try await fixture.store.chat(.direct(2), .initial(count: 50)).chat.chatItems.isEmpty)
        #expect(await StoreFixture.kind { try await fixture.store.chat(.direct(2), .before(itemId: 99, count: 5)) } == .unknownItem)
        do {
            _ = try await fixture.store.chat(.direct(9), .last(count: 5))
            Issue.record("an unknown chat must be an error")
        } catch {
            #expect(error.kind == .unknownChat && error.message == "there is no chat @9")
        }
    }

    @Test func searchAndContentFilter() async throws {
        let fixture = try await StoreFixture.seeded()
        let found = try await fixture.store.chat(.group(1), .last(count: 50), search: "changelog")
        #expect(Self.ids(found.chat) == [3])
        let files = try await fixture.store.chat(.group(1), .last(count: 50), contentTag: .file)
        #expect(Self.ids(files.chat) == [5])
        #expect(try await fixture.store.chat(.group(1), .last(count: 50), search: "\"(*").chat.chatItems.isEmpty, "search text is never FTS syntax")
    }

    @Test func sendParsesMarkdownAndQuotes() async throws {
        let fixture = try await StoreFixture.seeded()
        let sent = try await fixture.store.send(.group(1), [ComposedMessage(msgContent: .text(text: "ok *done*\n\n- a"), quotedItemId: 3)])
        let item = try #require(sent.first?.chatItem)
        #expect(item.chatDir == .groupSnd)
        #expect(item.formattedText?.contains { $0.format == .bold } == true)
        #expect(item.markdownBlocks != nil)
        #expect(item.quotedItem?.itemId == 3)
        #expect(item.meta.itemId == 8)
        #expect(Self.ids(try await fixture.store.chat(.group(1), .last(count: 1)).chat) == [8])
    }

    @Test func editingKeepsHistoryWithinTheWindow() async throws {
        let fixture = try await StoreFixture.seeded()
        let store = fixture.store
        let sent = try await store.send(.direct(2), [ComposedMessage(msgContent: .text(text: "first"))])
        let id = try #require(sent.first?.chatItem.meta.itemId)
        fixture.clock.advance(60)
        let response = try await store.execute(.update(.direct(2), itemId: id, message: UpdatedMessage(mentions: [:], msgContent: .text(text: "second"))))
        guard case let .chatItemUpdated(updated, _) = response else {
            Issue.record("expected chatItemUpdated")
            return
        }
        #expect(updated.chatItem.meta.itemText == "second" && updated.chatItem.meta.itemEdited)
        guard case let .chatItemInfo(_, info, _) = try await store.execute(.getItemInfo(.direct(2), itemId: id)) else {
            Issue.record("expected chatItemInfo")
            return
        }
        #expect(info.itemVersions.map(\.msgContent.text) == ["second", "first"])
        #expect(try await store.chat(.direct(2), .last(count: 1)).chat.chatItems.last?.meta.editable == true)
        fixture.clock.advance(ChatStore.editableWindow)
        #expect(try await store.chat(.direct(2), .last(count: 1)).chat.chatItems.last?.meta.editable == false, "editable is as of the read")
        do {
            _ = try await store.execute(.update(.direct(2), itemId: id, message: UpdatedMessage(mentions: [:], msgContent: .text(text: "late"))))
            Issue.record("an edit after 24 hours must be refused")
        } catch {
            #expect(error.kind == .notEditable)
        }
    }

    @Test func receivedMessagesCannotBeEdited() async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 3)
        #expect(await StoreFixture.kind {
            try await fixture.store.execute(.update(.direct(2), itemId: 1001, message: UpdatedMessage(mentions: [:], msgContent: .text(text: "x"))))
        } == .notEditable)
    }

    @Test func deleteModes() async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 3)
        let store = fixture.store
        let sent = try await store.send(.group(1), [ComposedMessage(msgContent: .text(text: "oops"))])
        let id = try #require(sent.first?.chatItem.meta.itemId)
        guard case let .chatItemsDeleted(_, deletions, _, _) = try await store.execute(.deleteItems(.group(1), itemIds: [id], mode: .broadcast)) else {
            Issue.record("expected chatItemsDeleted")
            return
        }
        #expect(deletions.first?.toChatItem?.chatItem.meta.itemDeleted != nil, "the group keeps deleted items marked (full delete is off)")
        _ = try await store.execute(.deleteItems(.direct(2), itemIds: [1001], mode: .internal))
        #expect(Self.ids(try await store.chat(.direct(2), .last(count: 10)).chat) == [1002, 1003])
        do {
            _ = try await store.execute(.deleteItems(.direct(2), itemIds: [1002], mode: .broadcast))
            Issue.record("a received item cannot be deleted for everyone")
        } catch {
            #expect(error.kind == .notAllowed)
        }
    }

    @Test func reactionsAreAtMostThreePerUser() async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 1)
        let store = fixture.store
        for emoji in ["👍", "❤", "🚀"] {
            _ = try await store.execute(.reaction(.direct(2), itemId: 1001, add: true, reaction: .emoji(emoji: emoji)))
        }
        #expect(await StoreFixture.kind {
            try await store.execute(.reaction(.direct(2), itemId: 1001, add: true, reaction: .emoji(emoji: "😂")))
        } == .notAllowed)
        _ = try await store.execute(.reaction(.direct(2), itemId: 1001, add: false, reaction: .emoji(emoji: "👍")))
        let item = try #require(try await store.chat(.direct(2), .last(count: 1)).chat.chatItems.first)
        #expect(item.reactions.map(\.reaction) == [.emoji(emoji: "❤"), .emoji(emoji: "🚀")])
    }

    @Test func readMarksAndEvents() async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 5)
        let store = fixture.store
        let events = await store.events()
        _ = try await store.execute(.readItems(.direct(2), itemIds: [1004]))
        #expect(try await store.chat(.direct(2), .last(count: 1)).chat.chatStats.unreadCount == 2)
        _ = try await store.execute(.readChat(.direct(2)))
        #expect(try await store.chat(.direct(2), .last(count: 1)).chat.chatStats.unreadCount == 0)
        _ = try await store.send(.direct(2), [ComposedMessage(msgContent: .text(text: "hello"))])
        guard case let .newChatItems(items, _)? = await first(1, of: events).first else {
            Issue.record("expected a newChatItems event")
            return
        }
        #expect(items.first?.chatItem.meta.itemText == "hello")
    }

    @Test func aPageReadAgainShowsAnotherConnectionsChanges() async throws {
        let fixture = try await StoreFixture.seeded()
        let sent = try await fixture.store.send(.direct(2), [ComposedMessage(msgContent: .text(text: "first"))])
        let itemId = try #require(sent.first?.chatItem.meta.itemId)
        #expect(try await fixture.store.chat(.direct(2), .last(count: 1)).chat.chatItems.last?.meta.itemText == "first")
        let other = try fixture.connection()
        _ = try await other.execute(.update(.direct(2), itemId: itemId, message: UpdatedMessage(mentions: [:], msgContent: .text(text: "second"))))
        _ = try await other.execute(.setChatSettings(.direct(2), ChatSettings(enableNtfs: .none, favorite: true)))
        let page = try await fixture.store.chat(.direct(2), .last(count: 1)).chat
        #expect(page.chatItems.last?.meta.itemText == "second", "a decoded item is reused only while its row is unchanged")
        guard case let .direct(contact) = page.chatInfo else { Issue.record("unexpected response"); return }
        #expect(contact.chatSettings.favorite)
    }

    @Test func anotherConnectionsChangesArriveAsEvents() async throws {
        let fixture = try await StoreFixture.seeded()
        let ticker = fixture.ticker
        let events = await fixture.store.events()
        let other = try fixture.connection()
        _ = try await other.send(.direct(2), [ComposedMessage(msgContent: .text(text: "from another process"))])
        await ticker.sleepers(1)
        ticker.advance(by: .seconds(1))
        guard case let .newChatItems(items, _)? = await first(1, of: events).first else {
            Issue.record("expected newChatItems at the next poll")
            return
        }
        #expect(items.map(\.chatItem.meta.itemText) == ["from another process"])
    }

    @Test func aNewConnectionSeesOnlyLaterEvents() async throws {
        let fixture = try await StoreFixture.seeded()
        let ticker = fixture.ticker
        _ = try await fixture.store.send(.direct(2), [ComposedMessage(msgContent: .text(text: "before"))])
        let later = try fixture.connection()
        let events = await later.events()
        _ = try await fixture.store.send(.direct(2), [ComposedMessage(msgContent: .text(text: "after"))])
        await ticker.sleepers(1)
        ticker.advance(by: .seconds(1))
        guard case let .newChatItems(items, _)? = await first(1, of: events).first else {
            Issue.record("expected newChatItems")
            return
        }
        #expect(items.map(\.chatItem.meta.itemText) == ["after"], "the event from before the connection opened is not replayed")
    }

    @Test func unsupportedCommandsAreClearErrors() async throws {
        let fixture = try await StoreFixture.seeded()
        do {
            _ = try await fixture.store.execute(.reactionMembers(userId: 1, groupId: 1, itemId: 1, reaction: .emoji(emoji: "👍")))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidCommand && error.message.hasPrefix("the embedded core does not handle this command yet: /_reaction members 1 #1 1"))
        }
    }
}
