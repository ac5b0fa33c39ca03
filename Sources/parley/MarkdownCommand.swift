import Foundation
import SimpleXMarkdown
import SimpleXModel

/// `parley markdown [--blocks]`: message text on stdin, what the core would send for it on stdout.
enum MarkdownCommand: ParleyCommand {
    static let name = "markdown"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley markdown [--blocks]

        Reads a message's text on standard input and prints, as one JSON object,
        {"formattedText": […] or null, "markdownBlocks": […] or null}:
        formattedText is the core's inline markdown (null when nothing is formatted);
        markdownBlocks, with --blocks, is the block markdown (null when the text has no block
        syntax and no empty line, or more than 2000 markup tokens). Formats are tagged JSON,
        e.g. {"text":"bold","format":{"type":"bold"}}. Invalid UTF-8 is read as U+FFFD.
        """)
    }

    static let options = CommandOptions(flags: ["--blocks"])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("markdown takes only --blocks")) }
        let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        let blocks = arguments.has("--blocks") ? BlockMarkdown.blocks(text) : nil
        do {
            let result = JSONValue.object([
                "formattedText": try JSONValue(encoding: InlineMarkdown.formattedText(text)),
                "markdownBlocks": try JSONValue(encoding: blocks),
            ])
            print(try SimpleXJSON.text(result))
            return 0
        } catch {
            return ParleyCLI.fail("markdown: \(error)")
        }
    }
}
