import CPangoCairo
import ChatLayout

extension ChatPainter {
    /// A rounded rectangle on a raster surface, filled in pieces that meet on whole device pixels
    /// (`RoundedPieces`): the straight middle as rectangles (Cairo fills whole-pixel boxes without
    /// computing coverage) and the four corners' squares each laid from a mask rasterised once per
    /// radius (`ShapeStamps`), instead of rasterising the whole shape's area with the curve's scan
    /// converter. The pieces share no pixel, so a translucent colour is laid once and no seam
    /// shows. False, drawing nothing, when the transformation is more than one scale and a move
    /// or the straight parts would be empty.
    /// - Complexity: O(area) pixels filled as boxes and composited through the corners' masks.
    func fillRoundedInPieces(_ rect: LayoutRect, radius: Double, color: RGBA) -> Bool {
        guard let matrix = ShapeStamps.deviceScale(cairo), let pieces = RoundedPieces(rect, radius: radius, matrix: matrix) else { return false }
        let scale = matrix.xx
        if let canvas, canvas.isOpen {
            canvas.fill(pieces.middles.map { $0.devicePixels(matrix) }, color: color)
        } else {
            cairo_new_path(cairo)
            for middle in pieces.middles {
                cairo_rectangle(cairo, middle.x, middle.y, middle.width, middle.height)
            }
            cairo_fill(cairo)
        }
        for (corner, square) in pieces.corners {
            let pixels = square.devicePixels(matrix)
            let key = ShapeStamps.Key(shape: .corner(corner), size: Int((radius * scale * 64).rounded()), width: Int(pixels.width), height: Int(pixels.height))
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
        return true
    }

    /// The band's background. On a raster surface, when the band's edges are on whole device pixels, it leaves out the straight middles of the
    /// opaque bubbles the band shows (`RoundedPieces`, with the very matrix and frames the bubbles
    /// are drawn with), which those cover in whole pixels: each of those pixels is written once.
    func paintBackground(_ tree: LayoutTree, top: Double, height: Double) {
        let band = LayoutRect(x: 0, y: 0, width: environment.width, height: height)
        guard raster, environment.layout == .classic, let bandMatrix = ShapeStamps.deviceScale(cairo), band.isOnDevicePixels(bandMatrix) else {
            fill(band, palette.background)
            return
        }
        cairo_save(cairo)
        cairo_translate(cairo, 0, -top)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_restore(cairo)
        var pixels = band.devicePixels(bandMatrix)
        let region = cairo_region_create_rectangle(&pixels)
        defer { cairo_region_destroy(region) }
        for row in tree.rows(from: top, to: top + height) {
            for part in row.parts {
                guard case let .bubble(sent, _) = part.content else { continue }
                let frame = row.contentFrame(of: part)
                let radius = Self.bubbleRadius(frame)
                guard bubbleColor(sent: sent).alpha == 1, radius > 0, frame.width > 2 * radius, frame.height > 2 * radius,
                      let pieces = RoundedPieces(frame, radius: radius, matrix: matrix) else { continue }
                for middle in pieces.middles {
                    var covered = middle.devicePixels(matrix)
                    cairo_region_subtract_rectangle(region, &covered)
                }
            }
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        for index in 0..<cairo_region_num_rectangles(region) {
            var rectangle = cairo_rectangle_int_t()
            cairo_region_get_rectangle(region, index, &rectangle)
            cairo_rectangle(cairo, Double(rectangle.x), Double(rectangle.y), Double(rectangle.width), Double(rectangle.height))
        }
        source(palette.background)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
