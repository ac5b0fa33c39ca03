import CPangoCairo
import ChatLayout

extension ChatPainter {
    /// A rounded rectangle on a raster surface, its edges on whole device pixels, filled in pieces
    /// that meet on whole device pixels: the straight middle as rectangles (Cairo fills whole-pixel
    /// boxes without computing coverage) and only the four corners as curved paths, instead of
    /// rasterising the whole shape's area with the curve's scan converter. The pieces share no pixel, so a translucent colour is laid once and
    /// no seam shows. False, drawing nothing, when the transformation is more than a scale and a
    /// move or the straight parts would be empty.
    /// - Complexity: O(edge length), the area filled as boxes.
    func fillRoundedInPieces(_ rect: LayoutRect, radius r: Double) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return false }
        // The edges on whole device pixels (moved by at most half of one), so that the straight
        // parts are whole pixels Cairo fills without coverage.
        let device = { (value: Double, scale: Double, offset: Double) in ((value * scale + offset).rounded() - offset) / scale }
        let x = device(rect.x, matrix.xx, matrix.x0), y = device(rect.y, matrix.yy, matrix.y0)
        let w = device(rect.maxX, matrix.xx, matrix.x0) - x, h = device(rect.maxY, matrix.yy, matrix.y0) - y
        // The split lines: the first device pixel edge inside each corner's square.
        let left = (((x + r) * matrix.xx + matrix.x0).rounded(.up) - matrix.x0) / matrix.xx
        let right = (((x + w - r) * matrix.xx + matrix.x0).rounded(.down) - matrix.x0) / matrix.xx
        let top = (((y + r) * matrix.yy + matrix.y0).rounded(.up) - matrix.y0) / matrix.yy
        let bottom = (((y + h - r) * matrix.yy + matrix.y0).rounded(.down) - matrix.y0) / matrix.yy
        guard left < right, top < bottom else { return false }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x, top, w, bottom - top)
        cairo_rectangle(cairo, left, y, right - left, top - y)
        cairo_rectangle(cairo, left, bottom, right - left, y + h - bottom)
        cairo_fill(cairo)
        cairo_move_to(cairo, left, top)
        cairo_line_to(cairo, left, y)
        cairo_arc_negative(cairo, x + r, y + r, r, 3 * Double.pi / 2, Double.pi)
        cairo_line_to(cairo, x, top)
        cairo_close_path(cairo)
        cairo_fill(cairo)
        cairo_move_to(cairo, right, top)
        cairo_line_to(cairo, right, y)
        cairo_arc(cairo, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_line_to(cairo, x + w, top)
        cairo_close_path(cairo)
        cairo_fill(cairo)
        cairo_move_to(cairo, right, bottom)
        cairo_line_to(cairo, x + w, bottom)
        cairo_arc(cairo, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_line_to(cairo, right, y + h)
        cairo_close_path(cairo)
        cairo_fill(cairo)
        cairo_move_to(cairo, left, bottom)
        cairo_line_to(cairo, left, y + h)
        cairo_arc(cairo, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_line_to(cairo, x, bottom)
        cairo_close_path(cairo)
        cairo_fill(cairo)
        return true
    }
}
