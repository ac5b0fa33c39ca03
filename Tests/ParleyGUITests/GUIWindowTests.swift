import Foundation
import ParleyRender
import Testing
import TestSupport

/// `parley gui` for real (issue 21 "Tested for real"): the window on a virtual X display, on a
/// fresh demo store, driven with xdotool and photographed with xwd.
@Suite(.serialized) struct GUIWindowTests {
    /// The clock both faces write the times at.
    static let now = ISO8601DateFormatter().string(from: Date())
    static let fonts = ["FONTCONFIG_FILE": Repository.url("fonts.conf").path]

    /// The window's chat, photographed, is `parley render` of the same chat at the same size,
    /// pixel for pixel (the channel: nothing unread, so no "new messages" line, which only the
    /// window draws).
    @Test func theWindowDrawsTheChatAsRenderDoes() throws {
        let gui = try GUISession(named: "gui-pixels", chat: "#3")
        var keep = false
        defer { gui.close(keepingFolder: keep) }
        let (demo, display) = (gui.demo, gui.display)
        let frame = try gui.settledFrame()
        let picture = try display.picture(of: gui.window)
        let png = demo.folder.appendingPathComponent("render.png").path
        let render = try runProcess(demo.parley, ["render", "--db", demo.db, "--chat", "#3", "--width", "\(frame.width)", "--height", "\(frame.height)",
                                                  "--scale", "1", "--now", Self.now, "--tz", "UTC", "--out", png],
                                    environment: ProcessInfo.processInfo.environment.merging(Self.fonts) { $1 })
        try #require(render.status == 0, "\(render.stderr)")
        let drawn = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: png)))
        try #require(drawn.width == frame.width && drawn.height == frame.height, "render drew \(drawn.width)×\(drawn.height), the window \(frame.width)×\(frame.height)")
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where drawn.pixels[y * drawn.width + x] & 0xFF_FFFF != picture[frame.x + x, frame.y + y] {
                differing += 1
            }
        }
        #expect(differing == 0, "\(differing) of \(frame.width * frame.height) pixels differ: window.png and render.png in \(demo.folder.path)")
        if differing > 0 {
            keep = true
            let window = RasterImage(width: frame.width, height: frame.height, pixels: (0..<frame.width * frame.height).map { index in
                0xFF00_0000 | picture[frame.x + index % frame.width, frame.y + index / frame.width]
            })
            try window.png().write(to: demo.folder.appendingPathComponent("window.png"))
        }
    }

    /// Typing and Enter send the message (the store has it); a resize lays the chat out at the
    /// new size; Ctrl-Q closes the window with status 0.
    @Test func typeSendResizeAndQuit() throws {
        let gui = try GUISession(named: "gui-send", chat: "@3")
        defer { gui.close() }
        let (demo, display) = (gui.demo, gui.display)
        let before = try gui.settledFrame()
        try display.xdotool(["windowfocus", "--sync", gui.window])
        try display.xdotool(["type", "--delay", "15", "Hello from the window"])
        try display.xdotool(["key", "Return"])
        let sent = try poll(within: .seconds(60)) { () throws -> Bool? in
            let messages = try runParley(["messages", "--db", demo.db, "--chat", "@3"])
            return messages.stdout.contains("Hello from the window") ? true : nil
        }
        #expect(sent == true, "the store has no message typed in the window: \(gui.program.printed)")

        let shape = try display.xdotool(["getwindowgeometry", "--shell", gui.window])
        let width = try #require(shape.split(separator: "\n").first { $0.hasPrefix("WIDTH=") }.flatMap { Int($0.dropFirst(6)) })
        let margin = width - (before.x + before.width)
        try display.xdotool(["windowsize", gui.window, "800", "600"])
        let resized = try poll(within: .seconds(60)) { () throws -> GUISession.Frame? in
            try gui.frames().last.flatMap { $0.width != before.width && $0.height != before.height ? $0 : nil }
        }
        #expect(resized.map { $0.x + $0.width } == 800 - margin, "the chat fills the window's new width (less the decorations' \(margin)): \(String(describing: resized))")

        try display.xdotool(["key", "ctrl+q"])
        #expect(try gui.program.exitStatus(within: .seconds(60)) == 0, "\(gui.program.printed)")
    }
}

extension GUIWindowTests {
    /// A right click on a message opens its menu (`ContextMenu`'s reactions and actions): 👍
    /// reacts, Reply quotes it in what is sent next (the store has both).
    @Test func theContextMenuReactsAndReplies() throws {
        let gui = try GUISession(named: "gui-menu", chat: "@4")
        defer { gui.close() }
        let (demo, display) = (gui.demo, gui.display)
        let frame = try gui.settledFrame()
        let newest = (x: frame.x + 60, y: frame.y + frame.height - 20)

        var menu = try gui.openMenu(at: newest)
        try display.xdotool(["mousemove", "\(menu.x + GUISession.firstReaction.x)", "\(menu.y + GUISession.firstReaction.y)", "click", "1"])
        let reacted = try poll(within: .seconds(60)) { () throws -> Bool? in
            try runParley(["messages", "--db", demo.db, "--chat", "@4"]).stdout.contains(#""reaction":{"emoji":"👍","type":"emoji"}"#) ? true : nil
        }
        #expect(reacted == true, "the store has no 👍 on the message: \(gui.program.printed)")

        menu = try gui.openMenu(at: newest)
        try display.xdotool(["mousemove", "\(menu.x + GUISession.firstEntry.x)", "\(menu.y + GUISession.firstEntry.y)", "click", "1"])
        try display.xdotool(["type", "--delay", "15", "a quoted answer"])
        try display.xdotool(["key", "Return"])
        let quoted = try poll(within: .seconds(60)) { () throws -> Bool? in
            let lines = try runParley(["messages", "--db", demo.db, "--chat", "@4"]).stdout.split(separator: "\n")
            guard let sent = lines.first(where: { $0.contains(#""text":"a quoted answer""#) }) else { return nil }
            return sent.contains(#""quotedItem""#)
        }
        #expect(quoted == true, "the message sent after Reply quotes nothing: \(gui.program.printed)")
    }
}

extension GUIWindowTests {
    /// The compose field's 📎 opens GTK's file chooser; the file chosen there is sent to the
    /// open chat as a file message (the store has it, by its name). Return is pressed until the
    /// chooser closes: the first may only take the location's completion.
    @Test func theAttachButtonSendsAFile() throws {
        let gui = try GUISession(named: "gui-attach", chat: "@2")
        defer { gui.close() }
        let (demo, display) = (gui.demo, gui.display)
        let file = demo.folder.appendingPathComponent("plan-for-bob.txt")
        try Data("the plan".utf8).write(to: file)
        let frame = try gui.settledFrame()
        try display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + 24)", "\(frame.y + frame.height + 26)", "click", "1"])
        let chooser = try display.window(titled: "Send a file", within: .seconds(60))
        try display.xdotool(["windowfocus", "--sync", chooser])
        try display.xdotool(["key", "--window", chooser, "ctrl+l"])
        try display.xdotool(["type", "--window", chooser, "--delay", "15", file.path])
        let chosen = poll(within: .seconds(60), every: .milliseconds(500)) { () -> Bool? in
            _ = try? display.xdotool(["key", "--window", chooser, "Return"])
            return (try? display.xdotool(["search", "--onlyvisible", "--name", "^Send a file$"])) == nil ? true : nil
        }
        #expect(chosen == true, "the file chooser stayed open")
        let sent = try poll(within: .seconds(60)) { () throws -> Bool? in
            try runParley(["messages", "--db", demo.db, "--chat", "@2", "--last", "3"]).stdout.contains(#""fileName":"plan-for-bob.txt""#) ? true : nil
        }
        #expect(sent == true, "the store has no file message: \(gui.program.printed)")
    }

    /// Ctrl-I shows group info beside a group's chat (the chat narrows by the panel's width)
    /// and hides it again (the chat takes the width back).
    @Test func groupInfoOpensBesideTheChat() throws {
        let gui = try GUISession(named: "gui-info", chat: "#1")
        defer { gui.close() }
        let display = gui.display
        let before = try gui.settledFrame()
        try display.xdotool(["windowfocus", "--sync", gui.window])
        try display.xdotool(["key", "ctrl+i"])
        let narrowed = try poll(within: .seconds(60)) { () throws -> GUISession.Frame? in
            try gui.frames().last.flatMap { $0.width < before.width - 200 ? $0 : nil }
        }
        #expect(narrowed != nil, "no panel beside the chat: \(String(describing: try? gui.frames().last))")
        try display.xdotool(["key", "ctrl+i"])
        let widened = try poll(within: .seconds(60)) { () throws -> GUISession.Frame? in
            try gui.frames().last.flatMap { $0.width == before.width ? $0 : nil }
        }
        #expect(widened != nil, "the panel stayed: \(String(describing: try? gui.frames().last))")
    }
}

extension GUIWindowTests {
    /// Select in a message's menu enters selection mode with it ticked; a click ticks another;
    /// Delete, then the dialog's first button (Delete for me), deletes both (the store no
    /// longer has them).
    @Test func selectionDeletesTheTickedMessages() throws {
        let gui = try GUISession(named: "gui-select", chat: "@2")
        defer { gui.close() }
        let (demo, display) = (gui.demo, gui.display)
        let frame = try gui.settledFrame()
        let before = try runParley(["messages", "--db", demo.db, "--chat", "@2"]).stdout.split(separator: "\n").count
        let newest = (x: frame.x + 60, y: frame.y + frame.height - 20)
        let menu = try gui.openMenu(at: newest)
        try display.xdotool(["mousemove", "\(menu.x + GUISession.firstEntry.x)", "\(menu.y + menu.height - GUISession.lastEntryFromBottom)", "click", "1"])
        let selecting = try poll(within: .seconds(30)) { () throws -> GUISession.Frame? in
            try gui.frames().last.flatMap { $0.height != frame.height ? $0 : nil }
        }
        try #require(selecting != nil, "no selection bar under the chat: \(gui.program.printed)")
        try display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + 100)", "\(frame.y + frame.height - 110)", "click", "1"])
        let bar = (x: frame.x + frame.width - 230, y: frame.y + frame.height + 20)
        try display.xdotool(["mousemove", "--window", gui.window, "\(bar.x)", "\(bar.y)", "click", "1"])
        let dialog = try gui.popover()
        try display.xdotool(["mousemove", "\(dialog.x + GUISession.firstEntry.x)", "\(dialog.y + dialog.height - GUISession.lastEntryFromBottom - GUISession.entryHeight)", "click", "1"])
        let after = try poll(within: .seconds(60)) { () throws -> Int? in
            let count = try runParley(["messages", "--db", demo.db, "--chat", "@2"]).stdout.split(separator: "\n").count
            return count < before ? count : nil
        }
        #expect(after == before - 2, "the store has \(String(describing: after)) of \(before) messages: \(gui.program.printed)")
    }
}

/// `parley gui` on a fresh demo store of its own, started on a display and a session bus of its
/// own (so that it is the only Parley there, and its notifications and launcher count stay in
/// the test) with a frame trace, and its window. Its XDG folders are in the store's folder.
struct GUISession {
    /// One line of the trace: where the chat lies in the window, in pixels (scale 1).
    struct Frame: Hashable, CustomStringConvertible {
        var x: Int, y: Int, width: Int, height: Int

        var description: String { "\(width)×\(height) at \(x),\(y)" }
    }

    let demo: DemoStoreFolder
    let display: XvfbDisplay
    let bus: SessionBus
    let program: XvfbDisplay.Program
    let window: String
    let trace: String

    /// The window on chat `chat` of a demo store named after `name`, with `arguments` more,
    /// after `prepare` did what it does to the store and `beforeStart` to the bus (a stand-in
    /// notification server); with `shown` false (`--background`) no window is waited for.
    init(named name: String, chat: String, arguments: [String] = [], environment: [String: String] = [:], shown: Bool = true,
         prepare: (DemoStoreFolder) throws -> Void = { _ in }, beforeStart: (SessionBus) throws -> Void = { _ in }) throws {
        demo = try DemoStoreFolder(named: name)
        try prepare(demo)
        display = try XvfbDisplay()
        do {
            bus = try SessionBus()
        } catch {
            display.close()
            demo.remove()
            throw error
        }
        trace = demo.folder.appendingPathComponent("trace.txt").path
        let program: XvfbDisplay.Program
        do {
            try beforeStart(bus)
            program = try display.start(demo.parley, ["gui", "--db", demo.db, "--chat", chat, "--now", GUIWindowTests.now, "--tz", "UTC", "--trace", trace] + arguments,
                                        environment: Self.environment(demo: demo, bus: bus).merging(environment) { $1 }, output: demo.folder.appendingPathComponent("gui.txt"))
        } catch {
            bus.close()
            display.close()
            demo.remove()
            throw error
        }
        self.program = program
        guard shown else {
            window = ""
            return
        }
        do {
            window = try display.window(titled: ".*Parley")
        } catch {
            program.stop()
            let printed = program.printed
            bus.close()
            display.close()
            demo.remove()
            throw XvfbDisplay.Failure(description: "\(error); parley gui printed: \(printed)")
        }
    }

    /// The environment of a program in this session: the fonts, the bus, and XDG folders in the
    /// store's folder (no settings, state or autostart file of the machine's is read or made).
    static func environment(demo: DemoStoreFolder, bus: SessionBus) -> [String: String] {
        var environment = GUIWindowTests.fonts
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        environment["XDG_RUNTIME_DIR"] = bus.folder.path
        for (name, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data")] {
            environment[name] = demo.folder.appendingPathComponent(folder).path
        }
        return environment
    }

    /// Ends the window, the bus and the display; the store's folder goes unless
    /// `keepingFolder` (a failure's pictures are in it).
    func close(keepingFolder: Bool = false) {
        program.stop()
        bus.close()
        display.close()
        if !keepingFolder { demo.remove() }
    }

    /// Where, in a menu's popover, its first reaction and its first action are (the popover's
    /// content starts at its top: a row of reactions, then one action a line).
    static let firstReaction = (x: 57, y: 46)
    static let firstEntry = (x: 70, y: 83)
    /// The last entry's middle above the popover's bottom edge, and the step between entries.
    static let lastEntryFromBottom = 63
    static let entryHeight = 36

    /// Right-clicks at `point` of the window and returns the top left of the menu's popover
    /// (a window of its own, without a title) once it shows.
    func openMenu(at point: (x: Int, y: Int)) throws -> (x: Int, y: Int, height: Int) {
        try display.xdotool(["mousemove", "--window", window, "\(point.x)", "\(point.y)", "click", "3"])
        return try popover()
    }

    /// The place and height of the popover on screen once one shows.
    func popover() throws -> (x: Int, y: Int, height: Int) {
        let popover = poll(within: .seconds(30)) { (try? popovers())?.first }
        guard let popover else { throw XvfbDisplay.Failure(description: "no popover opened: \(program.printed)") }
        return popover
    }

    /// The popovers on screen now (windows of their own, without a title, smaller than the
    /// screen), with their places and heights.
    func popovers() throws -> [(x: Int, y: Int, height: Int)] {
        try display.xdotool(["search", "--onlyvisible", "--name", ""]).split(separator: "\n").map(String.init).filter { $0 != window }.compactMap { id in
            guard let shape = try? display.xdotool(["getwindowgeometry", "--shell", id]) else { return nil }
            var fields: [String: Int] = [:]
            for line in shape.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
            }
            guard let x = fields["X"], let y = fields["Y"], let width = fields["WIDTH"], let height = fields["HEIGHT"],
                  width > 100, height > 60, width < XvfbDisplay.screen.width else { return nil }
            return (x, y, height)
        }
    }

    /// The frames drawn so far.
    func frames() throws -> [Frame] {
        guard let text = try? String(contentsOfFile: trace, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            var fields: [String: Int] = [:]
            for pair in line.split(separator: " ").dropFirst() {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let value = Double(parts[1]) { fields[String(parts[0])] = Int(value) }
            }
            guard let x = fields["x"], let y = fields["y"], let width = fields["width"], let height = fields["height"] else { return nil }
            return Frame(x: x, y: y, width: width, height: height)
        }
    }

    /// The last frame once the window has drawn the chat and drawn nothing new for a second
    /// (the list and the chat are read, the page below the screen loaded, the chat marked read).
    func settledFrame(within limit: Duration = .seconds(60)) throws -> Frame {
        var seen = -1
        var quietPolls = 0
        let frame = try poll(within: limit, every: .milliseconds(100)) { () throws -> Frame? in
            let frames = try frames()
            quietPolls = frames.count == seen ? quietPolls + 1 : 0
            seen = frames.count
            return quietPolls >= 10 ? frames.last : nil
        }
        guard let frame else { throw XvfbDisplay.Failure(description: "the window drew no chat within \(limit): \(program.printed)") }
        return frame
    }
}
