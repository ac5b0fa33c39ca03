import ChatLayout
import SimpleXMarkdown
import SimpleXModel

/// A message's text on one line of the terminal, its markdown drawn as the chat draws it
/// (issue 36 D18): the reply banner's quote and item info's "In reply to" and history show
/// `!1 Don't forget!` red, not its markup. Line breaks become spaces; every span is made safe
/// as a message's text is (`InlineStyles`).
enum MarkdownLine {
    /// The runs of `text` over `base`; past `limit` characters of shown text it is cut with `…`.
    static func runs(_ text: String, base: CellStyle, theme: TerminalTheme, limit: Int? = nil) -> [StyledText] {
        let oneLine = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
        let spans = InlineMarkdown.spans(oneLine)
        let styles = InlineStyles(theme: theme, revealSecrets: false, ownNames: [], base: base)
        guard let limit else { return styles.runs(spans) }
        return cut(spans, to: limit).map(styles.runs) ?? styles.runs(spans)
    }

    /// `spans` cut to `limit` characters of text and a `…`; nil when they are no longer.
    private static func cut(_ spans: [FormattedText], to limit: Int) -> [FormattedText]? {
        var kept: [FormattedText] = []
        var left = limit
        for span in spans {
            guard span.text.count > left else {
                kept.append(span)
                left -= span.text.count
                continue
            }
            if left > 0 { kept.append(FormattedText(format: span.format, text: String(span.text.prefix(left)))) }
            return kept + [FormattedText(text: "…")]
        }
        return nil
    }
}
