import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// `CellGrid.fill` copies a block of blanks per row; it equals setting a blank at each cell of
/// the rectangle in turn (which keeps wide clusters whole: one cut by either edge is blanked),
/// on random grids of wide and narrow clusters.
@Suite struct CellGridFillTests {
    static let clusters = ["a", "世", "é", "😀", " ", "│", "界"]

    /// `fill` as one `set` of a blank per cell, left to right, top to bottom.
    static func cellByCell(_ grid: CellGrid, _ rect: GridRect, style: CellStyle) -> CellGrid {
        var grid = grid
        let area = rect.intersection(grid.bounds)
        for row in area.rows {
            for column in area.columns {
                grid.set(.blank(style), at: GridPoint(row: row, column: column))
            }
        }
        return grid
    }

    @Test("A filled rectangle equals a blank set at each of its cells", arguments: [41, 42, 43, 44, 45] as [UInt64])
    func fillEqualsCellByCell(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            var grid = CellGrid(rows: 4, columns: 9)
            for row in 0..<4 {
                let text = (0..<6).map { _ in Self.clusters.randomElement(using: &random) ?? "a" }.joined()
                grid.put(text, style: CellStyle(foreground: .ansi(UInt8.random(in: 0..<8, using: &random))), at: GridPoint(row: row, column: Int.random(in: 0..<3, using: &random)))
            }
            let rect = GridRect(row: Int.random(in: -1..<4, using: &random), column: Int.random(in: -1..<9, using: &random),
                                height: Int.random(in: 0...4, using: &random), width: Int.random(in: 0...10, using: &random))
            let style = CellStyle(background: .ansi(UInt8.random(in: 0..<8, using: &random)))
            var filled = grid
            filled.fill(rect, style: style)
            #expect(filled == Self.cellByCell(grid, rect, style: style), "seed \(seed), rect \(rect)")
        }
    }
}
