import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// `parley gui` as a desktop application under Xvfb on a private session bus (issue 33 "Tests"):
/// one instance a session, the title and the launcher's count, notifications in each preview
/// mode through a stand-in notification server, a click on one opening its chat, none for a
/// muted chat unless it mentions you, the background, autostart, and the keys that switch chats.
extension GUIWindowTests {
    @Test("a second parley gui hands its chat to the running one and exits 0; the title counts unread messages elsewhere")
    func aSecondInstanceHandsOver() throws {
        let gui = try GUISession(named: "gui-second", chat: "@3")
        defer { gui.close() }
        _ = try gui.settledFrame()
        #expect(try gui.title(becomes: "(7) echo — Parley") != nil, "echo open, 2 + 2 + 3 unread in Team, kim and bob: \(gui.titleNow)")
        #expect(try gui.runAgain(["--chat", "@2"]) == 0)
        #expect(try gui.title(becomes: "(4) bob — Parley") != nil, "the running window opened bob: \(gui.titleNow)")
        #expect(try gui.display.xdotool(["search", "--onlyvisible", "--name", "Parley$"]).split(separator: "\n").count == 1, "one window")
    }

    @Test("the launcher's count follows the unread messages elsewhere (com.canonical.Unity.LauncherEntry)")
    func theLauncherCounts() throws {
        let recorder = Locked<SignalRecorder?>(nil)
        let gui = try GUISession(named: "gui-launcher", chat: "@3", beforeStart: { bus in
            recorder.value = try SignalRecorder(on: bus, interface: "com.canonical.Unity.LauncherEntry")
        })
        defer {
            recorder.value?.close()
            gui.close()
        }
        let launcher = try #require(recorder.value)
        let first = try #require(try gui.launcherCounts(launcher, reaching: 7), "no count of 7: \((try? launcher.signals()) ?? [])")
        #expect(first.path == "/io/github/parley/Parley/LauncherEntry")
        #expect(first.args.first == .string("application://io.github.parley.Parley.desktop"))
        #expect(try runParley(["send", "--db", gui.demo.db, "--as", "kim", "--chat", "@7", "one more"]).status == 0)
        #expect(try gui.launcherCounts(launcher, reaching: 8) != nil, "\((try? launcher.signals()) ?? [])")
        #expect(try gui.title(becomes: "(8) echo — Parley") != nil, "\(gui.titleNow)")
    }

    @Test("a message elsewhere is one notification: the chat and the text, markup escaped; a click opens the chat")
    func aNotificationNamesTheChatAndOpensIt() throws {
        let (gui, server) = try GUISession.notifying(named: "gui-notify", chat: "@3")
        defer {
            server.close()
            gui.close()
        }
        try gui.display.xdotool(["windowfocus", "--sync", gui.window])
        #expect(try runParley(["send", "--db", gui.demo.db, "--as", "kim", "--chat", "@7", "<b>hi</b> & you"]).status == 0)
        let notification = try #require(try server.notifications(count: 1)?.first, "no notification: \(gui.program.printed)")
        #expect(notification.summary == "kim")
        #expect(notification.body == "&lt;b&gt;hi&lt;/b&gt; &amp; you")
        #expect(notification.hints["desktop-entry"] == .string("io.github.parley.Parley"))
        #expect(notification.actions.contains { $0.key == "default" })
        try server.invokeAction("default", on: notification.id)
        #expect(try gui.title(becomes: ".*kim — Parley", matching: true) != nil, "the click opened kim: \(gui.titleNow)")
    }

    @Test("a notification's body is as sent to a server that reads no markup")
    func aServerWithoutMarkupGetsTheTextAsItIs() throws {
        let (gui, server) = try GUISession.notifying(named: "gui-plain", chat: "@3", capabilities: ["actions", "body"])
        defer {
            server.close()
            gui.close()
        }
        try gui.display.xdotool(["windowfocus", "--sync", gui.window])
        #expect(try runParley(["send", "--db", gui.demo.db, "--as", "kim", "--chat", "@7", "<b>hi</b> & you"]).status == 0)
        let notification = try #require(try server.notifications(count: 1)?.first, "no notification: \(gui.program.printed)")
        #expect(notification.body == "<b>hi</b> & you")
    }

    @Test("--notification-preview contact names only the chat; hidden names nobody and says nothing of the message",
          arguments: [(mode: "contact", summary: "kim", body: "New message"), (mode: "hidden", summary: "New message", body: "")])
    func previewModes(mode: String, summary: String, body: String) throws {
        let (gui, server) = try GUISession.notifying(named: "gui-preview-\(mode)", chat: "@3", arguments: ["--notification-preview", mode])
        defer {
            server.close()
            gui.close()
        }
        try gui.display.xdotool(["windowfocus", "--sync", gui.window])
        #expect(try runParley(["send", "--db", gui.demo.db, "--as", "kim", "--chat", "@7", "the secret plan"]).status == 0)
        let notification = try #require(try server.notifications(count: 1)?.first, "no notification: \(gui.program.printed)")
        #expect(notification.summary == summary)
        #expect(notification.body == body)
        let recorded = try server.notifications().map { "\($0.appName) \($0.summary) \($0.body) \($0.hints) \($0.actions)" }.joined(separator: "\n")
        #expect(!recorded.contains("secret plan"), "the message's words are in \(recorded)")
        if mode == "hidden" { #expect(!recorded.contains("kim"), "the sender is named in \(recorded)") }
    }

    @Test("a muted chat notifies only when it mentions you")
    func aMutedChatNotifiesOnlyMentions() throws {
        let (gui, server) = try GUISession.notifying(named: "gui-muted", chat: "@3") { demo in try Self.mute(.group(1), in: demo) }
        defer {
            server.close()
            gui.close()
        }
        try gui.display.xdotool(["windowfocus", "--sync", gui.window])
        for (chat, text) in [("#2", "quiet in the team"), ("#2", "@you look at this"), ("@7", "and here")] {
            #expect(try runParley(["send", "--db", gui.demo.db, "--as", "kim", "--chat", chat, text]).status == 0)
        }
        let notifications = try #require(try server.notifications(count: 2), "\((try? server.notifications()) ?? [])")
        #expect(notifications.map(\.summary) == ["Team", "kim"])
        #expect(notifications.first?.body.contains("look at this") == true, "\(notifications)")
        #expect(try server.notifications().count == 2, "the quiet message notified")
    }

    @Test("--background: no window at start, notifications all the same; launching again shows it, closing hides it, Ctrl-Q quits")
    func runningInTheBackground() throws {
        let (gui, server) = try GUISession.notifying(named: "gui-background", chat: "@3", arguments: ["--background"], shown: false)
        defer {
            server.close()
            gui.close()
        }
        #expect(try runParley(["send", "--db", gui.demo.db, "--as", "kim", "--chat", "@7", "while you were away"]).status == 0)
        #expect(try server.notifications(count: 1) != nil, "no notification without a window: \(gui.program.printed)")
        #expect(try gui.runAgain([]) == 0)
        let window = try gui.display.window(titled: ".*Parley")
        try gui.display.xdotool(["windowfocus", "--sync", window])
        try gui.display.xdotool(["key", "ctrl+w"])
        let hidden = poll(within: .seconds(30)) { (try? gui.display.xdotool(["search", "--onlyvisible", "--name", "Parley$"])) == nil ? true : nil }
        #expect(hidden == true, "closing hid the window")
        #expect(gui.program.isRunning, "Parley kept running")
        #expect(try runParley(["send", "--db", gui.demo.db, "--as", "kim", "--chat", "@7", "still there?"]).status == 0)
        #expect(try server.notifications(count: 2) != nil, "no notification after closing: \(gui.program.printed)")
        #expect(try gui.runAgain(["--chat", "@6"]) == 0)
        let again = try gui.display.window(titled: ".*kim — Parley")
        try gui.display.xdotool(["windowfocus", "--sync", again])
        try gui.display.xdotool(["key", "ctrl+q"])
        #expect(try gui.program.exitStatus(within: .seconds(60)) == 0, "\(gui.program.printed)")
    }

    @Test("Start at login writes an autostart entry running parley gui --background on the same store, and takes it away; the window remembers it")
    func startAtLogin() throws {
        let gui = try GUISession(named: "gui-autostart", chat: "@3")
        defer { gui.close() }
        _ = try gui.settledFrame()
        let entry = gui.demo.folder.appendingPathComponent("config/autostart/io.github.parley.Parley.desktop").path
        let state = gui.demo.folder.appendingPathComponent("state/parley/desktop").path
        try gui.setState("start-at-login", true)
        let written = poll(within: .seconds(30)) { try? String(contentsOfFile: entry, encoding: .utf8) }
        #expect(written?.contains("Exec=\(gui.demo.parley) gui --background --db \(gui.demo.db)\n") == true, "\(String(describing: written))")
        #expect(try String(contentsOfFile: state, encoding: .utf8).contains("start_at_login = true"))
        try gui.setState("start-at-login", false)
        #expect(poll(within: .seconds(30)) { FileManager.default.fileExists(atPath: entry) ? nil : true } == true, "the entry stayed")
        try gui.setState("run-in-background", true)
        #expect(poll(within: .seconds(30)) { (try? String(contentsOfFile: state, encoding: .utf8))?.contains("run_in_background = true") == true ? true : nil } == true)
        try gui.display.xdotool(["windowfocus", "--sync", gui.window])
        try gui.display.xdotool(["key", "ctrl+w"])
        #expect(poll(within: .seconds(30)) { (try? gui.display.xdotool(["search", "--onlyvisible", "--name", "Parley$"])) == nil ? true : nil } == true,
                "run in background: closing hides the window")
        #expect(gui.program.isRunning, "Parley kept running")
    }

    @Test("Alt-Down and Alt-Up open the chats below and above; Ctrl-K finds a chat by name; Alt-A the next unread; Ctrl-? the shortcuts")
    func switchingChats() throws {
        let gui = try GUISession(named: "gui-switch", chat: "@3")
        defer { gui.close() }
        let display = gui.display
        _ = try gui.settledFrame()
        try display.xdotool(["windowfocus", "--sync", gui.window])
        for (key, title) in [("alt+Down", "assistant"), ("alt+Up", "echo"), ("ctrl+Page_Up", "bob"), ("ctrl+Page_Down", "echo")] {
            try display.xdotool(["key", key])
            #expect(try gui.title(becomes: ".*\(title) — Parley", matching: true) != nil, "\(key) opened \(gui.titleNow), not \(title)")
        }
        try display.xdotool(["key", "ctrl+k"])
        try display.xdotool(["type", "--delay", "15", "histo"])
        try display.xdotool(["key", "Return"])
        #expect(try gui.title(becomes: ".*history — Parley", matching: true) != nil, "Ctrl-K opened \(gui.titleNow)")
        try display.xdotool(["key", "alt+a"])
        #expect(try gui.title(becomes: ".*Team — Parley", matching: true) != nil, "Alt-A opened \(gui.titleNow)")
        try display.xdotool(["key", "ctrl+question"])
        #expect(try display.window(titled: "Keyboard shortcuts", within: .seconds(30)).isEmpty == false)
    }
}

extension GUISession {
    /// The window's title now, for a failure's message.
    var titleNow: String {
        (try? title()) ?? "(no title)"
    }

    /// The window's title now.
    func title() throws -> String {
        try display.xdotool(["getwindowname", window]).trimmingCharacters(in: .newlines)
    }

    /// The title once it is `expected` (a regular expression when `matching`), or nil.
    func title(becomes expected: String, matching: Bool = false) throws -> String? {
        poll(within: .seconds(30)) { () -> String? in
            guard let title = try? title() else { return nil }
            return (matching ? title.wholeMatch(of: try! Regex(expected)) != nil : title == expected) ? title : nil
        }
    }

    /// The exit status of `parley gui` run again in this session, on the same store and display,
    /// once it exits within a minute (nil when it still runs then: it is ended).
    func runAgain(_ arguments: [String]) throws -> Int32? {
        let again = try display.start(demo.parley, ["gui", "--db", demo.db] + arguments, environment: Self.environment(demo: demo, bus: bus),
                                      output: demo.folder.appendingPathComponent("again-\(UUID().uuidString).txt"))
        return try again.exitStatus(within: .seconds(60))
    }

    /// Sets the application's switch `name` on or off as the desktop does, over D-Bus
    /// (`org.gtk.Actions.SetState`).
    func setState(_ name: String, _ on: Bool) throws {
        let output = try runProcess("gdbus", ["call", "--session", "--dest", "io.github.parley.Parley", "--object-path", "/io/github/parley/Parley",
                                              "--method", "org.gtk.Actions.SetState", name, "<\(on)>", "{}"], environment: bus.environment())
        guard output.status == 0 else { throw SessionBus.Failure(description: "gdbus SetState \(name): \(output.stderr)") }
    }

    /// The first launcher signal counting `count`, once heard.
    func launcherCounts(_ recorder: SignalRecorder, reaching count: Int) throws -> SignalRecorder.Signal? {
        try poll(within: .seconds(60)) { () throws -> SignalRecorder.Signal? in
            try recorder.signals().first { signal in
                guard signal.member == "Update", signal.args.count == 2, case let .object(properties) = signal.args[1] else { return false }
                return properties["count"] == .integer(Int64(count)) && properties["count-visible"] == .bool(true)
            }
        }
    }

    /// The window with a stand-in notification server on its bus (answering `capabilities`),
    /// once its list is read (its launcher count sent).
    static func notifying(named name: String, chat: String, arguments: [String] = [], shown: Bool = true,
                          capabilities: [String] = NotificationStandIn.commonCapabilities,
                          prepare: (DemoStoreFolder) throws -> Void = { _ in }) throws -> (GUISession, NotificationStandIn) {
        let server = Locked<NotificationStandIn?>(nil)
        let recorder = Locked<SignalRecorder?>(nil)
        let gui = try GUISession(named: name, chat: chat, arguments: arguments, shown: shown, prepare: prepare, beforeStart: { bus in
            server.value = try NotificationStandIn(on: bus, capabilities: capabilities)
            recorder.value = try SignalRecorder(on: bus, interface: "com.canonical.Unity.LauncherEntry")
        })
        defer { recorder.value?.close() }
        guard let notifications = server.value, let launcher = recorder.value else { throw SessionBus.Failure(description: "no stand-in") }
        let listed = try poll(within: .seconds(60)) { try launcher.signals().isEmpty ? nil : true }
        guard listed == true else {
            notifications.close()
            gui.close()
            throw SessionBus.Failure(description: "parley gui read no chat list: \(gui.program.printed)")
        }
        return (gui, notifications)
    }
}

extension GUIWindowTests {
    /// Mutes chat `ref` in the demo store (the core's `/_settings`), before the window opens it.
    static func mute(_ ref: ChatRef, in demo: DemoStoreFolder) throws {
        let outcome = Locked<Result<Void, any Error>?>(nil)
        let path = demo.db
        Task {
            do {
                let store = try ChatStore(path: path)
                _ = try await store.execute(.setChatSettings(ref, ChatSettings(enableNtfs: .none, favorite: false)))
                await store.close()
                outcome.value = .success(())
            } catch {
                outcome.value = .failure(error)
            }
        }
        guard let result = poll(within: .seconds(30), { outcome.value }) else { throw SessionBus.Failure(description: "muting took too long") }
        try result.get()
    }
}

/// A value shared between a test and a closure or task it hands it to.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
