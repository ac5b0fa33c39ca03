import SimpleXModel

/// Block markdown of a message (`ChatItem.markdownBlocks`): paragraphs, headings, bullet and
/// numbered lists (nested, with start numbers), block quotes, fenced code blocks, pipe tables and
/// thematic rules, with SimpleX inline formatting inside, and the empty lines typed before,
/// between and after blocks as `emptyLines` (spec: MsgContentView, terminal "MarkdownBlocksView").
///
/// A **markup token** is one piece of block syntax on a line: a blank line; each `>` quote
/// marker; each list-item marker; a heading marker; a fence line; a thematic rule; a table row
/// (delimiter rows included). Texts with more than `maxTokens` tokens get no blocks (inline only).
public enum BlockMarkdown {
    /// Above this many markup tokens a text is drawn as inline text only.
    public static let maxTokens = 2000
    /// The most empty lines one gap keeps.
    public static let maxEmptyLines = 100
    /// Quotes and list items nest this deep at most; deeper markers are text.
    public static let maxNesting = 8

    /// The blocks of `text`, or nil when it has no block syntax and no empty line, or more than
    /// `maxTokens` markup tokens. O(length).
    ///
    /// Empty lines after the last block: the line breaks after it, less one when the text does
    /// not end with a line break (the core removes one final line break from a message).
    public static func blocks(_ text: String) -> [MarkdownBlock]? {
        MarkdownSource.read(text, blocks)
    }

    private static func blocks(_ source: MarkdownSource) -> [MarkdownBlock]? {
        var lines = source.lines(0..<source.count)
        let endsWithLineBreak = source.bytes.last == .lineFeed
        if endsWithLineBreak {
            lines.removeLast()
        }
        let tokens = markupTokens(lines, of: source)
        guard tokens <= maxTokens else { return nil }
        var trailingBlank = 0
        while trailingBlank < lines.count, BlockLine(lines[lines.count - 1 - trailingBlank], of: source).isBlank {
            trailingBlank += 1
        }
        let lineBreaksAfter = trailingBlank + (endsWithLineBreak ? 1 : 0)
        let trailingGap = min(Swift.max(0, lineBreaksAfter - (endsWithLineBreak ? 0 : 1)), maxEmptyLines)
        guard tokens > 0 || trailingGap > 0 else { return nil }
        var blocks = BlockParser.blocks(Array(lines.dropLast(trailingBlank)), of: source)
        if trailingGap > 0 {
            blocks.append(.emptyLines(count: trailingGap))
        }
        return blocks
    }

    /// The markup tokens of `lines`, counting into containers (quotes, list items).
    static func markupTokens(_ lines: [Range<Int>], of source: MarkdownSource) -> Int {
        var count = 0
        var inTable = false
        for (position, line) in lines.enumerated() {
            var rest = line
            var kind = BlockLine(line, of: source)
            var level = 0
            while level < maxNesting, let content = kind.containerContent {
                level += 1
                count += 1
                rest = content
                kind = BlockLine(content, of: source)
            }
            switch kind {
            case .blank, .heading, .rule, .fence:
                count += 1
                inTable = false
            case .text:
                let startsTable = !inTable && TableSyntax.isRow(rest, of: source) && position + 1 < lines.count
                    && TableSyntax.alignments(lines[position + 1], of: source) != nil
                if inTable || startsTable {
                    count += 1
                    inTable = true
                }
            case .quote, .listItem:
                break
            }
        }
        return count
    }
}
