/// What `Transcript.render` makes.
///
/// ```swift
/// let svg = try transcript.render(.svg)
/// ```
public enum TranscriptFormat: String, Hashable, Sendable, CaseIterable {
    /// The whole chat as one tall PNG picture, `scale` pixels per point.
    case png
    /// The whole chat as one tall SVG drawing.
    case svg
    /// A PDF document as `parley export` writes it: a title page, then the chat on pages of the
    /// paper with a running header and "page N of M".
    case pdf
}
