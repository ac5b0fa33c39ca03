import CPangoCairo
import ChatLayout

extension ChatPainter {
    /// `rect` with its corners rounded by `radius` cut into pieces for this raster surface, or nil
    /// (a vector surface, a transformation that is more than one scale and a move, no straight part).
    func roundedPieces(_ rect: LayoutRect, radius: Double) -> RoundedPieces? {
        guard raster, let matrix = ShapeStamps.deviceScale(cairo) else { return nil }
        return RoundedPieces(rect, radius: radius, matrix: matrix)
    }

    /// A rounded rectangle on a raster surface filled in its pieces, which meet on whole device
    /// pixels (`RoundedPieces`): the straight middle as rectangles (filled as whole-pixel boxes
    /// without computing coverage) and the four corners' squares each laid from a mask rasterised
    /// once per radius (`ShapeStamps`), both through the `PixelCanvas` when it is open, instead of
    /// rasterising the whole shape's area with the curve's scan converter. The pieces share no
    /// pixel, so a translucent colour is laid once and no seam shows.
    /// - Complexity: O(area) pixels filled as boxes and composited through the corners' masks.
    func fill(_ pieces: RoundedPieces, color: RGBA) {
        let matrix = pieces.matrix, scale = matrix.xx
        if let canvas, canvas.isOpen {
            canvas.fill(pieces.middles.map { $0.devicePixels(matrix) }, color: color)
        } else {
            source(color)
            cairo_new_path(cairo)
            for middle in pieces.middles {
                cairo_rectangle(cairo, middle.x, middle.y, middle.width, middle.height)
            }
            cairo_fill(cairo)
        }
        for (corner, square) in pieces.corners {
            let pixels = square.devicePixels(matrix)
            let key = ShapeStamps.Key(shape: .corner(corner), size: Int((pieces.radius * scale * 64).rounded()), width: Int(pixels.width), height: Int(pixels.height))
            let laid = stamps.lay(key, color: color, on: cairo, canvas: canvas, matrix: matrix, left: Double(pixels.x), top: Double(pixels.y)) { mask in
                cairo_scale(mask, scale, scale)
                cairo_translate(mask, -square.x, -square.y)
                pieces.cornerPath(mask, corner, square: square)
            }
            if !laid {
                source(color)
                pieces.cornerPath(cairo, corner, square: square)
                cairo_fill(cairo)
            }
        }
    }
}
