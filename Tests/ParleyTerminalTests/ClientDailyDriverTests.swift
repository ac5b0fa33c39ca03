import ChatBackend
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 18: the terminal client as someone's only SimpleX client. Each test fails without the
/// change it names.
@Suite struct ClientDailyDriverTests {
    /// Presses one key a Unicode scalar, as the input decoder delivers typed text.
    static func typeScalars(_ text: String, into client: inout ClientDriver) {
        for scalar in text.unicodeScalars { client.press(.character(Character(scalar))) }
    }

    static func unread(_ item: AChatItem) -> AChatItem {
        var item = item
        item.chatItem.meta.itemStatus = .rcvNew
        return item
    }

    static func readItems(in requests: [ClientRequest]) -> [Int64] {
        requests.flatMap { request -> [Int64] in
            if case let .run(.readItems(_, ids), .read) = request { ids } else { [] }
        }
    }

    // MARK: - Writing

    @Test("The compose bar works in grapheme clusters", arguments: [
        ("A🇺🇦B", 1, "AB"), ("xe\u{301}y", 1, "xy"), ("a👍🏽b", 1, "ab"), ("a👩‍💻b", 1, "ab"),
    ])
    func composeWorksInGraphemeClusters(typed: String, left: Int, after: String) {
        var client = ClientDriver.opened(ClientDriver.team)
        Self.typeScalars(typed, into: &client)
        for _ in 0..<left { client.press(.left) }
        client.press(.backspace)
        #expect(client.state.chat?.editor.text == after, "\(typed.unicodeScalars.count) scalars typed")
    }

    @Test("Readline keys: Ctrl-U, Ctrl-K, Ctrl-Y, Alt-B, Alt-F, Alt-Backspace and undo")
    func readlineKeys() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("one two three")
        client.press(.character("b"), .alt)
        client.press(.character("k"), .control)
        #expect(client.state.chat?.editor.text == "one two ")
        client.press(.character("b"), .alt)
        client.press(.character("b"), .alt)
        client.press(.character("y"), .control)
        #expect(client.state.chat?.editor.text == "threeone two ")
        client.press(.character("f"), .alt)
        client.press(.character("u"), .control)
        #expect(client.state.chat?.editor.text == " two ")
        client.press(.character("_"), .control)
        #expect(client.state.chat?.editor.text == "threeone two ", "undo puts the cut back")
        client.press(.end)
        client.press(.backspace, .alt)
        #expect(client.state.chat?.editor.text == "threeone ")
        client.press(.character("_"), .control)
        client.press(.character("_"), .control)
        client.press(.character("_"), .control)
        #expect(client.state.chat?.editor.text == "one two ", "each edit undone in turn")
        var moved = ComposeEditor()
        for character in "ab" { moved.insert(String(character)) }
        moved.moveLeft()
        moved.insert("c")
        moved.undo()
        #expect(moved.text == "ab", "a key typed after a cursor move is its own undo step")
    }

    @Test("Up in an empty compose bar recalls your last messages, newest first; Down comes back")
    func upRecallsYourLastMessages() {
        var chat = ClientDriver.bob
        chat.chatItems = [ChatItems.text(1, "first of mine", direction: .directSnd), ChatItems.text(2, "bob's", direction: .directRcv),
                          ChatItems.text(3, "second of mine", direction: .directSnd)]
        var client = ClientDriver.opened(chat)
        client.press(.up)
        #expect(client.state.chat?.editor.text == "second of mine")
        client.press(.up)
        #expect(client.state.chat?.editor.text == "first of mine")
        client.press(.up)
        #expect(client.state.chat?.editor.text == "first of mine", "no older one")
        client.press(.down)
        client.press(.down)
        #expect(client.state.chat?.editor.text == "", "past the newest: empty")
    }

    @Test("A live message left by Esc, by another chat or by quitting is finished as it stands, once")
    func aLeftLiveMessageIsFinishedOnce() throws {
        for leave in ["escape", "switch", "quit"] {
            var client = ClientDriver.opened(ClientDriver.team)
            client.type("going live")
            let started = client.press(.character("l"), .alt)
            let sentLive = started.contains { request in
                guard case let .run(.send(_, _, live, _, _, _), purpose) = request else { return false }
                return live && purpose == .live
            }
            #expect(sentLive)
            let live = ClientDriver.teamItem(70, "going live", from: nil)
            client.handle(.answered(.live, .newChatItems(chatItems: [live], user: Fixtures.user)))
            client.type(" now")
            let left: [ClientRequest] = switch leave {
            case "escape": client.press(.escape)
            case "switch": client.model.open(ClientDriver.bobRef, info: ClientDriver.bob.chatInfo)
            default: client.press(.character("c"), .control) + client.press(.enter)
            }
            let finished = left.compactMap { request -> (Int64, Bool, String)? in
                guard case let .run(.update(_, itemId, live, message), .liveFinished) = request else { return nil }
                return (itemId, live, message.msgContent.text)
            }
            #expect(finished.count == 1, "\(leave)")
            #expect(finished.first?.0 == 70 && finished.first?.1 == false && finished.first?.2 == "going live now", "\(leave)")
            #expect(client.state.drafts[ClientDriver.teamRef]?.isEmpty ?? true, "\(leave): the finished text is no draft")
            if leave == "escape" {
                _ = client.model.open(ClientDriver.teamRef, info: ClientDriver.team.chatInfo)
                #expect(client.press(.enter).isEmpty, "Enter sends no second copy")
            }
        }
    }

    @Test("Quitting with an unsent draft asks first; a second Ctrl-C quits; q in the forward picker closes the picker")
    func quittingAsksFirst() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("not sent yet")
        client.press(.character("c"), .control)
        guard case let .dialog(dialog)? = client.state.overlay else { Issue.record("no dialog"); return }
        #expect(dialog.title == "Quit Parley?" && dialog.message == "Your unsent draft is lost.")
        #expect(!client.state.isQuitting)
        client.press(.escape)
        #expect(client.state.overlay == nil, "Esc stays")
        #expect(!client.state.isQuitting)
        client.press(.character("c"), .control)
        client.press(.character("c"), .control)
        #expect(client.state.isQuitting)

        var forwarding = ClientDriver.list()
        forwarding.model.state.forwarding = (items: [], from: ClientDriver.teamRef)
        forwarding.press(.character("q"))
        #expect(forwarding.state.forwarding == nil)
        #expect(!forwarding.state.isQuitting)
        forwarding.press(.character("q"))
        #expect(forwarding.state.isQuitting, "nothing unsent: q quits at once")

        var ended = ClientDriver.opened(ClientDriver.team)
        ended.type("a draft")
        ended.handle(.inputEnded)
        #expect(ended.state.isQuitting, "the terminal's input ended: no dialog waits for keys that cannot come")
    }

    // MARK: - Reading

    @Test("A chat with unread messages opens at the first of them, under a new messages line; End goes to the newest", arguments: [ChatLayoutMode.terminal, .classic])
    func aChatOpensAtItsFirstUnreadMessage(layout: ChatLayoutMode) throws {
        var team = ClientDriver.team
        let firstUnread = team.chatItems.count - 6
        for index in firstUnread..<team.chatItems.count where !team.chatItems[index].chatDir.isSent { team.chatItems[index].meta.itemStatus = .rcvNew }
        team.chatStats.unreadCount = team.chatItems[firstUnread...].filter(\.isUnread).count
        var client = ClientDriver.list([team, ClientDriver.bob], size: GridSize(rows: 14, columns: 80))
        client.press(.enter)
        client.model.state.chat?.layoutOverride = layout
        let asked = client.handle(.chatOpened(team, nil))
        #expect(asked.contains { if case .run(.readChat, .read) = $0 { true } else { false } })
        #expect(client.state.chat?.timeline.window.items.contains(where: \.isUnread) == false, "no stale unread dot")
        let line = try #require(client.screenLines.firstIndex { $0.contains("─ new messages ─") }, "\(client.screen)")
        #expect(line <= 3, "at the top of the pane, under the row's date separator and sender")
        let unreadText = try #require(team.chatItems[firstUnread...].first(where: \.isUnread)?.meta.itemText.prefix(12))
        #expect(client.screenLines[line...].prefix(4).contains { $0.contains(unreadText) }, "\(client.screen)")
        client.press(.end)
        #expect(client.state.chat?.scroll == 0)
        #expect(client.rowTexts.contains { $0.contains("new messages") }, "the line stays while the chat is open")
        client.press(.escape)
        client.press(.enter)
        for index in team.chatItems.indices where team.chatItems[index].isUnread { team.chatItems[index].meta.itemStatus = .rcvRead }
        client.handle(.chatOpened(team, nil))
        #expect(!client.rowTexts.contains { $0.contains("new messages") }, "opened again with nothing unread")
    }

    @Test("In-chat search marks its matches and steps through them with n and N; Enter goes to the match in the whole chat")
    func searchMarksMatchesAndStepsThroughThem() throws {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal)
        client.press(.character("f"), .control)
        client.type("the")
        let asked = client.press(.enter)
        let query = try #require(client.state.chat?.query)
        #expect(asked == [.loadPage(ClientDriver.teamRef, .last(count: ChatQuery.pageSize), query: query)])
        var found = ClientDriver.team
        found.chatItems = found.chatItems.filter { $0.meta.itemText.localizedCaseInsensitiveContains("the") }
        #expect(found.chatItems.count >= 2)
        client.handle(.pageLoaded(ClientDriver.teamRef, .last(count: ChatQuery.pageSize), found, nil))
        let newest = try #require(found.chatItems.last?.meta.itemId)
        #expect(client.state.chat?.focus == newest, "the newest match is focused")
        let chat = try #require(client.state.chat)
        let row = try #require(client.state.cells(of: chat).last)
        let marked = (0..<row.height).flatMap { line in row.grid.row(line).filter { $0.style.attributes.contains(.inverse) }.map(\.text) }
        #expect(marked.joined().lowercased().contains("the"), "\(row.lineTexts)")
        client.press(.character("n"))
        let older = found.chatItems[found.chatItems.count - 2].meta.itemId
        #expect(client.state.chat?.focus == older)
        client.press(.character("N"))
        #expect(client.state.chat?.focus == newest)
        client.press(.character("n"))
        let goTo = client.press(.enter)
        #expect(goTo == [.loadPage(ClientDriver.teamRef, .around(itemId: older, count: ChatQuery.pageSize))])
        #expect(client.state.chat?.query == nil, "the search is cleared")
        client.handle(.pageLoaded(ClientDriver.teamRef, .around(itemId: older, count: ChatQuery.pageSize), ClientDriver.team, nil))
        #expect(client.state.chat?.focus == older)
        #expect(client.state.chat?.timeline.window.items.count == ClientDriver.team.chatItems.count, "the whole chat around it")
    }

    @Test("Alt-M and Alt-Shift-M step to the older and newer unread mention of you, arrivals included")
    func altMStepsThroughUnreadMentions() throws {
        var team = ClientDriver.team
        let received = team.chatItems.indices.filter { !team.chatItems[$0].chatDir.isSent }
        let (first, second) = (received[received.count - 3], received[received.count - 1])
        for index in [first, second] {
            team.chatItems[index].meta.itemStatus = .rcvNew
            team.chatItems[index].meta.userMention = true
        }
        var client = ClientDriver.list([team, ClientDriver.bob])
        client.press(.enter)
        client.handle(.chatOpened(team, nil))
        let (older, newer) = (team.chatItems[first].meta.itemId, team.chatItems[second].meta.itemId)
        client.press(.character("m"), .alt)
        #expect(client.state.chat?.focus == newer, "from the newest line, the newest mention")
        client.press(.character("m"), .alt)
        #expect(client.state.chat?.focus == older)
        client.press(.character("m"), .alt)
        #expect(client.state.chat?.focus == older && client.state.status == "No older unread mention")
        client.press(.character("M"), .alt)
        #expect(client.state.chat?.focus == newer)
        var arrival = Self.unread(ClientDriver.teamItem(70, "@you look", from: "bob", minute: 50))
        arrival.chatItem.meta.userMention = true
        client.handle(ClientLiveTests.event(arrival))
        client.press(.character("M"), .alt)
        #expect(client.state.chat?.focus == 70, "a mention that came while the chat was open")
    }

    @Test("The list's / finds chats by their newest message too")
    func listSearchFindsChatsByTheirMessages() throws {
        var client = ClientDriver.list()
        let preview = try #require(ClientDriver.bob.chatItems.last?.meta.itemText)
        client.press(.character("/"))
        client.type(String(preview.prefix(10)).uppercased())
        #expect(client.model.visibleChats.map(\.chatInfo.chatRef) == [ClientDriver.bobRef])
    }

    @Test("A message that arrives in the chat on screen is marked read, in the core and on screen")
    func anArrivalOnScreenIsRead() {
        var client = ClientDriver.opened(ClientDriver.team)
        let unreadCount = { (client: ClientDriver) in client.state.chats.first { $0.chatInfo.chatRef == ClientDriver.teamRef }?.chatStats.unreadCount }
        let before = unreadCount(client)
        let asked = client.handle(ClientLiveTests.event(Self.unread(ClientDriver.teamItem(60, "read me", from: "bob"))))
        #expect(Self.readItems(in: asked) == [60])
        #expect(client.state.chat?.timeline.window.item(id: 60)?.isUnread == false)
        #expect(unreadCount(client) == before, "the list does not count it")
    }

    @Test("Scrolled up, arrivals stay unread until the view comes down to them")
    func arrivalsBelowAreReadWhenReached() {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 12, columns: 80))
        client.press(.pageUp)
        let asked = client.handle(ClientLiveTests.event(Self.unread(ClientDriver.teamItem(60, "below", from: "bob"))))
        #expect(Self.readItems(in: asked).isEmpty)
        #expect(client.state.chat?.timeline.window.item(id: 60)?.isUnread == true)
        let end = client.press(.end)
        #expect(Self.readItems(in: end).contains(60))
        #expect(client.state.chat?.timeline.window.item(id: 60)?.isUnread == false)
    }

    @Test("Scrolled up, the view stays on what is being read while messages arrive")
    func theViewStaysOnWhatIsRead() {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 12, columns: 80))
        client.press(.pageUp)
        let pane = { (client: ClientDriver) in Array(client.screenLines.dropFirst().prefix(6)) }
        let before = pane(client)
        client.handle(ClientLiveTests.event(ClientDriver.teamItem(60, "first", from: "bob")))
        client.handle(ClientLiveTests.event(ClientDriver.teamItem(61, "a second\nof two lines", from: "alice", minute: 41)))
        #expect(pane(client) == before)
    }

    @Test("Alt-A opens the next chat with unread messages, from the list and from a chat")
    func altAOpensTheNextUnreadChat() {
        var team = ClientDriver.team, bob = ClientDriver.bob
        team.chatStats.unreadCount = 0
        bob.chatStats.unreadCount = 2
        var client = ClientDriver.list([team, bob])
        #expect(client.press(.character("a"), .alt).contains(.openChat(ClientDriver.bobRef)))
        #expect(client.state.chat?.ref == ClientDriver.bobRef)
        #expect(client.press(.character("a"), .alt).isEmpty, "no other chat is unread")
        #expect(client.state.status == "No unread chats")
    }

    @Test("A message in a chat not on screen rings the bell and puts the unread count in the title; --no-bell keeps it quiet")
    func aMessageElsewhereDrawsAttention() {
        var client = ClientDriver.opened(ClientDriver.bob)
        client.model.state.chats = [ClientDriver.team, ClientDriver.bob]
        let before = client.state.chats.reduce(0) { $0 + $1.chatStats.unreadCount }
        let asked = client.handle(ClientLiveTests.event(Self.unread(ClientDriver.teamItem(60, "over here", from: "carol"))))
        #expect(asked == [.local(.attention(bell: true, unread: before + 1, chat: "Team"))])
        client.model.state.bell = false
        let quiet = client.handle(ClientLiveTests.event(Self.unread(ClientDriver.teamItem(61, "again", from: "carol"))))
        #expect(quiet == [.local(.attention(bell: false, unread: before + 2, chat: "Team"))])
        #expect(Attention.bytes(bell: true, unread: 3, chat: "Team", notifier: nil) == [0x07] + Array("\u{1B}]2;Parley (3 unread)\u{07}".utf8))
        #expect(Attention.bytes(bell: false, unread: 0, chat: "Team", notifier: .osc9) == Array("\u{1B}]2;Parley\u{07}".utf8))
    }

    @Test("Desktop notifications by OSC 9 or 777 where the terminal has them, naming the chat made safe", arguments: [
        (["TERM_PROGRAM": "iTerm.app"], "\u{1B}]9;Parley: new message in evil\u{2407} name\u{07}"),
        (["TERM": "foot"], "\u{1B}]777;notify;Parley;new message in evil\u{2407} name\u{07}"),
        (["TERM_PROGRAM": "WezTerm"], "\u{1B}]777;notify;Parley;new message in evil\u{2407} name\u{07}"),
        (["TERM": "xterm-256color"], ""),
    ])
    func desktopNotifications(environment: [String: String], notification: String) {
        let notifier = DesktopNotifier.detect(environment: environment)
        let bytes = Attention.bytes(bell: true, unread: 1, chat: "evil\u{07};name", notifier: notifier)
        #expect(bytes == [0x07] + Array(notification.utf8) + Array("\u{1B}]2;Parley (1 unread)\u{07}".utf8))
    }

    // MARK: - Defects

    @Test("Defect 5: the list's highlight stays on its chat when the list reorders")
    func theHighlightFollowsItsChat() throws {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        client.press(.down)
        let highlighted = client.state.chats[client.state.list.selected].chatInfo.chatRef
        client.handle(ClientLiveTests.event(ClientDriver.teamItem(60, "team moves up", from: "bob")))
        client.handle(.chatsLoaded(user: Fixtures.user, chats: client.state.chats.reversed()))
        #expect(client.state.chats[client.state.list.selected].chatInfo.chatRef == highlighted)
    }

    @Test("Defect 2 and 16: a preview reads a bounded start of its message and ends with … where it is cut")
    func previewsAreBoundedAndMarkTheirCut() throws {
        var huge = ClientDriver.bob
        huge.chatItems = [ChatItems.text(1, String(repeating: "a *long* message ", count: 65_536), direction: .directRcv)]
        for chat in [huge, { var parsed = huge; parsed.chatItems = parsed.chatItems.map { $0.parsingMarkdown() }; return parsed }()] {
            let client = ClientDriver.list([chat, ClientDriver.team])
            let item = try #require(chat.chatItems.last)
            let runs = ChatListScreen.previewRuns(item, chat: chat, state: client.state, background: .default)
            #expect(runs.reduce(0) { $0 + $1.text.count } <= ChatListScreen.previewLimit, "whether the core parsed it or not")
            let line = try #require(client.screenLines.first { $0.contains("a long message") })
            #expect(line.hasSuffix("…") || line.contains("… "), "the cut is marked: \(line)")
        }
    }

    @Test("Defect 11: Ctrl-T is remembered for the chat, and works with a message focused")
    func ctrlTIsRememberedAndWorksWhileFocused() {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal)
        let saved = { (requests: [ClientRequest]) -> ChatLayoutMode? in
            requests.compactMap { request -> ChatLayoutMode? in
                guard case let .run(.setTheme(ref, overrides), .layoutSaved) = request, ref == ClientDriver.teamRef else { return nil }
                return overrides?.chatLayout
            }.first
        }
        #expect(saved(client.press(.character("t"), .control)) == .classic)
        client.press(.tab)
        #expect(client.state.chat?.focus != nil)
        #expect(saved(client.press(.character("t"), .control)) == .terminal)
        #expect(client.state.layout(of: client.state.chat!) == .terminal)
    }

    @Test("Defect 8: q on a quote whose message is not loaded jumps to it once its page comes")
    func aQuoteJumpEndsWhenItsPageComes() throws {
        var chat = ClientDriver.bob
        var reply = ChatItems.text(50, "the reply", direction: .directRcv).quoting("the original")
        reply.quotedItem?.itemId = 7
        chat.chatItems = [reply]
        var client = ClientDriver.opened(chat)
        client.focus("the reply")
        let asked = client.press(.character("q"))
        guard case let .loadPage(_, pagination, _)? = asked.first else { Issue.record("asked \(asked)"); return }
        var page = chat
        page.chatItems = [ChatItems.text(7, "the original", direction: .directSnd), reply]
        client.handle(.pageLoaded(ClientDriver.bobRef, pagination, page, nil))
        #expect(client.state.chat?.focus != nil)
        #expect(client.state.chat?.focus == client.rowId(containing: "the original"), "one q")
    }

    @Test("Defect 8: the reaction picker takes back your own reaction, and its emoji keep their places")
    func yourOwnReactionCanBeTakenBack() throws {
        var chat = ClientDriver.bob
        var item = ChatItems.text(50, "liked", direction: .directRcv)
        item.reactions = [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 1, userReacted: true)]
        chat.chatItems = [item]
        var client = ClientDriver.opened(chat)
        let row = try #require(client.rowId(containing: "liked"))
        _ = client.model.perform(.react, onRow: row)
        guard case let .menu(menu)? = client.state.overlay else { Issue.record("no picker"); return }
        #expect(menu.entries.prefix(2) == [.removeReaction("👍"), .reaction("👎")])
        #expect(menu.entries.count == ContextMenu.reactionEmoji.count)
        let asked = client.press(.enter)
        #expect(asked == [.run(.reaction(ClientDriver.bobRef, itemId: 50, add: false, reaction: .emoji(emoji: "👍")), purpose: .react)])
    }

    @Test("Defect 16: ↓ End stands on a line of its own, under the rows")
    func theEndLabelCoversNoRow() throws {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 14, columns: 80))
        client.press(.pageUp)
        let line = try #require(client.screenLines.first { $0.contains("↓ End") })
        #expect(line.trimmingCharacters(in: .whitespaces) == "↓ End: newest")
    }

    @Test("Defect 1: a resize and Ctrl-L draw the next frame whole; Ctrl-Z suspends")
    func resizeAndCtrlLRedrawWhole() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.handle(.resize(GridSize(rows: 30, columns: 100)))
        #expect(client.state.needsFullRedraw)
        client.model.state.needsFullRedraw = false
        client.press(.character("l"), .control)
        #expect(client.state.needsFullRedraw)
        #expect(client.press(.character("z"), .control) == [.local(.suspend)])
    }
}
