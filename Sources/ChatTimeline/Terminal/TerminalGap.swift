/// A vertical gap of the terminal layout, in the spec's vocabulary (§9 "Spacing and Line
/// Heights"): the one set of its constants. The timeline decides which gap a row or an item
/// has; the layout alone turns a gap into its units (`LayoutEnvironment.points(for:)`).
public enum TerminalGap: String, Hashable, Sendable, CaseIterable {
    /// No gap.
    case none
    /// `terminalParagraphGap`: a third of the body line height, 16 × 22/16 ÷ 3 at the 16 sp body.
    case paragraph
    /// `terminalLevelStep`, 4.75: above a heading after another block, around a card's text,
    /// and under a row above a date separator.
    case levelStep
    /// `terminalHeadingBottomGap`, 2.375: below a heading, before another block.
    case headingBottom
    /// `terminalHeaderTopGap`, 2.5: above an item's header line.
    case headerTop
    /// `terminalHeaderBottomGap`, 1.5: below an item's header line.
    case headerBottom
    /// `terminalMetaGap`, 6: the meta's distance from content it cannot stand beside.
    case meta
    /// Under the newest row (§9 Rows "bottom padding"): a fixed 8 pt, not scaled with the text.
    case newestRow

    /// The spec's number: in sp at the 16 sp body, scaled with the body size when
    /// `scalesWithBody`; the newest row's fixed points otherwise.
    public var value: Double {
        switch self {
        case .none: 0
        case .paragraph: 22.0 / 3
        case .levelStep: 4.75
        case .headingBottom: 2.375
        case .headerTop: 2.5
        case .headerBottom: 1.5
        case .meta: 6
        case .newestRow: 8
        }
    }

    /// Whether the gap is `terminalGap`, value × body size ÷ 16 (every gap but the newest row's).
    public var scalesWithBody: Bool { self != .newestRow }
}
