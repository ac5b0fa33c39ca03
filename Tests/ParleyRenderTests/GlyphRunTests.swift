import CPangoCairo
import ChatLayout
import Foundation
import ParleyRender
import SimpleXModel
import TestSupport
import Testing

/// On a raster surface a glyph run is drawn with one `cairo_show_glyphs` of its glyphs, placed
/// as Pango's Cairo renderer places them (`ChatPainter.showGlyphs`): the same text drawn through
/// a recording surface, where the painter gives every run to Pango, and replayed on an image
/// is the same image, byte for byte. Plain, marked, right-to-left and emoji text, in a terminal
/// layout (no shape drawn differently on the two surfaces).
@Suite struct GlyphRunTests {
    static let items = RenderSnapshotTests.rightToLeft + [
        ChatItems.text(4, "Plain text, *bold*, _italic_ and a link https://simplex.chat 👋", direction: .directSnd),
        ChatItems.text(5, "~struck~ and a `code` span ✓ ünïcödé"),
    ].map { $0.parsingMarkdown() }

    @Test(arguments: [ThemeName.light, .dark])
    func rasterGlyphRunsAreWhatPangoDraws(_ theme: ThemeName) throws {
        let tree = try RenderFixtures.tree("demo-direct", items: Self.items, theme: theme)
        let height = min(852, tree.height), top = tree.height - height
        let direct = PixelCanvasTests.pixels(height: height) { cairo in
            ChatRenderer.draw(tree, on: cairo, top: top, height: height)
        }
        let throughPango = PixelCanvasTests.pixels(height: height) { cairo in
            var extents = cairo_rectangle_t(x: 0, y: 0, width: 393 * 3, height: height * 3)
            let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
            defer { cairo_surface_destroy(recording) }
            let recorder = cairo_create(recording)!
            cairo_scale(recorder, 3, 3)
            ChatRenderer.draw(tree, on: recorder, top: top, height: height)
            cairo_destroy(recorder)
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, recording, 0, 0)
            cairo_paint(cairo)
        }
        var differing = 0
        for (a, b) in zip(direct, throughPango) where a != b {
            differing += 1
        }
        #expect(differing == 0, "\(differing) bytes differ")
    }
}
