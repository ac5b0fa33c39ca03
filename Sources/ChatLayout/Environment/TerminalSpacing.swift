import ChatTimeline

/// The terminal layout's vertical spacing constants (spec §9 "Spacing and Line Heights"): the
/// Kotlin values in sp at its 16 sp body. `LayoutEnvironment.points(_:)` is the one place they
/// become points.
public enum TerminalSpacing: Hashable, Sendable, CaseIterable {
    /// `terminalParagraphGap`: a third of the line height at the 16 sp body, 16 × 22/16 ÷ 3.
    case paragraphGap
    case levelStep
    case headingBottomGap
    case headerTopGap
    case headerBottomGap
    case metaGap

    /// The value at the 16 sp body.
    public var value: Double {
        switch self {
        case .paragraphGap: 16 * 22 / 16 / 3
        case .levelStep: 4.75
        case .headingBottomGap: 2.375
        case .headerTopGap: 2.5
        case .headerBottomGap: 1.5
        case .metaGap: 6
        }
    }
}

extension LayoutEnvironment {
    /// `terminalGap`: `spacing` × body size ÷ 16, in points. The only conversion of a gap to points.
    public func points(_ spacing: TerminalSpacing) -> Double {
        spacing.value * bodySize / 16
    }

    /// A semantic gap of the timeline in points (`.none` is 0), through `points(_:)`.
    public func points(for gap: TerminalGap) -> Double {
        switch gap {
        case .none: 0
        case .paragraph: points(.paragraphGap)
        case .levelStep: points(.levelStep)
        }
    }
}
