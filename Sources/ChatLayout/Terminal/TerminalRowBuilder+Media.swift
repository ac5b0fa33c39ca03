import SimpleXModel

extension TerminalRowBuilder {
    /// `media width`: the classic bubble's maximum, at most the row less the gutter and two text
    /// edges (simplex-view-logic §6.2: framed (W − 32) × 0.84, groups (W − 28) × 0.84 − 42).
    var mediaWidth: Double {
        max(0, min(environment.classic.maxBubbleWidth(listWidth: environment.width, group: environment.hasGutter), itemWidth))
    }

    /// A media card at the text edge (`MediaCardBuilder`): pictures at the media width (75% when
    /// portrait) and their preview's aspect, the others at most the media width less the meta's
    /// room when they are captionless. Pictures too wide for the meta beside them keep their
    /// width and take the meta over their corner (`overlay`).
    mutating func mediaCard(_ content: MsgContent, file: CIFile?, reserveMeta meta: MetaText?, at y: Double) -> (bottom: Double, overlay: Bool) {
        let metaRoom = meta.map { metaWidth($0) + environment.textPadding } ?? 0
        let cards = MediaCardBuilder(environment: environment, measurer: measurer)
        let card = cards.card(content, file: file, pictureWidth: mediaWidth, maxWidth: max(0, min(mediaWidth, itemWidth - metaRoom)))
        for part in card.parts(at: environment.textEdge, y) {
            add(part.kind, part.frame, part.content)
        }
        return (y + card.height, card.isPicture && meta != nil && card.width + metaRoom > itemWidth)
    }

    /// The end button's square side: one body line box.
    var endButtonSize: Double { bodyLine }

    /// The forwarded mark as `ItemWithMeta`'s end button (spec §9 Items "forwarded items", Time
    /// and Status "end button"): at the row end, centred between the content top and the meta
    /// top; over a picture's top end corner when the meta is over it (`overlayMeta`: on the
    /// content). Where the meta's top leaves no room above it (a one-line item), the button
    /// stands just before the meta on its line, in the room the content left it.
    mutating func placeEndButton(contentTop: Double, contentBottom: Double) {
        let size = endButtonSize
        let meta = parts.last { $0.kind == .meta }
        let frame: LayoutRect
        if let meta, case let .meta(line) = meta.content, line.overlay {
            let picture = parts.last { $0.kind == .card }?.frame ?? meta.frame
            let gap = environment.points(for: .meta)
            frame = LayoutRect(x: picture.maxX - gap - size, y: picture.y + gap, width: size, height: size)
        } else if let meta, meta.frame.y - contentTop < size {
            frame = LayoutRect(x: meta.frame.x - environment.endButtonGap - size, y: meta.frame.midY - size / 2, width: size, height: size)
        } else {
            let metaTop = meta?.frame.y ?? contentBottom
            frame = LayoutRect(x: environment.textEnd - size, y: (contentTop + metaTop - size) / 2, width: size, height: size)
        }
        add(.endButton, frame, .symbol(.forwarded))
    }
}
