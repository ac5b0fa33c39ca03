import ChatTimeline
import SimpleXMarkdown
import SimpleXModel

/// What a click on a link does (issue 33 "Links and text"): a SimpleX link asks whether to
/// connect through it (then `/c LINK`, the core's plan of it asked about as the terminal asks);
/// a link whose text is not its target asks before opening the target; any other opens.
enum LinkOpening: Hashable, Sendable {
    /// Open the target in the desktop's handler for it.
    case open
    /// A SimpleX link: ask to connect.
    case askSimplexLink
    /// The text shows something else than where it goes: ask, showing the target.
    case askDifferentTarget

    /// The choice for a link drawn as `text` going to `target`.
    static func decide(text: String, target: String) -> LinkOpening {
        if isSimplexLink(target) { return .askSimplexLink }
        let shown = text.trimmingCharacters(in: .whitespaces)
        let same = [shown, LinkTarget.web(shown), "mailto:" + shown, "tel:" + shown.filter { $0 != " " }].contains(target)
        return same ? .open : .askDifferentTarget
    }

    /// Whether `target` is a SimpleX link, as the core's markdown reads it.
    static func isSimplexLink(_ target: String) -> Bool {
        guard let spans = InlineMarkdown.formattedText(target), spans.count == 1, case .simplexLink? = spans[0].format else { return false }
        return true
    }
}
