/// How far a row's code blocks and tables reach past what shows of them (issue 36 D21): the
/// most the focused row scrolls sideways, and the step ← → take — half of what shows of the
/// narrowest cut block, so a block twice the pane's width is crossed in a few presses.
struct SidewaysScroll: Hashable, Sendable {
    /// The most the row scrolls: its widest overflow past what shows.
    private(set) var limit = 0
    /// What shows of the narrowest block that is cut; nil when none is.
    private var shown: Int?

    /// The smallest step, for blocks only a few cells wide.
    static let minimumStep = 8

    /// Counts a block `full` cells wide of which `visible` show.
    mutating func add(full: Int, visible: Int) {
        guard full > visible, visible > 0 else { return }
        limit = max(limit, full - visible)
        shown = min(shown ?? visible, visible)
    }

    /// The step of one ← or →.
    var step: Int { max(Self.minimumStep, (shown ?? 0) / 2) }

    /// `offset` moved one step right (`forward`) or left, within 0…limit.
    func moved(_ offset: Int, forward: Bool) -> Int {
        min(limit, max(0, offset + (forward ? step : -step)))
    }
}
