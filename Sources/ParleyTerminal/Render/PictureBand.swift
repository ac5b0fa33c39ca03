/// Whole lines of one graphics picture where they stand on the screen: what the encoder places
/// (a kitty placement, a sixel, an inline image). A line of a picture is whole when every one of
/// its columns is on the screen, in order, in one row; the lines an overlay cuts into, or that
/// a narrow pane cuts off, are drawn as the blanks their cells are. A picture scrolled half out
/// of its pane, or cut across by a dialog, shows as one band or two.
struct PictureBand: Hashable, Sendable {
    var picture: TerminalPicture
    /// The screen cell of the band's first line's first column.
    var origin: GridPoint
    /// The lines of the picture it shows.
    var lines: Range<Int>

    /// The screen rows it covers.
    var rows: Range<Int> { origin.row..<(origin.row + lines.count) }
    /// The screen columns it covers.
    var columns: Range<Int> { origin.column..<(origin.column + picture.columns) }

    /// Its kitty placement id: where it stands, so that two bands on the screen never share one.
    var placement: UInt32 { UInt32(origin.row) << 12 + UInt32(origin.column) + 1 }

    /// The bands of `grid`'s picture cells whose pictures are in `pictures`, top to bottom.
    /// - Complexity: O(rows × columns).
    static func bands(in grid: CellGrid, pictures: [UInt16: TerminalPicture]) -> [PictureBand] {
        guard !pictures.isEmpty else { return [] }
        var bands: [PictureBand] = []
        var open: [GridPoint: Int] = [:]
        for row in 0..<grid.size.rows {
            let cells = grid.row(row)
            let base = cells.startIndex
            var column = 0
            while column < grid.size.columns {
                guard let slot = cells[base + column].picture, slot.column == 0, let picture = pictures[slot.picture],
                      column + picture.columns <= grid.size.columns,
                      (0..<picture.columns).allSatisfy({ cells[base + column + $0].picture == PictureSlot(picture: slot.picture, line: Int(slot.line), column: $0) })
                else {
                    column += 1
                    continue
                }
                let line = Int(slot.line)
                let key = GridPoint(row: row, column: column)
                if let index = open[GridPoint(row: row - 1, column: column)], bands[index].picture === picture, bands[index].lines.upperBound == line {
                    bands[index].lines = bands[index].lines.lowerBound..<(line + 1)
                    open[key] = index
                } else {
                    open[key] = bands.count
                    bands.append(PictureBand(picture: picture, origin: key, lines: line..<(line + 1)))
                }
                column += picture.columns
            }
        }
        return bands
    }
}

extension CellGrid {
    /// The numbers of the pictures its cells show. - Complexity: O(rows × columns).
    package var pictureNumbers: Set<UInt16> {
        Set(cells.lazy.compactMap { $0.picture?.picture })
    }
}
