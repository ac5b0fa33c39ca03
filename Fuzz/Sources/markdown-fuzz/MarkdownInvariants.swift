import Foundation
import SimpleXMarkdown
import SimpleXModel

/// One libFuzzer input: any bytes, read as a message's text (invalid UTF-8 repaired, as the
/// core's JSON would carry it). Inline and block markdown must return, and their results must
/// hold the parsers' invariants and encode as JSON; anything else stops the fuzzer.
func checkMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let spans = InlineMarkdown.spans(text)
    precondition(spans.allSatisfy { !$0.text.isEmpty }, "an empty span")
    precondition(zip(spans, spans.dropFirst()).allSatisfy { $0.format != $1.format }, "unmerged spans")
    if let formatted = InlineMarkdown.formattedText(text) {
        precondition(formatted.contains { $0.format != nil }, "formattedText without a format")
        precondition((try? SimpleXJSON.encode(formatted)) != nil, "formattedText does not encode")
    }
    if let blocks = BlockMarkdown.blocks(text) {
        precondition((try? SimpleXJSON.encode(blocks)) != nil, "blocks do not encode")
    }
    _ = EmojiText.size(of: text)
    return 0
}
