import Foundation
import Testing
import TestSupport

/// `parley markdown [--blocks]`, run as a user runs it.
@Suite struct MarkdownCommandTests {
    private func markdown(_ arguments: [String], input: Data) throws -> ProcessOutput {
        try runParley(["markdown"] + arguments, input: input)
    }

    @Test func printsFormattedTextAndNullBlocks() throws {
        let result = try markdown([], input: Data("hi *there*".utf8))
        #expect(result.status == 0)
        #expect(result.stdout == #"{"formattedText":[{"text":"hi "},{"format":{"type":"bold"},"text":"there"}],"markdownBlocks":null}"# + "\n")
    }

    @Test func unformattedTextIsNull() throws {
        let result = try markdown(["--blocks"], input: Data("just words".utf8))
        #expect(result.stdout == #"{"formattedText":null,"markdownBlocks":null}"# + "\n")
    }

    @Test func blocksWhenAsked() throws {
        let result = try markdown(["--blocks"], input: Data("# Title\n\ntext".utf8))
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""markdownBlocks":[{"level":1,"text":[{"text":"Title"}],"type":"heading"},{"count":1,"type":"emptyLines"}"#))
    }

    @Test func invalidUTF8IsReadAsReplacementCharacters() throws {
        let result = try markdown(["--blocks"], input: Data([0xFF, 0xFE, 0x20, 0x2A, 0x78, 0x2A]))
        #expect(result.status == 0)
        #expect(result.stdout == #"{"formattedText":[{"text":"\#u{FFFD}\#u{FFFD} "},{"format":{"type":"bold"},"text":"x"}],"markdownBlocks":null}"# + "\n")
    }

    @Test func unknownOptionIsStatusTwo() throws {
        let result = try markdown(["--html"], input: Data())
        #expect(result.status == 2)
        #expect(result.stderr == "parley: unknown option --html; see parley markdown --help\n")
    }
}
