import CPangoCairo
import ChatLayout
import Synchronization

/// Measures text with Pango and Cairo's font options fixed (no hinting), in points: what the
/// renderer draws, it measured. Deterministic for a given set of fonts (pin them with
/// `PangoFonts.pin`). One Pango context behind a lock: Pango objects are not thread-safe.
public final class PangoTextMeasurer: TextMeasurer {
    private let context: Mutex<PangoContextHandle>
    /// Whether measured texts keep their Pango layouts for the painter.
    public let keepsShapes: Bool

    /// `keepsShapes`: measured texts keep their Pango layouts, so that drawing them sets no text
    /// again (a screen); without, a layout of a whole long chat holds no Pango objects and each
    /// text is set again when drawn (`render --all`).
    public init(keepsShapes: Bool = true) {
        context = Mutex(PangoContextHandle())
        self.keepsShapes = keepsShapes
    }

    /// The lines of `paragraph`, with its Pango layout kept as the measured text's shape for
    /// the painter (`PangoShape`) when the measurer keeps shapes; a paragraph too long for one
    /// Pango layout a piece at a time (`measureInChunks`), keeping no shape.
    public func measure(_ paragraph: TextParagraph, maxWidth: Double) -> MeasuredText {
        if Self.exceedsOneLayout(paragraph.runs.map(\.text)) {
            return measureInChunks(paragraph, maxWidth: maxWidth)
        }
        return measureWhole(paragraph, maxWidth: maxWidth, keepsShape: keepsShapes)
    }

    /// `paragraph` in one Pango layout.
    func measureWhole(_ paragraph: TextParagraph, maxWidth: Double, keepsShape: Bool) -> MeasuredText {
        let (lines, layout) = context.withLock { handle in
            let layout = pango_layout_new(handle.context)!
            return (PangoParagraph.set(in: layout, runs: paragraph.runs, maxWidth: maxWidth, wraps: paragraph.wraps, fonts: handle.fonts)
                .measured(lineHeight: paragraph.lineHeight), layout)
        }
        guard keepsShape else {
            locked { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return lines
        }
        var measured = lines
        measured.shape = KeptShape(PangoShape(layout: layout, runs: paragraph.runs, wraps: paragraph.wraps, measurer: self))
        return measured
    }

    /// `body` with this measurer's Pango context, under its lock.
    func withContext<Result>(_ body: (OpaquePointer) -> Result) -> Result {
        let pointer = context.withLock { handle in handle.context }
        return locked { body(pointer) }
    }

    /// `body` under the lock that guards every Pango object of this measurer.
    func locked<Result>(_ body: () -> Result) -> Result {
        context.withLock { _ in body() }
    }
}

/// A Pango context of its own font map and the descriptions of the fonts its texts were set in,
/// released with the handle.
final class PangoContextHandle {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    let fonts = PangoFontDescriptions()

    init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        PangoFonts.configure(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}
