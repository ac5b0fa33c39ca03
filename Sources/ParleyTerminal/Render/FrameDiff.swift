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
    /// shift leaves blank. Rows are compared by a 64-bit hash: a collision can only cost bytes,
    /// since the encoder diffs every cell after the scroll. Nil when the grids differ in size
    /// or fewer than 3 rows changed.
    /// - Complexity: O(rows × columns) to hash rows, O(rows²) hash comparisons.
    public static func scroll(from old: CellGrid, to new: CellGrid) -> Scroll? {
        guard old.size == new.size, old.size.rows >= 3 else { return nil }
        let rows = old.size.rows
        var changed = 0
        for row in 0..<rows where old.row(row) != new.row(row) { changed += 1 }
        guard changed >= 3 else { return nil }
        let oldHashes = (0..<rows).map { rowHash(old, $0) }
        let newHashes = (0..<rows).map { rowHash(new, $0) }
        var best: (score: Int, scroll: Scroll)?
        /// The best run for content moving by `k` rows (new[r] == old[r + k]).
        func consider(_ k: Int) {
            var runStart = -1
            var runScore = 0
            for row in 0...rows {
                let source = row + k
                if row < rows, source >= 0, source < rows, newHashes[row] == oldHashes[source] {
                    if runStart < 0 { runStart = row }
                    if newHashes[row] != oldHashes[row] { runScore += 1 }
                    continue
                }
                let score = runScore - abs(k)
                if runStart >= 0, score >= 2, score > (best?.score ?? 0) {
                    let band = k > 0 ? runStart..<(row + k) : (runStart + k)..<row
                    best = (score, Scroll(rows: band, offset: -k))
                }
                runStart = -1
                runScore = 0
            }
        }
        for shift in 1..<(rows - 1) {
            consider(shift)
            consider(-shift)
        }
        return best?.scroll
    }

    /// FNV-1a over the row's glyph bytes, widths and styles: cheaper than `Hasher` (no
    /// normalisation of the text), and collisions are caught by the cell check.
    static func rowHash(_ grid: CellGrid, _ row: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) {
            hash = (hash ^ value) &* 0x0000_0100_0000_01B3
        }
        for cell in grid.row(row) {
            for byte in cell.text.utf8 { mix(UInt64(byte)) }
            mix(UInt64(cell.width) | UInt64(cell.style.attributes.rawValue) << 8)
            mix(cell.style.foreground.hashBits)
            mix(cell.style.background.hashBits)
            if let link = cell.style.link {
                for byte in link.utf8 { mix(UInt64(byte)) }
            }
        }
        return hash
    }
}

extension TerminalColor {
    /// The colour as distinct bits, for `FrameDiff.rowHash`.
    var hashBits: UInt64 {
        switch self {
        case .default: return 0
        case .ansi(let n): return 1 << 32 | UInt64(n)
        case .indexed(let n): return 2 << 32 | UInt64(n)
        case .rgb(let r, let g, let b): return 3 << 32 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }
}
