import ChatSession
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 "A settings file": the `?` sheet and the hint line show the keys as the file's
/// `[keys]` binds them, not the defaults they replaced.
@Suite struct ClientReboundKeysTests {
    static func keys(_ text: String) throws -> KeyBindings {
        try ClientSettings(file: Array(("[keys]\n" + text).utf8), home: nil).keys
    }

    static let file = "toggle_layout = \"alt-t\"\nreply = \"ctrl-r\"\nswitch_profile = \"P\"\nhelp = \"f2\""

    /// Rule: a key as people read it.
    static let labels: [(spec: String, label: String)] = [
        ("ctrl-t", "Ctrl-T"), ("alt-shift-m", "Alt-Shift-M"), ("f2", "F2"), ("pgup", "PgUp"), ("up", "↑"), ("x", "x"), ("shift-p", "P"), ("enter", "Enter"),
    ]

    @Test("Keys are labelled as the help writes them", arguments: labels)
    func keyLabels(spec: String, label: String) throws {
        let key = try #require(KeyChord.key(spec))
        #expect(KeyChord.label(of: key) == label)
    }

    @Test("The hint lines say the keys bound, not the defaults")
    func hintLines() throws {
        var client = ClientDriver.opened(ClientDriver.team, size: GridSize(rows: 24, columns: 160))
        client.model.state.keys = try Self.keys(Self.file)
        #expect(client.screenLines.last?.contains("Alt-T layout") == true && client.screenLines.last?.contains("Ctrl-T layout") == false, "\(client.screen)")
        #expect(client.screenLines.last?.contains("F2 keys") == true)
        client.focus("changelog")
        #expect(client.screenLines.last?.contains("Ctrl-R reply") == true && client.screenLines.last?.contains("r reply") == false, "\(client.screen)")

        var list = ClientDriver.list(size: GridSize(rows: 24, columns: 120))
        list.model.state.keys = try Self.keys(Self.file)
        #expect(list.screenLines.last?.contains("P profiles") == true, "\(list.screen)")
    }

    @Test("The keys sheet lists the keys bound")
    func keysSheet() throws {
        let entries = HelpText.entries(.english, keys: try Self.keys(Self.file))
        #expect(entries.contains { $0.keys == "Alt-T" && $0.what == "terminal ⇄ classic layout" })
        #expect(entries.contains { $0.keys == "Ctrl-R e d" && $0.what == "reply, edit, delete" })
        #expect(entries.contains { $0.keys == "P" && $0.what == "switch profile" })
        #expect(entries.contains { $0.keys == "F2" && $0.what == "these keys" })
        #expect(HelpText.entries(.english) .contains { $0.keys == "Ctrl-T" && $0.what == "terminal ⇄ classic layout" }, "the defaults as they were")
    }
}
