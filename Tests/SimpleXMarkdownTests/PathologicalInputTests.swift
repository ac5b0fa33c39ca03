import Foundation
import SimpleXMarkdown
import SimpleXModel
import Testing

/// Hostile texts of about 1 MB parse completely, with sound output. (Their speed against
/// ordinary text is measured by the benchmark, not here: tests run in debug.)
@Suite struct PathologicalInputTests {
    static let megabyte = 1 << 16

    static let inputs: [(name: String, text: String)] = [
        ("500k asterisks", String(repeating: "*", count: megabyte / 2)),
        ("100k backticks", String(repeating: "`", count: megabyte / 10)),
        ("asterisks and spaces", String(repeating: "* ", count: megabyte / 2)),
        ("nested brackets", String(repeating: "[", count: megabyte / 2) + String(repeating: "]", count: megabyte / 2)),
        ("unclosed brackets with spaces", String(repeating: "[ ", count: megabyte / 2)),
        ("unclosed quoted mentions", String(repeating: "@'a ", count: megabyte / 4)),
        ("colour openers", String(repeating: "!1 a ", count: megabyte / 5)),
        ("secret openers", String(repeating: "#a ", count: megabyte / 3)),
        ("phone-like digits", String(repeating: "1 ", count: megabyte / 2)),
        ("nested quotes", String(repeating: "> ", count: megabyte / 2) + "x"),
        ("nested list markers", String(repeating: "- ", count: megabyte / 2) + "x"),
        ("list-like rule line", String(repeating: "* ", count: megabyte / 2) + "x"),
        ("one long table row", "| a | b |\n|---|---|\n" + String(repeating: "| x ", count: megabyte / 4)),
        ("many lines of quotes", String(repeating: "> > > q\n", count: megabyte / 8)),
    ]

    @Test(arguments: inputs)
    func parsesCompletely(name: String, text: String) throws {
        let spans = InlineMarkdown.spans(text[...])
        #expect(!spans.isEmpty, "\(name)")
        #expect(zip(spans, spans.dropFirst()).allSatisfy { $0.format != $1.format }, "\(name): adjacent spans merge")
        #expect(spans.allSatisfy { !$0.text.isEmpty }, "\(name): no empty spans")
        if let formatted = InlineMarkdown.formattedText(text) {
            #expect(formatted.contains { $0.format != nil })
        }
        if let blocks = BlockMarkdown.blocks(text) {
            #expect(try SimpleXJSON.encode(blocks).count > 0, "\(name)")
        }
    }

    @Test func asterisksAndBackticksStayText() {
        #expect(InlineMarkdown.formattedText(String(repeating: "*", count: Self.megabyte / 2)) == nil)
        #expect(InlineMarkdown.formattedText(String(repeating: "`", count: Self.megabyte / 10)) == nil)
        #expect(MessageText.plainText(InlineMarkdown.spans(String(repeating: "*", count: 1001)[...])) == String(repeating: "*", count: 1001))
    }
}
