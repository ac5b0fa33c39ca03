/// The pure diff between what the screen shows and the next grid (code review §5.4).
enum FrameDiff {
    /// A band of rows that moved as a whole: `rows` shift by `offset` (negative: up), the rows
    /// they leave become blank. The encoder sends it as a scroll region and DL/IL.
    struct Scroll: Hashable, Sendable {
        var rows: Range<Int>
        var offset: Int
        /// The rows of the new grid that the scroll leaves exactly right (no need to compare
        /// them again).
        var matchedRows: Range<Int>

        /// The row of the old screen that row `row` shows after the scroll; nil when blank.
        func source(of row: Int) -> Int? {
            guard rows.contains(row) else { return row }
            let source = row - offset
            return rows.contains(source) ? source : nil
        }
    }

    /// The scroll that turns the most changed rows of `old` into rows of `new`, when it saves
    /// at least two rows' writing. Candidate shifts come from where a few changed, non-blank
    /// rows of `new` (probes) stood in `old`; for each, the longest run of rows r with
    /// `new[r] == old[r + k]` is scored by its rows that changed, less the k rows the shift
    /// leaves blank. Nil when the grids differ in size, fewer than 3 rows changed, or no
    /// probe is found in `old`.
    /// - Complexity: O(rows × columns) cell comparisons (rows that differ stop at their first
    ///   differing cell), for at most `maximumProbes` probes and `maximumCandidates` shifts.
    static func scroll(from old: CellGrid, to new: CellGrid) -> Scroll? {
        guard old.size == new.size, old.size.rows >= 3 else { return nil }
        let rows = old.size.rows
        var changed = [Bool](repeating: false, count: rows)
        var changedRows: [Int] = []
        for row in 0..<rows where !old.row(row).sameCells(as: new.row(row)) {
            changed[row] = true
            changedRows.append(row)
        }
        guard changedRows.count >= 3 else { return nil }

        var candidates: [Int] = []
        for probe in probes(changedRows, in: new) {
            for source in 0..<rows where source != probe && candidates.count < maximumCandidates {
                let k = source - probe
                if !candidates.contains(k), new.row(probe).sameCells(as: old.row(source)) { candidates.append(k) }
            }
        }

        var best: (score: Int, scroll: Scroll)?
        for k in candidates {
            var runStart = -1
            var runScore = 0
            for row in 0...rows {
                let source = row + k
                if row < rows, source >= 0, source < rows, new.row(row).sameCells(as: old.row(source)) {
                    if runStart < 0 { runStart = row }
                    if changed[row] { runScore += 1 }
                    continue
                }
                let score = runScore - abs(k)
                if runStart >= 0, score >= 2, score > (best?.score ?? 0) {
                    let band = k > 0 ? runStart..<(row + k) : (runStart + k)..<row
                    best = (score, Scroll(rows: band, offset: -k, matchedRows: runStart..<row))
                }
                runStart = -1
                runScore = 0
            }
        }
        return best?.scroll
    }

    static let maximumProbes = 4
    static let maximumCandidates = 8

    /// Up to `maximumProbes` non-blank rows spread over `changedRows` (first, thirds, last): a
    /// blank row matches every blank row and would suggest every shift.
    static func probes(_ changedRows: [Int], in grid: CellGrid) -> [Int] {
        let nonBlank = changedRows.filter { row in grid.row(row).contains { $0 != blankCell } }
        guard let last = nonBlank.indices.last else { return [] }
        var picked: [Int] = []
        for step in 0..<maximumProbes {
            let row = nonBlank[last * step / (maximumProbes - 1)]
            if !picked.contains(row) { picked.append(row) }
        }
        return picked
    }

    static let blankCell = Cell.blank()
}
