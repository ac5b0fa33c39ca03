import CPangoCairoFloor
import ChatLayout

/// The floor of drawing a screen: every text run the screen shows — messages, names, meta
/// times, table cells, initials — in the same fonts, at the same widths and places, laid out
/// and drawn by Pango alone, each once, through one Pango context.
struct FloorRuns: LayoutVisitor {
    struct Run {
        var runs: [TextRun]
        var x: Double, y: Double
        /// Pango units, or -1 for no breaks.
        var width: Int32
    }

    private(set) var runs: [Run] = []
    private let top: Double

    /// The runs of the rows of `tree` that meet `top..<bottom`, placed with `top` at y = 0.
    init(_ tree: LayoutTree, top: Double, bottom: Double) {
        self.top = top
        tree.walk(&self, from: top, to: bottom)
    }

    var count: Int { runs.count }

    mutating func add(_ text: LayoutText, x: Double, y: Double) {
        let width = text.wraps && text.measured.lines.count > 1 ? Int32((text.measured.width + 0.01) * Double(PANGO_SCALE)) : -1
        runs.append(Run(runs: text.paragraph.runs, x: x, y: y - top, width: width))
    }

    mutating func visitText(_ text: LayoutText, of part: LayoutPart, in row: LayoutRow) {
        let frame = row.contentFrame(of: part)
        add(text, x: frame.x, y: frame.y)
    }

    mutating func visitCells(_ cells: [LayoutCell], of part: LayoutPart, in row: LayoutRow) {
        for cell in cells { add(cell.text, x: cell.frame.x, y: row.y + cell.frame.y) }
    }

    mutating func visitMeta(_ meta: MetaLine, of part: LayoutPart, in row: LayoutRow) {
        let frame = row.contentFrame(of: part)
        for segment in meta.segments {
            guard case let .text(text) = segment.piece else { continue }
            runs.append(Run(runs: [TextRun(text, font: FontSpec(size: meta.fontSize))], x: frame.x + segment.x, y: frame.y - top, width: -1))
        }
    }

    mutating func visitAvatar(initials: String, colorIndex: Int, of part: LayoutPart, in row: LayoutRow) {
        let frame = row.contentFrame(of: part)
        runs.append(Run(runs: [TextRun(initials, font: FontSpec(size: frame.width * 0.4, weight: .semibold))], x: frame.x, y: frame.y - top, width: -1))
    }

    /// Lays out and draws every run on `cairo`: one context, one layout per run, one font
    /// attribute per style run and the text's colour, as the renderer sets them.
    func layOutAndDraw(_ cairo: OpaquePointer) {
        let context = pango_cairo_create_context(cairo)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        for run in runs {
            let layout = pango_layout_new(context)
            let text = run.runs.map(\.text).joined()
            pango_layout_set_text(layout, text, Int32(text.utf8.count))
            let attributes = pango_attr_list_new()
            var start: guint = 0
            for piece in run.runs {
                let end = start + guint(piece.text.utf8.count)
                let description = pango_font_description_new()
                pango_font_description_set_family(description, piece.font.monospace ? "DejaVu Sans Mono" : "DejaVu Sans")
                pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(piece.font.weight.rawValue)))
                pango_font_description_set_style(description, piece.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
                pango_font_description_set_absolute_size(description, piece.font.size * Double(PANGO_SCALE))
                for attribute in [pango_attr_font_desc_new(description), pango_attr_foreground_new(0x1000, 0x1000, 0x1000)] {
                    attribute?.pointee.start_index = start
                    attribute?.pointee.end_index = end
                    pango_attr_list_insert(attributes, attribute)
                }
                pango_font_description_free(description)
                start = end
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_width(layout, run.width)
            cairo_move_to(cairo, run.x, run.y)
            pango_cairo_show_layout(cairo, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        g_object_unref(UnsafeMutableRawPointer(context))
    }
}
