import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Keys": in a chat, typing goes to the compose bar and Enter sends; Esc goes back;
/// Ctrl-C quits from anywhere; a refused request is shown and loses nothing.
@Suite struct ClientComposeTests {
    @Test("Typing goes to the compose bar and Enter sends the compose state's command")
    func typingAndEnterSend() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        #expect(client.type("hello *bold*").isEmpty)
        #expect(client.state.chat?.editor.text == "hello *bold*")
        let command = try #require(ComposeState(text: "hello *bold*").command(to: ClientDriver.teamRef))
        #expect(client.press(.enter) == [.run(command)])
        #expect(client.state.open?.compose.inProgress == true)
        #expect(client.press(.enter).isEmpty, "a second Enter while sending sends nothing")
        let sent = ClientDriver.teamItem(50, "hello *bold*", from: nil)
        client.answer(command, with: .newChatItems(chatItems: [sent], user: Fixtures.user))
        #expect(client.state.chat?.editor.text == "")
        #expect(client.state.open?.compose.inProgress == false)
        #expect(client.rowTexts.last?.contains("hello bold") == true)
    }

    @Test("An empty compose bar sends nothing")
    func emptySendsNothing() {
        var client = ClientDriver.opened(ClientDriver.team)
        #expect(client.press(.enter).isEmpty)
        client.type("   ")
        #expect(client.press(.enter).isEmpty)
    }

    @Test("Alt-Enter and Ctrl-J insert a line break", arguments: [KeyEvent(.enter, .alt), KeyEvent(.character("j"), .control)])
    func lineBreak(key: KeyEvent) {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("one")
        #expect(client.handle(.input(.key(key))).isEmpty)
        client.type("two")
        #expect(client.state.chat?.editor.text == "one\ntwo")
        #expect(client.screen.contains("› one\n  two"))
    }

    @Test("Esc cancels a reply, keeping the text", arguments: ["r"])
    func escapeCancelsReply(key: Character) throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("Good morning")
        client.press(.character(key))
        guard case .quoting? = client.state.open?.compose.context else { Issue.record("no reply"); return }
        client.type("draft")
        #expect(client.press(.escape).isEmpty)
        #expect(client.state.open?.compose.context == ComposeState.Context.none)
        #expect(client.state.chat?.editor.text == "draft")
        #expect(client.state.screen == .chat)
    }

    @Test("Esc cancels an edit and empties the compose bar")
    func escapeCancelsEdit() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("Yes, merged")
        client.press(.character("e"))
        #expect(client.state.chat?.editor.text == "Yes, merged it an hour ago.")
        client.press(.escape)
        #expect(client.state.open?.compose.context == ComposeState.Context.none)
        #expect(client.state.chat?.editor.text == "")
        #expect(client.state.screen == .chat)
    }

    @Test("Esc without a reply or edit goes back to the list, keeping the draft")
    func escapeGoesBack() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("draft")
        #expect(client.press(.escape) == [.chats])
        #expect(client.state.screen == .chatList)
        #expect(client.state.chat == nil && client.state.open == nil)
        #expect(client.state.session.draft(of: ClientDriver.teamRef) == "draft")
        client.press(.enter)
        #expect(client.state.chat?.editor.text == "draft")
    }

    @Test("Ctrl-C quits from anywhere", arguments: ["list", "chat", "focus", "menu", "search", "help", "list search"])
    func controlCQuits(place: String) {
        var client = place.hasPrefix("list") ? ClientDriver.list() : ClientDriver.opened(ClientDriver.team)
        switch place {
        case "focus": client.press(.tab)
        case "menu": client.press(.tab); client.press(.enter)
        case "search": client.press(.character("f"), .control)
        case "help": client.press(.character("?"))
        case "list search": client.press(.character("/"))
        default: break
        }
        #expect(!client.state.isQuitting)
        #expect(client.press(.character("c"), .control).isEmpty)
        #expect(client.state.isQuitting)
        #expect(client.local.contains(.quit))
    }

    @Test("? shows every key on screen: ↓ scrolls the keys a short screen cannot hold, another key closes them",
          arguments: [GridSize(rows: 24, columns: 80), GridSize(rows: 12, columns: 60)])
    func helpShowsEveryKey(size: GridSize) {
        var client = ClientDriver.opened(ClientDriver.team, size: size)
        client.press(.character("?"))
        var seen = client.screen
        for _ in HelpText.entries {
            client.press(.down)
            seen += client.screen
        }
        for entry in HelpText.entries where !entry.what.isEmpty {
            let words = entry.what.split(separator: " ")
            #expect(seen.contains(entry.keys) && seen.contains(String(entry.what.prefix(10))) && words.allSatisfy { seen.contains($0) },
                    "\(entry.keys): \(entry.what) never shown whole")
        }
        client.press(.character("x"))
        #expect(client.state.overlay == nil)
        #expect(client.state.chat?.editor.text == "", "the closing key is not typed")
    }

    @Test("A failed send shows the error on the status line and keeps what the user typed", arguments: ["send", "edit"])
    func failedRequestKeepsText(purpose: String) {
        var client = ClientDriver.opened(ClientDriver.team)
        if purpose == "edit" {
            client.focus("Yes, merged")
            client.press(.character("e"))
            client.press(.end)
        }
        client.type(" typed")
        let text = client.state.chat?.editor.text
        #expect(client.press(.enter).count == 1)
        client.failCommand(ChatBackendError(.notAllowed, "the group does not allow this"))
        #expect(client.state.statusText == "the group does not allow this")
        #expect(client.screenLines.last == " the group does not allow this")
        #expect(client.state.chat?.editor.text == text)
        #expect(client.state.open?.compose.inProgress == false)
        #expect(client.press(.enter).count == 1, "the user can send again")
    }
}
