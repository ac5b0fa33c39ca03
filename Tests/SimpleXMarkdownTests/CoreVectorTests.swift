import Foundation
import SimpleXMarkdown
import SimpleXModel
import Testing
import TestSupport

/// The markdown vectors of the core's own test suite (`markdown-cases.json`). The vectors name
/// hyperlinks `webLink`, as the core did then; the current core (and its API schema) says
/// `hyperLink` with the same fields, which is what Parley writes.
@Suite struct CoreVectorTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let id: String
        let kind: String
        let input: String
        let expected: [FormattedText]?
        let expectedFormattedText: [FormattedText]?
        var testDescription: String { "\(id) \(input.debugDescription.prefix(60))" }
    }

    static let file: JSONValue = {
        guard let data = try? Repository.data("Tests/Fixtures/simplex-tests/markdown-cases.json"),
              let json = try? JSONDecoder().decode(JSONValue.self, from: data) else { return .null }
        return json
    }()

    static let vectors: [Vector] = {
        guard case let .array(cases)? = file["cases"] else { return [] }
        return cases.compactMap { record in
            guard let id = record["id"]?.stringValue, let kind = record["kind"]?.stringValue,
                  let input = record["input"]?.stringValue else { return nil }
            return Vector(id: id, kind: kind, input: input, expected: spans(record["expected"]), expectedFormattedText: spans(record["expected_formattedText"]))
        }
    }()

    /// Spans of a vector, with the old `webLink` tag read as `hyperLink`.
    static func spans(_ json: JSONValue?) -> [FormattedText]? {
        guard let json, json != .null, let data = try? SimpleXJSON.encode(json) else { return nil }
        let renamed = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""type":"webLink""#, with: #""type":"hyperLink""#)
        return try? SimpleXJSON.decode([FormattedText].self, from: Data(renamed.utf8))
    }

    @Test func allVectorsAreRead() {
        #expect(Self.vectors.count == 103)
    }

    @Test(arguments: vectors)
    func vectorParsesAsTheCore(_ vector: Vector) {
        switch vector.kind {
        case "parse":
            #expect(InlineMarkdown.spans(vector.input[...]) == vector.expected)
        default:
            #expect(InlineMarkdown.formattedText(vector.input) == vector.expected)
        }
        #expect(InlineMarkdown.formattedText(vector.input) == vector.expectedFormattedText)
    }

    @Test func chatParseMarkdownRepliesMatch() throws {
        guard case let .array(others)? = Self.file["other_cases"] else {
            Issue.record("no other_cases")
            return
        }
        let replies = others.filter { $0["kind"] == .string("chatParseMarkdown") }
        #expect(!replies.isEmpty)
        for reply in replies {
            let input = try #require(reply["input"]?.stringValue)
            let expected = try #require(reply["expected_json"]?.stringValue)
            let parsed = ParsedMarkdown(formattedText: InlineMarkdown.formattedText(input))
            #expect(try SimpleXJSON.text(parsed) == SimpleXJSON.text(SimpleXJSON.decode(ParsedMarkdown.self, from: Data(expected.utf8))))
        }
    }
}
