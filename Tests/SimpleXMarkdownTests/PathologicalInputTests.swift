import Foundation
import SimpleXMarkdown
import SimpleXModel
import Testing

/// Hostile texts parse completely, with sound output. They are 64 KiB here, as tests run in
/// debug; the benchmark parses them at 1 MB and measures their speed against ordinary text.
@Suite struct PathologicalInputTests {
    static let size = 1 << 16

    static let inputs: [(name: String, text: String)] = [
        ("asterisks", String(repeating: "*", count: size / 2)),
        ("backticks", String(repeating: "`", count: size / 10)),
        ("asterisks and spaces", String(repeating: "* ", count: size / 2)),
        ("nested brackets", String(repeating: "[", count: size / 2) + String(repeating: "]", count: size / 2)),
        ("unclosed brackets with spaces", String(repeating: "[ ", count: size / 2)),
        ("unclosed quoted mentions", String(repeating: "@'a ", count: size / 4)),
        ("colour openers", String(repeating: "!1 a ", count: size / 5)),
        ("secret openers", String(repeating: "#a ", count: size / 3)),
        ("phone-like digits", String(repeating: "1 ", count: size / 2)),
        ("nested quotes", String(repeating: "> ", count: size / 2) + "x"),
        ("nested list markers", String(repeating: "- ", count: size / 2) + "x"),
        ("list-like rule line", String(repeating: "* ", count: size / 2) + "x"),
        ("one long table row", "| a | b |\n|---|---|\n" + String(repeating: "| x ", count: size / 4)),
        ("many lines of quotes", String(repeating: "> > > q\n", count: size / 8)),
    ]

    @Test(arguments: inputs)
    func parsesCompletely(name: String, text: String) throws {
        let spans = InlineMarkdown.spans(text[...])
        #expect(!spans.isEmpty, "\(name)")
        #expect(zip(spans, spans.dropFirst()).allSatisfy { $0.format != $1.format }, "\(name): adjacent spans merge")
        #expect(spans.allSatisfy { !$0.text.isEmpty }, "\(name): no empty spans")
        if let formatted = InlineMarkdown.formattedText(text) {
            #expect(formatted.map(\.text).joined() == text, "\(name): formatted text keeps every character")
        }
        if let blocks = BlockMarkdown.blocks(text) {
            #expect(try SimpleXJSON.decode([MarkdownBlock].self, from: SimpleXJSON.encode(blocks)) == blocks, "\(name): blocks survive their JSON")
        }
    }

    @Test func asterisksAndBackticksStayText() {
        #expect(InlineMarkdown.formattedText(String(repeating: "*", count: Self.size / 2)) == nil)
        #expect(InlineMarkdown.formattedText(String(repeating: "`", count: Self.size / 10)) == nil)
        #expect(MessageText.plainText(InlineMarkdown.spans(String(repeating: "*", count: 1001)[...])) == String(repeating: "*", count: 1001))
    }
}
