import CPangoCairo
import ChatLayout
import SimpleXModel
import Foundation
import ParleyRender
import Testing

/// The stamps and fills a raster drawing lays with pixman directly (`PixelCanvas`) give the
/// pixels Cairo gives them: the same screen drawn inside a pushed group, where the canvas is
/// not used and every stamp goes through Cairo, is the same image, byte for byte.
@Suite struct PixelCanvasTests {
    @Test(arguments: [(ChatLayoutMode.classic, ThemeName.light), (.classic, .dark), (.terminal, .light)])
    func canvasDrawsWhatCairoDraws(_ layout: ChatLayoutMode, _ theme: ThemeName) throws {
        let tree = try RenderFixtures.tree("demo-chat", layout: layout, theme: theme)
        let height = 852.0, top = tree.height - height
        let stamps = ShapeStamps()
        let direct = Self.pixels(height: height) { cairo in
            ChatRenderer.draw(tree, on: cairo, top: top, height: height, stamps: stamps)
        }
        let throughCairo = Self.pixels(height: height) { cairo in
            cairo_push_group(cairo)
            ChatRenderer.draw(tree, on: cairo, top: top, height: height, stamps: stamps)
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
        }
        #expect(direct.count == 393 * 3 * 852 * 3 * 4)
        var differing = 0
        for (a, b) in zip(direct, throughCairo) where a != b {
            differing += 1
        }
        #expect(differing == 0, "\(differing) bytes differ")
    }

    /// The bytes of a 393-point-wide image surface at 3× after `draw`.
    static func pixels(height: Double, _ draw: (OpaquePointer) -> Void) -> [UInt8] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 393 * 3, Int32(height * 3))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, 3, 3)
        draw(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let count = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: count))
    }
}
