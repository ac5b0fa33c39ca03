import CPangoCairo
import ChatLayout

/// The boxes a byte range of a Pango layout's text covers, one a line it meets (more on a line
/// of mixed direction), each as tall as the measured line: where a link is tagged in a PDF and
/// where a window finds a link or a selection.
enum PangoLineBoxes {
    /// The boxes of `range` in `layout`, whose lines were measured as `lines`, offset by
    /// (`x`, `y`).
    /// - Complexity: O(lines + boxes).
    static func boxes(of range: Range<Int>, in layout: OpaquePointer, lines: [MeasuredLine], x: Double, y: Double) -> [LayoutRect] {
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
}
