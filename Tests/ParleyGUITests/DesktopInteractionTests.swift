import ChatLayout
import Foundation
import ParleyRender
import Testing
import TestSupport

/// The window's keyboard, pointer, files and screen reader paths under Xvfb on a private session
/// bus (issue 33 "Tests"): the message cursor, the accessible tree naming the
/// message under it (never a hidden message's words), links opened or asked about, text selected
/// across lines and copied, files dropped and pasted, and the system's dark preference.
extension GUIWindowTests {
    /// kim's message of three lines, the last a link, newest in kim's chat (`@6`).
    static let plan = "first line of the plan\nsecond line of it\nhttps://example.com/parley"

    /// The window on kim's chat after kim sent `text`.
    static func kimSent(_ text: String, named name: String, arguments: [String] = [], prepare: @escaping (DemoStoreFolder) throws -> Void = { _ in }) throws -> GUISession {
        try GUISession(named: name, chat: "@6", arguments: arguments) { demo in
            try prepare(demo)
            let sent = try runParley(["send", "--db", demo.db, "--as", "kim", "--chat", "@7", text])
            try #require(sent.status == 0, "\(sent.stderr)")
        }
    }

    @Test("Tab puts the cursor on the newest message, which the accessible tree names (sender, text, time) and never by a secret's words; Up moves it")
    func theMessageCursorAndWhatAScreenReaderGets() throws {
        let gui = try Self.kimSent("the code is #4242# now", named: "gui-cursor-accessible")
        defer { gui.close() }
        let display = gui.display
        let accessibility = try AccessibilityBus(on: gui.bus)
        try gui.cursorOnTheNewestMessage()
        let chat = try #require(try gui.chatArea(in: accessibility, describing: "kim: the code is secret now"), "no chat area naming the message")
        #expect(chat.name == "Messages with kim")
        #expect(chat.description.wholeMatch(of: /kim: the code is secret now\. \d{1,2}:\d{2}/) != nil, "\(chat.description)")
        #expect(chat.states.contains("focused"), "\(chat.states)")
        #expect(!(try accessibility.tree(ofProcess: gui.program.processIdentifier).all.contains { $0.name.contains("4242") || $0.description.contains("4242") }),
                "a hidden message's words reach the screen reader")
        try display.xdotool(["key", "Up"])
        #expect(try gui.chatArea(in: accessibility, describing: "You") != nil, "Up: the message before, one of yours")
    }

    @Test("Escape takes the keyboard from the message cursor back to the compose field")
    func escapeLeavesTheMessages() throws {
        let gui = try Self.kimSent("a message to step over", named: "gui-cursor-escape")
        defer { gui.close() }
        let display = gui.display
        try gui.cursorOnTheNewestMessage()
        try display.xdotool(["key", "Up", "Down", "Escape"])
        try display.xdotool(["type", "--delay", "15", "typed after Escape"])
        try display.xdotool(["key", "Return"])
        let sent = try poll(within: .seconds(60)) { () throws -> Bool? in try Self.texts("@6", in: gui.demo).contains("typed after Escape") ? true : nil }
        #expect(sent == true, "Escape took the keyboard back to the compose field: \(gui.program.printed)")
    }

    @Test("Menu and Shift-F10 open the cursor message's menu, which stays open with the pointer away and takes the keyboard: Down, Enter replies")
    func theMenuFromTheKeyboard() throws {
        let gui = try Self.kimSent("a message to answer", named: "gui-cursor-menu")
        defer { gui.close() }
        let display = gui.display
        try display.xdotool(["mousemove", "0", "0"])
        try gui.cursorOnTheNewestMessage()
        try display.xdotool(["key", "Menu"])
        _ = try gui.popover()
        try display.xdotool(["key", "Escape"])
        let closed = poll(within: .seconds(30)) { (try? gui.popovers().isEmpty) == true ? true : nil }
        #expect(closed == true, "Escape left the menu open")
        try display.xdotool(["key", "shift+F10"])
        _ = try gui.popover()
        Thread.sleep(forTimeInterval: 1)
        #expect(try gui.popovers().count == 1, "the menu opened from the keyboard closed by itself")
        try display.xdotool(["key", "Down", "Return"])
        let replying = poll(within: .seconds(30)) { (try? gui.popovers().isEmpty) == true ? true : nil }
        #expect(replying == true, "Enter on Reply left the menu open")
        try display.xdotool(["type", "--delay", "15", "answered from the keyboard"])
        try display.xdotool(["key", "Return"])
        let sent = try poll(within: .seconds(60)) { () throws -> String? in
            let newest = try runParley(["messages", "--db", gui.demo.db, "--chat", "@6", "--last", "1"]).stdout
            return newest.contains("answered from the keyboard") ? newest : nil
        }
        #expect(sent?.contains(#""quotedItem""#) == true && sent?.contains("a message to answer") == true,
                "the message sent after Reply does not quote kim's: \(sent ?? "nothing sent")")
    }

    @Test("a click on a link opens it in the desktop's handler; a SimpleX link and a link whose text differs ask first")
    func linksOpenOrAsk() throws {
        let opened = Locked<URL?>(nil)
        let gui = try Self.kimSent(Self.plan, named: "gui-links") { demo in opened.value = try Self.installOpener(in: demo) }
        defer { gui.close() }
        let log = try #require(opened.value)
        let frame = try gui.settledFrame()
        try gui.display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + 140)", "\(frame.y + frame.height - 26)", "click", "1"])
        let uri = poll(within: .seconds(30)) { try? String(contentsOf: log, encoding: .utf8) }
        #expect(uri == "https://example.com/parley\n", "the handler got \(String(describing: uri)): \(gui.program.printed)")
        for (text, name) in [("[the docs](https://example.com/other)", "differs"), (WindowTextRulesTests.simplexLink, "simplex")] {
            #expect(try runParley(["send", "--db", gui.demo.db, "--as", "kim", "--chat", "@7", text]).status == 0)
            let settled = try gui.settledFrame()
            try gui.display.xdotool(["mousemove", "--window", gui.window, "\(settled.x + 40)", "\(settled.y + settled.height - 26)", "click", "1"])
            #expect((try? gui.popover()) != nil, "no question for the \(name) link")
            try gui.display.xdotool(["key", "Escape"])
            #expect(try String(contentsOf: log, encoding: .utf8) == "https://example.com/parley\n", "the \(name) link opened without asking")
        }
    }

    @Test("text selected across two lines of a message and copied with Ctrl-C is what Ctrl-V pastes")
    func selectingAndCopyingText() throws {
        let gui = try Self.kimSent(Self.plan, named: "gui-select-text")
        defer { gui.close() }
        let display = gui.display
        let frame = try gui.settledFrame()
        let bottom = frame.y + frame.height
        try display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + 22)", "\(bottom - 66)", "mousedown", "1"])
        for x in stride(from: 60, through: 320, by: 40) {
            try display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + x)", "\(bottom - 46)"])
        }
        try display.xdotool(["mouseup", "1"])
        try display.xdotool(["key", "ctrl+c"])
        try display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + 300)", "\(bottom + 26)", "click", "1"])
        try display.xdotool(["key", "ctrl+v", "Return"])
        let sent = try poll(within: .seconds(60)) { () throws -> String? in
            let texts = try Self.texts("@6", in: gui.demo)
            return texts.contains(#""text":"first line of the plan\nsecond line of it""#) ? texts : nil
        }
        #expect(sent != nil, "the pasted selection was not sent whole: \((try? Self.texts("@6", in: gui.demo)) ?? "")")
    }

    @Test("a file dropped on the chat, and files and a picture pasted in the compose field, are sent")
    func filesDroppedAndPasted() throws {
        let gui = try GUISession(named: "gui-drop", chat: "@2")
        defer { gui.close() }
        let display = gui.display
        let frame = try gui.settledFrame()
        let notes = gui.demo.folder.appendingPathComponent("dropped-notes.txt")
        try Data("notes".utf8).write(to: notes)
        let environment = display.environment(GUISession.environment(demo: gui.demo, bus: gui.bus))
        let source = try ReadyProgram("file-source.py", ["--files", notes.path], environment: environment)
        var dropped = false
        for _ in 1...3 where !dropped {
            try display.xdotool(["search", "--sync", "--name", "^File source$", "windowraise"])
            try display.xdotool(["mousemove", "150", "100", "mousedown", "1"])
            for step in 1...12 {
                try display.xdotool(["mousemove", "\(150 + step * 40)", "\(100 + step * 25)"])
            }
            try display.xdotool(["mousemove", "\(frame.x + 400)", "\(frame.y + 300)", "mouseup", "1"])
            dropped = try gui.storeHasFile("dropped-notes.txt", in: "@2", within: .seconds(20))
        }
        #expect(dropped, "the dropped file was not sent in three drags (a loaded machine can miss the drag's start): \(gui.program.printed)")
        source.close()

        let pasted = gui.demo.folder.appendingPathComponent("pasted-plan.txt")
        try Data("plan".utf8).write(to: pasted)
        let files = try ReadyProgram("file-source.py", ["--files", pasted.path], environment: environment)
        try display.xdotool(["windowfocus", "--sync", gui.window])
        try display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + 300)", "\(frame.y + frame.height + 26)", "click", "1"])
        try display.xdotool(["key", "ctrl+v"])
        #expect(try gui.storeHasFile("pasted-plan.txt", in: "@2"), "the pasted file was not sent: \(gui.program.printed)")
        files.close()

        let png = gui.demo.folder.appendingPathComponent("picture.png")
        try RasterImage(width: 8, height: 8, pixels: Array(repeating: 0xFF20_80C0, count: 64)).png().write(to: png)
        let picture = try ReadyProgram("file-source.py", ["--picture", png.path], environment: environment)
        defer { picture.close() }
        try display.xdotool(["windowfocus", "--sync", gui.window])
        try display.xdotool(["mousemove", "--window", gui.window, "\(frame.x + 300)", "\(frame.y + frame.height + 26)", "click", "1"])
        try display.xdotool(["key", "ctrl+v"])
        #expect(try gui.storeHasFile("pasted-", in: "@2"), "the pasted picture was not sent: \(gui.program.printed)")
    }

    @Test("the chat follows the system's colour scheme (the portal's, through libadwaita) as it changes; the theme kept from Preferences and --theme win")
    func theSystemsDarkPreference() throws {
        let remembered = try GUISession(named: "gui-dark-remembered", chat: "@3", prepare: { demo in
            let folder = demo.folder.appendingPathComponent("state/parley")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "theme = black\n".write(to: folder.appendingPathComponent("desktop"), atomically: true, encoding: .utf8)
        })
        #expect(try remembered.chatBackground() == Self.background(.black), "the theme kept from Preferences")
        remembered.close()

        let portal = Locked<ReadyProgram?>(nil)
        let gui = try GUISession(named: "gui-dark-portal", chat: "@3", beforeStart: { bus in
            portal.value = try ReadyProgram("portal-stand-in.py", ["--color-scheme", "1"], environment: bus.environment())
        })
        defer {
            portal.value?.close()
            gui.close()
        }
        #expect(try gui.chatBackground() == Self.background(.dark), "the portal prefers dark")
        try gui.bus.call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "io.github.parley.PortalStandIn.SetColorScheme", ["uint32:2"])
        #expect(try gui.chatBackground(becoming: Self.background(.light)) == Self.background(.light), "the portal now prefers light")

        let given = try GUISession(named: "gui-dark-given", chat: "@3", arguments: ["--theme", "light"], beforeStart: { bus in
            portal.value?.close()
            portal.value = try ReadyProgram("portal-stand-in.py", ["--color-scheme", "1"], environment: bus.environment())
        })
        defer { given.close() }
        let background = try given.chatBackground()
        #expect(background == Self.background(.light), "--theme light wins over the portal: \(String(background, radix: 16))")
    }

    /// The background of `theme` as a photograph's pixel (0xRRGGBB).
    static func background(_ theme: ThemeName) -> UInt32 {
        let color = ThemePalette(theme).background
        return UInt32(color.red * 255) << 16 | UInt32(color.green * 255) << 8 | UInt32(color.blue * 255)
    }

    /// A stand-in URI handler for http and https (a desktop file and the default applications
    /// of the session's XDG folders), writing each URI it is given to the file returned.
    static func installOpener(in demo: DemoStoreFolder) throws -> URL {
        let log = demo.folder.appendingPathComponent("opened.txt")
        let script = demo.folder.appendingPathComponent("opener.sh")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(log.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let applications = demo.folder.appendingPathComponent("data/applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try """
            [Desktop Entry]
            Type=Application
            Name=Stand-in opener
            Exec=\(script.path) %u
            MimeType=x-scheme-handler/http;x-scheme-handler/https;
            NoDisplay=true

            """.write(to: applications.appendingPathComponent("parley-test-opener.desktop"), atomically: true, encoding: .utf8)
        let config = demo.folder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "[Default Applications]\nx-scheme-handler/http=parley-test-opener.desktop\nx-scheme-handler/https=parley-test-opener.desktop\n"
            .write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
        return log
    }
}

extension GUISession {
    /// Once the window settled, the keyboard in the window and Tab from the compose field: the
    /// message cursor on the newest message.
    func cursorOnTheNewestMessage() throws {
        _ = try settledFrame()
        try display.xdotool(["windowfocus", "--sync", window])
        try display.xdotool(["key", "Tab"])
    }

    /// The chat area as the accessibility bus has it, once its description starts with `start`.
    func chatArea(in accessibility: AccessibilityBus, describing start: String) throws -> AccessibleNode? {
        try poll(within: .seconds(30), every: .milliseconds(300)) { () throws -> AccessibleNode? in
            try accessibility.tree(ofProcess: program.processIdentifier).all.first { $0.role == "list" && $0.description.hasPrefix(start) }
        }
    }

    /// Whether the store has a file message in `chat` whose name starts with `name`, once it has
    /// within a minute.
    func storeHasFile(_ name: String, in chat: String, within limit: Duration = .seconds(60)) throws -> Bool {
        try poll(within: limit) { () throws -> Bool? in
            try runParley(["messages", "--db", demo.db, "--chat", chat, "--last", "5"]).stdout.contains(#""fileName":"\#(name)"#) ? true : nil
        } ?? false
    }

    /// The chat's background in the window's photograph (its top left, where a short chat
    /// draws nothing), once the window settled.
    func chatBackground() throws -> UInt32 {
        let frame = try settledFrame()
        return try display.picture(of: window)[frame.x + 8, frame.y + 8]
    }

    /// The chat's background once it is `expected` (else the last seen), within 30 seconds.
    func chatBackground(becoming expected: UInt32) throws -> UInt32 {
        var seen: UInt32 = 0
        let frame = try settledFrame()
        return try poll(within: .seconds(30)) { () throws -> UInt32? in
            seen = try display.picture(of: window)[frame.x + 8, frame.y + 8]
            return seen == expected ? seen : nil
        } ?? seen
    }
}
