import CPangoCairo
import ChatLayout

/// Pictures, symbols, waveforms and progress bars of cards and quotes.
extension ChatPainter {
    /// A picture filling its frame (scaled to cover it, centred, its edge pixels extended so that
    /// filtering does not fade them), its corners clipped by the
    /// message corner (spec §9 "quote thumbnails and media: message corner clip"); in a classic
    /// bubble, by the bubble's corners; a link preview's, by its card's too; a profile picture,
    /// by its avatar's circle. Nothing when no picture can be had: the card (or the initials) under it
    /// shows its label.
    func visitImage(_ image: MediaImage, of part: LayoutPart, in row: LayoutRow) {
        guard let raster = pictures.raster(image), let surface = raster.surface() else { return }
        defer { cairo_surface_destroy(surface) }
        let frame = row.contentFrame(of: part)
        cairo_save(cairo)
        canvas?.clipDepth += 1
        defer {
            cairo_restore(cairo)
            canvas?.clipDepth -= 1
        }
        if part.kind == .avatar {
            cairo_new_path(cairo)
            cairo_arc(cairo, frame.x + frame.width / 2, frame.y + frame.height / 2, min(frame.width, frame.height) / 2, 0, 2 * Double.pi)
            cairo_clip(cairo)
        } else if environment.layout == .classic, let bubble = row.parts.first(where: { $0.kind == .bubble }) {
            roundedPath(row.contentFrame(of: bubble), radius: LayoutEnvironment.classicCornerRadius)
            cairo_clip(cairo)
        } else {
            roundedPath(frame, radius: LayoutEnvironment.classicCornerRadius)
            cairo_clip(cairo)
        }
        if part.kind != .avatar, let card = row.parts.first(where: { $0.kind == .card && $0.frame != part.frame && $0.frame.contains(part.frame) }) {
            roundedPath(row.contentFrame(of: card), radius: 8)
            cairo_clip(cairo)
        }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cairo)
        let scale = max(frame.width / Double(raster.width), frame.height / Double(raster.height))
        cairo_translate(cairo, frame.x + (frame.width - Double(raster.width) * scale) / 2, frame.y + (frame.height - Double(raster.height) * scale) / 2)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_paint(cairo)
    }

    /// A symbol in the secondary colour; the voice player's circle in the quote colour (spec §9
    /// "VoiceMessagePlayer circle in the quote colour"). In a classic bubble the apps draw it in
    /// the bubble's own colour, which leaves only its play triangle to see in a still picture, so
    /// Parley takes the bubble's quote colour there.
    func visitSymbol(_ symbol: MediaSymbol, of part: LayoutPart, in row: LayoutRow) {
        let sent = row.parts.contains { if case .bubble(true, _) = $0.content { true } else { false } }
        let circle = environment.layout == .classic && sent ? palette.sentQuote : palette.receivedQuote
        MediaSymbolShape.draw(symbol, cairo: cairo, frame: row.contentFrame(of: part).insetSymbol(symbol), ink: palette.secondary,
                              primary: palette.primary, circle: circle)
    }

    /// Bars 2 pt wide every 4 pt, centred on the frame's middle, in the secondary colour.
    func visitWaveform(_ bars: [Double], of part: LayoutPart, in row: LayoutRow) {
        let frame = row.contentFrame(of: part)
        guard !bars.isEmpty else { return }
        let pitch = frame.width / Double(bars.count)
        for (index, bar) in bars.enumerated() {
            let height = max(2, frame.height * bar)
            fill(LayoutRect(x: frame.x + Double(index) * pitch, y: frame.midY - height / 2, width: pitch / 2, height: height), palette.secondary, radius: pitch / 4 - 0.01)
        }
    }

    /// The track in the secondary colour, the share done in the primary one.
    func visitProgress(_ done: Double, of part: LayoutPart, in row: LayoutRow) {
        let frame = row.contentFrame(of: part)
        fill(frame, palette.secondary.opacity(0.3), radius: frame.height / 2 - 0.01)
        fill(LayoutRect(x: frame.x, y: frame.y, width: frame.width * min(1, max(0, done)), height: frame.height), palette.primary, radius: frame.height / 2 - 0.01)
    }

    /// A rounded rectangle as the current path.
    func roundedPath(_ rect: LayoutRect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.y + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, rect.x + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}

extension LayoutRect {
    /// Whether `other` lies inside this rectangle.
    func contains(_ other: LayoutRect) -> Bool {
        other.x >= x - 1e-9 && other.y >= y - 1e-9 && other.maxX <= maxX + 1e-9 && other.maxY <= maxY + 1e-9
    }

    /// The box a symbol is drawn in: the end button's arrow at 70% of its box, centred; the others fill theirs.
    func insetSymbol(_ symbol: MediaSymbol) -> LayoutRect {
        guard symbol == .forwarded else { return self }
        let side = min(width, height) * 0.7
        return LayoutRect(x: x + (width - side) / 2, y: y + (height - side) / 2, width: side, height: side)
    }
}
