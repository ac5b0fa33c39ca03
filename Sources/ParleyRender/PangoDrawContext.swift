import CPangoCairo

/// One Pango context for a whole drawing, made for its Cairo context (the surface's font
/// options and the transformation as they are when it is made), with the fonts configured as
/// for measuring: every text of the drawing is set in a layout of it, instead of a context of
/// its own per text (`pango_cairo_create_layout`), which cost more than setting the text.
///
/// Pango's Cairo renderer keeps the foreground alpha of the last run a layout line drew with
/// and applies it to glyph runs drawn after (`pango_cairo_show_glyph_item` resets the colour but
/// not the alpha), so after a layout is drawn the next glyph run first draws `reset`: a space
/// with no attributes, whose run unsets it.
final class PangoDrawContext {
    let context: OpaquePointer
    /// One space without attributes.
    private let reset: OpaquePointer
    /// Whether a layout line was drawn since the last reset.
    private var alphaMayBeSet = false

    init(cairo: OpaquePointer) {
        context = pango_cairo_create_context(cairo)
        PangoFonts.configure(context)
        reset = pango_layout_new(context)
        pango_layout_set_text(reset, " ", 1)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(reset))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// A layout line of this context was drawn (its runs may have set the renderer's alpha).
    func drewLayout() {
        alphaMayBeSet = true
    }

    /// Unsets the alpha a layout line left before glyph runs are drawn in the source's colour.
    func unsetAlpha(_ cairo: OpaquePointer) {
        guard alphaMayBeSet, let line = pango_layout_get_line_readonly(reset, 0) else { return }
        cairo_move_to(cairo, 0, 0)
        pango_cairo_show_layout_line(cairo, line)
        alphaMayBeSet = false
    }

    /// A new layout (release it with `g_object_unref`).
    func layout() -> OpaquePointer {
        pango_layout_new(context)
    }
}
