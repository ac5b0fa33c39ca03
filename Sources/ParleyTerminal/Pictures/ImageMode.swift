/// How the terminal client shows the pictures of images and videos (`--images`, issue 36
/// "Pictures in the terminal").
public enum ImageMode: String, Hashable, Sendable, CaseIterable {
    /// The terminal's own graphics where it answers the query for them (kitty's protocol, iTerm2's
    /// inline images, sixel), half blocks elsewhere.
    case auto
    /// Coloured half blocks (`▀`, two pixels a cell), on any terminal with colours.
    case blocks
    /// No pictures: each image and video is its card, as before.
    case off

    /// How pictures are drawn on a terminal of `capabilities`: nil when not at all (`off`, or a
    /// terminal without colours, where half blocks would be stripes of its one colour).
    package func drawing(on capabilities: TerminalCapabilities) -> PictureDrawing? {
        let blocks: PictureDrawing? = capabilities.colorDepth == .monochrome ? nil : .blocks
        switch self {
        case .off: return nil
        case .blocks: return blocks
        case .auto: return capabilities.graphics.map(PictureDrawing.graphics) ?? blocks
        }
    }
}

/// How a picture reaches the screen: as cells of half blocks, or by a graphics protocol.
package enum PictureDrawing: Hashable, Sendable {
    /// Ordinary cells: `▀` in the top pixel's colour on the bottom pixel's.
    case blocks
    /// Pixels placed over the picture's cells by the terminal's graphics protocol.
    case graphics(GraphicsProtocol)
}

/// A terminal's own way of drawing pixels, as it answered the probe (`CapabilityProbe`).
package enum GraphicsProtocol: Hashable, Sendable {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole): it answered the query
    /// `a=q` with OK.
    case kitty
    /// iTerm2's inline images (`OSC 1337 ; File=`): the terminal named itself iTerm2 (XTVERSION).
    case inlineImages
    /// DEC sixel graphics (xterm with sixel, foot, mlterm, WezTerm): attribute 4 in its device attributes.
    case sixel
}

/// A size in pixels: a terminal cell's, or the largest sixel picture a terminal takes.
package struct PixelSize: Hashable, Sendable {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int

    /// `width × height` pixels.
    package init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// The cell size when the terminal does not say: 10 × 20, the common ratio of one to two.
    package static let defaultCell = PixelSize(width: 10, height: 20)
}
