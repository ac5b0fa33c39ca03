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
/// rasterises each shape again. It holds one stamp per shape, size and scale drawn (a few
/// corners and tails, one picture per sender's initials and colour). Not for two drawings at
/// once (it is not `Sendable`).
public final class ShapeStamps {
    /// A mask's shape, its curve's size in 1/64 device pixels and its surface's pixels, so that
    /// one mask serves every shape that covers the same pixels alike.
    struct Key: Hashable {
        enum Shape: Hashable {
            case corner(Corner)
            /// A classic bubble's tail, on its side.
            case tail(sent: Bool)
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

    /// Masks (A8) and pictures (ARGB), by shape and device scale.
    private var stamps: [Scaled: Stamp] = [:]

    private struct Scaled: Hashable {
        let key: Key
        let scale: Double
    }

    /// A stamp's Cairo surface (with the drawing's device scale) and the pixman image of its pixels.
    private final class Stamp {
        let surface: OpaquePointer
        let pixels: OpaquePointer

        init?(_ surface: OpaquePointer) {
            cairo_surface_flush(surface)
            let format = cairo_image_surface_get_format(surface)
            guard let data = cairo_image_surface_get_data(surface),
                  let pixels = pixman_image_create_bits(format == CAIRO_FORMAT_A8 ? PIXMAN_a8 : PIXMAN_a8r8g8b8,
                                                        cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                                                        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(surface))
            else { return nil }
            (self.surface, self.pixels) = (surface, pixels)
        }

        deinit {
            pixman_image_unref(pixels)
            cairo_surface_destroy(surface)
        }
    }

    /// An empty set: each shape is rasterised the first time it is drawn.
    public init() {}

    /// The device scale of `cairo` when its transformation is one scale and a move, else nil
    /// (shapes are then drawn as paths).
    static func deviceScale(_ cairo: OpaquePointer) -> cairo_matrix_t? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy else { return nil }
        return matrix
    }

    /// Lays the mask of `key` in `color` with its top-left corner at the device pixel (`left`,
    /// `top`): through `canvas` when it is open, else on `cairo`. Rasterises the mask first from
    /// `path` (in the mask's device pixels, a surface of the key's width and height) when it is new.
    func lay(_ key: Key, color: RGBA, on cairo: OpaquePointer, canvas: PixelCanvas?, matrix: cairo_matrix_t, left: Double, top: Double,
             path: (OpaquePointer) -> Void) -> Bool {
        guard let mask = stamp(CAIRO_FORMAT_A8, key, scale: matrix.xx, draw: { path($0); cairo_fill($0) }) else { return false }
        if let canvas, canvas.isOpen {
            canvas.lay(mask: mask.pixels, color: color, x: Int32(left), y: Int32(top), width: Int32(key.width), height: Int32(key.height))
        } else {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_mask_surface(cairo, mask.surface, (left - matrix.x0) / matrix.xx, (top - matrix.y0) / matrix.yy)
        }
        return true
    }

    /// Lays the picture of `key` with its top-left corner at the device pixel (`left`, `top`):
    /// through `canvas` when it is open, else on `cairo`. Draws it first with `draw` (on a
    /// transparent surface of the key's width and height in device pixels, user space in points)
    /// when it is new.
    func layPicture(_ key: Key, on cairo: OpaquePointer, canvas: PixelCanvas?, matrix: cairo_matrix_t, left: Double, top: Double,
                    draw: (OpaquePointer) -> Void) -> Bool {
        guard let picture = stamp(CAIRO_FORMAT_ARGB32, key, scale: matrix.xx, draw: draw) else { return false }
        if let canvas, canvas.isOpen {
            canvas.lay(picture: picture.pixels, x: Int32(left), y: Int32(top), width: Int32(key.width), height: Int32(key.height))
            return true
        }
        let x = (left - matrix.x0) / matrix.xx, y = (top - matrix.y0) / matrix.yy
        cairo_set_source_surface(cairo, picture.surface, x, y)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x, y, Double(key.width) / matrix.xx, Double(key.height) / matrix.yy)
        cairo_fill(cairo)
        return true
    }

    /// The stamp of `key` at `scale`, made on first use: a surface of `format` drawn by `draw`,
    /// with the device scale set first when the format is a picture's (a mask is drawn in device
    /// pixels).
    private func stamp(_ format: cairo_format_t, _ key: Key, scale: Double, draw: (OpaquePointer) -> Void) -> Stamp? {
        let scaled = Scaled(key: key, scale: scale)
        if let known = stamps[scaled] { return known }
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
        guard let made = Stamp(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        stamps[scaled] = made
        return made
    }
}
