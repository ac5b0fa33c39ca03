import Foundation
import SimpleXMarkdown
import SimpleXMarkdownLegacy
import SimpleXModel
import TestSupport

/// The one-pass parser against the previous implementation, over the corpus, the hostile
/// inputs, the core's vectors and random texts of markdown pieces.
enum MarkdownDifferential {
    static func run() {
        var inputs = ChatCorpus.messages(bytes: 10_000_000)
        inputs += MarkdownBenchmark.hostileInputs().map { String($0.1.utf8.prefix(50_000))! }
        if let data = FileManager.default.contents(atPath: "../Tests/Fixtures/simplex-tests/markdown-cases.json"),
           let json = try? JSONDecoder().decode(JSONValue.self, from: data), case let .array(cases)? = json["cases"] {
            inputs += cases.compactMap { $0["input"]?.stringValue }
        }
        var random = SeededRandom(seed: 7)
        let pieces = ["*", "_", "~", "`", "#", "!", "@", "/", "[", "]", "(", ")", "+", "1", "23", ".", ":", "|", "-", ">", " ", "  ", "    ", "\n", "\n\n",
                      "a", "bc", "é", "привет", "👍", "\u{A0}", "'", "!1 ", "!- ", "https://", "http://", "simplex:/", "x.io", "example.com", "a@b.c",
                      "```", "~~~", "# ", "- ", "1. ", "2) ", "> ", "|---|", "|:-|-:|", "---", "***", "\\", "\"", "?", "=", "&", "%20",
                      "https://simplex.chat/contact#/?v=2&smp=smp%3A%2F%2Fu2dS9sG8nMNURyZwqASV4yROM28Er0luVTx5X1CsMrU%3D%40smp4.simplex.im%2FKBCmxJ3-lEjpWLPPkI6OWPk-YJneU5uY%23%2F%3Fv%3D1-2%26dh%3DMCowBQYDK2VuAyEAB7vDGKTKhgVGmr6ZRlAfKxjvMV6zB3Nkno0gvt-t8Nw%253D&data=%7B%22type%22%3A%22group%22%2C%22groupLinkId%22%3A%22ndsbiRQ%3D%3D%22%7D",
                      "https://smp4.simplex.im/a#lrdvu2d8A1GumSmoKb2krQmtKhWXq-tyGpHuM7aMwsw", "simplex:/g#lrdvu2d8A1GumSmoKb2krQmtKhWXq-tyGpHuM7aMwsw?h=smp4.simplex.im"]
        for _ in 0..<300_000 {
            let count = Int(random.next() % 24)
            inputs.append((0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        let phonePieces = ["1", "23", "456", " ", "  ", "-", ".", "+", "(", ")", "x", "*", "\n", "> ", "- ", "1. ", "|", "---", "#"]
        for _ in 0..<200_000 {
            let count = Int(random.next() % 60)
            inputs.append((0..<count).map { _ in phonePieces[Int(random.next() % UInt64(phonePieces.count))] }.joined())
        }
        var mismatches = 0
        for input in inputs {
            let new = MarkdownText(input)
            let sameInline = new.formattedText == SimpleXMarkdownLegacy.InlineMarkdown.formattedText(input)
            let sameBlocks = new.blocks == SimpleXMarkdownLegacy.BlockMarkdown.blocks(input)
            let sameSpans = new.spans == SimpleXMarkdownLegacy.InlineMarkdown.spans(input[...])
            if !(sameInline && sameBlocks && sameSpans) {
                mismatches += 1
                if mismatches <= 12 {
                    print("MISMATCH inline=\(sameInline) blocks=\(sameBlocks) spans=\(sameSpans): \(String(input.prefix(300)).debugDescription)")
                    if !sameBlocks {
                        print("  new: \(String(describing: new.blocks).prefix(600))")
                        print("  old: \(String(describing: SimpleXMarkdownLegacy.BlockMarkdown.blocks(input)).prefix(600))")
                    }
                    if !sameInline {
                        print("  new: \(String(describing: new.formattedText).prefix(600))")
                        print("  old: \(String(describing: SimpleXMarkdownLegacy.InlineMarkdown.formattedText(input)).prefix(600))")
                    }
                }
            }
        }
        print("\(inputs.count) inputs, \(mismatches) mismatches")
        exit(mismatches == 0 ? 0 : 1)
    }
}

/// Writes the previous implementation's answers for a sample of texts, for the tests.
enum MarkdownRecording {
    struct Case: Encodable {
        var input: String
        var formattedText: [FormattedText]?
        var blocks: [MarkdownBlock]?
        var spans: [FormattedText]
    }

    static func run(to path: String) {
        let corpus = ChatCorpus.messages(bytes: 10_000_000)
        var inputs = stride(from: 0, to: corpus.count, by: corpus.count / 150).map { corpus[$0] }
        inputs += MarkdownBenchmark.hostileInputs().map { String($0.1.utf8.prefix(300))! }
        var random = SeededRandom(seed: 2027)
        let pieces = ["*", "_", "~", "`", "#", "!", "@", "/", "[", "]", "(", ")", "+", "1", "23", ".", ":", "|", "-", ">", " ", "  ", "    ", "\n", "\n\n",
                      "a", "bc", "é", "привет", "👍", "\u{A0}", "'", "!1 ", "!- ", "https://", "x.io", "example.com", "a@b.c",
                      "```", "~~~", "# ", "- ", "1. ", "2) ", "> ", "|---|", "|:-|-:|", "---", "***", "\\", "?", "=", "&"]
        let phonePieces = ["1", "23", "456", " ", "-", ".", "+", "(", ")", "x", "\n", "> ", "- "]
        for round in 0..<500 {
            let alphabet = round % 5 == 4 ? phonePieces : pieces
            let count = Int(random.next() % 20) + 1
            inputs.append((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined())
        }
        let cases = inputs.map { input in
            Case(input: input, formattedText: SimpleXMarkdownLegacy.InlineMarkdown.formattedText(input),
                 blocks: SimpleXMarkdownLegacy.BlockMarkdown.blocks(input), spans: SimpleXMarkdownLegacy.InlineMarkdown.spans(input[...]))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = cases.map { String(decoding: (try? encoder.encode($0)) ?? Data(), as: UTF8.self) }
        let data = Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8)
        FileManager.default.createFile(atPath: path, contents: data)
        print("\(cases.count) cases, \(data.count) bytes")
    }
}
