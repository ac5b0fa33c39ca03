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
        /// `pencil`: a slanted body with a pointed tip at the bottom start.
        func pencil() {
            let (tipX, tipY) = (x + width * 0.15, baseline)
            let (endX, endY) = (x + width * 0.9, top)
            let (dx, dy) = (endX - tipX, endY - tipY)
            let length = (dx * dx + dy * dy).squareRoot()
            let (nx, ny) = (-dy / length * size * 0.1, dx / length * size * 0.1)
            let (neckX, neckY) = (tipX + dx * 0.25, tipY + dy * 0.25)
            cairo_new_path(cairo)
            cairo_move_to(cairo, tipX, tipY)
            cairo_line_to(cairo, neckX + nx, neckY + ny)
            cairo_line_to(cairo, endX + nx, endY + ny)
            cairo_line_to(cairo, endX - nx, endY - ny)
            cairo_line_to(cairo, neckX - nx, neckY - ny)
            cairo_close_path(cairo)
            cairo_fill(cairo)
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
            pencil()
        case .timer:
            cairo_new_path(cairo)
            cairo_arc(cairo, midX, baseline - h * 0.42, h * 0.42, 0, 2 * Double.pi)
            cairo_stroke(cairo)
            line([(midX, baseline - h * 0.42), (midX + h * 0.2, baseline - h * 0.62)])
            line([(midX - h * 0.15, top - h * 0.08), (midX + h * 0.15, top - h * 0.08)])
        case .sending:
            for dx in [-0.3, 0, 0.3] {
                cairo_new_path(cairo)
                cairo_arc(cairo, midX + width * dx, baseline - h * 0.3, size * 0.08, 0, 2 * Double.pi)
                cairo_fill(cairo)
            }
        case .viaProxy:
            line([(x + width * 0.15, top + h * 0.3), (x + width * 0.85, top + h * 0.3)])
            line([(x + width * 0.15, top + h * 0.75), (x + width * 0.85, top + h * 0.75)])
        case .authError, .error:
            line([(x + width * 0.25, top + h * 0.1), (x + width * 0.75, baseline - h * 0.1)])
            line([(x + width * 0.75, top + h * 0.1), (x + width * 0.25, baseline - h * 0.1)])
        case .warning:
            cairo_new_path(cairo)
            cairo_move_to(cairo, midX, top)
            cairo_line_to(cairo, x + width * 0.9, baseline)
            cairo_line_to(cairo, x + width * 0.1, baseline)
            cairo_close_path(cairo)
            cairo_fill(cairo)
        case .invalid:
            cairo_new_path(cairo)
            cairo_arc(cairo, midX, top + h * 0.28, h * 0.25, 1.1 * Double.pi, 2.4 * Double.pi)
            cairo_line_to(cairo, midX, baseline - h * 0.3)
            cairo_stroke(cairo)
            cairo_new_path(cairo)
            cairo_arc(cairo, midX, baseline - h * 0.05, size * 0.06, 0, 2 * Double.pi)
            cairo_fill(cairo)
        case .unread, .placeholder:
            cairo_new_path(cairo)
            cairo_arc(cairo, midX, baseline - h / 2, h * 0.35, 0, 2 * Double.pi)
            cairo_fill(cairo)
        case .encrypted, .unencrypted:
            cairo_new_path(cairo)
            cairo_rectangle(cairo, x + width * 0.2, baseline - h * 0.55, width * 0.6, h * 0.55)
            cairo_fill(cairo)
            cairo_new_path(cairo)
            cairo_arc(cairo, midX, baseline - h * 0.55, width * 0.22, Double.pi, icon == .unencrypted ? 1.6 * Double.pi : 2 * Double.pi)
            cairo_stroke(cairo)
        }
    }
}
