import CPangoCairo
import ChatLayout

/// Where the characters of a laid-out text are (issue 33 "Links and text"): the character under
/// a point, and the boxes a range of characters covers, in the text's own points, as the text
/// was measured and is drawn (its runs set again in a layout of the measurer's, broken where the
/// layout broke them). What a window needs to click a link and select text.
extension PangoTextMeasurer {
    /// The UTF-8 offset in `text.string` nearest to (`x`, `y`), points from the text's top left:
    /// the line whose box holds `y` (the first above, the last below), the character edge
    /// nearest `x` on it (its start left of the line, its end right of it).
    /// - Complexity: O(text).
    public func offset(in text: LayoutText, x: Double, y: Double) -> Int {
        guard let lineIndex = Self.line(of: text, at: y) else { return 0 }
        let string = text.string
        return withLayout(of: text) { layout in
            guard let line = pango_layout_get_line_readonly(layout, Int32(lineIndex)) else { return 0 }
            var index: Int32 = 0, trailing: Int32 = 0
            _ = pango_layout_line_x_to_index(line, Int32(x * Double(PANGO_SCALE)), &index, &trailing)
            return Self.advance(Int(index), by: Int(trailing), in: string)
        }
    }

    /// The boxes the UTF-8 range `range` of `text.string` covers, one a line it meets (more on
    /// a line of mixed direction), in the text's points.
    /// - Complexity: O(text).
    public func boxes(of range: Range<Int>, in text: LayoutText) -> [LayoutRect] {
        guard !range.isEmpty else { return [] }
        return withLayout(of: text) { layout in
            PangoLineBoxes.boxes(of: range, in: layout, lines: text.measured.lines, x: 0, y: 0)
        }
    }

    /// The index of the measured line whose box holds `y` (the first above the text, the last
    /// below it); nil for a text of no lines.
    static func line(of text: LayoutText, at y: Double) -> Int? {
        let lines = text.measured.lines
        guard !lines.isEmpty else { return nil }
        return lines.firstIndex { y < $0.top + $0.height } ?? lines.count - 1
    }

    /// The UTF-8 offset `count` characters after `offset` in `string` (Pango's trailing count).
    static func advance(_ offset: Int, by count: Int, in string: String) -> Int {
        let utf8 = string.utf8
        guard count > 0, let start = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex) else { return min(offset, utf8.count) }
        var index = string.index(start, offsetBy: 0)
        for _ in 0..<count where index < string.endIndex {
            index = string.index(after: index)
        }
        return utf8.distance(from: utf8.startIndex, to: index)
    }

    /// `body` with `text` set in a layout of this measurer's context as it was laid out.
    private func withLayout<Result>(of text: LayoutText, _ body: (OpaquePointer) -> Result) -> Result {
        let runs = text.runs.map { TextRun($0.text, font: $0.font) }
        return withContext { context in
            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            PangoParagraph.set(in: layout, runs: runs, maxWidth: text.breakWidth, wraps: text.wraps)
            return body(layout)
        }
    }
}
