import CPangoCairo
import ChatLayout

extension ChatPainter {
    /// Draws `text` from the layout its measurer kept (`PangoShape`), when it has one of these
    /// very runs and no run needs a mark drawn (strikethrough, underline, a secret's block, a
    /// mention's tint, which the Pango attributes of `PangoParagraph.style` draw): each glyph run
    /// of each line on its measured baseline, in its style's colour; a clear run (the meta's
    /// copy) not at all. Lines stand where a layout set at the text's break width puts them
    /// (`breakWidth`): left-aligned at 0, right-aligned ones (right to left) at the right edge of
    /// the widest line. Pango splits its items at every run's edge, so a glyph run has one style.
    /// Returns false, drawing nothing, when it cannot.
    /// - Complexity: O(glyphs); sets no text and shapes nothing.
    func drawShape(_ text: LayoutText, x: Double, y: Double) -> Bool {
        guard let shape = text.measured.shape.shape as? PangoShape, shape.shapes(text), text.runs.allSatisfy(\.marks.isEmpty) else { return false }
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
                    let color = palette.color(text.runs[runIndex].ink)
                    if color.alpha > 0 {
                        source(color)
                        cairo_move_to(cairo, x + Double(runX) / scale, y + measuredLine.baseline)
                        pango_cairo_show_glyph_item(cairo, string, item)
                    }
                    runX += pango_glyph_string_get_width(item.pointee.glyphs)
                    node = current.pointee.next
                }
                guard pango_layout_iter_next_line(iterator) != 0 else { break }
            }
            return true
        }
    }
}
