import Foundation

extension CellGrid {
    /// Restyles every occurrence of `needle` (ignoring case) on each line of `lines` with
    /// `restyle`: a search's matches in the rows it found. A match broken over two lines is not
    /// marked. - Complexity: O(cells of `lines`).
    mutating func highlight(_ needle: String, in lines: Range<Int>, _ restyle: (CellStyle) -> CellStyle) {
        guard !needle.isEmpty else { return }
        for row in lines where bounds.rows.contains(row) {
            var text = ""
            var starts: [(offset: Int, column: Int)] = []
            for (column, cell) in self.row(row).enumerated() where !cell.isContinuation {
                starts.append((text.utf8.count, column))
                text += cell.text
            }
            var searched = text.startIndex..<text.endIndex
            while let found = text.range(of: needle, options: .caseInsensitive, range: searched) {
                let lower = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
                let upper = text.utf8.distance(from: text.startIndex, to: found.upperBound)
                for start in starts where start.offset >= lower && start.offset < upper {
                    var cell = self[row, start.column]
                    cell.style = restyle(cell.style)
                    set(cell, at: GridPoint(row: row, column: start.column))
                }
                searched = found.upperBound..<text.endIndex
                if found.isEmpty { break }
            }
        }
    }
}
