import PictureCodec

/// A picture scaled for a terminal's graphics protocol: its number (the kitty image id, and the
/// `PictureSlot.picture` of its cells), its size in cells, its pixels to cover them, and what the
/// protocol sends of it, encoded once off the event loop by `PictureCache`: PNG for kitty and
/// inline images, palette and colour numbers for sixel. Nothing of the file it came from is in
/// it but pixels. Equal only to itself: a number may be used again for another picture.
package final class TerminalPicture: Hashable, Sendable {
    /// The picture's number, 1…65535.
    package let id: UInt16
    /// The cells it covers.
    package let columns: Int
    package let lines: Int
    /// The pixels covering those cells (the cells' pixel size times their count, within the
    /// terminal's largest sixel picture).
    package let pixels: RGBAImage
    /// The pixels as PNG, for kitty and inline images; empty for sixel.
    package let png: [UInt8]
    /// The pixels in at most 256 colours, for sixel; nil for the others.
    package let sixel: SixelImage?

    /// `image` laid over `matte` and scaled to cover `columns × lines` cells of `cell` pixels
    /// (at most `limit`), encoded for `graphics`. - Complexity: O(source pixels + pixels drawn).
    package init(id: UInt16, image: RGBAImage, columns: Int, lines: Int, cell: PixelSize, limit: PixelSize?, graphics: GraphicsProtocol,
                 matte: (red: UInt8, green: UInt8, blue: UInt8), colors: Int) {
        self.id = id
        self.columns = columns
        self.lines = lines
        let width = min(columns * cell.width, limit?.width ?? .max), height = min(lines * cell.height, limit?.height ?? .max)
        pixels = image.flattened(on: matte).covering(width: max(1, width), height: max(1, height))
        png = graphics == .sixel ? [] : (try? pixels.png()) ?? []
        sixel = graphics == .sixel ? SixelImage(pixels, colors: colors) : nil
    }

    /// The pixel rows that lines `lines` of the picture cover. - Complexity: O(1).
    package func pixelRows(_ lines: Range<Int>) -> Range<Int> {
        (lines.lowerBound * pixels.height / max(1, self.lines))..<(lines.upperBound * pixels.height / max(1, self.lines))
    }

    package static func == (lhs: TerminalPicture, rhs: TerminalPicture) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
