import CPangoCairo
import ChatLayout
import Foundation

/// The fonts Parley draws with: DejaVu Sans and DejaVu Sans Mono, emoji from Noto Color Emoji,
/// pinned by the repository's `fonts.conf` so that renders are the same on every machine with
/// the same libraries (research toolchain §3).
public enum PangoFonts {
    /// Points fontconfig at `configFile` unless `FONTCONFIG_FILE` is already set. Must run
    /// before the first Pango call of the process; later calls change nothing.
    public static func pin(configFile: String) {
        setenv("FONTCONFIG_FILE", configFile, 0)
    }

    /// The Pango description of `font`, sized in absolute units (points of user space).
    static func description(_ font: FontSpec) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.monospace ? "DejaVu Sans Mono" : "DejaVu Sans")
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        return description
    }

    /// No hinting, no hinted metrics, grey antialiasing: text measures the same at every scale.
    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }
}
