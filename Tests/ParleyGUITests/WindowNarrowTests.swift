import Foundation
import Testing
import TestSupport

/// A narrow window (issue 38 "Narrow windows", W7), read over AT-SPI as a screen reader reads
/// it: one pane at a time below 600 points.
extension GUIWindowTests {
    @Test("at 480 points one pane shows: the list; a chat opened from it, with a Back button; Back returns to the list; wide again, both")
    func aNarrowWindowShowsOnePane() throws {
        let gui = try GUISession(named: "gui-narrow", chat: "@2")
        defer { gui.close() }
        _ = try gui.settledFrame()
        let accessibility = try AccessibilityBus(on: gui.bus)
        let nodes = { try accessibility.tree(ofProcess: gui.program.processIdentifier).all }
        let chatShown = { try nodes().contains { $0.name.hasPrefix("Messages with ") } }
        let backShown = { try nodes().contains { $0.role == "push button" && $0.name == "Back" } }
        let listShown = { try nodes().contains { $0.role == "label" && $0.name == "history" } }
        #expect(try chatShown() && listShown() && !backShown(), "a wide window shows both panes, without Back")
        try gui.display.xdotool(["windowsize", gui.window, "480", "700"])
        let folded = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> Bool? in try !chatShown() && listShown() ? true : nil }
        #expect(folded == true, "at 480 points the list shows alone")
        try gui.display.xdotool(["mousemove", "--window", gui.window, "100", "120", "click", "1"])
        let opened = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> Bool? in try chatShown() && backShown() && !listShown() ? true : nil }
        #expect(opened == true, "a chat opened from the list shows alone, with Back")
        try gui.display.xdotool(["mousemove", "--window", gui.window, "29", "24", "click", "1"])
        let back = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> Bool? in try !chatShown() && listShown() ? true : nil }
        #expect(back == true, "Back shows the list")
        try gui.display.xdotool(["windowsize", gui.window, "1000", "700"])
        let wide = try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> Bool? in try chatShown() && listShown() && !backShown() ? true : nil }
        #expect(wide == true, "wide again, both panes show")
    }
}
