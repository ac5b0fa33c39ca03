import Foundation
import Testing
import TestSupport

/// Issue 11 "Tested", end to end under tmux: `parley` on a fresh demo store in a detached
/// 100×30 session, driven with send-keys and read with capture-pane: open the Team chat, send
/// a message with markdown, reply, edit, react, delete for everyone, select two messages and
/// forward them, search, the group info, resize, quit — the screen after each step, the store
/// holding what the screen shows (`parley messages` JSON lines), and the terminal given back.
@Suite struct ClientTmuxTests {
    /// The store's newest items of `chat`, oldest first, as `parley messages` prints them.
    static func items(_ db: String, chat: String, last: Int = 5) throws -> [[String: Any]] {
        let output = try runParley(["messages", "--db", db, "--chat", chat, "--last", "\(last)"])
        guard output.status == 0 else { throw TmuxSession.Failure(description: "parley messages: \(output.stderr)") }
        return output.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    static func text(_ item: [String: Any]) -> String? {
        (item["meta"] as? [String: Any])?["itemText"] as? String
    }

    static func id(_ item: [String: Any]) -> Int? {
        (item["meta"] as? [String: Any])?["itemId"] as? Int
    }

    /// Focuses the messages unless they are: Tab, then the focus hint on the status line.
    static func focusMessages(_ tmux: TmuxSession) throws {
        guard try !tmux.screen().contains("Enter menu") else { return }
        try tmux.press("Tab")
        try tmux.waitFor("Enter menu")
    }

    @Test("parley under tmux: chat, reply, edit, react, delete, forward, search, info, resize, quit")
    func endToEnd() throws {
        let store = try DemoStoreFolder(named: "tmux")
        defer { store.remove() }
        let db = store.db
        let script = try store.write("""
            '\(store.parley)' --db '\(db)'
            echo "parley exited with $?"
            stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '
            echo
            exec cat
            """, to: "run.sh")
        let tmux = try TmuxSession(command: "sh '\(script)'", columns: 100, rows: 30)
        defer { tmux.close() }

        // The chat list, then the Team chat found by the list's search, in the terminal layout.
        try tmux.waitFor("Parley — you")
        try tmux.waitFor("Team")
        try tmux.type("/Team")
        try tmux.waitFor("/ Team")
        try tmux.press("Enter")
        try tmux.waitFor("Team  · ")
        try tmux.waitFor("Joined from another local profile")
        if try !tmux.screen().split(separator: "\n")[0].hasSuffix("terminal") {
            try tmux.press("C-t")
            try tmux.waitFor("header says terminal") { $0.split(separator: "\n").first?.hasSuffix("terminal") == true }
        }

        // A message with markdown: drawn, not stripped; the store has its source text.
        try tmux.type("e2e *bold* message")
        try tmux.waitFor("› e2e *bold* message")
        try tmux.press("Enter")
        try tmux.waitFor("sent, drawn") { $0.contains("e2e bold message") && !$0.contains("› e2e") }
        var stored = try Self.items(db, chat: "#1")
        #expect(stored.last.flatMap(Self.text) == "e2e *bold* message")
        let firstId = try #require(stored.last.flatMap(Self.id))

        // Reply to it: Tab focuses the newest message, r replies.
        try Self.focusMessages(tmux)
        try tmux.press("r")
        try tmux.waitFor("↩ reply to you: e2e bold message")
        try tmux.type("e2e reply")
        try tmux.press("Enter")
        try tmux.waitFor("reply with its quote") { $0.contains("▎ you") && $0.contains("▎ e2e bold message") && $0.contains("e2e reply") && !$0.contains("↩ reply to") }
        stored = try Self.items(db, chat: "#1")
        #expect(stored.last.flatMap(Self.text) == "e2e reply")
        #expect((stored.last?["quotedItem"] as? [String: Any])?["itemId"] as? Int == firstId)
        let replyId = try #require(stored.last.flatMap(Self.id))

        // Edit the reply: e puts its text in the compose bar.
        try Self.focusMessages(tmux)
        try tmux.press("e")
        try tmux.waitFor("✎ editing the message")
        try tmux.press("End")
        try tmux.type(" edited")
        try tmux.press("Enter")
        try tmux.waitFor("edited, marked") { $0.contains("e2e reply edited") && $0.contains("✎ ") && !$0.contains("editing the message") }
        stored = try Self.items(db, chat: "#1")
        #expect(stored.last.flatMap(Self.text) == "e2e reply edited")
        #expect((stored.last?["meta"] as? [String: Any])?["itemEdited"] as? Bool == true)

        // React: + shows the reactions, a digit picks one.
        try Self.focusMessages(tmux)
        try tmux.press("+")
        try tmux.waitFor("React")
        try tmux.press("1")
        try tmux.waitFor("the reaction under the reply") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            guard let index = lines.firstIndex(where: { $0.contains("e2e reply edited") }) else { return false }
            return lines.dropFirst(index + 1).prefix(2).contains { $0.contains("👍") }
        }
        stored = try Self.items(db, chat: "#1")
        let reactions = stored.last?["reactions"] as? [[String: Any]] ?? []
        #expect(reactions.contains { ($0["reaction"] as? [String: Any])?["emoji"] as? String == "👍" && $0["userReacted"] as? Bool == true })

        // Delete it for everyone: d asks, → picks the button for everyone, Enter deletes. (An
        // Esc is only followed by another key once the screen shows it: Esc and a key sent at
        // once are Alt with that key, as in every terminal.)
        try Self.focusMessages(tmux)
        try tmux.press("d")
        try tmux.waitFor("Delete message?")
        try tmux.press("Right")
        try tmux.press("Enter")
        try tmux.waitFor("deleted for everyone") { !$0.contains("e2e reply edited") && !$0.contains("Delete message?") }
        stored = try Self.items(db, chat: "#1")
        let deleted = stored.first { Self.id($0) == replyId }
        #expect(deleted == nil || (deleted?["meta"] as? [String: Any])?["itemDeleted"] != nil)

        // Select two messages and forward them to bob.
        try Self.focusMessages(tmux)
        try tmux.press("Up")
        try tmux.waitFor("▍   e2e bold message")
        try tmux.press("s")
        try tmux.waitFor("Selected 1")
        try tmux.press("Up")
        try tmux.press("Space")
        try tmux.waitFor("Selected 2")
        try tmux.press("f")
        try tmux.waitFor("Forward to…")
        try tmux.type("/bob")
        try tmux.press("Enter")
        try tmux.waitFor("↪ forwarding 2 messages")
        try tmux.press("Enter")
        try tmux.waitFor("forwarded into bob's chat") { $0.contains("e2e bold message") && $0.contains("↪") && !$0.contains("forwarding 2") }
        let forwarded = try Self.items(db, chat: "@2", last: 2)
        #expect(forwarded.compactMap(Self.text).last == "e2e *bold* message")
        #expect(forwarded.allSatisfy { ($0["meta"] as? [String: Any])?["itemForwarded"] != nil })

        // Search the Team chat with Ctrl-F.
        try tmux.press("Escape")
        try tmux.waitFor("Parley — you")
        try tmux.type("/Team")
        try tmux.press("Enter")
        try tmux.waitFor("Joined from another local profile")
        try tmux.press("C-f")
        try tmux.waitFor(" search:")
        try tmux.type("changelog")
        try tmux.press("Enter")
        try tmux.waitFor("only the found messages") { $0.contains("found: changelog") && $0.contains("Is the changelog at") && !$0.contains("e2e bold message") }

        // The group info.
        try tmux.press("C-g")
        try tmux.waitFor("Group info")
        try tmux.waitFor("MEMBERS")
        try tmux.press("Escape")
        try tmux.waitFor("info closed") { !$0.contains("Group info") }

        // Resize: the screen is drawn anew at the new size.
        try tmux.resize(columns: 72, rows: 20)
        try tmux.waitFor("drawn at 72 columns") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.first.map { $0.hasPrefix(" Team") && ($0.hasSuffix("classic") || $0.hasSuffix("terminal")) && $0.count == 71 } == true && lines.count >= 20
                && lines.contains { $0.contains("Is the changelog") }
        }
        #expect(try tmux.format("#{pane_width}x#{pane_height}") == "72x20")

        // Ctrl-C quits: status 0, the main screen back, the cursor shown, echo and line mode on.
        try tmux.press("C-c")
        let after = try tmux.waitFor("parley exited with 0, then stty's modes", timeout: 10) { screen in
            screen.contains("parley exited with 0") && screen.split(separator: "\n").dropFirst().first.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == true
        }
        let modes = after.split(separator: "\n").dropFirst().first.map { Set($0.split(separator: " ").map(String.init)) } ?? []
        #expect(modes == ["echo", "icanon"], "stty after exit: \(modes)")
        #expect(try tmux.format("#{alternate_on}") == "0")
        #expect(try tmux.format("#{cursor_flag}") == "1")
        #expect(try tmux.format("#{mouse_any_flag}") == "0")
        try tmux.type("typed after exit")
        try tmux.waitFor("typed after exit")
    }
}
