import CGTK4
import ChatLayout

/// The "new messages" line above the first message that was unread when the chat opened (as
/// the terminal draws it and the SimpleX apps mark it): a rule across the chat with its words in
/// the middle, on the chat's background.
enum NewMessagesLine {
    static let text = "new messages"

    static func draw(on cairo: OpaquePointer, y: Double, width: Double, color: RGBA, background: RGBA) {
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 0.8)
        cairo_set_line_width(cairo, 1)
        cairo_move_to(cairo, 8, y.rounded() + 0.5)
        cairo_line_to(cairo, width - 8, y.rounded() + 0.5)
        cairo_stroke(cairo)
        cairo_select_font_face(cairo, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cairo, 11)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        let x = (width - extents.width) / 2
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, 1)
        cairo_rectangle(cairo, x - 8, y - 8, extents.width + 16, 16)
        cairo_fill(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 1)
        cairo_move_to(cairo, x, y + extents.height / 2)
        cairo_show_text(cairo, text)
        cairo_restore(cairo)
    }
}
