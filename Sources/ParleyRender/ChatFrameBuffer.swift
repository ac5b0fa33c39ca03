import CPangoCairo
import ChatLayout
import Foundation

/// A front end's frame kept from one frame to the next (issue 21 "only what changed is drawn
/// again"): the band of a laid-out chat in an image surface of device pixels. A frame of the
/// same chat that only scrolls by whole device pixels moves the pixels it has and draws just the
/// band it uncovers; one at the same place draws nothing; any other frame is drawn whole. Every
/// frame's pixels are those of drawing its band whole (`ChatRenderer.render` of a PNG: the
/// renderer's raster path, shapes laid on whole device pixels), which the tests check.
/// Not for two threads at once.
public final class ChatFrameBuffer {
    /// The frame's pixels (a Cairo image surface, ARGB32, without a device scale), or nil
    /// before the first frame.
    public private(set) var surface: OpaquePointer?
    /// The last frame's pixels (to save or compare a frame), or nil before the first.
    /// - Complexity: O(pixels): a copy.
    public var image: RasterImage? {
        surface.flatMap(RasterImage.init(imageSurface:))
    }

    /// The device pixel rows the last frame drew: its height when drawn whole, the uncovered
    /// band's when it scrolled, 0 when nothing moved.
    public private(set) var lastDrawnRows = 0
    private var drawn: (top: Double, scale: Double)?
    private let stamps: ShapeStamps

    /// A buffer whose shapes are rasterised once into `stamps` (`ShapeStamps`).
    public init(stamps: ShapeStamps = ShapeStamps()) {
        self.stamps = stamps
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The chat's layout changed: the next frame is drawn whole.
    public func invalidate() {
        drawn = nil
    }

    /// The band `top..<top + height` (points) of `tree` at `scale` device pixels a point.
    /// - Complexity: O(rows in the uncovered band + parts drawn there) for a scroll by whole
    ///   pixels, plus moving the other pixels; else that of drawing the band whole.
    public func frame(_ tree: LayoutTree, top: Double, height: Double, scale: Double) -> OpaquePointer? {
        let pixelsWide = Int32((tree.environment.width * scale).rounded()), pixelsHigh = Int32((height * scale).rounded())
        guard let surface = surface(width: pixelsWide, height: pixelsHigh) else { return nil }
        defer { drawn = (top, scale) }
        guard let drawn, drawn.scale == scale else {
            draw(tree, top: top, height: height, scale: scale, on: surface)
            lastDrawnRows = Int(pixelsHigh)
            return surface
        }
        let shift = (top - drawn.top) * scale
        if shift == 0 {
            lastDrawnRows = 0
        } else if shift == shift.rounded(), abs(shift) < Double(pixelsHigh) {
            scroll(surface, by: Int(shift), tree: tree, top: top, height: height, scale: scale)
        } else {
            draw(tree, top: top, height: height, scale: scale, on: surface)
            lastDrawnRows = Int(pixelsHigh)
        }
        return surface
    }

    /// Moves the pixels up by `shift` rows (down when negative) and draws the rows uncovered,
    /// on a surface of their own, copied in.
    private func scroll(_ surface: OpaquePointer, by shift: Int, tree: LayoutTree, top: Double, height: Double, scale: Double) {
        let rows = Int(cairo_image_surface_get_height(surface)), stride = Int(cairo_image_surface_get_stride(surface))
        let uncovered = abs(shift)
        let firstNew = shift > 0 ? rows - uncovered : 0
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface),
              let band = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface), Int32(uncovered)) else { return }
        defer { cairo_surface_destroy(band) }
        if shift > 0 {
            memmove(data, data + shift * stride, (rows - shift) * stride)
        } else {
            memmove(data + uncovered * stride, data, (rows - uncovered) * stride)
        }
        draw(tree, top: top + Double(firstNew) / scale, height: Double(uncovered) / scale, scale: scale, on: band)
        cairo_surface_flush(band)
        if let bandData = cairo_image_surface_get_data(band) {
            let bandStride = Int(cairo_image_surface_get_stride(band))
            for row in 0..<uncovered {
                memcpy(data + (firstNew + row) * stride, bandData + row * bandStride, min(stride, bandStride))
            }
        }
        cairo_surface_mark_dirty(surface)
        lastDrawnRows = uncovered
    }

    private func draw(_ tree: LayoutTree, top: Double, height: Double, scale: Double, on surface: OpaquePointer) {
        guard let cairo = cairo_create(surface) else { return }
        cairo_scale(cairo, scale, scale)
        ChatRenderer.draw(tree, on: cairo, top: top, height: height, stamps: stamps)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    /// The surface, made anew (and the next frame drawn whole) when the size changed.
    private func surface(width: Int32, height: Int32) -> OpaquePointer? {
        if let surface, cairo_image_surface_get_width(surface) == width, cairo_image_surface_get_height(surface) == height { return surface }
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        drawn = nil
        guard width > 0, height > 0, let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else { return nil }
        surface = made
        return made
    }
}
