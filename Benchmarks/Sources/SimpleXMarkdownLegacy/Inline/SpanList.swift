import SimpleXModel

/// Spans as they are parsed: byte ranges of the source with an index into a side table of
/// formats, so that the common case — plain text — touches no `Format` at all and most messages
/// never become strings. Adjacent spans with equal formats merge and empty spans are dropped,
/// as the core's `Markdown` concatenation does.
struct SpanList {
    /// A span's text is `start..<end` of the source, or `literals[literal]` when `literal` ≥ 0.
    fileprivate struct Span {
        var format: Int32
        var literal: Int32
        var start: Int
        var end: Int
    }

    /// Where a list was, to go back to (`rollback`).
    struct Checkpoint {
        fileprivate let count: Int
        fileprivate let last: Span?
        fileprivate let hasFormat: Bool
    }

    private static let plain: Int32 = -1
    private var spans: [Span] = []
    private var formats: [Format] = []
    private var literals: [String] = []
    private(set) var hasFormat = false

    /// Appends the text of `range` of the source, with `format`.
    mutating func append(_ range: Range<Int>, _ format: Format? = nil, in source: MarkdownSource) {
        guard !range.isEmpty else { return }
        var formatIndex = Self.plain
        if let format {
            hasFormat = true
            if let last = spans.last, last.format != Self.plain, formats[Int(last.format)] == format {
                formatIndex = last.format
            } else {
                formatIndex = Int32(formats.count)
                formats.append(format)
            }
        }
        if let last = spans.last, last.format == formatIndex {
            if last.literal < 0, last.end == range.lowerBound {
                spans[spans.count - 1].end = range.upperBound
            } else {
                mergeIntoLast(source.string(range), in: source)
            }
            return
        }
        spans.append(Span(format: formatIndex, literal: -1, start: range.lowerBound, end: range.upperBound))
    }

    /// Appends plain text that is not in the source (the line break between separate lines).
    mutating func append(literal text: String, in source: MarkdownSource) {
        guard !text.isEmpty else { return }
        if let last = spans.last, last.format == Self.plain {
            mergeIntoLast(text, in: source)
            return
        }
        spans.append(Span(format: Self.plain, literal: Int32(literals.count), start: 0, end: 0))
        literals.append(text)
    }

    var checkpoint: Checkpoint {
        Checkpoint(count: spans.count, last: spans.last, hasFormat: hasFormat)
    }

    /// Forgets what was appended since `checkpoint` (formats and literals added since stay
    /// unreferenced in the side tables).
    mutating func rollback(to checkpoint: Checkpoint) {
        spans.removeSubrange(checkpoint.count...)
        if let last = checkpoint.last {
            spans[spans.count - 1] = last
        }
        hasFormat = checkpoint.hasFormat
    }

    func formattedText(in source: MarkdownSource) -> [FormattedText] {
        spans.map { span in
            FormattedText(format: span.format == Self.plain ? nil : formats[Int(span.format)], text: text(of: span, in: source))
        }
    }

    private func text(of span: Span, in source: MarkdownSource) -> String {
        span.literal >= 0 ? literals[Int(span.literal)] : source.string(span.start..<span.end)
    }

    /// Appends `text` to the last span, which becomes a literal.
    private mutating func mergeIntoLast(_ text: String, in source: MarkdownSource) {
        let last = spans[spans.count - 1]
        if last.literal >= 0 {
            literals[Int(last.literal)] += text
        } else {
            spans[spans.count - 1].literal = Int32(literals.count)
            literals.append(self.text(of: last, in: source) + text)
        }
    }
}
