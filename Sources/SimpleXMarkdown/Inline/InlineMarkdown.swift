import SimpleXModel

/// SimpleX inline markdown, span for span as the core computes `formattedText`
/// (the core's `Markdown.hs` at the version of its test vectors, with `small` text and
/// `hyperLink` as the current core names it).
public enum InlineMarkdown {
    /// What the core sends as `formattedText` for a message: nil when nothing is formatted.
    ///
    /// Lines split on `\n` (a final line break adds no line) are parsed one by one and joined
    /// with `\n` text. A message of one line whose first non-space character is `/` is one
    /// `command` span (its text after the `/`); one of a single non-space character has no
    /// formatting. O(length).
    public static func formattedText(_ text: String) -> [FormattedText]? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") || text.isEmpty {
            lines.removeLast()
        }
        guard !lines.isEmpty else { return nil }
        if lines.count == 1 {
            let line = lines[0]
            let command = line.drop { $0 == " " }.dropFirst()
            if command.isEmpty {
                return nil
            }
            if line.drop(while: { $0 == " " }).first == "/" {
                return [FormattedText(format: .command(commandStr: String(command)), text: String(line))]
            }
        }
        let spans = joinedLines(lines)
        return spans.hasFormat ? spans.spans : nil
    }

    /// The spans of `text`, formatted or not, lines joined with `\n`: what the view draws for a
    /// text (a block's text, a table cell) whatever the core would send. Concatenated span texts
    /// reproduce `text`, except the markup characters of bold, italic, strikethrough, snippet,
    /// secret, colour and small. O(length).
    public static func spans(_ text: Substring) -> [FormattedText] {
        joinedLines(text.split(separator: "\n", omittingEmptySubsequences: false)).spans
    }

    private static func joinedLines(_ lines: [Substring]) -> SpanList {
        var spans = SpanList()
        for (number, line) in lines.enumerated() {
            if number > 0 {
                spans.append("\n")
            }
            spans.append(contentsOf: InlineParser.parseLine(line))
        }
        return spans
    }
}
