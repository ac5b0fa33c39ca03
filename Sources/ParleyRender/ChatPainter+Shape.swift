import CPangoCairo
import ChatLayout

extension ChatPainter {
    /// Draws `text` from the layout its measurer kept (`PangoShape`), when it has one of these
    /// very runs: each glyph run of each line on its measured baseline, in its style's colour,
    /// with its marks drawn as Pango draws the attributes of `PangoParagraph.style`
    /// (`drawMarks`); a clear run (the meta's copy) not at all. Lines stand where a layout set at the text's break width puts them
    /// (`breakWidth`): left-aligned at 0, right-aligned ones (right to left) at the right edge of
    /// the widest line. Pango splits its items at every run's edge, so a glyph run has one style.
    /// Returns false, drawing nothing, when it cannot.
    /// - Complexity: O(glyphs); sets no text and shapes nothing.
    func drawShape(_ text: LayoutText, x: Double, y: Double) -> Bool {
        guard let shape = text.measured.shape.shape as? PangoShape, shape.shapes(text) else { return false }
        return shape.withLayout { layout in
            guard Int(pango_layout_get_line_count(layout)) == text.measured.lines.count, let string = pango_layout_get_text(layout) else { return false }
            var ends: [Int] = []
            ends.reserveCapacity(text.runs.count)
            var end = 0
            for run in text.runs {
                end += run.text.utf8.count
                ends.append(end)
            }
            let scale = Double(PANGO_SCALE)
            let width = pango_layout_get_width(layout)
            let breakWidth = text.breakWidth.isFinite ? Int32(text.breakWidth * scale) : -1
            pango.unsetAlpha(cairo)
            let iterator = pango_layout_get_iter(layout)
            defer { pango_layout_iter_free(iterator) }
            for measuredLine in text.measured.lines {
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, &ink, &logical)
                var lineX = logical.x
                if lineX > 0, width >= 0 {
                    lineX = breakWidth < 0 ? 0 : lineX - (width - breakWidth)
                }
                var node = pango_layout_iter_get_line_readonly(iterator)?.pointee.runs
                var runX = lineX
                while let current = node {
                    guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) else { break }
                    let offset = Int(item.pointee.item.pointee.offset)
                    let runIndex = ends.firstIndex { offset < $0 } ?? ends.count - 1
                    let style = text.runs[runIndex]
                    let color = palette.color(style.ink)
                    let runLeft = x + Double(runX) / scale, baseline = y + measuredLine.baseline
                    if style.marks.isEmpty {
                        if color.alpha > 0 {
                            source(color)
                            showGlyphs(item, of: string, x: runLeft, baseline: baseline)
                        }
                    } else {
                        let lineTop = baseline + Double(logical.y - pango_layout_iter_get_baseline(iterator)) / scale
                        drawMarked(item, of: string, style.marks, color: color, x: runLeft, baseline: baseline,
                                   lineTop: lineTop, lineHeight: Double(logical.height) / scale)
                    }
                    runX += pango_glyph_string_get_width(item.pointee.glyphs)
                    node = current.pointee.next
                }
                guard pango_layout_iter_next_line(iterator) != 0 else { break }
            }
            return true
        }
    }

    /// A glyph run with marks, as Pango draws `PangoParagraph.style`'s attributes: a secret is a
    /// block of the secondary colour over the line's height (its glyphs, in the block's colour,
    /// add nothing); a mention of the user has the primary colour at 20% behind its glyphs;
    /// underline and strikethrough are bars of the font's thickness at the font's positions
    /// from the baseline, across the run's ink and logical extents, in the run's colour.
    private func drawMarked(_ item: UnsafeMutablePointer<PangoGlyphItem>, of string: UnsafePointer<CChar>, _ marks: StyledRun.Marks, color: RGBA,
                            x: Double, baseline: Double, lineTop: Double, lineHeight: Double) {
        let scale = Double(PANGO_SCALE)
        let font = item.pointee.item.pointee.analysis.font
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_glyph_string_extents(item.pointee.glyphs, font, &ink, &logical)
        let width = Double(logical.width) / scale
        if marks.contains(.secret) {
            fill(LayoutRect(x: x + Double(logical.x) / scale, y: lineTop, width: width, height: lineHeight), Self.quantized(palette.secondary))
            return
        }
        if marks.contains(.userMention) {
            fill(LayoutRect(x: x + Double(logical.x) / scale, y: lineTop, width: width, height: lineHeight), Self.quantized(palette.primary.opacity(0.2)))
        }
        guard color.alpha > 0 else { return }
        source(color)
        showGlyphs(item, of: string, x: x, baseline: baseline)
        guard marks.contains(.underline) || marks.contains(.strikethrough), let metrics = pango_font_get_metrics(font, nil) else { return }
        defer { pango_font_metrics_unref(metrics) }
        let left = x + Double(min(ink.x, logical.x)) / scale
        let barWidth = Double(max(ink.width, logical.width)) / scale
        if marks.contains(.underline) {
            fill(LayoutRect(x: left, y: baseline - Double(pango_font_metrics_get_underline_position(metrics)) / scale,
                            width: barWidth, height: Double(pango_font_metrics_get_underline_thickness(metrics)) / scale), color)
        }
        if marks.contains(.strikethrough) {
            fill(LayoutRect(x: left, y: baseline - Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
                            width: barWidth, height: Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale), color)
        }
    }

    /// `color` as a Pango attribute carries it: each channel in 16 bits.
    private static func quantized(_ color: RGBA) -> RGBA {
        let channel = { (value: Double) in Double(UInt16(max(0, min(1, value)) * 65535)) / 65535 }
        return RGBA(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: channel(color.alpha))
    }
}
