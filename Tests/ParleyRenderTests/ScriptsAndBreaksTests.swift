import CPangoCairo
import ChatLayout
import Foundation
import TestSupport
import Testing
@testable import ParleyRender

/// Issue 22 "Every script" and "URLs and long words break without inserted hyphens": text is
/// set as `PangoParagraph` sets it for measuring and drawing, with the repository's fonts.
@Suite struct ScriptsAndBreaksTests {
    /// `body` with a Pango layout of `text` set at `width`.
    static func withLayout<Result>(_ text: String, width: Double, _ body: (OpaquePointer) -> Result) -> Result {
        PangoFonts.pin(configFile: Repository.url("fonts.conf").path)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
        let cairo = cairo_create(surface)
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        let layout = pango_cairo_create_layout(cairo)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoParagraph.set(in: layout, runs: [TextRun(text, font: FontSpec(size: 17))], maxWidth: width, wraps: true)
        return body(layout)
    }

    static let scripts = [("Chinese", "你好，世界"), ("Japanese", "こんにちは、カタカナ"), ("Korean", "안녕하세요 세계"), ("Latin", "Hello, world")]

    @Test("Every script draws in a font that has it: no missing glyphs", arguments: scripts)
    func everyScriptHasItsFont(script: String, text: String) {
        let unknown = Self.withLayout(text, width: 1_000) { pango_layout_get_unknown_glyphs_count($0) }
        #expect(unknown == 0, "\(script): \(unknown) glyphs drawn as boxes")
    }

    @Test("A long word or URL breaks between its characters without inserted hyphens",
          arguments: [String(repeating: "a", count: 300), "https://example.com/" + String(repeating: "path", count: 60)])
    func breaksWithoutHyphens(text: String) {
        let (lines, glyphs) = Self.withLayout(text, width: 120) { layout -> (Int, Int32) in
            var glyphs: Int32 = 0
            for index in 0..<pango_layout_get_line_count(layout) {
                var node = pango_layout_get_line_readonly(layout, index).pointee.runs
                while let run = node {
                    glyphs += run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs.pointee.num_glyphs
                    node = run.pointee.next
                }
            }
            return (Int(pango_layout_get_line_count(layout)), glyphs)
        }
        #expect(lines > 5, "the text breaks")
        #expect(Int(glyphs) == text.count, "one glyph a character: \(Int(glyphs) - text.count) inserted")
    }
}
