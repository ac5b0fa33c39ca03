import CPangoCairo
import ChatLayout

/// A paragraph as `PangoTextMeasurer` laid it out: its Pango layout, kept so that the painter
/// draws the very lines the layout measured instead of setting the text again (shaping is most
/// of a text's cost). The layout holds only fonts; the painter gives each glyph run its colour.
/// Every use of the layout, its release included, is under the measurer's lock.
final class PangoShape: TextShape, @unchecked Sendable {
    private let measurer: PangoTextMeasurer
    private let layout: OpaquePointer
    /// The runs laid out, and whether their lines break at the width.
    let runs: [TextRun]
    let wraps: Bool

    init(layout: OpaquePointer, runs: [TextRun], wraps: Bool, measurer: PangoTextMeasurer) {
        (self.layout, self.runs, self.wraps, self.measurer) = (layout, runs, wraps, measurer)
    }

    deinit {
        measurer.locked { [layout] in g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// `body` with the layout, under the measurer's lock.
    func withLayout<Result>(_ body: (OpaquePointer) -> Result) -> Result {
        measurer.locked { body(layout) }
    }

    /// Whether this is the shape of `text`'s runs, set the same way.
    func shapes(_ text: LayoutText) -> Bool {
        guard wraps == text.wraps, runs.count == text.runs.count else { return false }
        return zip(runs, text.runs).allSatisfy { $0.text == $1.text && $0.font == $1.font }
    }
}
