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
        MarkdownSource.read(text, formattedText)
    }

    private static func formattedText(_ source: MarkdownSource) -> [FormattedText]? {
        var lines = source.lines(0..<source.count)
        if source.bytes.last == .lineFeed || source.count == 0 {
            lines.removeLast()
        }
        guard let first = lines.first else { return nil }
        if lines.count == 1 {
            let start = source.end(of: first, whileByte: { $0 == .space })
            guard start < first.upperBound, source.scalarCount(start..<first.upperBound) > 1 else { return nil }
            if source[start] == UInt8(ascii: "/") {
                return [FormattedText(format: .command(commandStr: source.string(start + 1..<first.upperBound)), text: source.string(first))]
            }
        }
        let spans = parse(lines, of: source)
        return spans.hasFormat ? spans.formattedText(in: source) : nil
    }

    /// The spans of `text`, formatted or not, lines joined with `\n`: what the view draws for a
    /// text whatever the core would send. Concatenated span texts reproduce `text`, except the
    /// markup characters of bold, italic, strikethrough, snippet, secret, colour and small.
    /// O(length).
    public static func spans(_ text: some StringProtocol) -> [FormattedText] {
        MarkdownSource.read(text) { source in
            parse(source.lines(0..<source.count), of: source).formattedText(in: source)
        }
    }

    /// The spans of `lines` of `source`, joined with line breaks.
    static func parse(_ lines: [Range<Int>], of source: MarkdownSource) -> SpanList {
        var spans = SpanList()
        var previous: Range<Int>?
        for line in lines {
            if let previous {
                if line.lowerBound == previous.upperBound + 1, source[previous.upperBound] == .lineFeed {
                    spans.append(previous.upperBound..<line.lowerBound, in: source)
                } else {
                    spans.append(literal: "\n", in: source)
                }
            }
            InlineParser.parseLine(line, of: source, into: &spans)
            previous = line
        }
        return spans
    }
}

extension MarkdownSource {
    /// The lines of `range`, split on `\n`, without their line breaks (a final `\n` gives a
    /// last empty line).
    func lines(_ range: Range<Int>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        while true {
            let end = first(.lineFeed, in: start..<range.upperBound)
            lines.append(start..<end)
            guard end < range.upperBound else { return lines }
            start = end + 1
        }
    }
}
