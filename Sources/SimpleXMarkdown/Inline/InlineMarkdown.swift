import SimpleXModel

/// SimpleX inline markdown, span for span as the core computes `formattedText`
/// (the core's `Markdown.hs` at the version of its test vectors, with `small` text and
/// `hyperLink` as the current core names it). Both answers come from `MarkdownText`, which
/// parses inline and block markdown in one pass; a caller that needs both asks it once.
public enum InlineMarkdown {
    /// What the core sends as `formattedText` for a message: nil when nothing is formatted.
    ///
    /// Lines split on `\n` (a final line break adds no line) are parsed one by one and joined
    /// with `\n` text. A message of one line whose first non-space character is `/` is one
    /// `command` span (its text after the `/`); one of a single non-space character has no
    /// formatting. O(length).
    public static func formattedText(_ text: String) -> [FormattedText]? {
        MarkdownText(text).formattedText
    }

    /// The spans of `text`, formatted or not, lines joined with `\n`: what the view draws for a
    /// text whatever the core would send. Concatenated span texts reproduce `text`, except the
    /// markup characters of bold, italic, strikethrough, snippet, secret, colour and small.
    /// O(length).
    public static func spans(_ text: some StringProtocol) -> [FormattedText] {
        MarkdownText(String(text)).spans
    }
}
