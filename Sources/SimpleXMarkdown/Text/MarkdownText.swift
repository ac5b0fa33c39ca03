import SimpleXModel

/// A message's text parsed once for both of its markdowns: the core's inline `formattedText`
/// and the view's `blocks`. One walk over the message's lines classifies each line for block
/// markdown and parses it inline; the blocks then reuse those spans for the paragraphs of the
/// message's own lines and parse inline only the text inside other blocks (a heading's, a
/// quote's, a list item's, a table cell's). Spans are byte ranges of the text with a compact
/// format: no `String` exists and nothing is allocated per span until `formattedText`,
/// `blocks` or `spans` is asked for, and those give exactly what `InlineMarkdown` and
/// `BlockMarkdown` do. O(length) to parse, O(length) for each answer.
///
/// A text without any markup byte and without a line break (most chat messages) is found so
/// in one scan and allocates nothing. A text of 2 GiB or more is read as plain text.
public struct MarkdownText: Sendable {
    /// The message's text as written, markup characters included.
    public let text: String
    private let parsed: Parsed?

    /// What the walk found; nil for plain text.
    private struct Parsed: Sendable {
        var spans: SpanList
        var tree: BlockTree
        /// The message's lines are the first `lineCount` lines of `spans`.
        var lineCount: Int
        var endsWithLineBreak: Bool
        var inline: InlineForm
        var hasBlocks: Bool
    }

    /// What `formattedText` is.
    private enum InlineForm: Sendable {
        case none
        /// A message of one line starting with `/` (after spaces): one `command` span.
        case command(line: Range<Int>, name: Range<Int>)
        case spans
    }

    /// Parses `text` once, in one walk over its lines; O(length).
    public init(_ text: String) {
        self.text = text
        parsed = MarkdownSource.read(text, Self.parse)
    }

    /// What the core sends as `formattedText` for the text (`InlineMarkdown.formattedText`).
    public var formattedText: [FormattedText]? {
        guard let parsed else { return nil }
        switch parsed.inline {
        case .none:
            return nil
        case let .command(line, name):
            return MarkdownSource.read(text) { source in
                [FormattedText(format: .command(commandStr: source.string(name)), text: source.string(line))]
            }
        case .spans:
            return MarkdownSource.read(text) { parsed.spans.formattedText(lines: 0..<parsed.lineCount, in: $0) }
        }
    }

    /// The block markdown of the text (`BlockMarkdown.blocks`).
    public var blocks: [MarkdownBlock]? {
        guard let parsed, parsed.hasBlocks else { return nil }
        return MarkdownSource.read(text) { parsed.tree.blocks(0..<parsed.tree.nodes.count, spans: parsed.spans, in: $0) }
    }

    /// The spans of the text, formatted or not (`InlineMarkdown.spans`).
    public var spans: [FormattedText] {
        guard let parsed else { return text.isEmpty ? [] : [FormattedText(text: text)] }
        return MarkdownSource.read(text) {
            parsed.spans.formattedText(lines: 0..<parsed.lineCount, trailingLineBreak: parsed.endsWithLineBreak, in: $0)
        }
    }

    private static func parse(_ source: MarkdownSource) -> Parsed? {
        guard source.count < Int(Int32.max) else { return nil }
        if source.count == 0 {
            // One blank line, as blocks see it: no blocks, but not none, and no spans.
            return Parsed(spans: SpanList(), tree: BlockTree(), lineCount: 0, endsWithLineBreak: false, inline: .none, hasBlocks: true)
        }
        let whole = 0..<source.count
        let endsWithLineBreak = source[source.count - 1] == .lineFeed
        let firstBreak = source.first(.lineFeed, in: whole)
        if firstBreak == source.count, !source.hasInlineTrigger(whole), BlockLine.isPlainText(whole, of: source) {
            return nil
        }
        // The walk: each line parsed inline, classified (`kinds`, for the blocks), and its
        // markup tokens counted (until there are too many for blocks).
        let textEnd = endsWithLineBreak ? source.count - 1 : source.count
        var spans = SpanList()
        spans.reserve(lines: 4, bytes: source.count)
        var tokens = MarkupTokenCounter()
        var kinds = LineKinds()
        var lineCount = 0
        var trailingBlank = 0
        var start = 0
        while true {
            let (end, firstMarkup) = source.lineEnd(from: start, to: textEnd)
            let line = start..<end
            if firstMarkup == end, start < end, source[start] != .space, !BlockLine.canStartBlock(source[start]) {
                // Plain text starting with a letter (most lines): one implicit plain piece, and a
                // text line without `|` (no table row).
                spans.appendPlainTextLine(line)
                tokens.addPlainText()
                kinds.appendPlainText()
                trailingBlank = 0
            } else {
                InlineParser.parseLine(line, of: source, into: &spans, textBefore: firstMarkup)
                if tokens.count <= BlockMarkdown.maxTokens {
                    let kind = BlockLine(line, of: source)
                    tokens.add(line, kind: kind, of: source)
                    kinds.append(kind)
                    trailingBlank = kind.isBlank ? trailingBlank + 1 : 0
                }
            }
            lineCount += 1
            guard end < textEnd else { break }
            start = end + 1
        }
        let inline = inlineForm(firstLine: 0..<min(firstBreak, textEnd), lineCount: lineCount, spans, source)
        let lineBreaksAfter = trailingBlank + (endsWithLineBreak ? 1 : 0)
        let trailingGap = min(max(0, lineBreaksAfter - (endsWithLineBreak ? 0 : 1)), BlockMarkdown.maxEmptyLines)
        let hasBlocks = tokens.count <= BlockMarkdown.maxTokens && (tokens.count > 0 || trailingGap > 0)
        var tree = BlockTree()
        if hasBlocks {
            (tree, spans) = BlockParser(messageLines: lineCount - trailingBlank, kinds: kinds, spans: consume spans, of: source).parse()
            if trailingGap > 0 {
                tree.append(.emptyLines(count: trailingGap))
            }
        }
        return Parsed(spans: spans, tree: tree, lineCount: lineCount, endsWithLineBreak: endsWithLineBreak, inline: inline, hasBlocks: hasBlocks)
    }

    /// A message of one line whose first non-space character is `/` is one `command` span (its
    /// text after the `/`); one of a single non-space character has no formatting; otherwise
    /// the spans, when any has a format.
    private static func inlineForm(firstLine first: Range<Int>, lineCount: Int, _ spans: SpanList, _ source: MarkdownSource) -> InlineForm {
        if lineCount == 1 {
            let start = source.end(of: first, whileByte: { $0 == .space })
            guard start < first.upperBound, source.scalarCount(start..<first.upperBound) > 1 else { return .none }
            if source[start] == UInt8(ascii: "/") {
                return .command(line: first, name: start + 1..<first.upperBound)
            }
        }
        return spans.hasFormat ? .spans : .none
    }
}
