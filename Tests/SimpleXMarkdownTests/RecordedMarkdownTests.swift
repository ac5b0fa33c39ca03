import Foundation
import SimpleXMarkdown
import SimpleXModel
import Testing
import TestSupport

/// `MarkdownText`'s one pass gives what the two-pass parser before it gave (inline and block
/// markdown parsed separately), recorded in `markdown-recorded.json` for a sample of chat-like
/// messages, the start of each hostile input of the benchmark and random strings of markdown
/// pieces. The one pass was checked against that parser on the benchmark's whole 10 MB corpus
/// and half a million random texts before it was removed; they differed only where the old
/// one repeated the spaces starting a line that failed inline inside a list item or quote
/// (`BlockMarkdownTests` pins the fixed answer).
@Suite struct RecordedMarkdownTests {
    struct Recorded: Decodable, Sendable, CustomTestStringConvertible {
        let input: String
        let formattedText: [FormattedText]?
        let blocks: [MarkdownBlock]?
        let spans: [FormattedText]
        var testDescription: String { input.debugDescription.prefix(60).description }
    }

    static let recorded: [Recorded] = {
        guard let data = try? Repository.data("Tests/Fixtures/markdown-recorded.json") else { return [] }
        return (try? JSONDecoder().decode([Recorded].self, from: data)) ?? []
    }()

    @Test func everyRecordIsRead() {
        #expect(Self.recorded.count == 660)
    }

    @Test(arguments: recorded)
    func onePassGivesTheRecordedSpansAndBlocks(_ record: Recorded) {
        let markdown = MarkdownText(record.input)
        #expect(markdown.formattedText == record.formattedText)
        #expect(markdown.blocks == record.blocks)
        #expect(markdown.spans == record.spans)
        #expect(InlineMarkdown.formattedText(record.input) == record.formattedText)
        #expect(BlockMarkdown.blocks(record.input) == record.blocks)
    }
}
