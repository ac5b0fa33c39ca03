import CPangoCairo
import ChatLayout

/// Draws a LayoutTree on a Cairo context (user space in points), as a `LayoutVisitor`: the
/// background, then each row's parts, a part's background by its kind before its content. Text is
/// drawn from the Pango layout its measurer kept, or set again at the measured width, line by line
/// on the measured baselines, so the drawing matches the layout exactly.
struct ChatPainter: LayoutVisitor {
    let cairo: OpaquePointer
    let palette: ThemePalette
    let environment: LayoutEnvironment
    let pictures: PictureSource
    /// The Pango context every text of the drawing is set in.
    let pango: PangoDrawContext
    /// Whether the surface is an image (PNG), where shapes may be filled in pieces that meet on
    /// whole pixels; vector surfaces get each shape as one path.
    let raster: Bool
    /// Whether the surface is a document (PDF, SVG) that keeps a colour glyph as an image of its
    /// size on the page: the painter draws them from `colourGlyphs` instead.
    let document: Bool
    /// The pictures of colour glyphs on a document.
    let colourGlyphs: ColourGlyphs
    /// The bubbles' corners and tails and the initials avatars on a raster surface.
    let stamps: ShapeStamps
    /// The raster target as pixman sees it, during a paint, when stamps may be laid through it.
    var canvas: PixelCanvas?

    /// `pictures` finds the pictures of cards and quotes (by default only the messages' previews).
    /// `colourGlyphs` keeps the emoji's pictures of a document (a document's pages share one).
    init(cairo: OpaquePointer, environment: LayoutEnvironment, pictures: PictureSource = PictureSource(filesFolder: nil), stamps: ShapeStamps = ShapeStamps(),
         colourGlyphs: ColourGlyphs = ColourGlyphs()) {
        self.cairo = cairo
        self.colourGlyphs = colourGlyphs
        self.stamps = stamps
        self.environment = environment
        self.pictures = pictures
        palette = environment.palette
        pango = PangoDrawContext(cairo: cairo)
        let surface = cairo_surface_get_type(cairo_get_target(cairo))
        raster = surface == CAIRO_SURFACE_TYPE_IMAGE
        document = [CAIRO_SURFACE_TYPE_PDF, CAIRO_SURFACE_TYPE_SVG, CAIRO_SURFACE_TYPE_PS].contains(surface)
    }

    /// The band `top..<top + height` of the chat's content, its top drawn at y = 0.
    func paint(_ tree: LayoutTree, top: Double, height: Double) {
        var visitor = self
        visitor.canvas = raster ? PixelCanvas(cairo) : nil
        visitor.fill(LayoutRect(x: 0, y: 0, width: environment.width, height: height), palette.background)
        cairo_save(cairo)
        cairo_translate(cairo, 0, -top)
        tree.walk(&visitor, from: top, to: top + height)
        cairo_restore(cairo)
    }

    /// A part's background by its kind, then its content. A picture's card (its background and
    /// label) is drawn only when the picture cannot be had.
    mutating func visitPart(_ part: LayoutPart, in row: LayoutRow) {
        let frame = row.contentFrame(of: part)
        switch part.kind {
        case .quote where environment.layout == .classic:
            clip(row.contentFrame(of: row.parts.first { $0.kind == .bubble } ?? part))
            fill(frame, palette.onBackground.opacity(0.06), radius: LayoutEnvironment.classicCornerRadius)
            unclip()
        case .quote, .blockQuote:
            fill(LayoutRect(x: frame.x, y: frame.y, width: LayoutEnvironment.quoteBarWidth, height: frame.height), palette.secondary.opacity(0.6), radius: 1.5)
        case .codeBlock, .table:
            fill(frame, palette.onBackground.opacity(palette.isLight ? 0.06 : 0.08), radius: 4)
        case .rule:
            fill(LayoutRect(x: frame.x, y: frame.y, width: frame.width, height: 1), palette.secondary.opacity(0.5))
        case .card:
            if case let .image(image)? = row.parts.first(where: { $0.kind == .image && $0.frame == part.frame })?.content {
                guard pictures.raster(image) == nil else { return }
                fill(frame, palette.receivedQuote, radius: LayoutEnvironment.classicCornerRadius)
            } else {
                fill(frame, palette.receivedQuote, radius: 8)
            }
        case .selectionTint:
            if part.content == .checkbox(selected: true) { fill(frame, palette.primary.opacity(0.1)) }
            return
        case .badge:
            // The pill: 6 pt beside the text and 2 above and below it, half-black over the picture.
            fill(LayoutRect(x: frame.x - 6, y: frame.y - 2, width: frame.width + 12, height: frame.height + 4), RGBA(hex: 0x000000).opacity(0.5), radius: frame.height / 2 + 1)
        default:
            break
        }
        dispatch(part, in: row)
    }

    /// Text: cards, and code blocks and sender rows wider than their frame, clipped to it; cards'
    /// text at the card's insets (`LayoutEnvironment.cardInsets`, the level step).
    func visitText(_ text: LayoutText, of part: LayoutPart, in row: LayoutRow) {
        let frame = row.contentFrame(of: part)
        let clipped = [.codeBlock, .card, .sender, .role].contains(part.kind) && text.fullWidth > part.frame.width + 1e-9 || part.kind == .card
        if clipped { clip(frame) }
        let insets = part.kind == .card ? environment.cardInsets : (leading: 0, trailing: 0, vertical: 0)
        draw(text, x: frame.x + insets.leading, y: frame.y + insets.vertical)
        annotateLinks(text, x: frame.x + insets.leading, y: frame.y + insets.vertical)
        if clipped { unclip() }
        if part.kind == .codeBlock, text.fullWidth > part.frame.width + 1e-9 { moreMark(frame) }
    }

    func visitCells(_ cells: [LayoutCell], of part: LayoutPart, in row: LayoutRow) {
        clip(row.contentFrame(of: part))
        for cell in cells {
            draw(cell.text, x: cell.frame.x, y: row.y + cell.frame.y)
        }
        unclip()
        if cells.contains(where: { $0.frame.maxX > part.frame.maxX + 1e-9 }) { moreMark(row.contentFrame(of: part)) }
    }

    /// A code block or table cut at the column's end says more is there (seed 000 §4 "code
    /// blocks and tables scroll sideways"; a picture cannot scroll): a bar at its end edge.
    func moreMark(_ frame: LayoutRect) {
        fill(LayoutRect(x: frame.maxX - 3, y: frame.y + 2, width: 3, height: max(0, frame.height - 4)), palette.primary.opacity(0.6), radius: 1.5)
    }

    func visitAvatar(initials: String, colorIndex: Int, of part: LayoutPart, in row: LayoutRow) {
        avatar(initials, color: Self.avatarColors[colorIndex % Self.avatarColors.count], in: row.contentFrame(of: part))
    }

    func visitMeta(_ meta: MetaLine, of part: LayoutPart, in row: LayoutRow) {
        self.meta(meta, in: row.contentFrame(of: part))
    }

    func visitBubble(sent: Bool, tail: Bool, of part: LayoutPart, in row: LayoutRow) {
        bubble(row.contentFrame(of: part), color: sent ? palette.sentMessage : palette.receivedMessage, sent: sent, tail: tail)
    }

    func visitCheckbox(selected: Bool, of part: LayoutPart, in row: LayoutRow) {
        checkbox(row.contentFrame(of: part), selected: selected)
    }

    /// `text` with its top-left at (x, y), each line on its measured baseline, moved by its
    /// alignment (right-to-left lines stand at the right of the text's box): from the layout the
    /// measurer kept (`drawShape`), else set again here.
    func draw(_ text: LayoutText, x: Double, y: Double) {
        guard !drawShape(text, x: x, y: y) else { return }
        if text.measured.lines.count > 1, PangoTextMeasurer.exceedsOneLayout(text.runs.map(\.text)) {
            drawByLines(text, x: x, y: y)
            return
        }
        let layout = pango.layout()
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let runs = text.paragraph.runs
        PangoParagraph.set(in: layout, runs: runs, styles: text.runs, palette: palette, maxWidth: text.breakWidth, wraps: text.wraps)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        for line in text.measured.lines {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            if let laidLine = pango_layout_iter_get_line_readonly(iterator) {
                showLine(laidLine, x: x + Double(logical.x) / Double(PANGO_SCALE), baseline: y + line.baseline)
            }
            pango.drewLayout()
            guard pango_layout_iter_next_line(iterator) != 0 else { break }
        }
    }

    /// A text too long for one Pango layout (`PangoTextMeasurer.measureInChunks`): the lines
    /// inside the clip, each set on its own where the layout broke them.
    /// - Complexity: O(the text) for one walk, plus the lines drawn.
    func drawByLines(_ text: LayoutText, x: Double, y: Double) {
        var top = 0.0, bottom = 0.0, left = 0.0, right = 0.0
        cairo_clip_extents(cairo, &left, &top, &right, &bottom)
        let shown = text.measured.lines.indices.filter { index in
            let line = text.measured.lines[index]
            return y + line.top + line.height > top && y + line.top < bottom
        }
        for (index, piece) in zip(shown, text.pieces(shown.map { $0...$0 })) {
            var line = piece
            line.wraps = false
            draw(line, x: x, y: y + text.measured.lines[index].top)
        }
    }

    /// A classic bubble: rounded by the corner radius, with the tail (9 pt wide) at its bottom
    /// corner on its own side. On a raster surface the tail meets the body's edges on whole
    /// device pixels (`RoundedPieces`), so every tail is the same mask (`ShapeStamps`).
    func bubble(_ frame: LayoutRect, color: RGBA, sent: Bool, tail: Bool) {
        let radius = Self.bubbleRadius(frame)
        let pieces = roundedPieces(frame, radius: radius)
        if let pieces { fill(pieces, color: color) } else { fill(frame, color, radius: radius) }
        guard tail else { return }
        if let pieces, layTail(of: pieces, color: color, sent: sent) { return }
        source(color)
        Self.tailPath(cairo, edge: sent ? frame.maxX : frame.x, bottom: frame.maxY, sent: sent)
        cairo_fill(cairo)
    }

    /// The tail from the bubble's `pieces` (its edges on device pixels) as a mask: the same for
    /// every bubble of a side. False when it could not be made.
    private func layTail(of pieces: RoundedPieces, color: RGBA, sent: Bool) -> Bool {
        let matrix = pieces.matrix
        let edge = sent ? pieces.x + pieces.width : pieces.x, bottom = pieces.y + pieces.height
        let reach = LayoutEnvironment.classicTailWidth * matrix.xx, edgePixel = edge * matrix.xx + matrix.x0
        let left = (edgePixel - (sent ? 1.5 : 1) * reach).rounded(.down), right = (edgePixel + (sent ? 1 : 1.5) * reach).rounded(.up)
        let top = ((bottom - 13.5) * matrix.yy + matrix.y0).rounded(.down)
        let key = ShapeStamps.Key(shape: .tail(sent: sent), size: Int((reach * 64).rounded()), width: Int(right - left), height: Int((bottom * matrix.yy + matrix.y0).rounded() - top))
        return stamps.lay(key, color: color, on: cairo, canvas: canvas, matrix: matrix, left: left, top: top) { mask in
            cairo_scale(mask, matrix.xx, matrix.yy)
            cairo_translate(mask, -(left - matrix.x0) / matrix.xx, -(top - matrix.y0) / matrix.yy)
            Self.tailPath(mask, edge: edge, bottom: bottom, sent: sent)
        }
    }

    /// The tail's outline from the bubble's `edge` at its `bottom`.
    private static func tailPath(_ context: OpaquePointer, edge: Double, bottom: Double, sent: Bool) {
        let out = sent ? LayoutEnvironment.classicTailWidth : -LayoutEnvironment.classicTailWidth
        cairo_new_path(context)
        cairo_move_to(context, edge - out, bottom - 13.5)
        cairo_curve_to(context, edge, bottom - 4, edge + out * 0.6, bottom, edge + out, bottom)
        cairo_line_to(context, edge - out * 1.5, bottom)
        cairo_close_path(context)
    }

    /// A bubble's corner radius: the classic one, less than half of a short bubble's height.
    static func bubbleRadius(_ frame: LayoutRect) -> Double {
        min(LayoutEnvironment.classicCornerRadius, frame.height / 2 - 0.01)
    }

    /// A circle; ticked and filled in the primary colour when selected.
    func checkbox(_ frame: LayoutRect, selected: Bool) {
        let radius = frame.width / 2
        cairo_new_path(cairo)
        cairo_arc(cairo, frame.x + radius, frame.y + radius, radius - 1, 0, 2 * Double.pi)
        if selected {
            source(palette.primary)
            cairo_fill(cairo)
            MetaIconShape.draw(.sent, cairo: cairo, color: RGBA(hex: 0xFFFFFF), x: frame.x + radius * 0.3, baseline: frame.y + radius * 1.45,
                               width: radius * 1.4, size: radius * 1.3)
        } else {
            source(palette.secondary)
            cairo_set_line_width(cairo, 1.5)
            cairo_stroke(cairo)
        }
    }

    /// An initials avatar: on a raster surface laid from its picture (`ShapeStamps`), drawn once
    /// per initials, colour and size with its circle on whole device pixels; else drawn here.
    func avatar(_ initials: String, color: RGBA, in frame: LayoutRect) {
        let radius = frame.width / 2
        if raster, let matrix = ShapeStamps.deviceScale(cairo), radius > 0 {
            let diameter = frame.width * matrix.xx
            let side = Int(diameter.rounded(.up)) + 2
            let left = ((frame.x + radius) * matrix.xx + matrix.x0 - Double(side) / 2).rounded()
            let top = ((frame.y + radius) * matrix.yy + matrix.y0 - Double(side) / 2).rounded()
            let key = ShapeStamps.Key(shape: .avatar(initials: initials, color: color), size: Int((diameter * 64).rounded()), width: side, height: side)
            let centre = Double(side) / 2 / matrix.xx
            let laid = stamps.layPicture(key, on: cairo, canvas: canvas, matrix: matrix, left: left, top: top) { picture in
                Self.drawAvatar(initials, color: color, centre: (centre, centre), radius: radius, on: picture, pango: PangoDrawContext(cairo: picture), palette: palette)
                // Pango's Cairo renderer is shared: the initials' alpha stays set for this drawing's next glyph run.
                pango.drewLayout()
            }
            if laid { return }
        }
        Self.drawAvatar(initials, color: color, centre: (frame.x + radius, frame.y + radius), radius: radius, on: cairo, pango: pango, palette: palette)
    }

    /// The circle of `radius` around `centre` in `color`, the initials in white at its middle.
    private static func drawAvatar(_ initials: String, color: RGBA, centre: (x: Double, y: Double), radius: Double, on cairo: OpaquePointer,
                                   pango: PangoDrawContext, palette: ThemePalette) {
        cairo_new_path(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_arc(cairo, centre.x, centre.y, radius, 0, 2 * Double.pi)
        cairo_fill(cairo)
        let layout = pango.layout()
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoParagraph.set(in: layout, runs: [TextRun(initials, font: FontSpec(size: radius * 0.8, weight: .semibold))],
                           styles: [StyledRun(initials, font: FontSpec(size: radius * 0.8), ink: .named(.white))], palette: palette,
                           maxWidth: .infinity, wraps: false)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        cairo_move_to(cairo, centre.x - Double(logical.width) / scale / 2, centre.y - Double(logical.height) / scale / 2)
        pango_cairo_show_layout(cairo, layout)
        pango.drewLayout()
    }

    func meta(_ meta: MetaLine, in frame: LayoutRect) {
        for segment in meta.segments {
            switch segment.piece {
            case let .text(text):
                let run = StyledRun(text, font: FontSpec(size: meta.fontSize), ink: meta.overlay ? .named(.white) : .secondary)
                let laidOut = LayoutText(runs: [run], lineHeight: frame.height, wraps: false,
                                         measured: MeasuredText(lines: [MeasuredLine(characters: 0..<text.count, width: segment.width, top: 0, height: frame.height, baseline: meta.baseline)],
                                                                shape: segment.shape.shape),
                                         fullWidth: segment.width)
                draw(laidOut, x: frame.x + segment.x, y: frame.y)
            case let .icon(icon):
                let color = meta.overlay && icon.ink == .secondary ? RGBA(hex: 0xFFFFFF) : palette.color(icon.ink).opacity(icon.ink == .secondary ? 1 : 0.67)
                MetaIconShape.draw(icon, cairo: cairo, color: color,
                                   x: frame.x + segment.x, baseline: frame.y + meta.baseline, width: segment.width, size: meta.fontSize)
            case .separator:
                break
            }
        }
    }

    /// `rect` in `color`, its corners rounded by `radius` (on a raster surface in pieces,
    /// `fill(_:color:)` of `RoundedPieces`).
    func fill(_ rect: LayoutRect, _ color: RGBA, radius: Double = 0) {
        cairo_new_path(cairo)
        if radius > 0, rect.width > 2 * radius, rect.height > 2 * radius {
            source(color)
            if let pieces = roundedPieces(rect, radius: radius) {
                fill(pieces, color: color)
                return
            }
            let (x, y, w, h, r) = (rect.x, rect.y, rect.width, rect.height, radius)
            cairo_arc(cairo, x + w - r, y + r, r, -Double.pi / 2, 0)
            cairo_arc(cairo, x + w - r, y + h - r, r, 0, Double.pi / 2)
            cairo_arc(cairo, x + r, y + h - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cairo, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cairo)
        } else {
            cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        }
        source(color)
        cairo_fill(cairo)
    }

    /// Saves the state and clips to `rect` (undo with `unclip`); stamps go through Cairo meanwhile.
    func clip(_ rect: LayoutRect) {
        canvas?.clipDepth += 1
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cairo)
    }

    /// Undoes the last `clip`.
    func unclip() {
        cairo_restore(cairo)
        canvas?.clipDepth -= 1
    }

    func source(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// The initials circles' colours.
    static let avatarColors = AvatarColors.all
}

extension LayoutText {
    /// A width that breaks the text as the layout did: its widest line (greedy breaking puts
    /// every break at the same place at any width from the widest line to the layout's), or
    /// no breaks for a single line.
    var breakWidth: Double { measured.lines.count > 1 ? measured.width + 0.01 : .infinity }
}
