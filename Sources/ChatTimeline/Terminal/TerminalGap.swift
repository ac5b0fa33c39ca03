/// A vertical gap of the terminal layout, as a value of the spec's vocabulary (§9 "Spacing and
/// Line Heights"); the layout turns it into points (value × body size ÷ 16).
public enum TerminalGap: String, Hashable, Sendable {
    case none
    /// `terminalParagraphGap`: a third of the body line height (7.33 at the 16 sp body).
    case paragraph
    /// `terminalLevelStep`.
    case levelStep
}
