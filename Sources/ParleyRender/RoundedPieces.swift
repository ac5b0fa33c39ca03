import CPangoCairo
import ChatLayout

/// A rounded rectangle on a raster surface cut into pieces that meet on whole device pixels: its
/// edges moved onto device pixels (by at most half of one), the straight middle as three
/// rectangles of whole pixels, and the four corners' squares, each holding one quarter of the
/// curve. The pieces share no pixel.
struct RoundedPieces {
    /// The whole shape's edges, on device pixels, in user space.
    let x: Double, y: Double, width: Double, height: Double
    let radius: Double
    /// The transformation to device pixels the pieces are cut for.
    let matrix: cairo_matrix_t
    /// The straight middle: a band across the full width between the corners' squares, and the
    /// parts above and below it between them.
    let middles: [LayoutRect]
    /// Each corner's square.
    let corners: [(corner: ShapeStamps.Corner, square: LayoutRect)]

    /// Nil when the straight parts would be empty.
    init?(_ rect: LayoutRect, radius r: Double, matrix: cairo_matrix_t) {
        guard r > 0 else { return nil }
        let scale = matrix.xx
        let device = { (value: Double, offset: Double) in ((value * scale + offset).rounded() - offset) / scale }
        let x = device(rect.x, matrix.x0), y = device(rect.y, matrix.y0)
        let w = device(rect.maxX, matrix.x0) - x, h = device(rect.maxY, matrix.y0) - y
        // The split lines: the first device pixel edge inside each corner's square.
        let left = (((x + r) * scale + matrix.x0).rounded(.up) - matrix.x0) / scale
        let right = (((x + w - r) * scale + matrix.x0).rounded(.down) - matrix.x0) / scale
        let top = (((y + r) * scale + matrix.y0).rounded(.up) - matrix.y0) / scale
        let bottom = (((y + h - r) * scale + matrix.y0).rounded(.down) - matrix.y0) / scale
        guard left < right, top < bottom else { return nil }
        (self.x, self.y, width, height, radius, self.matrix) = (x, y, w, h, r, matrix)
        middles = [
            LayoutRect(x: x, y: top, width: w, height: bottom - top),
            LayoutRect(x: left, y: y, width: right - left, height: top - y),
            LayoutRect(x: left, y: bottom, width: right - left, height: y + h - bottom),
        ]
        corners = [
            (.topLeft, LayoutRect(x: x, y: y, width: left - x, height: top - y)),
            (.topRight, LayoutRect(x: right, y: y, width: x + w - right, height: top - y)),
            (.bottomRight, LayoutRect(x: right, y: bottom, width: x + w - right, height: y + h - bottom)),
            (.bottomLeft, LayoutRect(x: x, y: bottom, width: left - x, height: y + h - bottom)),
        ]
    }

    /// The curved piece in `corner`'s `square`: from the square's inner corner along its sides to
    /// the arc, as a path on `context`.
    func cornerPath(_ context: OpaquePointer, _ corner: ShapeStamps.Corner, square: LayoutRect) {
        let (x, y, w, h, r) = (x, y, width, height, radius)
        cairo_new_path(context)
        switch corner {
        case .topLeft:
            cairo_move_to(context, square.maxX, square.maxY)
            cairo_line_to(context, square.maxX, y)
            cairo_arc_negative(context, x + r, y + r, r, 3 * Double.pi / 2, Double.pi)
            cairo_line_to(context, x, square.maxY)
        case .topRight:
            cairo_move_to(context, square.x, square.maxY)
            cairo_line_to(context, square.x, y)
            cairo_arc(context, x + w - r, y + r, r, -Double.pi / 2, 0)
            cairo_line_to(context, x + w, square.maxY)
        case .bottomRight:
            cairo_move_to(context, square.x, square.y)
            cairo_line_to(context, x + w, square.y)
            cairo_arc(context, x + w - r, y + h - r, r, 0, Double.pi / 2)
            cairo_line_to(context, square.x, y + h)
        case .bottomLeft:
            cairo_move_to(context, square.maxX, square.y)
            cairo_line_to(context, square.maxX, y + h)
            cairo_arc(context, x + r, y + h - r, r, Double.pi / 2, Double.pi)
            cairo_line_to(context, x, square.y)
        }
        cairo_close_path(context)
    }
}

extension LayoutRect {
    /// The device pixels of a rectangle whose edges are on whole device pixels under `matrix`.
    func devicePixels(_ matrix: cairo_matrix_t) -> cairo_rectangle_int_t {
        let left = (x * matrix.xx + matrix.x0).rounded(), top = (y * matrix.yy + matrix.y0).rounded()
        return cairo_rectangle_int_t(x: Int32(left), y: Int32(top),
                                     width: Int32((maxX * matrix.xx + matrix.x0).rounded() - left), height: Int32((maxY * matrix.yy + matrix.y0).rounded() - top))
    }
}
