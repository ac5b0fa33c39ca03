import ChatBackend
import ChatSession
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Live": events of the backend appear without a keypress; edits, reactions and
/// deletions change their rows in place; "N new below" while scrolled up.
@Suite struct ClientLiveTests {
    static func event(_ item: AChatItem) -> ClientEvent {
        .session(.core(.newChatItems(chatItems: [item], user: Fixtures.user)))
    }

    @Test("A new item of the core adds its row without a keypress")
    func newItemAppears() {
        var client = ClientDriver.opened(ClientDriver.team)
        let rows = client.rowTexts.count
        #expect(client.handle(Self.event(ClientDriver.teamItem(60, "a bot says hi", from: "bob"))).isEmpty)
        #expect(client.rowTexts.count == rows + 1)
        #expect(client.rowTexts.last?.contains("a bot says hi") == true)
        #expect(client.screen.contains("a bot says hi"))
    }

    @Test("While scrolled up, a new item is counted as N new below; End goes to the newest")
    func newBelowWhenScrolledUp() {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 12, columns: 80))
        client.press(.pageUp)
        #expect((client.state.chat?.scroll ?? 0) > 0)
        client.handle(Self.event(ClientDailyDriverTests.unread(ClientDriver.teamItem(60, "first", from: "bob"))))
        client.handle(Self.event(ClientDailyDriverTests.unread(ClientDriver.teamItem(61, "second", from: "alice", minute: 41))))
        #expect(client.state.open?.unreadBelow == 2)
        #expect(client.screen.contains("2 new below ↓ End"))
        #expect(!client.screen.contains("second"))
        client.press(.end)
        #expect(client.state.chat?.scroll == 0)
        #expect(client.screen.contains("second"))
        #expect(!client.screen.contains("new below"))
    }

    @Test("An edit of the core changes its row in place")
    func editInPlace() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        var item = try #require(ClientDriver.teamFixtureItem(3))
        item.content = .rcvMsgContent(msgContent: .text(text: "Is the changelog ready now?"))
        item.meta.itemText = "Is the changelog ready now?"
        item.meta.itemEdited = true
        item.formattedText = nil
        let before = client.rowTexts
        let index = try #require(before.firstIndex { $0.contains("Is the changelog at") })
        client.send(.core(.chatItemUpdated(chatItem: AChatItem(chatInfo: ClientDriver.team.chatInfo, chatItem: item), user: Fixtures.user)))
        let after = client.rowTexts
        #expect(after.count == before.count)
        #expect(after[index].contains("Is the changelog ready now?"))
        #expect(after[index].contains("✎"))
    }

    static func reaction(on item: ChatItem, _ emoji: String, user: Bool) -> ACIReaction {
        var reacted = item
        reacted.reactions = [CIReactionCount(reaction: .emoji(emoji: emoji), totalReacted: 1, userReacted: user)]
        return ACIReaction(chatInfo: ClientDriver.team.chatInfo, chatReaction: CIReaction(chatDir: item.chatDir, chatItem: reacted,
                                                                                        reaction: .emoji(emoji: emoji), sentAt: item.meta.itemTs))
    }

    @Test("A reaction shows on its row, from an event and from the answer to the user's own", arguments: [false, true])
    func reactionInPlace(answered: Bool) throws {
        var client = ClientDriver.opened(ClientDriver.team)
        let item = try #require(ClientDriver.teamFixtureItem(3))
        let reaction = Self.reaction(on: item, "🚀", user: answered)
        if answered {
            let row = try #require(client.rowId(containing: "Is the changelog"))
            #expect(client.send(.react("🚀", add: true, row: row)) == [.run(.reaction(ClientDriver.teamRef, itemId: 3, add: true, reaction: .emoji(emoji: "🚀")))])
            client.answerCommand(with: .chatItemReaction(added: true, reaction: reaction, user: Fixtures.user))
        } else {
            client.send(.core(.chatItemReaction(added: true, reaction: reaction, user: Fixtures.user)))
        }
        let row = try #require(client.rowTexts.first { $0.contains("Is the changelog") })
        #expect(row.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("🚀"), "the reaction ends the row, above its padding")
    }

    @Test("Updates reach a row whose versions differ in the last fraction of a second of their time",
          arguments: [0.000_000_4, -0.000_000_4])
    func updatesWithRoundedTime(difference: Double) throws {
        var client = ClientDriver.opened(ClientDriver.team)
        var sent = ClientDriver.teamItem(70, "sent", from: nil)
        sent.chatItem.meta.itemTs = sent.chatItem.meta.itemTs.addingTimeInterval(0.123_456_789)
        client.handle(Self.event(sent))
        var stored = sent
        stored.chatItem.meta.itemTs = sent.chatItem.meta.itemTs.addingTimeInterval(difference)
        stored.chatItem.meta.itemEdited = true
        client.send(.core(.chatItemUpdated(chatItem: stored, user: Fixtures.user)))
        client.send(.core(.chatItemReaction(added: true, reaction: Self.reaction(on: stored.chatItem, "🚀", user: true), user: Fixtures.user)))
        let row = try #require(client.rowTexts.last)
        #expect(row.contains("✎"))
        #expect(row.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("🚀"), "the reaction ends the row, above its padding")
    }

    @Test("A deletion removes the row, or replaces it with its marked-deleted item")
    func deletionInPlace() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        let item = try #require(ClientDriver.teamFixtureItem(3))
        let marked = AChatItem(chatInfo: ClientDriver.team.chatInfo, chatItem: item.markedDeleted(.deleted(chatType: .group, deletedTs: nil)))
        let gone = AChatItem(chatInfo: ClientDriver.team.chatInfo, chatItem: item)
        client.send(.core(.chatItemsDeleted(byUser: false, chatItemDeletions: [ChatItemDeletion(deletedChatItem: gone, toChatItem: marked)],
                                                 timed: false, user: Fixtures.user)))
        #expect(client.rowTexts.contains { $0.contains("marked deleted") && $0.contains("bob") } || client.rowTexts.filter { $0.contains("marked deleted") }.count == 2)
        #expect(!client.rowTexts.contains { $0.contains("Is the changelog at") && !$0.contains("▎") })
        let count = client.rowTexts.count
        let row = try #require(client.state.open?.timeline.rowIndex(ofItem: 3).flatMap { client.state.open?.timeline.rows[$0].id })
        client.send(.menu(.delete, row: row))
        let forMe = try #require(client.state.session.prompt?.choices.firstIndex { $0.title == "Delete for me" })
        client.send(.answer(forMe))
        client.answerCommand(with: .chatItemsDeleted(byUser: true, chatItemDeletions: [ChatItemDeletion(deletedChatItem: marked)], timed: false, user: Fixtures.user))
        #expect(client.rowTexts.count <= count - 1 || client.state.open?.timeline.window.item(id: 3) == nil)
        #expect(client.state.open?.timeline.window.item(id: 3) == nil)
    }

    @Test("A new item in another chat moves it to the top of the list with an unread count")
    func otherChatCounts() {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        var item = ChatItems.text(200, "ping", at: ClientDriver.environment.now, direction: .directRcv, status: .rcvNew)
        item.meta.itemTs = ClientDriver.environment.now
        client.handle(Self.event(AChatItem(chatInfo: ClientDriver.bob.chatInfo, chatItem: item)))
        #expect(client.state.session.chats.first?.chatInfo.chatRef == ClientDriver.bobRef)
        #expect(client.state.session.chats.first?.chatStats.unreadCount == ClientDriver.bob.chatStats.unreadCount + 1)
        #expect(client.screenLines[1].contains("ping"))
    }
}
