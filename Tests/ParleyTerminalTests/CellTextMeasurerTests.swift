import ChatLayout
import Testing

/// The terminal `TextMeasurer` (issue 11; seed 000 §9): cells wide, rows high.
@Suite struct CellTextMeasurerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var text: String
        var width: Double
        var wraps = true
        /// Each line's text and width.
        var lines: [(String, Double)]
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "text that fits is one line", text: "hello world", width: 20, lines: [("hello world", 11)]),
        Case(rule: "lines break after spaces, which hang", text: "hello wide world", width: 11, lines: [("hello wide ", 10), ("world", 5)]),
        Case(rule: "a word exactly filling the width stays", text: "abc def", width: 3, lines: [("abc ", 3), ("def", 3)]),
        Case(rule: "a long word breaks by cluster", text: "abcdefgh", width: 3, lines: [("abc", 3), ("def", 3), ("gh", 2)]),
        Case(rule: "a wide cluster never splits and moves to the next line", text: "ab世界", width: 3, lines: [("ab", 2), ("世", 2), ("界", 2)]),
        Case(rule: "a wide cluster wider than the width stands alone", text: "世界", width: 1, lines: [("世", 2), ("界", 2)]),
        Case(rule: "emoji sequences are one cluster of two cells", text: "hi 👨‍👩‍👧‍👦 🇫🇷", width: 5, lines: [("hi 👨‍👩‍👧‍👦 ", 5), ("🇫🇷", 2)]),
        Case(rule: "combining marks stay with their letter", text: "e\u{0301}e\u{0301}e\u{0301}", width: 2, lines: [("e\u{0301}e\u{0301}", 2), ("e\u{0301}", 1)]),
        Case(rule: "a newline is a hard break and belongs to no line", text: "one\ntwo", width: 20, lines: [("one", 3), ("two", 3)]),
        Case(rule: "a trailing newline ends with an empty line", text: "one\n", width: 20, lines: [("one", 3), ("", 0)]),
        Case(rule: "empty text is one empty line", text: "", width: 20, lines: [("", 0)]),
        Case(rule: "unwrapped text keeps its lines whole", text: "a long code line\nx", width: 4, wraps: false, lines: [("a long code line", 16), ("x", 1)]),
    ]

    @Test("Lines of a paragraph", arguments: cases)
    func lines(_ c: Case) {
        let paragraph = TextParagraph(runs: [TextRun(c.text, font: FontSpec(size: 14))], wraps: c.wraps)
        let measured = CellTextMeasurer().measure(paragraph, maxWidth: c.width)
        let characters = Array(c.text)
        let got = measured.lines.map { (String(characters[$0.characters]), $0.width) }
        #expect(got.map(\.0) == c.lines.map(\.0))
        #expect(got.map(\.1) == c.lines.map(\.1))
        #expect(measured.lines.map(\.top) == (0..<c.lines.count).map(Double.init))
        #expect(measured.lines.allSatisfy { $0.height == 1 && $0.baseline == $0.top + 1 })
    }

    @Test("Runs are measured as one text; offsets count Characters across them")
    func runsJoin() {
        let font = FontSpec(size: 14)
        let paragraph = TextParagraph(runs: [TextRun("👍🏽 ab", font: font), TextRun("cd ef", font: font.with(weight: .bold))])
        let measured = CellTextMeasurer().measure(paragraph, maxWidth: 7)
        #expect(measured.lines.map(\.characters) == [0..<7, 7..<9])
        #expect(measured.lines.map(\.width) == [7, 2])
    }

    @Test("The last line's direction comes from its first letter", arguments: [
        ("hello", false), ("שלום", true), ("123 مرحبا", true), ("שלום\nhello", false), ("", false),
    ])
    func direction(text: String, rightToLeft: Bool) {
        let paragraph = TextParagraph(runs: [TextRun(text, font: FontSpec(size: 14))])
        #expect(CellTextMeasurer().measure(paragraph, maxWidth: 80).endsRightToLeft == rightToLeft)
    }
}

private extension FontSpec {
    func with(weight: Weight) -> FontSpec {
        FontSpec(size: size, weight: weight, italic: italic, monospace: monospace)
    }
}
