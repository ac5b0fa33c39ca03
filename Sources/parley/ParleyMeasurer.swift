import ParleyRender

/// The measurers of the commands that lay out: Pango, with the fonts `FONTCONFIG_FILE` names
/// (the repository's `fonts.conf` pins them).
enum ParleyMeasurer {
    /// For a screen: its texts keep their Pango layouts for drawing.
    static let shared = PangoTextMeasurer()
    /// For many rows laid out at once (`layout`, `render --all`, `export`, which read a chat a
    /// page of items at a time): no Pango layout kept per text, so the memory stays that of the
    /// geometry; texts are set again when drawn.
    static let whole = PangoTextMeasurer(keepsShapes: false)
}
