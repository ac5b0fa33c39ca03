import CPangoCairo
import ChatLayout

/// The image a raster drawing writes, as pixman sees it: a screen's many small stamps (its
/// bubbles' corners and tails, some 70 masks, and its avatars) are laid with one pixman
/// composite each, the very composite Cairo's image backend makes for them, without the
/// pattern Cairo makes and frees and the state it checks for each (about half a stamp's cost).
///
/// Made for one paint, only when Cairo would lay the stamps the same way: on the context's own
/// image surface of 32-bit pixels (no group pushed, no device scale or offset), with the
/// operator OVER and no clip but the surface's edges. The painter lays stamps through it only
/// while it has set no clip of its own (`clipDepth`). An image surface draws at once, so Cairo's
/// drawing and the canvas's interleave; the surface is marked changed when the canvas goes.
final class PixelCanvas {
    private let surface: OpaquePointer
    private let image: OpaquePointer
    private let width: Int32, height: Int32
    /// Solid sources by colour.
    private var solids: [RGBA: OpaquePointer] = [:]
    /// The painter's clips in force: stamps go through Cairo while there are any.
    var clipDepth = 0

    init?(_ cairo: OpaquePointer) {
        guard cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER, let surface = cairo_get_target(cairo), cairo_get_group_target(cairo) == surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let format = cairo_image_surface_get_format(surface)
        var scaleX = 0.0, scaleY = 0.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, scaleX == 1, scaleY == 1, offsetX == 0, offsetY == 0 else { return nil }
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        guard Self.unclipped(cairo, width: width, height: height) else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface),
              let image = pixman_image_create_bits(format == CAIRO_FORMAT_ARGB32 ? PIXMAN_a8r8g8b8 : PIXMAN_x8r8g8b8, width, height,
                                                   UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(surface))
        else { return nil }
        (self.surface, self.image, self.width, self.height) = (surface, image, width, height)
    }

    deinit {
        for solid in solids.values { pixman_image_unref(solid) }
        pixman_image_unref(image)
        cairo_surface_mark_dirty(surface)
    }

    /// Whether a stamp may be laid here now.
    var isOpen: Bool { clipDepth == 0 }

    /// Lays `mask` (a pixman A8 image) in `color` with its top-left corner at the device pixel (`x`, `y`).
    func lay(mask: OpaquePointer, color: RGBA, x: Int32, y: Int32, width: Int32, height: Int32) {
        pixman_image_composite32(PIXMAN_OP_OVER, solid(color), mask, image, 0, 0, 0, 0, x, y, width, height)
    }

    /// Lays `picture` (a pixman premultiplied ARGB image) with its top-left corner at the device pixel (`x`, `y`).
    func lay(picture: OpaquePointer, x: Int32, y: Int32, width: Int32, height: Int32) {
        pixman_image_composite32(PIXMAN_OP_OVER, picture, nil, image, 0, 0, 0, 0, x, y, width, height)
    }

    /// Fills the device pixels of `boxes` in `color`, cut to the image (pixman's fill writes
    /// wherever a box says).
    func fill(_ boxes: [cairo_rectangle_int_t], color: RGBA) {
        var pixel = Self.pixel(color)
        let edges = boxes.compactMap { box -> pixman_box32_t? in
            let cut = pixman_box32_t(x1: max(0, box.x), y1: max(0, box.y), x2: min(width, box.x + box.width), y2: min(height, box.y + box.height))
            return cut.x1 < cut.x2 && cut.y1 < cut.y2 ? cut : nil
        }
        guard !edges.isEmpty else { return }
        _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, image, &pixel, Int32(edges.count), edges)
    }

    /// A solid source of `color`.
    private func solid(_ color: RGBA) -> OpaquePointer? {
        if let known = solids[color] { return known }
        var pixel = Self.pixel(color)
        let solid = pixman_image_create_solid_fill(&pixel)
        solids[color] = solid
        return solid
    }

    /// `color` as Cairo gives it to pixman: premultiplied, each channel in 16 bits.
    private static func pixel(_ color: RGBA) -> pixman_color_t {
        let short = { (value: Double) in UInt16(max(0, min(1, value)) * 65535 + 0.5) }
        let alpha = max(0, min(1, color.alpha))
        return pixman_color_t(red: short(color.red * alpha), green: short(color.green * alpha), blue: short(color.blue * alpha), alpha: short(alpha))
    }

    /// Whether the clip of `cairo` is the surface's edges alone.
    private static func unclipped(_ cairo: OpaquePointer, width: Int32, height: Int32) -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1, let rectangle = list.pointee.rectangles?.pointee else { return false }
        var x0 = rectangle.x, y0 = rectangle.y, x1 = rectangle.x + rectangle.width, y1 = rectangle.y + rectangle.height
        cairo_user_to_device(cairo, &x0, &y0)
        cairo_user_to_device(cairo, &x1, &y1)
        return abs(x0) < 1e-6 && abs(y0) < 1e-6 && abs(x1 - Double(width)) < 1e-6 && abs(y1 - Double(height)) < 1e-6
    }
}
