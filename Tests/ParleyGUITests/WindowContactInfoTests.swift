import Foundation
import Testing
import TestSupport

/// A direct chat's info in the window (issue 38 "Contact info", W8), read over AT-SPI as a
/// screen reader reads it.
extension GUIWindowTests {
    @Test("Ctrl-I in a direct chat shows the contact's info beside it, its clear and delete as buttons; Ctrl-I again hides it")
    func contactInfoInADirectChat() throws {
        let gui = try GUISession(named: "gui-contact-info", chat: "@2")
        defer { gui.close() }
        _ = try gui.settledFrame()
        let accessibility = try AccessibilityBus(on: gui.bus)
        try gui.display.xdotool(["windowfocus", "--sync", gui.window])
        try gui.display.xdotool(["key", "ctrl+i"])
        let shown = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> Bool? in
            let nodes = try accessibility.tree(ofProcess: gui.program.processIdentifier).all.filter { $0.states.contains("visible") }
            let settings = nodes.contains { $0.name.hasPrefix("Disappearing messages") }
            let buttons = ["Clear chat", "Delete contact"].allSatisfy { name in nodes.contains { $0.role == "push button" && $0.name == name } }
            return settings && buttons ? true : nil
        }
        #expect(shown == true, "no contact info after Ctrl-I: \(gui.program.printed)")
        try gui.display.xdotool(["key", "ctrl+i"])
        let hidden = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> Bool? in
            try accessibility.tree(ofProcess: gui.program.processIdentifier).all.contains { $0.name == "Delete contact" && $0.states.contains("visible") } ? nil : true
        }
        #expect(hidden == true, "Ctrl-I again leaves the contact info shown")
    }
}
