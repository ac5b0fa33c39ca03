import ChatLayout

/// The keys on the status line (issue 11 "Keys": `?` shows every key): as many as fit the
/// width, the least important dropped first, so a narrow terminal never cuts one in half and
/// always keeps `? keys`, the way to all the others.
struct HintLine: Hashable, Sendable {
    /// A key and what it does, with its rank: 0 is never dropped, higher ranks go first.
    struct Hint: Hashable, Sendable {
        var text: String
        var rank: Int
    }

    /// The hints in the order shown.
    var hints: [Hint]

    init(_ hints: [Hint]) {
        self.hints = hints
    }

    /// Hints from `(text, rank)` pairs, in the order shown.
    init(ranked pairs: [(String, Int)]) {
        hints = pairs.map { Hint(text: $0.0, rank: $0.1) }
    }

    /// The hints that fit `width` cells (after the line's one-cell margin), two spaces apart:
    /// while too wide, the highest-ranked hint is dropped (the last shown of equal rank first).
    /// Rank-0 hints stay even when they do not fit. - Complexity: O(n²) in the hints, a dozen.
    func text(width: Int) -> String {
        var shown = hints
        func joined() -> String { shown.map(\.text).joined(separator: "  ") }
        while CellWidth.of(joined()) > width - 1,
              let drop = shown.indices.filter({ shown[$0].rank > 0 }).max(by: { shown[$0].rank != shown[$1].rank ? shown[$0].rank < shown[$1].rank : $0 < $1 }) {
            shown.remove(at: drop)
        }
        return joined()
    }
}
