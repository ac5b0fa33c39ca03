import CPangoCairo

/// The colour glyphs (emoji) of a document (PDF, SVG) as pictures at `resolution` times the point.
/// Cairo 1.16 puts a colour glyph into a PDF or SVG as an image of its size on the page (an
/// 11 pt emoji is 11 × 11 pixels, blurred at any zoom); the painter draws each one itself from
/// this picture instead, sharp at 8 × 72 = 576 pixels an inch (issue 22, "emoji are sharp at
/// any zoom, at least 4× device resolution"). One picture per font and glyph: a document that
/// keeps one (`PDFDocument`) embeds each emoji once whatever the pages that show it.
/// Not for two drawings at once (it is not `Sendable`).
final class ColourGlyphs {
    /// Pixels per point of the pictures.
    static let resolution = 8.0

    /// A glyph's picture and where it stands: its ink box in points from the glyph's origin.
    struct Picture {
        let surface: OpaquePointer
        let x: Double, y: Double, width: Double, height: Double
    }

    private struct Key: Hashable {
        let font: UnsafeMutableRawPointer
        let glyph: PangoGlyph
    }

    /// Whether each font seen has colour glyphs (PNG strikes or colour layers), its reference held.
    private var colourFonts: [UnsafeMutableRawPointer: Bool] = [:]
    private var pictures: [Key: Picture?] = [:]

    deinit {
        for picture in pictures.values.compactMap({ $0 }) { cairo_surface_destroy(picture.surface) }
        for font in colourFonts.keys { g_object_unref(font) }
    }

    /// Whether `font` draws its glyphs in colour.
    func isColour(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        let key = UnsafeMutableRawPointer(font)
        if let known = colourFonts[key] { return known }
        let face = hb_font_get_face(pango_font_get_hb_font(font))
        let colour = hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
        g_object_ref(key)
        colourFonts[key] = colour
        return colour
    }

    /// `glyph` of the colour `font` drawn at `resolution`, nil for a glyph without ink.
    func picture(of glyph: PangoGlyph, in font: UnsafeMutablePointer<PangoFont>) -> Picture? {
        let key = Key(font: UnsafeMutableRawPointer(font), glyph: glyph)
        if let known = pictures[key] { return known }
        let picture = Self.draw(glyph, in: font)
        pictures[key] = picture
        return picture
    }

    private static func draw(_ glyph: PangoGlyph, in font: UnsafeMutablePointer<PangoFont>) -> Picture? {
        var ink = PangoRectangle()
        pango_font_get_glyph_extents(font, glyph, &ink, nil)
        let scale = Double(PANGO_SCALE)
        let x = Double(ink.x) / scale, y = Double(ink.y) / scale, width = Double(ink.width) / scale, height = Double(ink.height) / scale
        guard width > 0, height > 0, let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((width * resolution).rounded(.up)), Int32((height * resolution).rounded(.up)))
        else { return nil }
        let cairo = cairo_create(surface)
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, resolution, resolution)
        cairo_translate(cairo, -x, -y)
        var matrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaledFont, &matrix)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_scaled_font_get_font_options(scaledFont, options)
        cairo_set_font_face(cairo, cairo_scaled_font_get_font_face(scaledFont))
        cairo_set_font_matrix(cairo, &matrix)
        cairo_set_font_options(cairo, options)
        var placed = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_show_glyphs(cairo, &placed, 1)
        cairo_surface_flush(surface)
        return Picture(surface: surface, x: x, y: y, width: width, height: height)
    }
}
