import CPangoCairo
import ChatLayout

/// What a raster drawing rasterises once and then lays on whole device pixels: the masks of its
/// curved shapes (laid in the source colour), and its initials avatars as pictures. A screen's
/// bubbles' corners are all one radius and its avatars one size, and laying a mask or a picture
/// costs a fraction of scan-converting a curve (a Cairo fill of a curved path is ~2.5 µs however
/// small) or setting and drawing the initials each time.
///
/// A front end that draws frame after frame keeps one and passes it to every drawing
/// (`ChatRenderer.draw(_:on:top:height:stamps:)`), as Cairo keeps its glyphs: a new one
/// rasterises each shape again. Not for two drawings at once (it is not `Sendable`).
public final class ShapeStamps {
    /// A mask's shape, its curve's size in 1/64 device pixels and its surface's pixels, so that
    /// one mask serves every shape that covers the same pixels alike.
    struct Key: Hashable {
        enum Shape: Hashable {
            case disc
            case corner(Corner)
            /// Initials in white on a circle of a colour.
            case avatar(initials: String, color: RGBA)
        }

        let shape: Shape
        let size: Int
        let width: Int
        let height: Int
    }

    /// A corner of a rounded rectangle.
    enum Corner: Hashable, CaseIterable {
        case topLeft, topRight, bottomRight, bottomLeft
    }

    /// Masks (A8) and pictures (ARGB), by shape and device scale, each with its device scale.
    private var surfaces: [Scaled: OpaquePointer] = [:]

    private struct Scaled: Hashable {
        let key: Key
        let scale: Double
    }

    public init() {}

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The device scale of `cairo` when its transformation is one scale and a move, else nil
    /// (shapes are then drawn as paths).
    static func deviceScale(_ cairo: OpaquePointer) -> cairo_matrix_t? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy else { return nil }
        return matrix
    }

    /// Fills the circle of `radius` around (`x`, `y`) on `cairo` in its source. The circle's
    /// centre moves by at most half a device pixel. False, drawing nothing, when the
    /// transformation is more than one scale and a move.
    /// - Complexity: O(diameter²) pixels composited; O(diameter²) more for a new diameter.
    func fillDisc(_ cairo: OpaquePointer, x: Double, y: Double, radius: Double) -> Bool {
        guard let matrix = Self.deviceScale(cairo), radius > 0 else { return false }
        let diameter = 2 * radius * matrix.xx
        let side = Int(diameter.rounded(.up)) + 2
        let left = (x * matrix.xx + matrix.x0 - Double(side) / 2).rounded()
        let top = (y * matrix.yy + matrix.y0 - Double(side) / 2).rounded()
        return lay(Key(shape: .disc, size: Int((diameter * 64).rounded()), width: side, height: side), on: cairo, matrix: matrix, left: left, top: top) { mask in
            cairo_arc(mask, Double(side) / 2, Double(side) / 2, diameter / 2, 0, 2 * Double.pi)
        }
    }

    /// Lays the mask of `key` in the source of `cairo` with its top-left corner at the device
    /// pixel (`left`, `top`), rasterising it first from `path` (in the mask's device pixels, a
    /// surface of the key's width and height) when it is new.
    func lay(_ key: Key, on cairo: OpaquePointer, matrix: cairo_matrix_t, left: Double, top: Double, path: (OpaquePointer) -> Void) -> Bool {
        let scaled = Scaled(key: key, scale: matrix.xx)
        guard let mask = surfaces[scaled] ?? stamp(CAIRO_FORMAT_A8, key, scale: matrix.xx, draw: { path($0); cairo_fill($0) }) else { return false }
        surfaces[scaled] = mask
        cairo_mask_surface(cairo, mask, (left - matrix.x0) / matrix.xx, (top - matrix.y0) / matrix.yy)
        return true
    }

    /// Lays the picture of `key` on `cairo` with its top-left corner at the device pixel (`left`,
    /// `top`), drawing it first with `draw` (on a transparent surface of the key's width and
    /// height in device pixels, user space in points) when it is new.
    func layPicture(_ key: Key, on cairo: OpaquePointer, matrix: cairo_matrix_t, left: Double, top: Double, draw: (OpaquePointer) -> Void) -> Bool {
        let scaled = Scaled(key: key, scale: matrix.xx)
        guard let picture = surfaces[scaled] ?? stamp(CAIRO_FORMAT_ARGB32, key, scale: matrix.xx, draw: draw) else { return false }
        surfaces[scaled] = picture
        let x = (left - matrix.x0) / matrix.xx, y = (top - matrix.y0) / matrix.yy
        cairo_set_source_surface(cairo, picture, x, y)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x, y, Double(key.width) / matrix.xx, Double(key.height) / matrix.yy)
        cairo_fill(cairo)
        return true
    }

    /// A new surface of `format` for `key`, drawn by `draw` with the device scale `scale` set first
    /// when the format is a picture's (a mask is drawn in device pixels).
    private func stamp(_ format: cairo_format_t, _ key: Key, scale: Double, draw: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard key.width > 0, key.height > 0, let surface = cairo_image_surface_create(format, Int32(key.width), Int32(key.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        if format != CAIRO_FORMAT_A8 { cairo_surface_set_device_scale(surface, scale, scale) }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        draw(context)
        cairo_destroy(context)
        cairo_surface_set_device_scale(surface, scale, scale)
        return surface
    }
}
