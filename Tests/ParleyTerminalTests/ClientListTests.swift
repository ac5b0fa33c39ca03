import ChatBackend
import ChatSession
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

    @Test("The list's search asks the core for chats by their messages, shows those the answer for the same text names with the match, and opens a chat at its match (D15)")
    func searchFindsChatsByTheirMessages() throws {
        var client = ClientDriver.list()
        let refs = [ClientDriver.teamRef, ClientDriver.bobRef]
        client.press(.character("/"))
        #expect(client.type("zebr").last == .findChats("zebr", refs))
        let older = try #require(client.requests.last { $0.request == .findChats("zebr", refs) }?.id)
        #expect(client.press(.character("a")) == [.findChats("zebra", refs)])
        #expect(client.local == [.cancel], "the older search is stopped")
        #expect(client.model.visibleChats.isEmpty, "no name or preview has it")
        let match = ChatItems.text(105, "a zebra crossed", at: ClientDriver.bob.chatItems[1].meta.itemTs.addingTimeInterval(60), direction: .directRcv)
        client.answer(older, .success(.found([ClientDriver.teamRef: match])))
        #expect(client.model.visibleChats.isEmpty, "an answer for an older text is not shown")
        client.answer(matching: { $0 == .findChats("zebra", refs) }, .success(.found([ClientDriver.bobRef: match])))
        #expect(client.model.visibleChats.map(\.chatInfo.displayName) == ["bob"])
        #expect(client.screen.contains("a zebra crossed"), "the list shows the matching message")
        #expect(client.press(.backspace) == [.findChats("zebr", refs)])
        #expect(client.model.visibleChats.isEmpty, "the matches were for another text")
        client.press(.character("a"))
        client.answer(matching: { $0 == .findChats("zebra", refs) }, .success(.found([ClientDriver.bobRef: match])))
        #expect(client.press(.enter) == [.page(ClientDriver.bobRef, .around(itemId: 105, count: ChatQuery.pageSize), nil)], "the chat opens at its match")
        var bob = ClientDriver.bob
        bob.chatItems.insert(match, at: 2)
        client.answerPages(from: bob)
        #expect(client.state.chat?.focus != nil)
        #expect(client.state.chat?.focus == client.rowId(containing: "a zebra crossed"))
    }

    @Test("Enter in the search opens the chat found; Esc ends the search")
    func searchOpens() {
        var client = ClientDriver.list()
        client.press(.character("/"))
        client.type("bob")
        #expect(client.press(.enter) == [.page(ClientDriver.bobRef, .initial(count: ChatQuery.pageSize), nil)])
        #expect(client.state.screen == .chat)
        var other = ClientDriver.list()
        other.press(.character("/"))
        other.type("x")
        other.press(.escape)
        #expect(other.state.list.search == nil)
        #expect(other.model.visibleChats.count == 2)
    }

    @Test("Opening a chat reads the unread items it shows (/_read chat items, not the whole chat), and loads a group's members")
    func openingMarksRead() {
        var client = ClientDriver.list()
        #expect(client.press(.enter) == [.page(ClientDriver.teamRef, .initial(count: ChatQuery.pageSize), nil)])
        #expect(client.screen.contains("Loading…"))
        let unread = ClientDriver.team.chatItems.filter(\.isUnread).map(\.meta.itemId)
        #expect(!unread.isEmpty)
        let asked = client.answerPage(ClientDriver.team, navigation: NavigationInfo(afterTotal: 0, afterUnread: 0))
        #expect(asked.contains(.run(.members(groupId: 1))), "a group's members are loaded for mentions")
        #expect(asked.contains(.run(.readItems(ClientDriver.teamRef, itemIds: unread))), "the unread item on screen is read")
        #expect(!asked.contains(.run(.readChat(ClientDriver.teamRef))), "not the whole chat")
        #expect(client.state.session.chats.first?.chatStats.unreadCount == 0)
    }

    @Test("PgUp near the oldest loaded message asks for the page before it")
    func pageUpLoadsOlder() throws {
        var chat = ClientDriver.bob
        chat.chatItems = (1...200).map { ChatItems.text(1000 + $0, "message \($0)", at: ChatItems.time($0)) }
        var client = ClientDriver.list()
        client.press(.down)
        client.press(.enter)
        var page = chat
        page.chatItems = Array(chat.chatItems.suffix(120))
        #expect(client.answerPage(page, navigation: NavigationInfo(afterTotal: 0, afterUnread: 0)).isEmpty, "far from the oldest loaded message, nothing more is asked")
        var asked: [BackendRequest] = []
        for _ in 0..<60 where asked.isEmpty { asked = client.press(.pageUp) }
        let request = try #require(asked.first)
        guard case let .page(ref, .before(itemId, count), nil) = request else { Issue.record("asked \(asked)"); return }
        #expect(ref == ClientDriver.bobRef)
        #expect(itemId == 1081, "before the oldest loaded")
        #expect(count > 0)
        #expect(client.press(.pageUp).isEmpty, "one page at a time")
        client.answerPages(from: chat)
        #expect(client.state.open?.timeline.window.item(id: 1001) != nil, "the older page is in")
    }

    @Test("Ctrl-F searches the chat: Enter reloads with the search, the status line says what was found")
    func inChatSearch() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.press(.character("f"), .control)
        client.type("changelog")
        #expect(client.screenLines.last == " search: changelog")
        let asked = client.press(.enter)
        guard case let .page(ref, _, query)? = asked.first else { Issue.record("asked \(asked)"); return }
        #expect(ref == ClientDriver.teamRef)
        #expect(query?.search == "changelog")
        client.answerPages(from: ClientDriver.team)
        #expect(client.screenLines.last?.contains("found: changelog") == true)
        #expect(client.state.chat?.focus != nil, "the newest match is focused")
        #expect(client.press(.escape).isEmpty, "Esc leaves the matches for the compose bar")
        #expect(client.state.open?.query?.search == "changelog")
        let cleared = client.press(.escape)
        #expect(client.state.screen == .chat, "Esc after a search clears it, in the chat (issue 18 defect 12)")
        #expect(client.state.open?.query == nil)
        #expect(cleared.contains { if case let .page(_, _, query) = $0 { query?.isSearching != true } else { false } }, "the chat is read again unsearched")
        #expect(client.state.statusText == "Search cleared")
        client.press(.escape)
        #expect(client.state.screen == .chatList)
    }

    @Test("Ctrl-G asks for the group's members and shows the group info screen; in a direct chat, the contact's info")
    func groupInfo() {
        var client = ClientDriver.opened(ClientDriver.team)
        let asked = client.press(.character("g"), .control)
        let members = ChatCommand.members(groupId: ClientDriver.team.chatInfo.groupInfo?.groupId ?? 0)
        #expect(asked == [.run(members)])
        client.answer(members, with: .groupMembers(group: GroupFixtures.team, user: Fixtures.user))
        #expect(client.state.infoScreens.map(\.page) == [.groupInfo])
        #expect(client.screen.contains("Group info"))
        var direct = ClientDriver.opened(ClientDriver.bob)
        #expect(direct.press(.character("g"), .control).isEmpty, "a direct chat's info asks nothing of the core")
        #expect(direct.screen.contains("Disappearing messages") && direct.screen.contains("Send receipts"), "\(direct.screen)")
    }
}
