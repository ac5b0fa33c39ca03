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
            let boxes = PangoLineBoxes.boxes(of: start..<end, in: layout, lines: text.measured.lines, x: x, y: y)
            guard !boxes.isEmpty else { continue }
            let rects = boxes.map { "\($0.x) \($0.y) \($0.width) \($0.height)" }.joined(separator: " ")
            cairo_tag_begin(cairo, CAIRO_TAG_LINK, "rect=[\(rects)] uri='\(Self.quoted(link))'")
            cairo_tag_end(cairo, CAIRO_TAG_LINK)
        }
    }

    /// `text` inside a Cairo attribute's single quotes: its quotes and backslashes escaped.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
