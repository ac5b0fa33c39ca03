import CPangoCairo

/// Filled circles for a raster drawing, rasterised once per device diameter and then laid as a
/// mask on whole device pixels: a screen's initials circles are all one size, and a mask costs
/// a fraction of scan-converting the circle each time. The circle's centre moves by at most half
/// a device pixel.
final class DiscStamps {
    /// A8 masks by diameter in quarter device pixels, each with the drawing's device scale.
    private var masks: [Int: OpaquePointer] = [:]

    deinit {
        for mask in masks.values { cairo_surface_destroy(mask) }
    }

    /// Fills the circle of `radius` around (`x`, `y`) on `cairo` in its source. False, drawing
    /// nothing, when the transformation is more than one scale and a move.
    /// - Complexity: O(diameter²) pixels composited; O(diameter²) more for a new diameter.
    func fill(_ cairo: OpaquePointer, x: Double, y: Double, radius: Double) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy, radius > 0 else { return false }
        let diameter = 2 * radius * matrix.xx
        let side = Int(diameter.rounded(.up)) + 2
        let key = Int((diameter * 4).rounded())
        guard let mask = masks[key] ?? stamp(diameter: diameter, side: side, scale: matrix.xx) else { return false }
        masks[key] = mask
        let left = (x * matrix.xx + matrix.x0 - Double(side) / 2).rounded()
        let top = (y * matrix.yy + matrix.y0 - Double(side) / 2).rounded()
        cairo_mask_surface(cairo, mask, (left - matrix.x0) / matrix.xx, (top - matrix.y0) / matrix.yy)
        return true
    }

    /// A `side`-pixel square mask with the circle of `diameter` pixels at its centre.
    private func stamp(diameter: Double, side: Int, scale: Double) -> OpaquePointer? {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let context = cairo_create(mask) else { return nil }
        cairo_arc(context, Double(side) / 2, Double(side) / 2, diameter / 2, 0, 2 * Double.pi)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_set_device_scale(mask, scale, scale)
        return mask
    }
}
