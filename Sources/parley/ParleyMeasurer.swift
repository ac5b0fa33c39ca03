import ParleyRender

/// The measurer of the commands that lay out: Pango, with the fonts `FONTCONFIG_FILE` names
/// (the repository's `fonts.conf` pins them).
enum ParleyMeasurer {
    static let shared = PangoTextMeasurer()
}
