import ChatBackend
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Screens" and "Keys": the chat list, its search, opening a chat and paging.
@Suite struct ClientListTests {
    @Test("The list's search keeps the chats whose name has the text", arguments: [
        ("bo", ["bob"]), ("TEA", ["Team"]), ("", ["Team", "bob"]), ("zz", []),
    ])
    func searchFilters(text: String, names: [String]) {
        var client = ClientDriver.list()
        client.press(.character("/"))
        client.type(text)
        #expect(client.model.visibleChats.map(\.chatInfo.displayName) == names)
        #expect(client.screenLines.last == ("/ " + text).trimmingCharacters(in: .whitespaces))
        for chat in [ClientDriver.team, ClientDriver.bob] {
            #expect(client.screenLines.dropFirst().dropLast().contains { $0.contains(" \(chat.chatInfo.displayName)  ") } == names.contains(chat.chatInfo.displayName))
        }
    }

    @Test("The list's search asks the core for chats by their messages, and shows those the answer for the same text names")
    func searchFindsChatsByTheirMessages() {
        var client = ClientDriver.list()
        client.press(.character("/"))
        let asked = client.type("zebra")
        #expect(asked.last == .findChats(search: "zebra", in: [ClientDriver.teamRef, ClientDriver.bobRef]))
        #expect(client.model.visibleChats.isEmpty, "no name or preview has it")
        client.handle(.chatsFound(search: "zebr", [ClientDriver.teamRef]))
        #expect(client.model.visibleChats.isEmpty, "an answer for an older text is not shown")
        client.handle(.chatsFound(search: "zebra", [ClientDriver.bobRef]))
        #expect(client.model.visibleChats.map(\.chatInfo.displayName) == ["bob"])
        #expect(client.press(.backspace) == [.findChats(search: "zebr", in: [ClientDriver.teamRef, ClientDriver.bobRef])])
        #expect(client.model.visibleChats.isEmpty, "the matches were for another text")
    }

    /// A backend whose chats hold one message each: a search finds the chats whose message has
    /// the text; a chat it cannot read fails alone.
    struct MessagesBackend: ChatBackend {
        let chats: [ChatRef: String]

        func execute(_ command: ChatCommand) async throws(ChatBackendError) -> ChatResponse {
            guard case let .getChat(ref, _, _, search) = command, let text = chats[ref] else { throw ChatBackendError(.unknownChat, "no such chat") }
            var chat = ClientDriver.bob
            chat.chatItems = search.map { text.contains($0) } == false ? [] : [ChatItems.text(1, text)]
            return .apiChat(chat: chat, navInfo: nil, user: Fixtures.user)
        }

        func events() async -> AsyncStream<ChatEvent> { AsyncStream { $0.finish() } }

        func connectionStates() async -> AsyncStream<ConnectionState> { AsyncStream { $0.finish() } }

        func close() async {}
    }

    @Test("A search of the list runs on the backend chat by chat; a chat that fails is passed over; a newer search stops it")
    func searchRunsOnTheBackend() async {
        let backend = MessagesBackend(chats: [.direct(2): "the release notes", .direct(3): "lunch?", .group(1): "release notes done"])
        let refs: [ChatRef] = [.direct(2), .direct(9), .direct(3), .group(1)]
        guard case let .chatsFound(search, found) = await TerminalClient.answer(.findChats(search: "release notes", in: refs), backend: backend) else {
            Issue.record("no answer")
            return
        }
        #expect(search == "release notes" && found == [.direct(2), .group(1)])
        guard case let .chatsFound(_, none) = await TerminalClient.answer(.findChats(search: "release notes", in: refs), backend: backend, isStale: { _ in true }) else { return }
        #expect(none.isEmpty)
    }

    @Test("Enter in the search opens the chat found; Esc ends the search")
    func searchOpens() {
        var client = ClientDriver.list()
        client.press(.character("/"))
        client.type("bob")
        #expect(client.press(.enter) == [.openChat(ClientDriver.bobRef)])
        #expect(client.state.screen == .chat)
        var other = ClientDriver.list()
        other.press(.character("/"))
        other.type("x")
        other.press(.escape)
        #expect(other.state.list.search == nil)
        #expect(other.model.visibleChats.count == 2)
    }

    @Test("Opening a chat with unread items marks it read")
    func openingMarksRead() {
        var client = ClientDriver.list()
        #expect(client.press(.enter) == [.openChat(ClientDriver.teamRef)])
        #expect(client.screen.contains("Loading…"))
        let asked = client.handle(.chatOpened(ClientDriver.team, nil))
        let read: [ClientRequest] = ClientDriver.team.chatStats.unreadCount > 0 || ClientDriver.team.chatStats.unreadChat ? [.run(.readChat(ClientDriver.teamRef), purpose: .read)] : []
        #expect(asked == [.run(.members(groupId: 1), purpose: .members)] + read, "a group's members are loaded for mentions, and the chat is marked read")
        #expect(client.state.chats.first?.chatStats.unreadCount == 0)
    }

    @Test("PgUp near the oldest loaded message asks for the page before it")
    func pageUpLoadsOlder() throws {
        var chat = ClientDriver.bob
        chat.chatItems = (1...50).map { ChatItems.text(1000 + $0, "message \($0)", at: ChatItems.time($0)) }
        var client = ClientDriver.opened(chat)
        var asked: [ClientRequest] = []
        for _ in 0..<60 where asked.isEmpty { asked = client.press(.pageUp) }
        let request = try #require(asked.first)
        guard case let .loadPage(ref, .before(itemId, count), _) = request else { Issue.record("asked \(asked)"); return }
        #expect(ref == ClientDriver.bobRef)
        #expect(itemId == 1001)
        #expect(count > 0)
        #expect(client.press(.pageUp).isEmpty, "one page at a time")
    }

    @Test("Ctrl-F searches the chat: Enter reloads with the search, the status line says what was found")
    func inChatSearch() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.press(.character("f"), .control)
        client.type("changelog")
        #expect(client.screenLines.last == " search: changelog")
        let asked = client.press(.enter)
        guard case let .loadPage(ref, _, query)? = asked.first else { Issue.record("asked \(asked)"); return }
        #expect(ref == ClientDriver.teamRef)
        #expect(query?.search == "changelog")
        let cleared = client.press(.escape)
        #expect(client.state.screen == .chat, "Esc after a search clears it, in the chat (issue 18 defect 12)")
        #expect(client.state.chat?.query == nil)
        #expect(cleared.contains { if case let .loadPage(_, _, query) = $0 { query?.isSearching != true } else { false } }, "the chat is read again unsearched")
        client.press(.escape)
        #expect(client.state.screen == .chatList)
    }

    @Test("Ctrl-G asks for the group's members and shows the group info screen")
    func groupInfo() {
        var client = ClientDriver.opened(ClientDriver.team)
        let asked = client.press(.character("g"), .control)
        #expect(asked == [.run(.members(groupId: ClientDriver.team.chatInfo.groupInfo?.groupId ?? 0), purpose: .groupInfo)])
        client.handle(.answered(.groupInfo, .groupMembers(group: GroupFixtures.team, user: Fixtures.user)))
        #expect(client.state.infoScreens.map(\.page) == [.groupInfo])
        #expect(client.screen.contains("Group info"))
        var direct = ClientDriver.opened(ClientDriver.bob)
        #expect(direct.press(.character("g"), .control).isEmpty)
        #expect(direct.state.status == "Group info is for groups and channels")
    }
}
