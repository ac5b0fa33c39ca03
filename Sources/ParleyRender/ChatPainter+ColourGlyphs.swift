import CPangoCairo

extension ChatPainter {
    /// A colour glyph's picture with its glyph's origin in user space, and the characters it
    /// stands for (its cluster's; empty for a later glyph of the same cluster).
    struct PlacedColourGlyph {
        let picture: ColourGlyphs.Picture
        let x: Double, y: Double
        let text: String
    }

    /// A layout line with its start at (`x`, `baseline`). On a document its colour glyphs are
    /// drawn from their pictures (`ColourGlyphs`), sharp at any zoom: Pango draws the line with
    /// those glyphs set to nothing (`PANGO_GLYPH_EMPTY`, put back after), so that Cairo embeds
    /// no image of them at the page's resolution.
    /// - Complexity: O(glyphs).
    func showLine(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double) {
        cairo_move_to(cairo, x, baseline)
        guard document, let text = pango_layout_get_text(line.pointee.layout) else { return pango_cairo_show_layout_line(cairo, line) }
        var placed: [PlacedColourGlyph] = []
        var blanked: [(glyphs: UnsafeMutablePointer<PangoGlyphString>, index: Int, glyph: PangoGlyph)] = []
        var runX = x
        var node = line.pointee.runs
        while let current = node, let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
            if let colour = placedColourGlyphs(of: item, text: text, x: runX, baseline: baseline), let glyphs = item.pointee.glyphs {
                placed += colour
                for index in 0..<Int(glyphs.pointee.num_glyphs) {
                    blanked.append((glyphs, index, glyphs.pointee.glyphs[index].glyph))
                    glyphs.pointee.glyphs[index].glyph = Self.emptyGlyph
                }
            }
            runX += Double(pango_glyph_string_get_width(item.pointee.glyphs)) / Double(PANGO_SCALE)
            node = current.pointee.next
        }
        pango_cairo_show_layout_line(cairo, line)
        for glyph in blanked { glyph.glyphs.pointee.glyphs[glyph.index].glyph = glyph.glyph }
        paint(placed)
    }

    /// The glyphs of a run in a colour font, each at its place from the run's origin (`x`,
    /// `baseline`) as Pango's Cairo renderer places it, with its cluster's characters (from
    /// `text`, the UTF-8 text the item's offset is into: each cluster from its start to the next
    /// cluster's, in either direction of the run); nil when the font is not a colour one or the
    /// run has a glyph the font lacks (Pango draws its box).
    func placedColourGlyphs(of item: UnsafeMutablePointer<PangoGlyphItem>, text: UnsafePointer<CChar>, x: Double, baseline: Double) -> [PlacedColourGlyph]? {
        guard let font = item.pointee.item.pointee.analysis.font, colourGlyphs.isColour(font),
              let glyphs = item.pointee.glyphs?.pointee, let infos = glyphs.glyphs, let clusters = glyphs.log_clusters else { return nil }
        let count = Int(glyphs.num_glyphs)
        guard (0..<count).allSatisfy({ infos[$0].glyph & Self.unknownGlyphFlag == 0 }) else { return nil }
        let scale = Double(PANGO_SCALE)
        let run = UnsafeBufferPointer(start: UnsafeRawPointer(text + Int(item.pointee.item.pointee.offset)).assumingMemoryBound(to: UInt8.self),
                                      count: Int(item.pointee.item.pointee.length))
        let starts = Set((0..<count).map { Int(clusters[$0]) }).sorted()
        let ends = Dictionary(uniqueKeysWithValues: zip(starts, starts.dropFirst() + [run.count]))
        var placed: [PlacedColourGlyph] = []
        var named: Set<Int> = []
        var advance = 0
        for index in 0..<count {
            let info = infos[index], start = Int(clusters[index])
            if info.glyph != Self.emptyGlyph, let picture = colourGlyphs.picture(of: info.glyph, in: font) {
                let end = min(ends[start] ?? run.count, run.count)
                let text = start < end && named.insert(start).inserted ? String(decoding: run[start..<end], as: UTF8.self) : ""
                placed.append(PlacedColourGlyph(picture: picture, x: x + Double(advance + Int(info.geometry.x_offset)) / scale,
                                                y: baseline + Double(info.geometry.y_offset) / scale, text: text))
            }
            advance += Int(info.geometry.width)
        }
        return placed
    }

    /// Each picture over its glyph's ink box, its characters under it in the document's text.
    func paint(_ placed: [PlacedColourGlyph]) {
        for glyph in placed {
            findable(glyph)
            cairo_save(cairo)
            cairo_translate(cairo, glyph.x + glyph.picture.x, glyph.y + glyph.picture.y)
            cairo_scale(cairo, 1 / ColourGlyphs.resolution, 1 / ColourGlyphs.resolution)
            cairo_set_source_surface(cairo, glyph.picture.surface, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    /// Puts a colour glyph's characters into the document's text, so that a reader can find and
    /// copy them (issue 22, "findable in the text layer where Cairo allows"): Cairo 1.16 keeps a
    /// colour glyph only as an image. One glyph of a plain font stands for them
    /// (`cairo_show_text_glyphs`, which Cairo maps to the characters), drawn under the picture at
    /// 1% opacity, so it is not seen (Cairo leaves out a draw that is wholly transparent).
    private func findable(_ glyph: PlacedColourGlyph) {
        guard !glyph.text.isEmpty else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_select_font_face(cairo, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, glyph.picture.height)
        guard let stand = colourGlyphs.textStandIn(of: cairo_get_scaled_font(cairo)) else { return }
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.01)
        var placed = cairo_glyph_t(index: stand, x: glyph.x + glyph.picture.x + glyph.picture.width * 0.2, y: glyph.y)
        var cluster = cairo_text_cluster_t(num_bytes: Int32(glyph.text.utf8.count), num_glyphs: 1)
        glyph.text.withCString { utf8 in
            cairo_show_text_glyphs(cairo, utf8, Int32(glyph.text.utf8.count), &placed, 1, &cluster, 1, cairo_text_cluster_flags_t(rawValue: 0))
        }
    }
}
