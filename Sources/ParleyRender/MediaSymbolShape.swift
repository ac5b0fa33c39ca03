import CPangoCairo
import ChatLayout
import Foundation

/// The media symbols as vector shapes filling a square frame (SF Symbols in the apps): the
/// forwarded arrow, a folded document, a microphone, the voice player (a circle in the card's
/// colour with the play triangle in the primary colour) and a video's play button (a dark
/// circle with a white triangle), and the download mark (a white arrow down on a dark circle).
enum MediaSymbolShape {
    static func draw(_ symbol: MediaSymbol, cairo: OpaquePointer, frame: LayoutRect, ink: RGBA, primary: RGBA, circle: RGBA) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        let (x, y, side) = (frame.x, frame.y, min(frame.width, frame.height))
        func source(_ color: RGBA) { cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha) }
        func polygon(_ points: [(Double, Double)]) {
            cairo_new_path(cairo)
            for (index, point) in points.enumerated() {
                index == 0 ? cairo_move_to(cairo, x + point.0 * side, y + point.1 * side) : cairo_line_to(cairo, x + point.0 * side, y + point.1 * side)
            }
            cairo_close_path(cairo)
        }
        func play(_ color: RGBA, size: Double) {
            let (midX, midY) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
            cairo_new_path(cairo)
            cairo_move_to(cairo, midX - size * 0.35, midY - size / 2)
            cairo_line_to(cairo, midX + size * 0.55, midY)
            cairo_line_to(cairo, midX - size * 0.35, midY + size / 2)
            cairo_close_path(cairo)
            source(color)
            cairo_fill(cairo)
        }
        func disc(_ color: RGBA) {
            cairo_new_path(cairo)
            cairo_arc(cairo, frame.x + frame.width / 2, frame.y + frame.height / 2, side / 2, 0, 2 * Double.pi)
            source(color)
            cairo_fill(cairo)
        }
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        switch symbol {
        case .forwarded:
            cairo_set_line_width(cairo, side * 0.09)
            cairo_new_path(cairo)
            cairo_move_to(cairo, x + side * 0.2, y + side * 0.78)
            cairo_curve_to(cairo, x + side * 0.2, y + side * 0.5, x + side * 0.35, y + side * 0.42, x + side * 0.78, y + side * 0.42)
            source(ink)
            cairo_stroke(cairo)
            polygon([(0.6, 0.22), (0.86, 0.42), (0.6, 0.62)])
            cairo_fill(cairo)
        case .file:
            polygon([(0.18, 0.05), (0.6, 0.05), (0.82, 0.27), (0.82, 0.95), (0.18, 0.95)])
            source(ink)
            cairo_fill(cairo)
            polygon([(0.6, 0.05), (0.6, 0.27), (0.82, 0.27)])
            source(RGBA(hex: 0xFFFFFF).opacity(0.55))
            cairo_fill(cairo)
        case .microphone:
            source(ink)
            cairo_new_path(cairo)
            cairo_arc(cairo, x + side * 0.5, y + side * 0.3, side * 0.16, Double.pi, 2 * Double.pi)
            cairo_arc(cairo, x + side * 0.5, y + side * 0.5, side * 0.16, 0, Double.pi)
            cairo_close_path(cairo)
            cairo_fill(cairo)
            cairo_set_line_width(cairo, side * 0.07)
            cairo_new_path(cairo)
            cairo_arc(cairo, x + side * 0.5, y + side * 0.5, side * 0.27, 0, Double.pi)
            cairo_move_to(cairo, x + side * 0.5, y + side * 0.77)
            cairo_line_to(cairo, x + side * 0.5, y + side * 0.92)
            cairo_stroke(cairo)
        case .voicePlay:
            disc(circle)
            play(primary, size: MediaSymbolShape.voicePlaySide(side))
        case .videoPlay:
            disc(RGBA(hex: 0x000000).opacity(0.45))
            play(RGBA(hex: 0xFFFFFF), size: side * 0.4)
        case .download:
            disc(RGBA(hex: 0x000000).opacity(0.45))
            source(RGBA(hex: 0xFFFFFF))
            cairo_set_line_width(cairo, side * 0.08)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            cairo_new_path(cairo)
            cairo_move_to(cairo, x + side * 0.5, y + side * 0.25)
            cairo_line_to(cairo, x + side * 0.5, y + side * 0.72)
            cairo_move_to(cairo, x + side * 0.3, y + side * 0.52)
            cairo_line_to(cairo, x + side * 0.5, y + side * 0.72)
            cairo_line_to(cairo, x + side * 0.7, y + side * 0.52)
            cairo_stroke(cairo)
        }
    }

    /// The play triangle inside the voice player: 20 of its 56 (`VoiceMessagePlayer`).
    static func voicePlaySide(_ side: Double) -> Double { side * 20 / 56 }
}
