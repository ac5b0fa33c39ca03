import SimpleXMarkdown
import SimpleXModel

extension ChatItem {
    /// The inline spans of `text`, the item's text or a caption (seed 000 §3): the core's
    /// `formattedText` when it sent it, else the text parsed here, else the text as one plain
    /// span (the one parse fallback of every face).
    public func spans(of text: String) -> [FormattedText] {
        formattedText ?? InlineMarkdown.formattedText(text) ?? [FormattedText(text: text)]
    }
}

extension CIQuote {
    /// The inline spans of `text` drawn in the quote: the quote's own `formattedText` when
    /// `text` is the quoted text as sent (else, shortened, plain), parsed here when the core
    /// sent none.
    public func spans(of text: String) -> [FormattedText] {
        guard text == content.text else { return [FormattedText(text: text)] }
        return formattedText ?? InlineMarkdown.formattedText(text) ?? [FormattedText(text: text)]
    }
}
