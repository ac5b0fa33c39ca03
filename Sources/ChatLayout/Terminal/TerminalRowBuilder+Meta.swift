extension TerminalRowBuilder {
    /// Where `TerminalMetaLayout` puts the meta (spec §9 "Time and Status").
    enum MetaPlacement {
        /// On the content's last text baseline, or `terminalMetaGap` under `contentBottom` when
        /// the last line (`reserved`: it already holds the transparent copy) and the meta do not
        /// fit in the row.
        case baseline(Double, lastLineRight: Double, reserved: Bool, contentBottom: Double = 0)
        /// Beside the last block: the meta's bottom at the block's bottom (`MessageLastBlock`).
        case beside(bottom: Double)
        /// Content without a baseline (media): the meta ends `terminalMetaGap` above its bottom.
        case noBaseline(bottom: Double)
        /// A text ending right to left: on its last baseline where the copy stands, at the
        /// line's start (`lineLeft`, the left end of a right-aligned line).
        case rightToLeft(baseline: Double, lineLeft: Double)
        /// Media and meta wider than the row (`overlayMeta`): over the media's bottom end
        /// corner, `terminalMetaGap` inside it.
        case overlay(bottom: Double, right: Double)
    }

    /// The meta's caption font and its line box (in the secondary colour).
    var metaFont: FontSpec { FontSpec(size: environment.captionSize) }
    var metaLineBox: Double { environment.lineBox(fontSize: environment.captionSize, ink: .secondary) }

    /// The meta measured piece by piece.
    func metaLine(_ meta: MetaText) -> (line: MetaLine, width: Double) {
        var x = 0.0
        var segments: [MetaLine.Segment] = []
        var baseline = metaLineBox * 0.8
        for piece in meta.pieces {
            let string = switch piece {
            case let .icon(icon): environment.units == .cells ? icon.cellGlyph : String(icon.character)
            case let .text(text): text
            case .separator: " "
            }
            let measured = measurer.measure(TextParagraph(runs: [TextRun(string, font: metaFont)], lineHeight: metaLineBox, wraps: false), maxWidth: .infinity)
            baseline = measured.lastBaseline ?? baseline
            let width = environment.units == .cells ? Double(CellWidth.of(string)) : measured.width
            segments.append(MetaLine.Segment(piece: piece, x: x, width: width, shape: measured.shape))
            x += width
        }
        return (MetaLine(segments: segments, fontSize: environment.captionSize, baseline: baseline), x)
    }

    func metaWidth(_ meta: MetaText) -> Double {
        metaLine(meta).width
    }

    /// The meta in its box at the row end (12 pt end padding, the caption line box).
    mutating func placeMeta(_ meta: MetaText, placement: MetaPlacement) {
        let measured = metaLine(meta)
        var line = measured.line
        let width = measured.width
        var x = environment.textEnd - width
        let top: Double
        switch placement {
        case let .baseline(baseline, right, reserved, contentBottom):
            let fits = reserved ? right <= environment.textEnd + 1e-9 : right + width <= environment.textEnd + 1e-9
            top = fits ? baseline - line.baseline : contentBottom + environment.points(for: .meta)
        case let .beside(bottom):
            top = bottom - metaLineBox
        case let .noBaseline(bottom):
            top = bottom - environment.points(for: .meta) - metaLineBox
        case let .rightToLeft(baseline, lineLeft):
            (x, top) = (lineLeft, baseline - line.baseline)
        case let .overlay(bottom, right):
            let gap = environment.points(for: .meta)
            (x, top, line.overlay) = (right - gap - width, bottom - gap - metaLineBox, true)
        }
        add(.meta, LayoutRect(x: x, y: top, width: width, height: metaLineBox), .meta(line))
    }
}
