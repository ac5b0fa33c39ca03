import SimpleXModel

/// What the view asks of a message's text, beyond its spans and blocks.
package enum MessageText {
    /// The text as the reader sees it: the spans' texts, without the markup characters of
    /// bold, italic, strikethrough, snippet, secret, colour and small. This is what search in a
    /// rendered chat matches. O(length).
    package static func plainText(_ spans: [FormattedText]) -> String {
        spans.map(\.text).joined()
    }

    /// The member names mentioned in the spans, in order, repeats included (the core's
    /// `mentionedNames`); keys into `ChatItem.mentions`.
    package static func mentionedNames(_ spans: [FormattedText]) -> [String] {
        spans.compactMap { span in
            if case let .mention(memberName)? = span.format { memberName } else { nil }
        }
    }

    /// One line of text for the terminal layout's `isOneLine`: no block markdown and no line
    /// break. (The item-level conditions — quote, header, events — are the timeline's.) The
    /// blocks are only asked for when the text has no line break: callers may parse them lazily.
    package static func isOneLine(_ text: String, blocks: @autoclosure () -> [MarkdownBlock]?) -> Bool {
        !text.contains("\n") && blocks() == nil
    }

    /// Text without block markdown that begins with a line break (`startsWithEmptyLine`).
    package static func startsWithEmptyLine(_ text: String) -> Bool {
        text.hasPrefix("\n")
    }

    /// The empty lines typed before the first block (`leadingEmptyLines`), 0 when none.
    package static func leadingEmptyLines(_ blocks: [MarkdownBlock]) -> Int {
        if case let .emptyLines(count)? = blocks.first { count } else { 0 }
    }

    /// Whether the first block is a card: a code block, table or rule (`MarkdownBlock.isCard`).
    package static func startsWithCard(_ blocks: [MarkdownBlock]) -> Bool {
        blocks.first?.isCard == true
    }

    /// Whether the first block is a heading.
    package static func startsWithHeading(_ blocks: [MarkdownBlock]) -> Bool {
        if case .heading? = blocks.first { true } else { false }
    }
}

extension MarkdownBlock {
    /// Code blocks, tables and rules are cards: drawn framed, with a paragraph gap to the
    /// blocks next to them (spec §9, MarkdownBlocksView).
    package var isCard: Bool {
        switch self {
        case .codeBlock, .table, .rule: true
        default: false
        }
    }
}
