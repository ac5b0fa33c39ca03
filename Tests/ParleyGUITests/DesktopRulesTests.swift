import ChatLayout
import ChatSession
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ParleyGUI
import SimpleXModel
import Testing

/// The desktop application's rules as values (issue 33): its key table, the shortcuts window's
/// description, the chat above and below, what a notification says, what the window remembers
/// and the autostart entry.
@Suite struct DesktopRulesTests {
    /// Every accelerator is one GTK reads, no key does two things, and every action has a title.
    @Test func theKeyTableHasNoClash() {
        let all = WindowAction.allCases.flatMap(\.accelerators)
        #expect(all.allSatisfy(DesktopApplication.isAccelerator), "\(all.filter { !DesktopApplication.isAccelerator($0) })")
        #expect(Set(all).count == all.count, "an accelerator is given twice")
        #expect(WindowAction.allCases.allSatisfy { !$0.title.isEmpty && !$0.accelerators.isEmpty })
        let contextKeys = ContextKey.all.flatMap { $0.keys.split(separator: " ").map(String.init) }
        #expect(contextKeys.allSatisfy(DesktopApplication.isAccelerator), "\(contextKeys.filter { !DesktopApplication.isAccelerator($0) })")
        #expect(!DesktopApplication.isAccelerator("<Control>nokey"), "the check can fail")
    }

    /// The shortcuts window's description is XML GTK's builder reads, listing every action's
    /// accelerators and every context key under its group, with its title escaped.
    @Test func theShortcutsWindowListsEveryKey() throws {
        let description = ShortcutsWindow.description()
        let reader = ShortcutsReader()
        let parser = XMLParser(data: Data(description.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "not XML: \(String(describing: parser.parserError))")
        let expected = WindowAction.allCases.map { ($0.accelerators.joined(separator: " "), $0.title) } + ContextKey.all.map { ($0.keys, $0.title) }
        #expect(reader.shortcuts.count == expected.count)
        for (keys, title) in expected {
            #expect(reader.shortcuts.contains { $0.accelerator == keys && $0.title == title }, "\(keys) \(title) is not listed")
        }
        #expect(reader.groups == KeyGroup.allCases.map(\.rawValue))
        #expect(ShortcutsWindow.escaped("<Alt>a & \"b\"") == "&lt;Alt&gt;a &amp; &quot;b&quot;")
    }

    /// ChatNeighbour: the list's order, stopping at its ends; from no chat (or one not listed),
    /// the first going down and the last going up.
    @Test(arguments: [
        (current: ChatRef?.some(.direct(2)), below: true, expected: ChatRef?.some(.direct(3))),
        (current: .some(.direct(2)), below: false, expected: .some(.group(1))),
        (current: .some(.group(1)), below: false, expected: nil),
        (current: .some(.direct(3)), below: true, expected: nil),
        (current: nil, below: true, expected: .some(.group(1))),
        (current: nil, below: false, expected: .some(.direct(3))),
        (current: .some(.direct(9)), below: true, expected: .some(.group(1))),
    ])
    func chatNeighbour(current: ChatRef?, below: Bool, expected: ChatRef?) {
        #expect(ChatNeighbour.ref(in: [.group(1), .direct(2), .direct(3)], from: current, below: below) == expected)
        #expect(ChatNeighbour.ref(in: [], from: current, below: below) == nil)
    }
}

/// What a notification says (SimpleX's preview modes), made plain.
@Suite struct NotificationContentTests {
    static func attention(_ text: String, sender: String? = "alice", mention: Bool = false) -> Attention {
        Attention(chat: .group(4), chatName: "Book Club", sender: sender, text: text, mention: mention, unreadElsewhere: 3)
    }

    /// The three modes: the message names the chat and says the text after its sender; contact
    /// names the chat only; hidden names nobody and says nothing of the message.
    @Test(arguments: [
        (preview: NotificationPreview.message, mention: false, title: "Book Club", body: String?.some("alice: see you at 8")),
        (preview: .contact, mention: false, title: "Book Club", body: .some("New message")),
        (preview: .contact, mention: true, title: "Book Club", body: .some("You were mentioned")),
        (preview: .hidden, mention: true, title: "New message", body: nil),
    ])
    func previewModes(preview: NotificationPreview, mention: Bool, title: String, body: String?) {
        let content = NotificationContent(Self.attention("see you at 8", mention: mention), preview: preview, markupBody: true)
        #expect(content.title == title)
        #expect(content.body == body)
        #expect(content.chat == "#4")
    }

    /// Other people's text is plain: markup escaped for a server that reads it, as sent for one
    /// that does not; control characters shown, not sent; secrets hidden; links by their text;
    /// one line; cut at the limit.
    @Test(arguments: [
        (text: "<b>hi</b> & <a href='x'>y</a>", markup: true, body: "alice: &lt;b&gt;hi&lt;/b&gt; &amp; &lt;a href='x'&gt;y&lt;/a&gt;"),
        (text: "<b>hi</b> & more", markup: false, body: "alice: <b>hi</b> & more"),
        (text: "the code is #1234# now", markup: false, body: "alice: the code is … now"),
        (text: "two\nlines", markup: false, body: "alice: two lines"),
        (text: "bell\u{7}", markup: false, body: "alice: bell\u{2407}"),
        (text: "[the site](https://example.com)", markup: false, body: "alice: the site"),
        (text: "", markup: false, body: "alice: New message"),
    ])
    func plainText(text: String, markup: Bool, body: String) {
        #expect(NotificationContent(Self.attention(text), preview: .message, markupBody: markup).body == body)
    }

    @Test func aLongMessageIsCut() {
        let body = NotificationContent(Self.attention(String(repeating: "a", count: 500), sender: nil), preview: .message, markupBody: false).body
        #expect(body?.count == NotificationContent.bodyLimit)
        #expect(body?.hasSuffix("…") == true)
    }
}

/// What the window remembers, and the autostart entry.
@Suite struct DesktopStateTests {
    @Test func theStateReadsBackAsWritten() {
        var state = DesktopState()
        state.runInBackground = true
        #expect(DesktopState(text: state.text) == state)
        state.startAtLogin = true
        state.runInBackground = false
        #expect(DesktopState(text: state.text) == state)
        for theme in ThemeName.allCases {
            state.theme = theme
            #expect(DesktopState(text: state.text) == state)
        }
    }

    /// A damaged file never stops the window: what cannot be read is off.
    @Test(arguments: ["", "run_in_background = yes", "run_in_background", "colour = true\n\u{0}\u{1}", "= true", "theme = sepia", "theme = system", "theme"])
    func aDamagedFileIsOff(text: String) {
        #expect(DesktopState(text: text) == DesktopState())
    }

    @Test func aFileOnDiskIsKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("parley/desktop").path
        #expect(DesktopState.load(path) == DesktopState())
        var state = DesktopState()
        state.startAtLogin = true
        #expect(state.save(path))
        #expect(DesktopState.load(path) == state)
    }

    /// Exec arguments as the Desktop Entry Specification quotes them.
    @Test(arguments: [
        (argument: "/usr/bin/parley", written: "/usr/bin/parley"),
        (argument: "/home/me/My Chats/a.db", written: "\"/home/me/My Chats/a.db\""),
        (argument: "a\"b$c`d\\e", written: "\"a\\\"b\\$c\\`d\\\\e\""),
        (argument: "100%", written: "100%%"),
        (argument: "", written: "\"\""),
    ])
    func execArguments(argument: String, written: String) {
        #expect(Autostart.execArgument(argument) == written)
    }

    @Test func theAutostartEntryRunsTheCommand() {
        let entry = Autostart.entry(running: ["/opt/parley/bin/parley", "gui", "--background", "--db", "/home/me/a b.db"])
        #expect(entry.contains("\nExec=/opt/parley/bin/parley gui --background --db \"/home/me/a b.db\"\n"))
        #expect(entry.hasPrefix("[Desktop Entry]\nType=Application\n"))
        #expect(entry.contains("\nIcon=io.github.parley.Parley\n"))
    }

    /// The file is written and removed where it belongs.
    @Test func theAutostartFileComesAndGoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-autostart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/io.github.parley.Parley.desktop"
        #expect(Autostart.set(true, command: ["parley", "gui", "--background"], folder: folder, connection: nil, translator: .english) == nil)
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(Autostart.set(false, command: ["parley", "gui", "--background"], folder: folder, connection: nil, translator: .english) == nil)
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(Autostart.set(true, command: ["parley"], folder: nil, connection: nil, translator: .english) != nil)
    }
}

/// Reads the shortcuts window's description: its groups' titles and its shortcuts.
private final class ShortcutsReader: NSObject, XMLParserDelegate {
    var groups: [String] = []
    var shortcuts: [(accelerator: String, title: String)] = []
    private var objects: [String] = []
    private var property: String?
    private var text = ""
    private var current: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if element == "object" { objects.append(attributes["class"] ?? "") }
        if element == "property" { property = attributes["name"]; text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "property", let property {
            if objects.last == "GtkShortcutsGroup", property == "title" { groups.append(text) }
            if objects.last == "GtkShortcutsShortcut" { current[property] = text }
            self.property = nil
        }
        if element == "object", objects.popLast() == "GtkShortcutsShortcut" {
            shortcuts.append((current["accelerator"] ?? "", current["title"] ?? ""))
            current = [:]
        }
    }
}
