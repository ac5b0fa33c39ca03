import CPangoCairo

extension ChatPainter {
    /// A colour glyph's picture with its glyph's origin in user space.
    struct PlacedColourGlyph {
        let picture: ColourGlyphs.Picture
        let x: Double, y: Double
    }

    /// A layout line with its start at (`x`, `baseline`). On a document its colour glyphs
    /// are left out of Pango's drawing (clipped away) and drawn from their pictures
    /// (`ColourGlyphs`), sharp at any zoom.
    /// - Complexity: O(glyphs).
    func showLine(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double) {
        cairo_move_to(cairo, x, baseline)
        guard document else { return pango_cairo_show_layout_line(cairo, line) }
        var placed: [PlacedColourGlyph] = []
        var runX = x
        var node = line.pointee.runs
        while let current = node, let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
            placed += placedColourGlyphs(of: item, x: runX, baseline: baseline) ?? []
            runX += Double(pango_glyph_string_get_width(item.pointee.glyphs)) / Double(PANGO_SCALE)
            node = current.pointee.next
        }
        guard !placed.isEmpty else { return pango_cairo_show_layout_line(cairo, line) }
        cairo_save(cairo)
        clipAway(placed)
        cairo_move_to(cairo, x, baseline)
        pango_cairo_show_layout_line(cairo, line)
        cairo_restore(cairo)
        paint(placed)
    }

    /// The glyphs of a run in a colour font, each at its place from the run's origin (`x`,
    /// `baseline`) as Pango's Cairo renderer places it; nil when the font is not a colour one or
    /// the run has a glyph the font lacks (Pango draws its box).
    func placedColourGlyphs(of item: UnsafeMutablePointer<PangoGlyphItem>, x: Double, baseline: Double) -> [PlacedColourGlyph]? {
        guard let font = item.pointee.item.pointee.analysis.font, colourGlyphs.isColour(font),
              let glyphs = item.pointee.glyphs?.pointee, let infos = glyphs.glyphs else { return nil }
        let scale = Double(PANGO_SCALE)
        var placed: [PlacedColourGlyph] = []
        var advance = 0
        for info in UnsafeBufferPointer(start: infos, count: Int(glyphs.num_glyphs)) {
            guard info.glyph & Self.unknownGlyphFlag == 0 else { return nil }
            if info.glyph != Self.emptyGlyph, let picture = colourGlyphs.picture(of: info.glyph, in: font) {
                placed.append(PlacedColourGlyph(picture: picture, x: x + Double(advance + Int(info.geometry.x_offset)) / scale,
                                                y: baseline + Double(info.geometry.y_offset) / scale))
            }
            advance += Int(info.geometry.width)
        }
        return placed
    }

    /// Clips the pictures' boxes out of what is drawn next (until the caller's restore).
    private func clipAway(_ placed: [PlacedColourGlyph]) {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(cairo, &left, &top, &right, &bottom)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, left, top, right - left, bottom - top)
        for glyph in placed {
            cairo_rectangle(cairo, glyph.x + glyph.picture.x, glyph.y + glyph.picture.y, glyph.picture.width, glyph.picture.height)
        }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
    }

    /// Each picture over its glyph's ink box.
    func paint(_ placed: [PlacedColourGlyph]) {
        for glyph in placed {
            cairo_save(cairo)
            cairo_translate(cairo, glyph.x + glyph.picture.x, glyph.y + glyph.picture.y)
            cairo_scale(cairo, 1 / ColourGlyphs.resolution, 1 / ColourGlyphs.resolution)
            cairo_set_source_surface(cairo, glyph.picture.surface, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }
}
