import Foundation
import Testing
import TestSupport

/// The compose bar, the jump to the newest line and the window's one theme under Xvfb, read over
/// AT-SPI as a screen reader reads them and from the window's photograph (issue 38 "The compose
/// bar", "A place in long chats", "One theme for the whole window").
extension GUIWindowTests {
    @Test("--theme dark makes the list, the header and the compose field dark with the chat; Ctrl-Shift-T back to light makes them light")
    func oneThemeForTheWholeWindow() throws {
        let gui = try GUISession(named: "gui-one-theme", chat: "@6", arguments: ["--theme", "dark"])
        defer { gui.close() }
        let frame = try gui.settledFrame()
        let places = [("the list", 130, frame.y + frame.height - 20), ("the header", frame.x + frame.width / 2, frame.y - 4),
                      ("the compose field", frame.x + frame.width / 2, frame.y + frame.height + 30)]
        let dark = try gui.display.picture(of: gui.window)
        for (name, x, y) in places {
            #expect(Self.luminance(dark[x, y]) < 0.35, "\(name) is not dark: \(String(dark[x, y], radix: 16))")
        }
        try gui.display.xdotool(["windowfocus", "--sync", gui.window])
        try gui.display.xdotool(["key", "ctrl+shift+t", "ctrl+shift+t", "ctrl+shift+t"])
        #expect(try gui.chatBackground(becoming: Self.background(.light)) == Self.background(.light), "three steps from dark are not light")
        let light = try gui.display.picture(of: gui.window)
        for (name, x, y) in places {
            #expect(Self.luminance(light[x, y]) > 0.65, "\(name) is not light: \(String(light[x, y], radix: 16))")
        }
    }

    /// The relative luminance of a pixel `0xRRGGBB`, 0 (black) to 1 (white).
    static func luminance(_ pixel: UInt32) -> Double {
        let (red, green, blue) = (Double((pixel >> 16) & 0xFF), Double((pixel >> 8) & 0xFF), Double(pixel & 0xFF))
        return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255
    }

    @Test("the compose field says Message while empty; its Send button is disabled until there is text, Ctrl-Tab reaches it and it sends")
    func theSendButton() throws {
        let gui = try GUISession(named: "gui-send-button", chat: "@6")
        defer { gui.close() }
        let display = gui.display
        _ = try gui.settledFrame()
        let accessibility = try AccessibilityBus(on: gui.bus)
        try display.xdotool(["windowfocus", "--sync", gui.window])
        let empty = try #require(try gui.sendButton(in: accessibility) { _ in true }, "no Send button in the accessible tree")
        #expect(!empty.states.contains("sensitive"), "Send is enabled with nothing to send: \(empty.states)")
        #expect(try accessibility.tree(ofProcess: gui.program.processIdentifier).all.contains { $0.name == "Message" && $0.states.contains("visible") },
                "no placeholder while the field is empty")
        try display.xdotool(["type", "--delay", "15", "sent by the button"])
        let typed = try gui.sendButton(in: accessibility) { $0.states.contains("sensitive") }
        #expect(typed != nil, "Send stays disabled with text typed")
        try display.xdotool(["key", "ctrl+Tab"])
        #expect(try gui.sendButton(in: accessibility) { $0.states.contains("focused") } != nil, "Ctrl-Tab did not leave the field for the Send button")
        try display.xdotool(["key", "space"])
        let sent = try poll(within: .seconds(60)) { () throws -> Bool? in try Self.texts("@6", in: gui.demo).contains("sent by the button") ? true : nil }
        #expect(sent == true, "the Send button did not send: \(gui.program.printed)")
        #expect(try gui.sendButton(in: accessibility) { !$0.states.contains("sensitive") } != nil, "Send stays enabled once the field is empty again")
    }

    @Test("a chat opened at its first unread shows the jump button with the count below; a click takes the view to the newest line and reads it")
    func theJumpToTheNewestLine() throws {
        let gui = try GUISession(named: "gui-jump", chat: "@6") { demo in
            let sent = try runParley(["send", "--db", demo.db, "--as", "kim", "--chat", "@7", "--repeat", "60", "unread message"])
            try #require(sent.status == 0, "\(sent.stderr)")
        }
        defer { gui.close() }
        let display = gui.display
        let frame = try gui.settledFrame()
        let accessibility = try AccessibilityBus(on: gui.bus)
        let jump = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> AccessibleNode? in
            try accessibility.tree(ofProcess: gui.program.processIdentifier).all.first {
                $0.role == "push button" && $0.name.hasPrefix("Jump to newest, ") && $0.states.contains("visible")
            }
        }
        let count = jump.flatMap { Int($0.name.dropFirst("Jump to newest, ".count).prefix { $0.isNumber }) }
        #expect(count.map { $0 > 0 && $0 <= 60 } == true, "no jump button with a count: \(String(describing: jump))")
        try display.xdotool(["windowfocus", "--sync", gui.window])
        let before = try #require(try Self.unread("@6", in: gui.demo))
        try display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + frame.width - 36)", "\(frame.y + frame.height - 36)", "click", "1"])
        let newestRead = try poll(within: .seconds(60)) { () throws -> Bool? in
            try Self.newestIsRead("@6", in: gui.demo) && Self.unread("@6", in: gui.demo).map { $0 < before } == true ? true : nil
        }
        #expect(newestRead == true, "the jump did not show and read the newest: \(gui.program.printed)")
        let hidden = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> Bool? in
            try accessibility.tree(ofProcess: gui.program.processIdentifier).all.contains {
                $0.role == "push button" && $0.name.hasPrefix("Jump to newest") && $0.states.contains("visible")
            } ? nil : true
        }
        #expect(hidden == true, "the jump button stays at the newest line")
    }
}

extension GUISession {
    /// The compose bar's Send button once it is as `wanted` says, within 30 seconds.
    func sendButton(in accessibility: AccessibilityBus, _ wanted: @escaping (AccessibleNode) -> Bool) throws -> AccessibleNode? {
        try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> AccessibleNode? in
            try accessibility.tree(ofProcess: program.processIdentifier).all.first { $0.role == "push button" && $0.name == "Send" && wanted($0) }
        }
    }
}
