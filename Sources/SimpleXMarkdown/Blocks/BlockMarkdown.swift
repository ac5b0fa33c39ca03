import SimpleXModel

/// Block markdown of a message (`ChatItem.markdownBlocks`): paragraphs, headings, bullet and
/// numbered lists (nested, with start numbers), block quotes, fenced code blocks, pipe tables and
/// thematic rules, with SimpleX inline formatting inside, and the empty lines typed before,
/// between and after blocks as `emptyLines` (spec: MsgContentView, terminal "MarkdownBlocksView").
///
/// A **markup token** is one piece of block syntax on a line: a blank line; each `>` quote
/// marker; each list-item marker; a heading marker; a fence line; a thematic rule; a table row
/// (delimiter rows included). Texts with more than 2,000 tokens get no blocks (inline only).
public enum BlockMarkdown {
    /// Above this many markup tokens a text is drawn as inline text only.
    static let maxTokens = 2000
    /// The most empty lines one gap keeps.
    package static let maxEmptyLines = 100
    /// Quotes and list items nest this deep at most; deeper markers are text.
    package static let maxNesting = 8

    /// The blocks of `text`, or nil when it has no block syntax and no empty line, or more than
    /// 2,000 markup tokens. O(length).
    ///
    /// Empty lines after the last block: the line breaks after it, less one when the text does
    /// not end with a line break (the core removes one final line break from a message).
    public static func blocks(_ text: String) -> [MarkdownBlock]? {
        MarkdownText(text).blocks
    }
}
