import CPangoCairo

/// One Pango context for a whole drawing, made for its Cairo context (the surface's font
/// options and the transformation as they are when it is made), with the fonts configured as
/// for measuring: every text of the drawing is set in a layout of it, instead of a context of
/// its own per text (`pango_cairo_create_layout`), which cost more than setting the text.
final class PangoDrawContext {
    let context: OpaquePointer

    init(cairo: OpaquePointer) {
        context = pango_cairo_create_context(cairo)
        PangoFonts.configure(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// A new layout (release it with `g_object_unref`).
    func layout() -> OpaquePointer {
        pango_layout_new(context)
    }
}
