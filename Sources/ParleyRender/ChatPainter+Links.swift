import CPangoCairo
import ChatLayout

extension ChatPainter {
    /// On a PDF, each run of `text` (drawn with its top-left at `x`, `y`) that has a link becomes
    /// a link annotation over the boxes of its lines, so a link in an export can be clicked
    /// (issue 22 "Links are clickable"). Nothing on other surfaces.
    func annotateLinks(_ text: LayoutText, x: Double, y: Double) {
        guard cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_PDF, text.runs.contains(where: { $0.link != nil }) else { return }
        let layout = pango.layout()
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoParagraph.set(in: layout, runs: text.paragraph.runs, maxWidth: text.breakWidth, wraps: text.wraps)
        var start = 0
        for run in text.runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard let link = run.link else { continue }
            let boxes = Self.boxes(of: start..<end, in: layout, lines: text.measured.lines, x: x, y: y)
            guard !boxes.isEmpty else { continue }
            let rects = boxes.map { "\($0.x) \($0.y) \($0.width) \($0.height)" }.joined(separator: " ")
            cairo_tag_begin(cairo, CAIRO_TAG_LINK, "rect=[\(rects)] uri='\(Self.quoted(link))'")
            cairo_tag_end(cairo, CAIRO_TAG_LINK)
        }
    }

    /// The boxes the bytes `range` of the layout's text cover, one a line (or more on a line of
    /// mixed direction), in the measured lines' boxes.
    private static func boxes(of range: Range<Int>, in layout: OpaquePointer, lines: [MeasuredLine], x: Double, y: Double) -> [LayoutRect] {
        var boxes: [LayoutRect] = []
        for (index, line) in lines.enumerated() where index < Int(pango_layout_get_line_count(layout)) {
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(pango_layout_get_line_readonly(layout, Int32(index)), Int32(range.lowerBound), Int32(range.upperBound), &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { continue }
            for pair in 0..<Int(count) {
                let (from, to) = (Double(ranges[2 * pair]) / Double(PANGO_SCALE), Double(ranges[2 * pair + 1]) / Double(PANGO_SCALE))
                if to > from { boxes.append(LayoutRect(x: x + from, y: y + line.top, width: to - from, height: line.height)) }
            }
        }
        return boxes
    }

    /// `text` inside a Cairo attribute's single quotes: its quotes and backslashes escaped.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
