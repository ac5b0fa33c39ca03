import ChatBackend
import ChatLayout
import ChatSession
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D22: text in narrow spaces — the compose bar wraps between words and no line
/// starts with the space it broke at; a dialog's and a menu's lines, and a list row's long
/// name, end in "…" where they are cut.
@Suite struct ClientNarrowTextTests {
    /// Rule: lines break after the last space that fits; a word longer than a line is cut.
    static let wraps: [(rule: String, text: String, width: Int, lines: [String])] = [
        ("a word that does not fit goes to the next line whole", "a narrow terminal", 10, ["a narrow ", "terminal"]),
        ("the space a line breaks at is not the next line's first", "narrow terminal", 6, ["narrow", "termin", "al"]),
        ("a word longer than a line is cut by cluster", "abcdefghijkl", 5, ["abcde", "fghij", "kl"]),
        ("hard breaks stay; a full last line puts the cursor on the next", "one two\nthree", 5, ["one ", "two", "three", ""]),
        ("wide clusters count two cells", "日本語 テキスト", 6, ["日本語", "テキス", "ト"]),
    ]

    @Test(arguments: wraps)
    func composeBarWrapsBetweenWords(rule: String, text: String, width: Int, lines: [String]) {
        var editor = ComposeEditor()
        editor.set(text)
        let layout = editor.layout(width: width)
        #expect(layout.lines == lines, "\(rule)")
        #expect(layout.lines.allSatisfy { CellWidth.of($0) <= width }, "\(rule)")
        #expect(layout.lines.dropFirst().allSatisfy { !$0.hasPrefix(" ") }, "\(rule)")
    }

    @Test("The cursor follows a word carried to the next line")
    func cursorFollowsTheCarriedWord() {
        var editor = ComposeEditor()
        editor.set("a narrow terminal")
        #expect(editor.layout(width: 10).cursor == GridPoint(row: 1, column: 8))
    }

    @Test("At 40 columns New chat's entries and a long link's message end in … or wrap, never cut bare")
    func dialogsCutWithAnEllipsis() throws {
        var client = ClientDriver.list(size: GridSize(rows: 24, columns: 40))
        client.type("n")
        let menu = client.screenLines.filter { $0.contains("│") && $0.contains("  ") && $0.range(of: #"\d  "#, options: .regularExpression) != nil }
        #expect(menu.contains { $0.contains("Connect with a link") && $0.contains("…") }, "\(menu)")
        for rows in [14, 24] {
            var client = ClientDriver.list(size: GridSize(rows: rows, columns: 40))
            client.send(.commandLine("/c"))
            client.answerCommand(with: .invitation(connLinkInvitation: CreatedConnLink(connFullLink: "simplex:/invitation#/?v=2-7&smp=x", connShortLink: "https://smp.example/i#abc"),
                                                   connection: Fixtures.pendingConnection, user: Fixtures.user))
            let screen = client.screen
            #expect(screen.contains("[Copy]"), "the buttons show at \(rows) rows:\n\(screen)")
            if rows == 14 { #expect(screen.contains("rows: make") && screen.contains("terminal larger"), "the QR code's message wraps whole:\n\(screen)") }
        }
    }

    @Test("A long contact name is cut with … and leaves room for the preview")
    func longNamesAreCut() throws {
        var long = ClientDriver.bob
        guard case var .direct(contact) = long.chatInfo else { Issue.record("bob is a contact"); return }
        contact.profile.displayName = String(repeating: "verylongname", count: 8)
        contact.localDisplayName = contact.profile.displayName
        long.chatInfo = .direct(contact: contact)
        let client = ClientDriver.list([ClientDriver.team, long], size: GridSize(rows: 24, columns: 80))
        let row = try #require(client.screenLines.first { $0.contains("verylongname") })
        #expect(row.contains("…"), "\(row)")
        #expect(row.contains("Don't forget"), "the preview shows: \(row)")
    }
}
