import CPangoCairo
import ChatLayout
import Foundation

/// The meta's status icons as vector shapes, in a box `width` wide standing on the baseline,
/// `size` the caption size.
enum MetaIconShape {
    static func draw(_ icon: MetaIcon, cairo: OpaquePointer, color: RGBA, x: Double, baseline: Double, width: Double, size: Double) {
        guard color.alpha > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cairo, size * 0.1)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        let h = size * 0.7
        let top = baseline - h
        let midX = x + width / 2
        func line(_ points: [(Double, Double)]) {
            cairo_new_path(cairo)
            for (index, point) in points.enumerated() {
                index == 0 ? cairo_move_to(cairo, point.0, point.1) : cairo_line_to(cairo, point.0, point.1)
            }
            cairo_stroke(cairo)
        }
        func check(_ dx: Double) {
            line([(x + dx + width * 0.15, top + h * 0.55), (x + dx + width * 0.4, baseline - h * 0.05), (x + dx + width * 0.85, top + h * 0.1)])
        }
        switch icon {
        case .sent:
            check(0)
        case .delivered, .deliveredBadHash:
            check(-width * 0.12)
            check(width * 0.18)
        case .edited:
            line([(x + width * 0.2, baseline), (x + width * 0.85, top + h * 0.1)])
        case .timer, .sending:
            cairo_new_path(cairo)
            cairo_arc(cairo, midX, baseline - h / 2, h / 2, 0, 2 * Double.pi)
            cairo_stroke(cairo)
            line([(midX, baseline - h / 2), (midX, top + h * 0.2)])
        case .viaProxy:
            line([(x + width * 0.15, top + h * 0.3), (x + width * 0.85, top + h * 0.3)])
            line([(x + width * 0.15, top + h * 0.75), (x + width * 0.85, top + h * 0.75)])
        case .authError:
            line([(x + width * 0.2, top), (x + width * 0.8, baseline)])
            line([(x + width * 0.8, top), (x + width * 0.2, baseline)])
        case .error, .warning:
            cairo_new_path(cairo)
            cairo_move_to(cairo, midX, top)
            cairo_line_to(cairo, x + width * 0.9, baseline)
            cairo_line_to(cairo, x + width * 0.1, baseline)
            cairo_close_path(cairo)
            cairo_fill(cairo)
        case .unread, .placeholder:
            cairo_new_path(cairo)
            cairo_arc(cairo, midX, baseline - h / 2, h * 0.35, 0, 2 * Double.pi)
            cairo_fill(cairo)
        case .encrypted, .unencrypted, .invalid:
            cairo_new_path(cairo)
            cairo_rectangle(cairo, x + width * 0.2, baseline - h * 0.55, width * 0.6, h * 0.55)
            cairo_fill(cairo)
            cairo_new_path(cairo)
            cairo_arc(cairo, midX, baseline - h * 0.55, width * 0.22, Double.pi, icon == .unencrypted ? 1.6 * Double.pi : 2 * Double.pi)
            cairo_stroke(cairo)
        }
    }
}
