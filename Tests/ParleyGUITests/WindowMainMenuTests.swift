import ChatSession
import Foundation
import Testing
import TestSupport

/// The header bars and the main menu (issue 38 "Header bars and the main menu", W6) under
/// Xvfb, read over AT-SPI as a screen reader reads them.
extension GUIWindowTests {
    @Test("the header bars' buttons have names: Main menu, Search and New chat over the list; Chat info over the chat")
    func theHeaderBarsButtonsHaveNames() throws {
        let gui = try GUISession(named: "gui-header-names", chat: "@2")
        defer { gui.close() }
        _ = try gui.settledFrame()
        let accessibility = try AccessibilityBus(on: gui.bus)
        let names = Set(try accessibility.tree(ofProcess: gui.program.processIdentifier).all.map(\.name))
        for name in ["Main menu", "Search", "New chat", "Chat info"] {
            #expect(names.contains(name), "no \(name) among \(names.sorted())")
        }
    }

    @Test("a search that finds no chat puts a status page saying so in the list's place; clearing it brings the list back")
    func anEmptyListSaysWhy() throws {
        let gui = try GUISession(named: "gui-empty-list", chat: "@2")
        defer { gui.close() }
        _ = try gui.settledFrame()
        let accessibility = try AccessibilityBus(on: gui.bus)
        /// The names a screen reader reads now; a read that meets a row being replaced is read again.
        let names = { poll(within: .seconds(30), every: .milliseconds(200)) { try? Set(accessibility.tree(ofProcess: gui.program.processIdentifier).all.map(\.name)) } ?? [] }
        #expect(!names().contains("No chat found"))
        try gui.display.xdotool(["windowfocus", "--sync", gui.window])
        try gui.display.xdotool(["key", "ctrl+k"])
        try gui.display.xdotool(["type", "--delay", "15", "zqxw"])
        let empty = poll(within: .seconds(30), every: .milliseconds(300)) { () -> Set<String>? in
            let shown = names()
            return shown.contains("No chat found") && !shown.contains("history") ? shown : nil
        }
        #expect(empty != nil, "no status page for a search that found nothing")
        try gui.display.xdotool(["key", "ctrl+a", "BackSpace"])
        let back = poll(within: .seconds(30), every: .milliseconds(300)) { () -> Bool? in
            let shown = names()
            return !shown.contains("No chat found") && shown.contains("history") ? true : nil
        }
        #expect(back == true, "the list did not come back")
    }

    @Test("the main menu (F10): New chat, Switch profile, Preferences, Keyboard shortcuts and About Parley each open what they name; Quit ends Parley")
    func theMainMenuOpensWhatItNames() throws {
        let gui = try GUISession(named: "gui-main-menu", chat: "@2")
        defer { gui.close() }
        _ = try gui.settledFrame()
        let display = gui.display
        let accessibility = try AccessibilityBus(on: gui.bus)
        /// Whether a screen reader reads `name` now; a read that meets a widget being replaced reads nothing.
        let shows = { (name: String) throws -> Bool in
            (try? accessibility.tree(ofProcess: gui.program.processIdentifier).all.contains { $0.name == name }) ?? false
        }
        let showing = { (name: String) throws -> Bool? in
            try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> Bool? in try shows(name) ? true : nil }
        }
        /// Opens the main menu and chooses its entry `index` with the keyboard.
        func choose(_ index: Int) throws {
            try display.xdotool(["windowfocus", "--sync", gui.window])
            try display.xdotool(["key", "F10"])
            #expect(try showing("About Parley") == true, "F10 opened no main menu")
            try display.xdotool(["key"] + Array(repeating: "Down", count: index) + ["Return"])
        }
        /// Closes the dialog `window` with Escape, as a keyboard user does.
        func dismiss(_ window: String, _ name: String) throws {
            try display.xdotool(["windowfocus", "--sync", window])
            try display.xdotool(["key", "Escape"])
            let gone = poll(within: .seconds(30), every: .milliseconds(300)) { (try? display.xdotool(["search", "--onlyvisible", "--name", name])) == nil ? true : nil }
            #expect(gone == true, "Escape left \(name) open")
        }
        try choose(0)
        #expect(try showing(NewChatChoice.group.title) == true, "New chat offered no choices")
        try display.xdotool(["key", "Escape"])
        #expect(try poll(within: .seconds(30)) { try shows(NewChatChoice.group.title) ? nil : true } == true, "the choices stayed")

        try choose(1)
        #expect(try showing("kim") == true && shows("you"), "Switch profile offered no profiles")
        try display.xdotool(["key", "Escape"])

        try choose(2)
        let preferences = try display.window(titled: "^Preferences$", within: .seconds(30))
        #expect(try showing("Theme") == true && shows("Run in background") && shows("Start at login"), "Preferences lacks its rows")
        try dismiss(preferences, "^Preferences$")

        try choose(3)
        let shortcuts = try display.window(titled: "Keyboard shortcuts", within: .seconds(30))
        try dismiss(shortcuts, "Keyboard shortcuts")

        try choose(4)
        #expect(try showing("The Parley developers") == true, "About Parley did not show")
        let about = try display.window(titled: "^About", within: .seconds(30))
        try dismiss(about, "^About")

        try choose(5)
        #expect(try gui.program.exitStatus(within: .seconds(60)) == 0, "Quit did not end Parley: \(gui.program.printed)")
    }
}
