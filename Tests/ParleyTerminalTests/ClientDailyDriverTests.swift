import ChatBackend
import ChatSession
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

    static func readItems(in requests: [BackendRequest]) -> [Int64] {
        requests.flatMap { request -> [Int64] in
            if case let .run(.readItems(_, ids)) = request { ids } else { [] }
        }
    }

    /// Whether `request` sends or updates a live message (`live`), or finishes one.
    static func isLiveUpdate(_ request: BackendRequest, live: Bool) -> Bool {
        if case let .run(.update(_, _, isLive, _)) = request { isLive == live } else { false }
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

    @Test("Up in an empty compose bar edits your last message (D7); Up and Down in the bar never scroll, PgUp and PgDn do")
    func upEditsYourLastMessage() throws {
        var chat = ClientDriver.bob
        chat.chatItems = [ChatItems.text(1, "first of mine", direction: .directSnd), ChatItems.text(2, "bob's", direction: .directRcv),
                          ChatItems.text(3, "second of mine", direction: .directSnd)]
        var client = ClientDriver.opened(chat)
        client.press(.up)
        #expect(client.state.chat?.editor.text == "second of mine")
        let edited = try #require(chat.chatItems.last)
        #expect(client.state.open?.compose.context == .editing(edited))
        #expect(client.screen.contains("✎ editing the message"))
        client.press(.up)
        #expect(client.state.chat?.editor.text == "second of mine", "not a recall of older texts")
        client.press(.escape)
        #expect(client.state.chat?.editor.text == "" && client.state.open?.compose.context == ComposeState.Context.none, "Esc cancels the edit")

        var long = ClientDriver.bob
        long.chatItems = (1...40).map { ChatItems.text($0, "message \($0)", at: ChatItems.time($0)) }
        var scrolling = ClientDriver.opened(long, size: GridSize(rows: 12, columns: 80))
        scrolling.type("one")
        scrolling.press(.enter, .alt)
        scrolling.type("two")
        scrolling.press(.up)
        scrolling.press(.up)
        #expect(scrolling.state.chat?.scroll == 0, "↑ moves the cursor in the bar, not the view")
        #expect(scrolling.state.chat?.editor.text == "one\ntwo")
        scrolling.press(.down)
        #expect(scrolling.state.chat?.scroll == 0)
        scrolling.press(.pageUp)
        #expect((scrolling.state.chat?.scroll ?? 0) > 0, "PgUp scrolls")
        scrolling.press(.pageDown)
        #expect(scrolling.state.chat?.scroll == 0, "PgDn comes back")
    }

    @Test("A live message left by Esc, by another chat or by quitting is finished as it stands, once")
    func aLeftLiveMessageIsFinishedOnce() throws {
        for leave in ["escape", "switch", "quit"] {
            var client = ClientDriver.opened(ClientDriver.team)
            client.type("going live")
            let started = client.press(.character("l"), .alt)
            let sentLive = started.contains { request in
                guard case let .run(.send(_, _, live, _, _, _)) = request else { return false }
                return live
            }
            #expect(sentLive)
            let live = ClientDriver.teamItem(70, "going live", from: nil)
            client.answerCommand(with: .newChatItems(chatItems: [live], user: Fixtures.user))
            client.type(" now")
            let left: [BackendRequest] = switch leave {
            case "escape": client.press(.escape)
            case "switch": client.send(.open(ClientDriver.bobRef))
            default: client.press(.character("c"), .control) + client.press(.enter)
            }
            let finished = left.compactMap { request -> (Int64, Bool, String)? in
                guard case let .run(.update(_, itemId, live, message)) = request, !live else { return nil }
                return (itemId, live, message.msgContent.text)
            }
            #expect(finished.count == 1, "\(leave)")
            #expect(finished.first?.0 == 70 && finished.first?.1 == false && finished.first?.2 == "going live now", "\(leave)")
            #expect(client.state.session.drafts[ClientDriver.teamRef]?.text.isEmpty ?? true, "\(leave): the finished text is no draft")
            if leave == "escape" {
                client.send(.open(ClientDriver.teamRef))
                client.answerPages(from: ClientDriver.team)
                #expect(client.press(.enter).isEmpty, "Enter sends no second copy")
            }
        }
    }

    @Test("Quitting with an unsent draft asks first (the session's prompt: the draft is kept for next time), the status line saying a second Ctrl-C quits (D11); it does; q in the forward picker closes the picker")
    func quittingAsksFirst() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("not sent yet")
        client.press(.character("c"), .control)
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.title == "Quit Parley?" && prompt.message == "Your unsent draft is kept for next time.")
        #expect(client.screen.contains("Quit Parley?"))
        #expect(client.screenLines.last?.contains("Ctrl-C asked first: Ctrl-C again quits, Esc stays") == true,
                "D11: the status line says what the first Ctrl-C did and what the next does")
        #expect(!client.state.isQuitting)
        client.press(.escape)
        #expect(client.state.overlay == nil && client.state.session.prompt == nil, "Esc stays")
        #expect(!client.state.isQuitting)
        client.press(.character("c"), .control)
        client.press(.character("c"), .control)
        #expect(client.state.isQuitting)
        #expect(client.local.contains(.storeDrafts(userId: Fixtures.user.userId, [ClientDriver.teamRef: "not sent yet"])), "the draft is kept for next time")

        var forwarding = ClientDriver.opened(ClientDriver.team)
        forwarding.focus("changelog")
        forwarding.press(.character("f"))
        #expect(forwarding.state.session.forwarding != nil)
        forwarding.press(.character("q"))
        #expect(forwarding.state.session.forwarding == nil)
        #expect(!forwarding.state.isQuitting)
        forwarding.press(.character("q"))
        #expect(forwarding.state.isQuitting, "nothing unsent: q quits at once")

        var ended = ClientDriver.opened(ClientDriver.team)
        ended.type("a draft")
        ended.handle(.inputEnded)
        #expect(ended.state.isQuitting, "the terminal's input ended: no dialog waits for keys that cannot come")
    }

    // MARK: - Reading

    @Test("A chat with unread messages opens at the first of them, under a new messages line, reading only what is shown; End reads the rest", arguments: [ChatLayoutMode.terminal, .classic])
    func aChatOpensAtItsFirstUnreadMessage(layout: ChatLayoutMode) throws {
        var team = ClientDriver.team
        let firstUnread = team.chatItems.count - 6
        for index in firstUnread..<team.chatItems.count where !team.chatItems[index].chatDir.isSent { team.chatItems[index].meta.itemStatus = .rcvNew }
        team.chatStats.unreadCount = team.chatItems[firstUnread...].filter(\.isUnread).count
        let unread = team.chatItems.filter(\.isUnread).map(\.meta.itemId)
        var client = ClientDriver.list([team, ClientDriver.bob], size: GridSize(rows: 14, columns: 80))
        client.press(.enter)
        client.setLayout(layout)
        let asked = client.answerPage(team, navigation: NavigationInfo(afterTotal: 0, afterUnread: 0))
        #expect(!asked.contains { if case .run(.readChat) = $0 { true } else { false } }, "opening does not read the whole chat")
        let read = Self.readItems(in: asked)
        let open = try #require(client.state.open)
        let visible = try #require(client.state.open?.viewport?.visibleRows)
        let shown = visible.flatMap { open.timeline.rows[$0].items.map(\.meta.itemId) }
        #expect(!read.isEmpty && read.sorted() == unread.filter(shown.contains).sorted(), "what is on screen is read: \(read)")
        let unseen = open.timeline.window.items.filter(\.isUnread).map(\.meta.itemId).sorted()
        #expect(unseen == unread.filter { !read.contains($0) }.sorted(), "what was never shown stays unread")
        #expect(!unseen.isEmpty, "the screen is too short for all of them")
        #expect(open.unreadBelow == unseen.count)
        #expect(client.screen.contains("\(unseen.count) new below ↓ End"))
        #expect(client.state.session.chats.first?.chatStats.unreadCount == unseen.count, "the list counts what is left (D4)")
        let line = try #require(client.screenLines.firstIndex { $0.contains("─ new messages ─") }, "\(client.screen)")
        #expect(line <= 3, "at the top of the pane, under the row's date separator and sender")
        let unreadText = try #require(team.chatItems[firstUnread...].first(where: \.isUnread)?.meta.itemText.prefix(12))
        #expect(client.screenLines[line...].prefix(4).contains { $0.contains(unreadText) }, "\(client.screen)")
        let end = client.press(.end)
        #expect(client.state.chat?.scroll == 0)
        #expect(Self.readItems(in: end).sorted() == unseen, "End reads the rest")
        #expect(client.state.open?.unreadBelow == 0 && !client.screen.contains("new below"))
        #expect(client.rowTexts.contains { $0.contains("new messages") }, "the line stays while the chat is open")
        client.press(.escape)
        client.press(.enter)
        for index in team.chatItems.indices where team.chatItems[index].isUnread { team.chatItems[index].meta.itemStatus = .rcvRead }
        client.answerPages(from: team)
        #expect(!client.rowTexts.contains { $0.contains("new messages") }, "opened again with nothing unread")
    }

    @Test("In-chat search marks its matches and steps through them with n and N; Enter goes to the match in the whole chat")
    func searchMarksMatchesAndStepsThroughThem() throws {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal)
        client.press(.character("f"), .control)
        client.type("the")
        let asked = client.press(.enter)
        let query = try #require(client.state.open?.query)
        #expect(asked == [.page(ClientDriver.teamRef, .last(count: ChatQuery.pageSize), query)])
        let found = ClientDriver.team.chatItems.filter { $0.meta.itemText.localizedCaseInsensitiveContains("the") }
        #expect(found.count >= 2)
        client.answerPages(from: ClientDriver.team)
        let newest = try #require(found.last?.meta.itemId)
        #expect(client.state.chat?.focus == newest, "the newest match is focused")
        let row = try #require(client.state.openCells.last)
        let marked = (0..<row.height).flatMap { line in row.grid.row(line).filter { $0.style.attributes.contains(.inverse) }.map(\.text) }
        #expect(marked.joined().lowercased().contains("the"), "\(row.lineTexts)")
        client.press(.character("n"))
        let older = found[found.count - 2].meta.itemId
        #expect(client.state.chat?.focus == older)
        client.press(.character("N"))
        #expect(client.state.chat?.focus == newest)
        client.press(.character("n"))
        let goTo = client.press(.enter)
        #expect(goTo == [.page(ClientDriver.teamRef, .around(itemId: older, count: ChatQuery.pageSize), nil)])
        #expect(client.state.open?.query == nil, "the search is cleared")
        client.answerPages(from: ClientDriver.team)
        #expect(client.state.chat?.focus == older)
        #expect(client.state.open?.timeline.window.items.count == ClientDriver.team.chatItems.count, "the whole chat around it")
    }

    @Test("Alt-M reaches the newest unread mention of you above the view, loaded or not, and older ones in turn (D10); Alt-Shift-M the newer, arrivals included")
    func altMStepsThroughUnreadMentions() throws {
        var chat = ClientDriver.bob
        let mentions: [Int64] = [5, 15, 25]
        chat.chatItems = (1...300).map { (id: Int64) in
            var item = ChatItems.text(id, mentions.contains(id) ? "@you look at \(id)" : "message \(id)", at: ChatItems.time(id), status: mentions.contains(id) ? .rcvNew : .rcvRead)
            item.meta.userMention = mentions.contains(id)
            return item
        }
        chat.chatStats.unreadCount = mentions.count
        var client = ClientDriver.opened(chat, layout: .terminal, size: GridSize(rows: 12, columns: 80))
        #expect(client.state.open?.timeline.window.item(id: 5)?.isUnread == false, "the first unread opens the chat, on screen")
        #expect(client.state.open?.timeline.window.item(id: 15)?.isUnread == true)
        #expect(client.press(.end) == [.page(chat.chatInfo.chatRef ?? ClientDriver.bobRef, .last(count: ChatQuery.pageSize), nil)], "the newest are not loaded yet")
        client.answerPages(from: chat)
        #expect(client.state.chat?.scroll == 0)
        #expect(client.read[ClientDriver.bobRef]?.contains(5) == true, "what was read stays read")
        #expect(client.read[ClientDriver.bobRef]?.contains(25) != true, "End passed over the mentions above")
        client.press(.character("m"), .alt)
        client.answerPages(from: chat)
        #expect(client.state.chat?.focus == 25, "from the newest line, the newest unread mention above the view")
        #expect(client.state.open?.timeline.window.item(id: 25)?.isUnread == false, "shown, so read")
        client.press(.character("m"), .alt)
        client.answerPages(from: chat)
        #expect(client.state.chat?.focus == 15)
        var arrival = AChatItem(chatInfo: chat.chatInfo, chatItem: ChatItems.text(301, "@you look", at: ChatItems.time(301), status: .rcvNew))
        arrival.chatItem.meta.userMention = true
        client.handle(ClientLiveTests.event(arrival))
        client.press(.character("m"), .alt)
        #expect(client.state.chat?.focus == 15 && client.state.statusText == "No older unread mention")
        client.press(.character("M"), .alt)
        client.answerPages(from: chat)
        #expect(client.state.chat?.focus == 301, "a mention that came while the chat was open")
        client.press(.character("M"), .alt)
        client.answerPages(from: chat)
        #expect(client.state.statusText == "No unread mentions of you", "each was read as it was shown")
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
        let unreadCount = { (client: ClientDriver) in client.state.session.chats.first { $0.chatInfo.chatRef == ClientDriver.teamRef }?.chatStats.unreadCount }
        let before = unreadCount(client)
        let asked = client.handle(ClientLiveTests.event(Self.unread(ClientDriver.teamItem(60, "read me", from: "bob"))))
        #expect(Self.readItems(in: asked) == [60])
        #expect(client.state.open?.timeline.window.item(id: 60)?.isUnread == false)
        #expect(unreadCount(client) == before, "the list does not count it")
    }

    @Test("Scrolled up, arrivals stay unread until the view comes down to them")
    func arrivalsBelowAreReadWhenReached() {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 12, columns: 80))
        client.press(.pageUp)
        let asked = client.handle(ClientLiveTests.event(Self.unread(ClientDriver.teamItem(60, "below", from: "bob"))))
        #expect(Self.readItems(in: asked).isEmpty)
        #expect(client.state.open?.timeline.window.item(id: 60)?.isUnread == true)
        let end = client.press(.end)
        #expect(Self.readItems(in: end).contains(60))
        #expect(client.state.open?.timeline.window.item(id: 60)?.isUnread == false)
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
        #expect(client.press(.character("a"), .alt).contains(.page(ClientDriver.bobRef, .initial(count: ChatQuery.pageSize), nil)))
        #expect(client.state.open?.ref == ClientDriver.bobRef)
        client.answerPages(from: bob)
        #expect(client.press(.character("a"), .alt).isEmpty, "no other chat is unread")
        #expect(client.state.statusText == "No unread chats")
    }

    @Test("A message in a chat not on screen rings the bell and puts the unread count in the title; --no-bell keeps it quiet")
    func aMessageElsewhereDrawsAttention() {
        var client = ClientDriver.opened(ClientDriver.bob)
        let before = client.state.session.unreadElsewhere
        #expect(before == ClientDriver.team.chatStats.unreadCount)
        let asked = client.handle(ClientLiveTests.event(Self.unread(ClientDriver.teamItem(60, "over here", from: "carol"))))
        #expect(asked.isEmpty)
        let attention = SessionAttention(chat: ClientDriver.teamRef, chatName: "Team", sender: "carol", text: "over here", mention: false, unreadElsewhere: before + 1)
        #expect(client.local == [.attention(attention), .unreadCount(before + 1)])
        client.handle(ClientLiveTests.event(Self.unread(ClientDriver.teamItem(61, "again", from: "carol"))))
        #expect(client.local.first == .attention(SessionAttention(chat: ClientDriver.teamRef, chatName: "Team", sender: "carol", text: "again", mention: false, unreadElsewhere: before + 2)))
        #expect(ParleyTerminal.Attention.bytes(bell: true, unread: 3, chat: "Team", notifier: nil) == [0x07] + Array("\u{1B}]2;Parley (3 unread)\u{07}".utf8))
        #expect(ParleyTerminal.Attention.bytes(bell: false, unread: 0, chat: "Team", notifier: .osc9) == Array("\u{1B}]2;Parley\u{07}".utf8))
    }

    @Test("Desktop notifications by OSC 9 or 777 where the terminal has them, naming the chat made safe", arguments: [
        (["TERM_PROGRAM": "iTerm.app"], "\u{1B}]9;Parley: new message in evil\u{2407} name\u{07}"),
        (["TERM": "foot"], "\u{1B}]777;notify;Parley;new message in evil\u{2407} name\u{07}"),
        (["TERM_PROGRAM": "WezTerm"], "\u{1B}]777;notify;Parley;new message in evil\u{2407} name\u{07}"),
        (["TERM": "xterm-256color"], ""),
    ])
    func desktopNotifications(environment: [String: String], notification: String) {
        let notifier = DesktopNotifier.detect(environment: environment)
        let bytes = ParleyTerminal.Attention.bytes(bell: true, unread: 1, chat: "evil\u{07};name", notifier: notifier)
        #expect(bytes == [0x07] + Array(notification.utf8) + Array("\u{1B}]2;Parley (1 unread)\u{07}".utf8))
    }

    // MARK: - Defects

    @Test("Defect 5: the list's highlight stays on its chat when the list reorders")
    func theHighlightFollowsItsChat() throws {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        client.press(.down)
        let highlighted = client.state.session.chats[client.state.list.selected].chatInfo.chatRef
        client.handle(ClientLiveTests.event(ClientDriver.teamItem(60, "team moves up", from: "bob")))
        #expect(client.state.session.chats[client.state.list.selected].chatInfo.chatRef == highlighted)
        #expect(client.press(.character("r")) == [.chats])
        client.answerList(client.state.session.chats.reversed())
        #expect(client.state.session.chats[client.state.list.selected].chatInfo.chatRef == highlighted)
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
        let saved = { (requests: [BackendRequest]) -> ChatLayoutMode? in
            requests.compactMap { request -> ChatLayoutMode? in
                guard case let .run(.setTheme(ref, overrides)) = request, ref == ClientDriver.teamRef else { return nil }
                return overrides?.chatLayout
            }.first
        }
        #expect(saved(client.press(.character("t"), .control)) == .classic)
        client.press(.tab)
        #expect(client.state.chat?.focus != nil)
        #expect(saved(client.press(.character("t"), .control)) == .terminal)
        #expect(client.state.open.map(client.state.layout(of:)) == .terminal)
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
        guard case .page(ClientDriver.bobRef, .around(itemId: 7, count: _), nil)? = asked.first else { Issue.record("asked \(asked)"); return }
        #expect(client.state.statusText == "Loading the quoted message…")
        var page = chat
        page.chatItems = [ChatItems.text(7, "the original", direction: .directSnd), reply]
        client.answerPage(page)
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
        client.focus("liked")
        client.press(.character("+"))
        guard case .prompt(selected: 0)? = client.state.overlay, let picker = client.state.session.prompt else { Issue.record("no picker"); return }
        #expect(picker.style == .picker && picker.title == "React")
        #expect(picker.choices.prefix(2).map(\.title) == ["👍", "👎"])
        #expect(picker.choices.prefix(2).map(ChatSession.removesReaction) == [true, false])
        #expect(picker.choices.count == ContextMenu.reactionEmoji.count)
        #expect(client.screen.contains("✓ 👍  remove"))
        let asked = client.press(.enter)
        #expect(asked == [.run(.reaction(ClientDriver.bobRef, itemId: 50, add: false, reaction: .emoji(emoji: "👍")))])
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
        #expect(client.press(.character("z"), .control).isEmpty)
        #expect(client.local == [.suspend])
    }
}
