import CGTK4
import ParleyQR

/// A QR code as a picture to scan from a phone: dark modules on white, a quiet zone of four
/// modules, each module `scale` points.
enum QRPicture {
    static let scale = 4.0

    /// A drawing area showing `code`.
    static func widget(_ code: QRCode) -> UnsafeMutablePointer<GtkWidget> {
        let area = gtk_drawing_area_new()!
        let side = Int32((Double(code.size) + 8) * scale)
        gtk_drawing_area_set_content_width(area.cast(), side)
        gtk_drawing_area_set_content_height(area.cast(), side)
        gtk_widget_set_halign(area, GTK_ALIGN_CENTER)
        typealias Draw = (OpaquePointer, Double, Double) -> Void
        let draw: Draw = { cairo, _, _ in
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            cairo_set_source_rgb(cairo, 0, 0, 0)
            for row in 0..<code.size {
                for column in 0..<code.size where code.isDark(row: row, column: column) {
                    cairo_rectangle(cairo, (Double(column) + 4) * scale, (Double(row) + 4) * scale, scale, scale)
                }
            }
            cairo_fill(cairo)
        }
        let thunk: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let cairo else { return }
            Callback<Draw>.handler(data)(cairo, Double(width), Double(height))
        }
        gtk_drawing_area_set_draw_func(area.cast(), thunk, Callback(draw).retained, Callback<Draw>.release)
        return area
    }
}
