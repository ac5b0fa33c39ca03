import ChatTimeline

extension LayoutEnvironment {
    /// A gap of the spec's vocabulary in the layout's units, the only conversion of a gap:
    /// `terminalGap`, value × body size ÷ 16 in points (the newest row's 8 pt as they are); in
    /// cells a gap of a paragraph or more (`terminalParagraphGap`, a third of a line box) is one
    /// line and a smaller one none, and the newest row's padding, under the last line, none
    /// (seed 000 §9, terminal).
    public func points(for gap: TerminalGap) -> Double {
        switch (units, gap.scalesWithBody) {
        case (.points, true): gap.value * bodySize / 16
        case (.points, false): gap.value
        case (.cells, true): gap.value >= TerminalGap.paragraph.value - 1e-9 ? 1 : 0
        case (.cells, false): 0
        }
    }
}
