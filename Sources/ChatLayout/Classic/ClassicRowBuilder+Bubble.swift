import ChatTimeline
import SimpleXMarkdown
import SimpleXModel

extension ClassicRowBuilder {
    /// A block of the bubble, top to bottom (simplex-view-logic §3.3).
    enum Block {
        /// A header (deleted, live, report) or the forwarded header with its 14 pt icon, or the text.
        case text(LayoutPart.Kind, LayoutText, icon: MediaSymbol?)
        /// The quote: its sender and text, and the thumbnail at the bubble's end.
        case quote(LayoutText, QuoteThumbnail?)
        case card(MediaCardBuilder<Measurer>.Card)
        /// The text's block markdown laid out as a column at the origin: its parts, width and height.
        case column([LayoutPart], width: Double, height: Double)

        /// The bubble width the block asks for; cards reach `cardInset` into the side padding.
        func width(cardInset: Double, in environment: LayoutEnvironment) -> Double {
            let metrics = environment.classic
            return switch self {
            case let .text(_, text, icon):
                text.measured.width + 2 * metrics.textHorizontal + (icon == nil ? 0 : environment.media.headerIcon + environment.media.headerIconGap)
            case let .quote(text, thumbnail):
                text.measured.width + 2 * metrics.textHorizontal + metrics.quoteBarInset + (thumbnail.map(\.classicRoom) ?? 0)
            case let .card(card):
                card.isPicture ? card.width : card.width + 2 * metrics.textHorizontal - 2 * cardInset
            case let .column(_, width, _):
                width + 2 * metrics.textHorizontal
            }
        }
    }

    /// The bubble: at most the classic maximum wide, as wide as its widest block, or as its
    /// picture; sent at the end, received at `start`. Its blocks: the header, the forwarded header
    /// when there is no quote, the quote (with its thumbnail), the media card, then the text.
    /// The meta stands at the bubble's bottom end, or, after a right-to-left last line, at that
    /// line's start where its copy is; over a captionless picture's corner, in white, where the
    /// bubble is left out (its background is transparent).
    mutating func bubble(_ item: ChatItem, shape: ItemShape, sent: Bool, start: Double, meta: MetaText?, tail: Bool, at top: Double) -> Double {
        let maxWidth = metrics.maxBubbleWidth(listWidth: environment.width, group: environment.hasGutter)
        guard case let .message(content) = shape else {
            return cardBubble(shape, sent: sent, start: start, maxWidth: maxWidth, meta: meta, tail: tail, at: top)
        }
        let cards = MediaCardBuilder(environment: environment, measurer: measurer)
        let picture: MediaCardBuilder<Measurer>.Card? = switch content {
        case .image where environment.units == .points, .video where environment.units == .points:
            cards.card(content, file: item.file, pictureWidth: maxWidth, maxWidth: maxWidth)
        default: nil
        }
        let inner = max(0, (picture?.width ?? maxWidth) - 2 * metrics.textHorizontal)
        let string = content.text
        var blocks: [Block] = []
        if let header = ItemHeader(item) {
            blocks.append(.text(.header, text([StyledRun(environment.shown(header.title(environment.translator), .name), font: FontSpec(size: environment.captionSize, italic: true), ink: header.isAlert ? .named(.red) : .secondary)], width: inner), icon: nil))
        }
        if let forwarded = ForwardedHeader.text(item, translator: environment.translator) {
            let room = max(0, inner - environment.media.headerIcon - environment.media.headerIconGap)
            blocks.append(.text(.header, text([StyledRun(forwarded, font: FontSpec(size: environment.captionSize, italic: true), ink: .secondary)], width: room), icon: .forwarded))
        }
        if let quote = item.quotedItem {
            blocks.append(quoteBlock(quote, width: inner))
        }
        if let picture {
            blocks.append(.card(picture))
        } else if content.isMediaCard {
            blocks.append(.card(cards.card(content, file: item.file, pictureWidth: maxWidth, maxWidth: inner + 2 * cardInset)))
        }
        let overPicture = picture != nil && string.isEmpty && item.meta.itemLive != true
        if !overPicture {
            let spans = item.spans(of: string)
            var runs = InlineRuns.runs(spans, font: bodyFont, ink: .text, captionSize: environment.captionSize,
                                       userMentions: item.meta.userMention ? Set(environment.userName.map { [$0] } ?? []) : [])
            if case let .report(reason, _) = content {
                runs.insert(StyledRun(reason.textPrefix(environment.translator), font: FontSpec(size: environment.bodySize, italic: true), ink: .named(.red)), at: 0)
            }
            if let markdown = item.blocks, !markdown.isEmpty {
                blocks.append(column(markdown, width: inner, meta: metrics.reservesMeta ? meta : nil, userMentions: item.meta.userMention ? Set(environment.userName.map { [$0] } ?? []) : []))
            } else {
                if let meta, metrics.reservesMeta {
                    runs.append(reserveRun(meta, rightToLeft: Bidi.endsRightToLeft(runs.lazy.map(\.text))))
                }
                blocks.append(.text(.text, text(runs, width: inner), icon: nil))
            }
        }
        let width = picture?.width ?? min(maxWidth, max(metaOnBorderWidth(meta), blocks.map { $0.width(cardInset: cardInset, in: environment) }.max() ?? 0))
        let x = sent ? environment.width - metrics.sidePadding - width : start
        let bubbleIndex = parts.count
        var y = top + metrics.bubbleBorder
        for block in blocks {
            y = place(block, x: x, width: width, at: y)
        }
        y += metrics.bubbleBorder
        if !(overPicture && blocks.count == 1) {
            parts.insert(LayoutPart(.bubble, frame: LayoutRect(x: x, y: top, width: width, height: y - top), content: .bubble(sent: sent, tail: tail && !overPicture)), at: bubbleIndex)
        }
        if let meta {
            var (line, metaWidth) = metaLine(meta)
            let last = parts[parts.count - 1]
            if case let .text(_, text, _)? = blocks.last, text.measured.endsRightToLeft, let baseline = text.measured.lastBaseline {
                add(.meta, LayoutRect(x: last.frame.maxX - text.measured.lastLineWidth, y: last.frame.y + baseline - line.meta.baseline,
                                      width: metaWidth, height: line.height), .meta(line.meta))
            } else {
                line.meta.overlay = overPicture
                add(.meta, LayoutRect(x: x + width - metrics.metaHorizontal - metaWidth, y: y - metrics.metaBottom - line.height,
                                      width: metaWidth, height: line.height), .meta(line.meta))
            }
        }
        return y
    }

    /// A bubble of a card (spec §9 "cards … `ChatItemClipped`"): a hidden item's label, a deleted
    /// run's text, deleted content, a call, an invitation or an error, in secondary italic, its
    /// icon first; the meta at the bubble's bottom end.
    mutating func cardBubble(_ shape: ItemShape, sent: Bool, start: Double, maxWidth: Double, meta: MetaText?, tail: Bool, at top: Double) -> Double {
        let inner = max(0, maxWidth - 2 * metrics.textHorizontal)
        let (label, icon, failure): (String, String?, Bool) = switch shape {
        case let .hidden(hidden): (hidden.text(environment.translator), nil, false)
        case let .card(card): (card.text(environment.translator), card.icon, card.isFailure)
        case let .collapsed(text, _), let .event(text): (text, nil, false)
        case .message: ("", nil, false)
        }
        var runs = (icon.map { [StyledRun($0 + " ", font: bodyFont, ink: .secondary)] } ?? [])
            + [StyledRun(environment.shown(label, .name), font: FontSpec(size: environment.bodySize, italic: true), ink: failure ? .named(.red) : .secondary)]
        if let meta, metrics.reservesMeta {
            runs.append(StyledRun(MetaCopy.message(meta, rightToLeft: Bidi.endsRightToLeft(label)), font: captionFont, ink: .clear))
        }
        let block = Block.text(.text, text(runs, width: inner), icon: nil)
        let width = min(maxWidth, max(metaOnBorderWidth(meta), block.width(cardInset: cardInset, in: environment)))
        let x = sent ? environment.width - metrics.sidePadding - width : start
        let bubbleIndex = parts.count
        let y = place(block, x: x, width: width, at: top + metrics.bubbleBorder) + metrics.bubbleBorder
        parts.insert(LayoutPart(.bubble, frame: LayoutRect(x: x, y: top, width: width, height: y - top), content: .bubble(sent: sent, tail: tail)), at: bubbleIndex)
        if let meta {
            let (line, metaWidth) = metaLine(meta)
            add(.meta, LayoutRect(x: x + width - metrics.metaHorizontal - metaWidth, y: y - metrics.metaBottom - line.height,
                                  width: metaWidth, height: line.height), .meta(line.meta))
        }
        return y
    }

    /// The text's block markdown (seed 000 §4 `MarkdownBlocksView`, §9 "heading size … classic
    /// chat items too") laid out as a column, ending with the copy of the meta; after a last
    /// code block, table or rule the meta takes a line of its own.
    mutating func column(_ markdown: [MarkdownBlock], width: Double, meta: MetaText?, userMentions: Set<String>) -> Block {
        let first = parts.count
        let end = column(markdown, x: 0, width: width, at: 0, reserve: meta, ink: InkContext(userMentions: userMentions))
        let laidOut = Array(parts[first...])
        parts.removeSubrange(first...)
        let last = markdown.last { if case .emptyLines = $0 { false } else { true } }
        let metaRoom = meta.map { last?.isCard == true ? metaLine($0).line.height : 0 } ?? 0
        return .column(laidOut, width: end.width, height: end.bottom + metaRoom)
    }

    /// The width a bubble needs for `meta` on its bottom border when the text keeps no room for
    /// it (cells): the meta, its distance from the end, and a corner and a line before it.
    func metaOnBorderWidth(_ meta: MetaText?) -> Double {
        guard let meta, !metrics.reservesMeta else { return 0 }
        return metaLine(meta).width + metrics.metaHorizontal + 2
    }

    /// Cards reach this far into the bubble's side padding: their own inset (the level step).
    var cardInset: Double { environment.points(for: .levelStep) }

    /// The quote block: the sender's name and the quoted text in one text of at most three lines
    /// (two of text below a name, simplex-view-logic §3.4), narrower by the thumbnail's room.
    func quoteBlock(_ quote: CIQuote, width: Double) -> Block {
        let thumbnail = environment.units == .points ? QuoteThumbnail(quote.content) : nil
        let name = QuoteSender.name(quote.chatDir, membershipName: environment.userName, translator: environment.translator).map { environment.shown($0, .name) }
        var runs = name.map { [StyledRun($0 + "\n", font: FontSpec(size: environment.quoteNameSize, weight: .medium), ink: .quoteText)] } ?? []
        let string = QuotedText.text(quote.content)
        let spans = quote.spans(of: string)
        runs += InlineRuns.runs(spans, font: bodyFont, ink: .quoteText, captionSize: environment.captionSize)
        let limited = measurer.limited(environment.shown(runs), lineHeight: nil, width: max(0, width - metrics.quoteBarInset - (thumbnail.map(\.classicRoom) ?? 0)), limit: 3)
        let text = LayoutText(runs: limited.runs, lineHeight: limited.measured.lines.first?.height ?? 0, wraps: true, measured: limited.measured, fullWidth: limited.measured.width)
        return .quote(text, thumbnail)
    }

    /// Places `block` in the bubble at `x` of `width` from `y`; returns its bottom.
    mutating func place(_ block: Block, x: Double, width: Double, at y: Double) -> Double {
        let vertical = metrics.textVertical, horizontal = metrics.textHorizontal
        switch block {
        case let .text(kind, text, icon):
            var textX = x + horizontal
            if let icon {
                let side = environment.media.headerIcon
                add(.symbol, LayoutRect(x: textX, y: y + vertical + ((text.measured.lines.first?.height ?? side) - side) / 2, width: side, height: side), .symbol(icon))
                textX += side + environment.media.headerIconGap
            }
            add(kind, LayoutRect(x: textX, y: y + vertical, width: text.measured.width, height: text.measured.height), .text(text))
            return y + vertical + text.measured.height + vertical
        case let .quote(text, thumbnail):
            let height = max(text.measured.height + 2 * vertical, thumbnail.map(\.classicHeight) ?? 0)
            let inset = metrics.quoteBarInset
            add(.quote, LayoutRect(x: x + inset, y: y, width: max(0, width - 2 * inset), height: height))
            add(.quoteText, LayoutRect(x: x + horizontal + inset, y: y + vertical, width: text.measured.width, height: text.measured.height), .text(text))
            if let thumbnail {
                let part = thumbnail.part(thumbnail.classicFrame(bubbleEnd: x + width, top: y))
                add(part.kind, part.frame, part.content)
            }
            return y + height
        case let .column(laidOut, _, height):
            for part in laidOut { add(part.kind, part.frame.offset(dx: x + horizontal, dy: y + vertical), part.content.offset(dx: x + horizontal, dy: y + vertical)) }
            return y + vertical + height + vertical
        case let .card(card):
            if card.isPicture {
                for part in card.parts(at: x, y) { add(part.kind, part.frame, part.content) }
                return y + card.height
            }
            for part in card.parts(at: x + horizontal - cardInset, y + vertical) { add(part.kind, part.frame, part.content) }
            return y + vertical + card.height
        }
    }
}

extension QuoteThumbnail {
    /// The room it takes at the bubble's end: a picture flush with the end, 12 pt before it; an
    /// icon 12 pt from the end as well.
    var classicRoom: Double {
        switch self {
        case .picture: side
        case .symbol: side + ClassicMetrics.points.textHorizontal
        }
    }

    /// The quote's height it needs: the picture's side, or the icon within the text padding.
    var classicHeight: Double {
        switch self {
        case .picture: side
        case .symbol: side + 2 * ClassicMetrics.points.textVertical
        }
    }

    func classicFrame(bubbleEnd: Double, top: Double) -> LayoutRect {
        switch self {
        case .picture: LayoutRect(x: bubbleEnd - side, y: top, width: side, height: side)
        case .symbol: LayoutRect(x: bubbleEnd - ClassicMetrics.points.textHorizontal - side, y: top + ClassicMetrics.points.textVertical, width: side, height: side)
        }
    }
}
