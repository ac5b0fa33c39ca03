import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Keys" and "Screens": a key focuses the messages, the arrows move the focus, the
/// focused message's menu has exactly the timeline's actions, and its keys act on it.
@Suite struct ClientFocusTests {
    @Test("Tab focuses the newest message; ↑ and ↓ move the focus; ↓ past the newest goes back to typing")
    func tabAndArrows() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        let ids = client.state.openCells.map(\.id)
        try #require(ids.count >= 2)
        client.press(.tab)
        #expect(client.state.chat?.focus == ids.last)
        client.press(.up)
        #expect(client.state.chat?.focus == ids[ids.count - 2])
        client.press(.down)
        #expect(client.state.chat?.focus == ids.last)
        client.press(.down)
        #expect(client.state.chat?.focus == nil)
        client.press(.tab)
        client.press(.escape)
        #expect(client.state.chat?.focus == nil)
        #expect(client.state.screen == .chat, "Esc in the focus goes back to typing, not to the list")
    }

    @Test("The focused message is on screen, whole, wherever ↑ takes it: the view scrolls up to it above \"↓ End\"")
    func theFocusedRowIsOnScreen() throws {
        var chat = ClientDriver.bob
        chat.chatItems = (1...40).map { (id: Int64) in ChatItems.text(id, "message \(id)", at: ChatItems.time(id)) }
        var client = ClientDriver.opened(chat, layout: .terminal, size: GridSize(rows: 12, columns: 80))
        client.press(.tab)
        for _ in 0..<20 {
            client.press(.up)
            let focus = try #require(client.state.chat?.focus)
            #expect(client.screenLines.contains { $0.hasPrefix("▍") && $0.contains("message \(focus)") }, "message \(focus) focused off screen: \(client.screen)")
        }
        #expect((client.state.chat?.scroll ?? 0) > 0)
    }

    @Test("Enter opens the menu with exactly the timeline's actions the terminal carries out",
          arguments: ["Good morning", "changelog", "Yes, merged", "Build logs", "run the last check"])
    func menuActions(text: String) throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus(text)
        let open = try #require(client.state.open)
        let row = try #require(open.timeline.rows.first { $0.id == client.state.chat?.focus })
        let expected = ContextMenu(row: row, context: MenuContext(chatInfo: open.info)).actions.filter(ClientModel.terminalActions.contains)
        client.press(.enter)
        guard case let .menu(menu)? = client.state.overlay else { Issue.record("no menu"); return }
        #expect(menu.entries == expected.map(MenuOverlay.Entry.action))
        #expect(!menu.entries.contains { [.action(.share), .action(.download)].contains($0) }, "sharing and downloading need a desktop or a core command")
        for (index, action) in expected.enumerated() {
            #expect(client.screen.contains("\(index + 1)  \(action.title)"))
        }
        client.press(.escape)
        #expect(client.state.overlay == nil)
    }

    @Test("Own messages can be edited, others' cannot")
    func menuEditOnlyOwn() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("Yes, merged")
        client.press(.enter)
        guard case let .menu(own)? = client.state.overlay else { Issue.record("no menu"); return }
        #expect(own.entries.contains(.action(.edit)))
        client.press(.escape)
        client.focus("changelog")
        client.press(.enter)
        guard case let .menu(other)? = client.state.overlay else { Issue.record("no menu"); return }
        #expect(!other.entries.contains(.action(.edit)))
        #expect(other.entries.contains(.action(.reply)))
    }

    @Test("r replies to the focused message, back in the compose bar with its banner")
    func replyKey() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("changelog")
        let item = try #require(ClientDriver.teamFixtureItem(3))
        #expect(client.press(.character("r")).isEmpty)
        #expect(client.state.open?.compose.context == .quoting(item))
        #expect(client.state.chat?.focus == nil)
        #expect(client.screen.contains("↩ reply to bob: Is the changelog"))
        client.type("yes")
        let command = try #require(ComposeState(text: "yes", context: .quoting(item)).command(to: ClientDriver.teamRef))
        #expect(client.press(.enter) == [.run(command)])
    }

    @Test("The reply banner draws the quote's markdown, not its markup, cut with … (D18)")
    func replyBannerDrawsMarkdown() throws {
        var chat = ClientDriver.bob
        chat.chatItems = [ChatItems.text(1, "!1 Don't forget! the *release* notes " + String(repeating: "and more ", count: 8))]
        var client = ClientDriver.opened(chat)
        client.focus("forget")
        client.press(.character("r"))
        let banner = try #require(client.screenLines.first { $0.contains("↩ reply to") })
        #expect(banner.contains("↩ reply to Don't forget the release notes and more"), "\(banner)")
        #expect(!banner.contains("!1") && !banner.contains("*"))
        #expect(banner.contains("…"), "a long quote is cut with …")
        let context = try #require(client.state.open?.compose.context)
        let runs = try #require(ChatScreen.bannerRuns(context, style: CellStyle(), theme: .light, .english))
        #expect(runs.first { $0.text == "Don't forget" }?.style.foreground == .red)
        #expect(runs.first { $0.text == "release" }?.style.attributes.contains(.bold) == true)
    }

    @Test("A message's markdown on one line: styles kept, markup gone, line breaks as spaces, cut with … (D18)", arguments: [
        ("!1 red! and *bold*", nil, "red and bold"),
        ("two\nlines", nil, "two lines"),
        ("_abcdef_ gh", 3, "abc…"),
        ("short", 10, "short"),
    ] as [(String, Int?, String)])
    func markdownLine(text: String, limit: Int?, shown: String) {
        #expect(MarkdownLine.runs(text, base: CellStyle(), theme: .light, limit: limit).map(\.text).joined() == shown)
    }

    @Test("e edits the focused message: its text in the compose bar, Enter updates it")
    func editKey() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("Yes, merged")
        let item = try #require(ClientDriver.teamFixtureItem(4))
        client.press(.character("e"))
        #expect(client.screen.contains("✎ editing the message"))
        client.press(.end)
        client.type("!")
        var compose = ComposeState.editing(item)
        compose.text = "Yes, merged it an hour ago.!"
        let command = try #require(compose.command(to: ClientDriver.teamRef))
        #expect(client.press(.enter) == [.run(command)])
    }

    @Test("d asks how to delete (the team has no full delete: marked deleted for everyone); the chosen button deletes the focused message", arguments: [
        ("Delete for me", CIDeleteMode.internal), ("Mark deleted for everyone", .broadcast),
    ])
    func deleteKey(button: String, mode: CIDeleteMode) throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("Yes, merged")
        client.press(.character("d"))
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        let index = try #require(prompt.choices.firstIndex { $0.title == button })
        #expect(client.screen.contains("[\(button)]"))
        for _ in 0..<index { client.press(.right) }
        guard case let .prompt(selected)? = client.state.overlay else { Issue.record("the prompt went"); return }
        #expect(selected == index, "→ moves along the buttons")
        #expect(client.press(.enter) == [.run(.deleteItems(ClientDriver.teamRef, itemIds: [4], mode: mode))])
        #expect(client.state.overlay == nil)
    }

    @Test("+ shows the reactions; a digit reacts with that one")
    func reactKey() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("changelog")
        client.press(.character("+"))
        guard case .prompt? = client.state.overlay, let picker = client.state.session.prompt else { Issue.record("no picker"); return }
        #expect(picker.style == .picker && picker.title == "React")
        #expect(picker.choices.first?.title == "👍")
        let emoji = try #require(picker.choices.dropFirst().first?.title)
        #expect(client.screen.contains("2  \(emoji)"))
        #expect(client.press(.character("2")) == [.run(.reaction(ClientDriver.teamRef, itemId: 3, add: true, reaction: .emoji(emoji: emoji)))])
    }

    @Test("s starts selection with the focused message; Space toggles; the toolbar counts")
    func selectKey() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("changelog")
        client.press(.character("s"))
        #expect(client.state.open?.selection?.selectedIds == [3])
        client.press(.down)
        client.press(.character(" "))
        #expect(client.state.open?.selection?.selectedIds == [3, 4])
        #expect(client.screen.contains("☑"))
        client.press(.character(" "))
        #expect(client.state.open?.selection?.selectedIds == [3])
        client.press(.escape)
        #expect(client.state.open?.selection == nil)
    }

    @Test("f forwards the focused message: pick a chat, it opens with the forward banner, Enter forwards")
    func forwardKey() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("changelog")
        #expect(client.press(.character("f")) == [.chats])
        #expect(client.state.screen == .chatList)
        #expect(client.screenLines.first?.contains("Forward to…") == true)
        client.press(.down)
        #expect(client.press(.enter) == [.page(ClientDriver.bobRef, .initial(count: ChatQuery.pageSize), nil)])
        client.answerPages(from: ClientDriver.bob)
        #expect(client.screen.contains("↪ forward bob: Is the changelog"))
        #expect(client.press(.enter) == [.run(.forward(to: ClientDriver.bobRef, from: ClientDriver.teamRef, itemIds: [3]))])
    }

    @Test("A forward's target found by one of its messages opens ready to send, not at that message")
    func forwardTargetFoundByAMessage() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("changelog")
        client.press(.character("f"))
        client.press(.character("/"))
        client.type("bob")
        let match = try #require(ClientDriver.bob.chatItems.first)
        client.answer(matching: { if case .findChats = $0 { true } else { false } }, .success(.found([ClientDriver.bobRef: match])))
        #expect(client.press(.enter) == [.page(ClientDriver.bobRef, .initial(count: ChatQuery.pageSize), nil)])
        client.answerPages(from: ClientDriver.bob)
        #expect(client.state.chat?.focus == nil, "the compose bar has the keys")
        #expect(client.press(.enter) == [.run(.forward(to: ClientDriver.bobRef, from: ClientDriver.teamRef, itemIds: [3]))])
    }

    @Test("Two selected messages are forwarded together, oldest first")
    func forwardSelection() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("Yes, merged")
        client.press(.character("s"))
        client.press(.up)
        client.press(.character(" "))
        #expect(client.press(.character("f")) == [.chats])
        #expect(client.state.session.forwarding?.items.map(\.meta.itemId) == [3, 4])
        client.press(.down)
        client.press(.enter)
        client.answerPages(from: ClientDriver.bob)
        #expect(client.screen.contains("↪ forwarding 2 messages"))
        #expect(client.press(.enter) == [.run(.forward(to: ClientDriver.bobRef, from: ClientDriver.teamRef, itemIds: [3, 4]))])
    }
}
