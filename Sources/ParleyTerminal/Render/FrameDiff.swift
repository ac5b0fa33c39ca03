/// The pure diff between what the screen shows and the next grid (code review §5.4).
public enum FrameDiff {
    /// A band of rows that moved as a whole: `rows` shift by `offset` (negative: up), the rows
    /// they leave become blank. The encoder sends it as a scroll region and DL/IL.
    public struct Scroll: Hashable, Sendable {
        public var rows: Range<Int>
        public var offset: Int
    }

    /// The scroll that turns the most changed rows of `old` into rows of `new`, when it saves
    /// at least two rows' writing: for each shift k, the longest run of rows r with
    /// `new[r] == old[r + k]`, scored by its rows that differ unshifted, less the k rows the
    /// shift leaves blank. Nil when the grids differ in size or fewer than 3 rows changed.
    /// - Complexity: O(rows × columns) to hash rows, then O(rows²) row comparisons.
    public static func scroll(from old: CellGrid, to new: CellGrid) -> Scroll? {
        guard old.size == new.size, old.size.rows >= 3 else { return nil }
        let rows = old.size.rows
        var changed = 0
        for row in 0..<rows where old.row(row) != new.row(row) { changed += 1 }
        guard changed >= 3 else { return nil }
        let oldHashes = (0..<rows).map { rowHash(old, $0) }
        let newHashes = (0..<rows).map { rowHash(new, $0) }
        var best: (score: Int, scroll: Scroll)?
        for shift in 1..<(rows - 1) {
            for direction in [1, -1] {
                let k = shift * direction
                var runStart = -1
                var runScore = 0
                func close(at end: Int) {
                    guard runStart >= 0 else { return }
                    let score = runScore - shift
                    if score >= 2, score > (best?.score ?? 0) {
                        let band = k > 0 ? runStart..<(end + k) : (runStart + k)..<end
                        best = (score, Scroll(rows: band, offset: -k))
                    }
                    runStart = -1
                    runScore = 0
                }
                for row in 0..<rows {
                    let source = row + k
                    if source >= 0, source < rows, newHashes[row] == oldHashes[source], new.row(row) == old.row(source) {
                        if runStart < 0 { runStart = row }
                        if newHashes[row] != oldHashes[row] { runScore += 1 }
                    } else {
                        close(at: row)
                    }
                }
                close(at: rows)
            }
        }
        return best?.scroll
    }

    static func rowHash(_ grid: CellGrid, _ row: Int) -> Int {
        var hasher = Hasher()
        for cell in grid.row(row) { hasher.combine(cell) }
        return hasher.finalize()
    }
}
