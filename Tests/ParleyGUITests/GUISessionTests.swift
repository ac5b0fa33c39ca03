import Foundation
import Testing
import TestSupport

/// The window as a face of the chat session (issue 32), under Xvfb: a chat opens at its first
/// unread message and reads only what it shows, End reads the rest; a draft stays with its chat;
/// a command typed in the compose field runs; Ctrl-F searches the chat.
extension GUIWindowTests {
    /// The unread count of chat `ref` in the store.
    static func unread(_ ref: String, in demo: DemoStoreFolder) throws -> Int? {
        let chats = try runParley(["chats", "--db", demo.db]).stdout.split(separator: "\n")
        guard let line = chats.first(where: { $0.contains(#""ref":"\#(ref)""#) }),
              let range = line.range(of: #""unread":"#) else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }

    /// Whether chat `ref`'s newest item is read in the store.
    static func newestIsRead(_ ref: String, in demo: DemoStoreFolder) throws -> Bool {
        let chats = try runParley(["chats", "--db", demo.db]).stdout.split(separator: "\n")
        return chats.first { $0.contains(#""ref":"\#(ref)""#) }?.contains(#""itemStatus":{"type":"rcvRead"}"#) == true
    }

    /// The texts of chat `ref`'s messages in the store.
    static func texts(_ ref: String, in demo: DemoStoreFolder) throws -> String {
        try runParley(["messages", "--db", demo.db, "--chat", ref]).stdout
    }

    @Test("a chat with 30 unread opens at the first of them, reads what it shows and leaves the rest unread; End reads them")
    func opensAtTheFirstUnread() throws {
        var unreadBeforeOpening: Int?
        let gui = try GUISession(named: "gui-unread", chat: "@6") { demo in
            let sent = try runParley(["send", "--db", demo.db, "--as", "kim", "--chat", "@7", "--repeat", "30", "unread message"])
            try #require(sent.status == 0, "\(sent.stderr)")
            unreadBeforeOpening = try Self.unread("@6", in: demo)
        }
        defer { gui.close() }
        let (demo, display) = (gui.demo, gui.display)
        let before = try #require(unreadBeforeOpening)
        #expect(before >= 30)
        try display.xdotool(["windowfocus", "--sync", gui.window])
        _ = try gui.settledFrame()
        let afterOpening = try poll(within: .seconds(60)) { () throws -> Int? in
            try Self.unread("@6", in: demo).flatMap { $0 < before ? $0 : nil }
        }
        #expect(afterOpening.map { $0 > 0 } == true, "what the window showed is read, the rest stays unread: \(String(describing: afterOpening)) of \(before)")
        try display.xdotool(["key", "ctrl+End"])
        let afterEnd = try poll(within: .seconds(60)) { () throws -> Int? in try Self.unread("@6", in: demo) == 0 ? 0 : nil }
        #expect(afterEnd == 0, "End shows the newest and reads it: \(gui.program.printed)")
    }

    @Test("a draft stays with its chat: typed in one chat, it is neither sent nor shown in another, and comes back")
    func aDraftStaysWithItsChat() throws {
        let gui = try GUISession(named: "gui-draft", chat: "@3")
        defer { gui.close() }
        let (demo, display) = (gui.demo, gui.display)
        _ = try gui.settledFrame()
        try display.xdotool(["windowfocus", "--sync", gui.window])
        try display.xdotool(["type", "--delay", "15", "kept for echo"])
        try display.xdotool(["key", "alt+a"])
        _ = try gui.settledFrame()
        try display.xdotool(["type", "--delay", "15", "only this"])
        try display.xdotool(["key", "Return"])
        let team = try poll(within: .seconds(60)) { () throws -> String? in
            let texts = try Self.texts("#1", in: demo)
            return texts.contains("only this") ? texts : nil
        }
        #expect(team != nil, "Alt-A opened the team, which got what was typed there: \(gui.program.printed)")
        #expect(team?.contains("kept for echo") == false, "the draft did not go with it")
        let echo = gui.listRow(of: "echo")
        try display.xdotool(["mousemove", "--window", gui.window, "\(echo.x)", "\(echo.y)", "click", "1"])
        _ = try gui.settledFrame()
        try display.xdotool(["key", "Return"])
        let sent = try poll(within: .seconds(60)) { () throws -> Bool? in try Self.texts("@3", in: demo).contains(#""text":"kept for echo""#) ? true : nil }
        #expect(sent == true, "the draft came back with its chat and is sent there: \(gui.program.printed)")
    }

    @Test("a command typed in the compose field runs as the terminal's does: /g makes a group")
    func aCommandInTheComposeField() throws {
        let gui = try GUISession(named: "gui-command", chat: "@3")
        defer { gui.close() }
        let (demo, display) = (gui.demo, gui.display)
        _ = try gui.settledFrame()
        try display.xdotool(["windowfocus", "--sync", gui.window])
        try display.xdotool(["type", "--delay", "15", "/g Book Club"])
        try display.xdotool(["key", "Return"])
        let made = try poll(within: .seconds(60)) { () throws -> Bool? in
            try runParley(["chats", "--db", demo.db]).stdout.contains(#""name":"Book Club""#) ? true : nil
        }
        #expect(made == true, "the store has the group: \(gui.program.printed)")
        #expect(try !Self.texts("@3", in: demo).contains("/g Book Club"), "the command was not sent as a message")
    }

    @Test("Ctrl-F searches the chat: its matches take the place of its rows")
    func searchingTheChat() throws {
        let gui = try GUISession(named: "gui-search", chat: "@2")
        defer { gui.close() }
        let display = gui.display
        let whole = try gui.settledTop()
        #expect(whole >= 0, "bob's chat is longer than the window")
        try display.xdotool(["windowfocus", "--sync", gui.window])
        try display.xdotool(["key", "ctrl+f"])
        try display.xdotool(["type", "--delay", "15", "release"])
        try display.xdotool(["key", "Return"])
        let found = try poll(within: .seconds(60)) { () throws -> Double? in try gui.tops().last.flatMap { $0 < 0 ? $0 : nil } }
        #expect(found != nil, "the matches (one message) are shorter than the window: \(gui.program.printed)")
    }
}

extension GUISession {
    /// The `top` of each frame drawn: the band of the chat shown, in points from its top
    /// (negative when the chat is shorter than the view).
    func tops() throws -> [Double] {
        guard let text = try? String(contentsOfFile: trace, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("top=") }.flatMap { Double($0.dropFirst(4)) }
        }
    }

    /// The last frame's `top` once the window settled.
    func settledTop() throws -> Double {
        _ = try settledFrame()
        return try tops().last ?? 0
    }

    /// A point on the list's row of the chat named `name`, in the window (rows of 50 points
    /// under the search field, in the demo's order).
    func listRow(of name: String) -> (x: Int, y: Int) {
        let order = ["Parley News", "Team", "kim", "bob", "echo", "assistant", "history"]
        let index = order.firstIndex(of: name) ?? 0
        return (100, 122 + 50 * index)
    }
}
