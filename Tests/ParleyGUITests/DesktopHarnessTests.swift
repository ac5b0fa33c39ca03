import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The desktop tests' harness works on its own (issue 33 "Tests"): a private session bus, the
/// stand-in notification server on it reached by Debian's notify-send, and the accessibility
/// bus read back through AT-SPI from a GTK 4 program on a virtual display.
@Suite struct NotificationStandInTests {
    /// notify-send (libnotify) finds the stand-in on the private bus, and the stand-in records
    /// the call as sent: app name, summary, body with its markup untouched, hints.
    @Test func notifySendReachesTheStandIn() throws {
        let bus = try SessionBus()
        defer { bus.close() }
        let server = try NotificationStandIn(on: bus)
        defer { server.close() }
        let sent = try runProcess("notify-send", ["--app-name=Parley", "--hint=string:desktop-entry:io.github.parley.Parley",
                                                  "--hint=string:category:im.received", "bob", "see <b>this</b> & that"],
                                  environment: bus.environment())
        #expect(sent.status == 0, "\(sent.stderr)")
        let recorded = try #require(try server.notifications(count: 1), "the stand-in recorded nothing")
        let notification = try #require(recorded.first)
        #expect(notification.appName == "Parley")
        #expect(notification.summary == "bob")
        #expect(notification.body == "see <b>this</b> & that")
        #expect(notification.actions.isEmpty)
        #expect(notification.hints["desktop-entry"] == .string("io.github.parley.Parley"))
        #expect(notification.hints["category"] == .string("im.received"))
        #expect(notification.id == 1)
    }

    /// The user's click, played by the test, reaches the program that asked: notify-send waits
    /// for an action and prints the key the stand-in's `ActionInvoked` named.
    @Test func anInvokedActionReachesTheProgramThatAsked() throws {
        let bus = try SessionBus()
        defer { bus.close() }
        let server = try NotificationStandIn(on: bus)
        defer { server.close() }
        let output = bus.folder.appendingPathComponent("notify-send.out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let waiting = Process()
        waiting.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        waiting.arguments = ["notify-send", "--action=open=Open the chat", "--action=mute=Mute", "alice", "hello"]
        waiting.environment = bus.environment()
        waiting.standardOutput = try FileHandle(forWritingTo: output)
        waiting.standardError = FileHandle.nullDevice
        try waiting.run()
        defer { if waiting.isRunning { kill(waiting.processIdentifier, SIGKILL) } }
        let notification = try #require(try server.notifications(count: 1)?.first, "the stand-in recorded nothing")
        #expect(notification.actions == [.init(key: "open", label: "Open the chat"), .init(key: "mute", label: "Mute")])
        try server.invokeAction("open", on: notification.id)
        let ended = poll(within: .seconds(30)) { waiting.isRunning ? nil : true }
        #expect(ended == true, "notify-send still waits after the action")
        #expect(try String(contentsOf: output, encoding: .utf8) == "open\n")
        #expect(throws: SessionBus.Failure.self, "a closed notification has no action to invoke") {
            try server.invokeAction("open", on: notification.id)
        }
    }

    /// The stand-in says what it is and what it can, as a client asks before sending.
    @Test func theStandInAnswersWhatItIsAndCan() throws {
        let bus = try SessionBus()
        defer { bus.close() }
        let server = try NotificationStandIn(on: bus, capabilities: ["actions", "body"])
        defer { server.close() }
        let information = try bus.call(NotificationStandIn.name, NotificationStandIn.object, "org.freedesktop.Notifications.GetServerInformation")
        #expect(information.split(whereSeparator: \.isWhitespace).suffix(2) == ["1.0", "1.2"], "\(information)")
        let capabilities = try bus.call(NotificationStandIn.name, NotificationStandIn.object, "org.freedesktop.Notifications.GetCapabilities")
        #expect(capabilities.split(whereSeparator: { $0.isWhitespace || $0 == "[" || $0 == "]" }) == ["array", "actions", "body"], "\(capabilities)")
    }

    /// A second server on the same bus cannot take the name: one clear failure, not a hang.
    @Test func aSecondServerOnTheBusIsRefused() throws {
        let bus = try SessionBus()
        defer { bus.close() }
        let server = try NotificationStandIn(on: bus)
        defer { server.close() }
        #expect(throws: SessionBus.Failure.self) {
            let second = try NotificationStandIn(on: bus)
            second.close()
        }
    }
}

/// The accessibility bus and its reader, on a GTK 4 program: what a screen reader would get.
@Suite struct AccessibilityReaderTests {
    /// A GTK 4 window with a labelled text view and a button, on a virtual display and a
    /// private session: the reader finds the program by its process id and gives its window,
    /// the text view's label and the button's name, with their states.
    @Test func theReaderReadsAGTK4Window() throws {
        let display = try XvfbDisplay()
        defer { display.close() }
        let bus = try SessionBus()
        defer { bus.close() }
        let accessibility = try AccessibilityBus(on: bus)
        let program = try display.start(Repository.url("Tests/DesktopSupport/gtk4-probe.py").path, ["--title", "Probe window"],
                                        environment: accessibility.environment([:]), output: bus.folder.appendingPathComponent("probe.out"))
        defer { program.stop() }
        let shown = poll(within: .seconds(60)) { program.printed.contains("ready") ? true : nil }
        try #require(shown == true, "the probe did not show its window: \(program.printed)")
        let tree = try accessibility.tree(ofProcess: program.processIdentifier)
        #expect(tree.role == "application")
        let window = try #require(tree.first(role: "frame"), "no window in \(tree)")
        #expect(window.name == "Probe window")
        let text = try #require(window.first(role: "text"), "no text view in \(window)")
        #expect(text.name == "Message")
        #expect(text.states.contains("editable") && text.states.contains("focusable"), "\(text.states)")
        let button = try #require(window.first(role: "push button"), "no button in \(window)")
        #expect(button.name == "Send")
    }

    /// A program that is not on the accessibility bus is one clear failure naming it.
    @Test func aProgramNotOnTheBusIsAClearFailure() throws {
        let bus = try SessionBus()
        defer { bus.close() }
        let accessibility = try AccessibilityBus(on: bus)
        let error = try #require(throws: SessionBus.Failure.self) {
            try accessibility.tree(ofProcess: getpid(), within: .seconds(1))
        }
        #expect(error.description.contains("no program with process id \(getpid())"), "\(error)")
    }
}
