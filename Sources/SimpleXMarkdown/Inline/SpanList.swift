import SimpleXModel

/// Spans as they are parsed: adjacent spans with equal formats merge and empty spans are
/// dropped, as the core's `Markdown` concatenation does.
struct SpanList {
    private(set) var spans: [FormattedText] = []

    mutating func append(_ text: String, _ format: Format? = nil) {
        guard !text.isEmpty else { return }
        if let last = spans.last, last.format == format {
            spans[spans.count - 1].text += text
        } else {
            spans.append(FormattedText(format: format, text: text))
        }
    }

    mutating func append(contentsOf other: SpanList) {
        for span in other.spans {
            append(span.text, span.format)
        }
    }

    var hasFormat: Bool {
        spans.contains { $0.format != nil }
    }
}
