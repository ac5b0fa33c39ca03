/// A vertical gap of the terminal layout, as a value of the spec's vocabulary (§9 "Spacing and
/// Line Heights"); the layout turns it into points with `points(bodySize:)`.
public enum TerminalGap: String, Hashable, Sendable, CaseIterable {
    /// No gap.
    case none
    /// `terminalParagraphGap`: a third of the body line height, 22/3 at the 16 pt body.
    case paragraph
    /// `terminalLevelStep`: 4.75 at the 16 pt body.
    case levelStep
    /// `terminalHeadingBottomGap`: below a heading before another block, 2.375 at 16 pt.
    case headingBottom
    /// `terminalHeaderTopGap`: above an item's header line, 2.5 at 16 pt.
    case headerTop
    /// `terminalHeaderBottomGap`: below an item's header line, 1.5 at 16 pt.
    case headerBottom
    /// Under the newest row: a fixed 8 pt, not scaled with the text.
    case newestRow

    /// The gap in points at `bodySize` (spec §9: `terminalGap` is the value × body size ÷ 16;
    /// the newest row's padding is fixed).
    public func points(bodySize: Double) -> Double {
        switch self {
        case .none: 0
        case .paragraph: 22.0 / 3 * bodySize / 16
        case .levelStep: 4.75 * bodySize / 16
        case .headingBottom: 2.375 * bodySize / 16
        case .headerTop: 2.5 * bodySize / 16
        case .headerBottom: 1.5 * bodySize / 16
        case .newestRow: 8
        }
    }
}
