import Foundation
import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 19 in the terminal client: what the backend set aside under a flood is read again; a
/// chat the core's reply could not read is a row that says so.
@Suite struct ClientFloodTests {
    @Test("a chat that could not be read is a row that says so, and the others are listed")
    func unreadableChatRow() {
        let unreadable = AChat(chatInfo: .invalidJSON(decodingError: "chatInfo.groupInfo.chatSettings: required field is missing", json: "{}"),
                               chatStats: ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0))
        let client = ClientDriver.list([unreadable, ClientDriver.team], size: GridSize(rows: 24, columns: 100))
        let row = client.screenLines.first { $0.contains("invalid chat") }
        #expect(row?.contains("could not be read: chatInfo.groupInfo.chatSettings") == true, "\(client.screen)")
        #expect(client.screen.contains(ClientDriver.team.chatInfo.displayName))
    }

    static func loadsChat(_ requests: [BackendRequest]) -> ChatRef? {
        requests.lazy.compactMap { request -> ChatRef? in if case let .page(ref, .last, nil) = request { ref } else { nil } }.first
    }

    static func loadsList(_ requests: [BackendRequest]) -> Bool {
        requests.contains(.chats)
    }

    @Test("rule: coalesced events reload the list, and the open chat when they touched it", arguments: [
        ("the open chat's events", [ClientDriver.teamRef], 0, true),
        ("another chat's events", [ClientDriver.bobRef], 0, false),
        ("events of no one chat", [], 3, true),
    ])
    func coalescedEventsReload(rule: String, chats: [ChatRef], otherEvents: Int, reloadsOpenChat: Bool) {
        var client = ClientDriver.opened(ClientDriver.team)
        let requests = client.send(.core(.eventsCoalesced(chats: chats, otherEvents: otherEvents)))
        #expect(Self.loadsList(requests), "\(rule)")
        #expect(Self.loadsChat(requests) == (reloadsOpenChat ? ClientDriver.teamRef : nil), "\(rule)")
    }

    @Test("scrolled up, a flood merges the open chat's newest page and the screen keeps its place")
    func floodWhileScrolledUpKeepsThePlace() throws {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 12, columns: 80))
        client.press(.pageUp)
        let screen = client.screenLines
        #expect((client.state.chat?.scroll ?? 0) > 0)
        let requests = client.send(.core(.eventsCoalesced(chats: [ClientDriver.teamRef], otherEvents: 0)))
        #expect(requests == [.chats, .page(ClientDriver.teamRef, .last(count: ChatQuery.pageSize), nil)])
        var page = ClientDriver.team
        page.chatItems += [ClientDriver.teamItem(70, "set aside in the flood", from: "bob").chatItem]
        client.answerPage(page)
        #expect(client.state.open?.timeline.window.item(id: 70) != nil, "the newest page is merged")
        #expect(client.screenLines.dropFirst().dropLast(2) == screen.dropFirst().dropLast(2), "the rows on screen stay where they were")
    }

    @Test("at the newest line, the chat read anew after a flood is read where it is shown, the same rows in view as before")
    func floodAtTheNewestLineIsRead() throws {
        var chat = ClientDriver.bob
        chat.chatItems = (1...60).map { (id: Int64) in ChatItems.text(id, "message \(id)", at: ChatItems.time(id)) }
        var client = ClientDriver.opened(chat, layout: .terminal, size: GridSize(rows: 12, columns: 80))
        let before = try #require(client.state.open?.viewport)
        #expect(before.atNewest)
        var flooded = chat
        flooded.chatItems += (61...63).map { (id: Int64) in ChatItems.text(id, "set aside \(id)", at: ChatItems.time(id), status: .rcvNew) }
        #expect(client.send(.core(.eventsCoalesced(chats: [ClientDriver.bobRef], otherEvents: 0))) == [.chats, .page(ClientDriver.bobRef, .last(count: ChatQuery.pageSize), nil)])
        let asked = client.answerPages(from: flooded)
        #expect(client.state.open?.viewport == before, "the same rows in view, now the newest")
        #expect(ClientDailyDriverTests.readItems(in: asked).sorted() == [61, 62, 63], "what the flood set aside is read where it is shown")
        #expect(client.state.open?.timeline.window.items.contains(where: \.isUnread) == false)
    }

    @Test("the chats are read again when a lost connection is back, not when it was never lost")
    func connectionBackReloads() {
        var client = ClientDriver.opened(ClientDriver.bob)
        #expect(client.send(.connection(.connected(user: Fixtures.user))).isEmpty, "connected from the start: nothing to read again")
        #expect(client.send(.connection(.lost(ChatBackendError(.connectionLost, "reset")))).isEmpty)
        #expect(client.screen.contains("connection lost: reset"))
        #expect(client.send(.connection(.connected(user: Fixtures.user))) == [.chats, .page(ClientDriver.bobRef, .last(count: ChatQuery.pageSize), nil)])
        #expect(!client.screen.contains("connection lost"))
    }

    @Test("at the newest line a chat keeps a bounded window however many messages arrive; scrolled up it keeps them all")
    func aBoundedWindowAtTheNewestLine() {
        var client = ClientDriver.opened(ClientDriver.bob)
        let liveWindow = client.state.session.configuration.liveWindow
        for id in 0..<Int64(2 * liveWindow + 10) {
            client.send(.core(.newChatItems(chatItems: [AChatItem(chatInfo: ClientDriver.bob.chatInfo, chatItem: ChatItems.text(100_000 + id, "flood \(id)", at: Date(timeIntervalSince1970: 1_800_000_000 + Double(id))))], user: Fixtures.user)))
        }
        let count = client.state.open?.timeline.window.items.count ?? 0
        #expect(count < 2 * liveWindow && count >= liveWindow)
        #expect(client.state.open?.timeline.window.items.first?.meta.itemText == "flood \(2 * liveWindow + 9)")
    }
}
