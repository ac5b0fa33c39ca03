import ChatTimeline

/// How the terminal layout's points become whole cells (seed 000 §9 "Spacing and Line
/// Heights"), one rule for every gap: a gap of a paragraph or more (`terminalParagraphGap`,
/// a third of a line box) becomes one empty line; the smaller ones (the level step, the
/// heading and header gaps, the newest row's 8 pt) become none. The one 12 pt padding becomes
/// one cell; the avatar two cells of initials; the role label stands two cells after the name.
public enum TerminalCells {
    /// The empty lines a gap takes.
    public static func lines(_ gap: TerminalGap) -> Int {
        switch gap {
        case .paragraph: 1
        case .none, .levelStep, .headingBottom, .headerTop, .headerBottom, .newestRow: 0
        }
    }

    /// `chatItemTextPadding` (12 pt): the edge to the text or avatar, the avatar to the text,
    /// the time to the edge.
    public static let padding = 1
    /// The avatar: two cells of initials.
    public static let avatarWidth = 2
    /// The gutter of groups and channels: padding, avatar, padding.
    public static let gutter = padding + avatarWidth + padding
    /// From the sender's name to the role label (15 pt).
    public static let roleOffset = 2
}
