import CPangoCairo

extension ChatPainter {
    /// A glyph run in the source's colour, its origin at (`x`, `baseline`). On a raster surface it
    /// is one `cairo_show_glyphs` of the run's glyphs in the run's Cairo font, each placed as
    /// Pango's Cairo renderer places it (the origin, the advances before it, its own offsets),
    /// without the renderer's work per run. A vector surface gets Pango's call, which keeps the
    /// text's clusters for the PDF's and SVG's text, and so does a run with a glyph its font
    /// lacks, for which Pango draws the code point's box. A run of colour glyphs on a vector
    /// document is drawn from their pictures (`ColourGlyphs`).
    /// - Complexity: O(glyphs).
    func showGlyphs(_ item: UnsafeMutablePointer<PangoGlyphItem>, of string: UnsafePointer<CChar>, x: Double, baseline: Double) {
        if document, let placed = placedColourGlyphs(of: item, x: x, baseline: baseline) { return paint(placed) }
        guard raster, let glyphs = item.pointee.glyphs?.pointee, let infos = glyphs.glyphs,
              let font = item.pointee.item.pointee.analysis.font, let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              (0..<Int(glyphs.num_glyphs)).allSatisfy({ infos[$0].glyph == Self.emptyGlyph || infos[$0].glyph & Self.unknownGlyphFlag == 0 })
        else {
            cairo_move_to(cairo, x, baseline)
            pango_cairo_show_glyph_item(cairo, string, item)
            return
        }
        let scale = Double(PANGO_SCALE)
        var placed: [cairo_glyph_t] = []
        placed.reserveCapacity(Int(glyphs.num_glyphs))
        var advance = 0
        for index in 0..<Int(glyphs.num_glyphs) {
            let info = infos[index]
            if info.glyph != Self.emptyGlyph {
                placed.append(cairo_glyph_t(index: UInt(info.glyph), x: x + Double(advance + Int(info.geometry.x_offset)) / scale,
                                            y: baseline + Double(info.geometry.y_offset) / scale))
            }
            advance += Int(info.geometry.width)
        }
        cairo_set_scaled_font(cairo, scaledFont)
        cairo_show_glyphs(cairo, placed, Int32(placed.count))
    }

    /// Pango's glyph for a character drawn as nothing (`PANGO_GLYPH_EMPTY`).
    static let emptyGlyph: PangoGlyph = 0x0FFF_FFFF
    /// Pango's mark of a glyph its font lacks (`PANGO_GLYPH_UNKNOWN_FLAG`).
    static let unknownGlyphFlag: PangoGlyph = 0x1000_0000
}
