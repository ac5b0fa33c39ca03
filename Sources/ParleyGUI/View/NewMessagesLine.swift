import CGTK4
import ChatLayout

/// The "new messages" line above the first message that was unread when the chat opened (as
/// the terminal draws it and the SimpleX apps mark it): a rule across the chat with its words
/// (`text`, in the user's language, shaped and ordered by Pango: Arabic joins and runs right to
/// left) in the middle, on the chat's background.
enum NewMessagesLine {
    static func draw(_ text: String, on cairo: OpaquePointer, y: Double, width: Double, color: RGBA, background: RGBA) {
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 0.8)
        cairo_set_line_width(cairo, 1)
        cairo_move_to(cairo, 8, y.rounded() + 0.5)
        cairo_line_to(cairo, width - 8, y.rounded() + 0.5)
        cairo_stroke(cairo)
        guard let layout = pango_cairo_create_layout(cairo) else { return cairo_restore(cairo) }
        defer { g_object_unref(layout.gpointer) }
        let font = pango_font_description_from_string("DejaVu Sans Bold")
        pango_font_description_set_absolute_size(font, 11 * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        let x = (width - Double(logical.width)) / 2
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, 1)
        cairo_rectangle(cairo, x - 8, y - 8, Double(logical.width) + 16, 16)
        cairo_fill(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 1)
        cairo_move_to(cairo, x, y - Double(logical.height) / 2)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }
}
