import ChatTimeline

/// The terminal layout's vertical spacing constants (spec §9 "Spacing and Line Heights"): the
/// Kotlin values in sp at its 16 sp body. `LayoutEnvironment.points(_:)` is the one place they
/// become points.
public enum TerminalSpacing: Hashable, Sendable, CaseIterable {
    /// `terminalParagraphGap`: a third of the line height at the 16 sp body, 16 × 22/16 ÷ 3.
    case paragraphGap
    /// `terminalLevelStep`, 4.75: above a heading after another block, and under a row above a date separator.
    case levelStep
    /// `terminalHeadingBottomGap`, 2.375: below a heading, before another block.
    case headingBottomGap
    /// `terminalHeaderTopGap`, 2.5: above an item's header line.
    case headerTopGap
    /// `terminalHeaderBottomGap`, 1.5: below an item's header line.
    case headerBottomGap
    /// `terminalMetaGap`, 6: the meta's distance from content it cannot stand beside (`TerminalMetaLayout`).
    case metaGap

    /// The value at the 16 sp body: the timeline's semantic gaps (`TerminalGap`) hold the
    /// spec's numbers; `terminalMetaGap`, which only the layout uses, is 6.
    public var value: Double {
        switch self {
        case .paragraphGap: TerminalGap.paragraph.points(bodySize: 16)
        case .levelStep: TerminalGap.levelStep.points(bodySize: 16)
        case .headingBottomGap: TerminalGap.headingBottom.points(bodySize: 16)
        case .headerTopGap: TerminalGap.headerTop.points(bodySize: 16)
        case .headerBottomGap: TerminalGap.headerBottom.points(bodySize: 16)
        case .metaGap: 6
        }
    }
}

extension LayoutEnvironment {
    /// `terminalGap`: `spacing` × body size ÷ 16, in points; in cells a gap of a paragraph or
    /// more (`terminalParagraphGap`, a third of a line box) is one line and a smaller one none
    /// (seed 000 §9, terminal). The only conversion of a gap to the layout's units.
    public func points(_ spacing: TerminalSpacing) -> Double {
        switch units {
        case .points: spacing.value * bodySize / 16
        case .cells: Self.lines(spacing.value)
        }
    }

    /// A semantic gap of the timeline in the layout's units (`TerminalGap.points`), by the same rule.
    public func points(for gap: TerminalGap) -> Double {
        switch units {
        case .points: gap.points(bodySize: bodySize)
        case .cells: Self.lines(gap.points(bodySize: 16))
        }
    }

    /// The lines a gap of `value` (at the 16 sp body) takes in cells.
    private static func lines(_ value: Double) -> Double {
        value >= TerminalSpacing.paragraphGap.value - 1e-9 ? 1 : 0
    }
}
