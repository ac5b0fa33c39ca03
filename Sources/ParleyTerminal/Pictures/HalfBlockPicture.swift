import PictureCodec

/// A picture as coloured half blocks (issue 36: "coloured half blocks everywhere else", as the
/// QR codes are drawn): each cell a `▀` in its top pixel's colour on its bottom pixel's, so a
/// cell shows two square pixels. Made off the event loop by `PictureCache`; drawn as ordinary
/// cells, which any terminal with colours shows and the frame diff moves like text.
package struct HalfBlockPicture: Hashable, Sendable {
    /// The picture's columns and lines.
    package let columns: Int
    package let lines: Int
    /// `columns × 2 lines` opaque pixels, row by row: the picture covering them
    /// (`RGBAImage.covering`), laid over the matte.
    package let pixels: RGBAImage

    /// `image` laid over `matte` and scaled to cover `columns × lines` cells, two pixels a cell.
    /// - Complexity: O(source pixels + columns × lines).
    package init(_ image: RGBAImage, columns: Int, lines: Int, matte: (red: UInt8, green: UInt8, blue: UInt8)) {
        self.columns = max(0, columns)
        self.lines = max(0, lines)
        pixels = image.flattened(on: matte).covering(width: self.columns, height: self.lines * 2)
    }

    /// The cell at `line`, `column`: `▀`, the foreground its top pixel, the background its bottom one.
    func cell(line: Int, column: Int) -> Cell {
        let top = pixels.pixel(x: column, y: line * 2), bottom = pixels.pixel(x: column, y: line * 2 + 1)
        return Cell("▀", width: 1, style: CellStyle(foreground: .rgb(top.red, top.green, top.blue), background: .rgb(bottom.red, bottom.green, bottom.blue)))
    }
}
