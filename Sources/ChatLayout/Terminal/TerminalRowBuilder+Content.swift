import ChatTimeline
import SimpleXMarkdown
import SimpleXModel

extension TerminalRowBuilder {
    /// The item view at the text edge: an event, a card, or a message (header, quote, media,
    /// text), then its meta and reactions.
    mutating func content(_ row: RowPresentation, at top: Double) -> Double {
        let item = row.row.newest
        let shape = ItemShape(row.row, translator: environment.translator)
        let meta = MetaText.shown(for: row, shape: shape, time: environment.timestampText(item.meta.itemTs))
        var y: Double
        let forwarded = item.meta.itemForwarded != nil && item.msgContent != nil && (item.meta.itemDeleted == nil || row.row.revealed)
        endButtonRoom = forwarded ? endButtonSize + environment.endButtonGap : 0
        switch shape {
        case let .collapsed(text, deleted: true): y = card(text, meta: meta, at: top)
        case let .collapsed(text, deleted: false), let .event(text): y = event(text, meta: meta, at: top)
        case let .hidden(label): y = card(label.text(environment.translator), meta: meta, at: top)
        case let .message(content): y = message(item, content: content, meta: meta, at: top)
        case let .card(card): y = self.card(card.text(environment.translator), meta: meta, icon: card.icon, failure: card.isFailure, at: top)
        }
        if forwarded {
            placeEndButton(contentTop: top, contentBottom: y)
        }
        endButtonRoom = 0
        y += environment.points(for: TerminalRules.terminalCardBottomGap(item))
        return reactions(item.shownReactions(revealed: row.row.revealed), at: y)
    }

    /// An event (`terminalEventPadding`): secondary text at the text edge, no padding above or
    /// below, ending with `metaCopyJoiner`, two no-break spaces and the transparent time.
    mutating func event(_ string: String, meta: MetaText?, at y: Double) -> Double {
        var runs = [StyledRun(string, font: bodyFont, ink: .secondary)]
        let time = meta?.pieces.last.flatMap { piece -> String? in if case let .text(time) = piece { time } else { nil } }
        if let time {
            runs.append(StyledRun(MetaCopy.event(time: time, rightToLeft: false), font: FontSpec(size: environment.captionSize), ink: .clear))
        }
        let laidOut = text(runs, lineHeight: environment.lineBox(fontSize: environment.bodySize, ink: .secondary), width: itemWidth)
        let frame = LayoutRect(x: environment.textEdge, y: y, width: laidOut.measured.width, height: laidOut.measured.height)
        add(.event, frame, .text(laidOut))
        if let time {
            placeMeta(MetaText(pieces: [.text(time)]), placement: .baseline(y + (laidOut.measured.lastBaseline ?? 0), lastLineRight: frame.x + laidOut.measured.lastLineWidth, reserved: true))
        }
        return frame.maxY
    }

    /// A card (deleted, moderated, decryption and message errors, group invitations, invalid
    /// data): its text in a clipped box, the time beside it.
    mutating func card(_ string: String, meta: MetaText?, icon: String? = nil, failure: Bool = false, at y: Double) -> Double {
        let metaRoom = meta.map { metaWidth($0) + environment.textPadding } ?? 0
        let width = max(0, itemWidth - metaRoom)
        let inset = environment.cardInsets
        let font = FontSpec(size: environment.bodySize, italic: true)
        let runs = (icon.map { [StyledRun($0 + " ", font: FontSpec(size: environment.bodySize), ink: .secondary)] } ?? [])
            + [StyledRun(environment.shown(string, .name), font: font, ink: failure ? .named(.red) : .secondary)]
        let laidOut = text(runs,
                           lineHeight: environment.lineBox(fontSize: environment.bodySize, ink: .secondary), width: max(0, width - inset.leading - inset.trailing))
        let frame = LayoutRect(x: environment.textEdge, y: y, width: laidOut.measured.width + inset.leading + inset.trailing,
                               height: laidOut.measured.height + 2 * inset.vertical)
        add(.card, frame, .text(laidOut))
        if let meta {
            placeMeta(meta, placement: .beside(bottom: frame.maxY))
        }
        return frame.maxY
    }

    /// A message: header, quote, media card and text, each with its spec §9 gap above. The text
    /// top gap applies below something (`terminalTextTopGap`: "0 at the item top"); a text that
    /// starts the item has its gap from the sender row or the row gap.
    mutating func message(_ item: ChatItem, content: MsgContent, meta: MetaText?, at top: Double) -> Double {
        var y = top
        if let header = ItemHeader(item) {
            y += environment.points(for: .headerTop)
            let laidOut = text([StyledRun(environment.shown(header.title(environment.translator), .name), font: FontSpec(size: environment.bodySize, italic: true), ink: header.isAlert ? .named(.red) : .secondary)],
                               lineHeight: environment.lineBox(fontSize: environment.bodySize, ink: .secondary), width: itemWidth)
            add(.header, LayoutRect(x: environment.textEdge, y: y, width: laidOut.measured.width, height: laidOut.measured.height), .text(laidOut))
            y += laidOut.measured.height + environment.points(for: .headerBottom)
        }
        if let quote = item.quotedItem {
            if item.hasHeader {
                y += paragraphGap
            }
            y = self.quote(quote, at: y)
        }
        let caption = content.text
        let emoji = EmojiText.size(of: caption)
        var metaDone = false
        if content.isMediaCard {
            y += environment.points(for: TerminalRules.terminalCardTopGap(item))
            let captionless = caption.isEmpty
            let card = mediaCard(content, file: item.file, reserveMeta: captionless ? meta : nil, at: y)
            y = card.bottom
            if captionless, let meta {
                let right = parts.last { $0.kind == .card }?.frame.maxX ?? environment.textEnd
                placeMeta(meta, placement: card.overlay ? .overlay(bottom: y, right: right) : .noBaseline(bottom: y))
                metaDone = true
            }
        }
        guard !metaDone, !caption.isEmpty || meta != nil else { return y }
        if y > top {
            y += environment.points(for: TerminalRules.terminalTextTopGap(item))
        }
        if let emoji, item.quotedItem == nil, !content.isMediaCard {
            return largeEmoji(caption, size: emoji.points * environment.bodySize / 17, meta: meta, at: y)
        }
        let spans = item.spans(of: caption)
        return textColumn(spans: spans, blocks: item.blocks, fontSize: environment.bodySize, meta: meta, live: item.meta.itemLive == true, at: y,
                          userMentions: item.meta.userMention ? Set(environment.userName.map { [$0] } ?? []) : [], prefix: reportPrefix(content))
    }

    /// A large emoji (`EmojiItemView`): no copy of the meta; it reports its last line
    /// (`MessageLastLine`), and the meta goes on its baseline, or `terminalMetaGap` under it when
    /// the line and the meta do not fit in the row. Emoji sizes scale with the text.
    mutating func largeEmoji(_ emoji: String, size: Double, meta: MetaText?, at y: Double) -> Double {
        let laidOut = text([StyledRun(emoji, font: FontSpec(size: size))], lineHeight: environment.lineBox(fontSize: size, ink: .text), width: itemWidth)
        let frame = LayoutRect(x: environment.textEdge, y: y, width: laidOut.measured.width, height: laidOut.measured.height)
        add(.text, frame, .text(laidOut))
        if let meta {
            placeMeta(meta, placement: .baseline(y + (laidOut.measured.lastBaseline ?? 0), lastLineRight: frame.x + laidOut.measured.lastLineWidth,
                                                 reserved: false, contentBottom: frame.maxY))
        }
        return frame.maxY
    }

    /// A quote (`quoteBar()`): the bar, then the quoted sender at `terminalNameSize` and the
    /// quoted text in 70% of the text colour (2 lines below a sender, 3 without), no spacing
    /// between them and none below; an image, video, file or voice quote ends with its thumbnail
    /// 12 pt after the text (after the bar when there is neither text nor sender), the row's end
    /// padding after it (spec §9 Items "quote thumbnail"); a terminal shows no thumbnail.
    mutating func quote(_ quote: CIQuote, at top: Double) -> Double {
        let x = environment.textEdge + environment.quoteTextInset
        let thumbnail = environment.units == .points ? QuoteThumbnail(quote.content) : nil
        let room = thumbnail.map { environment.media.quoteThumbnailGap + $0.side } ?? 0
        let width = max(0, itemEnd - x - room)
        let first = parts.count
        var y = top
        let name = QuoteSender.name(quote.chatDir, membershipName: environment.userName, translator: environment.translator).map { environment.shown($0, .name) }
        if let name {
            let size = environment.quoteNameSize
            let laidOut = text([StyledRun(name, font: FontSpec(size: size, weight: .medium), ink: .quoteText)],
                               lineHeight: environment.lineBox(fontSize: size, ink: .quoteText), width: width)
            add(.quoteSender, LayoutRect(x: x, y: y, width: laidOut.measured.width, height: laidOut.measured.height), .text(laidOut))
            y += laidOut.measured.height
        }
        let string = QuotedText.text(quote.content)
        if !string.isEmpty {
            let spans = quote.spans(of: string)
            let lineHeight = environment.lineBox(fontSize: environment.bodySize, ink: .quoteText)
            let limited = measurer.limited(environment.shown(InlineRuns.runs(spans, font: bodyFont, ink: .quoteText, captionSize: environment.captionSize)), lineHeight: lineHeight,
                                           width: width, limit: QuoteSender.lineLimit(hasSender: name != nil))
            let laidOut = LayoutText(runs: limited.runs, lineHeight: lineHeight, wraps: true, measured: limited.measured, fullWidth: limited.measured.width)
            add(.quoteText, LayoutRect(x: x, y: y, width: laidOut.measured.width, height: laidOut.measured.height), .text(laidOut))
            y += laidOut.measured.height
        }
        let textRight = parts[first...].map(\.frame.maxX).max()
        var right = textRight ?? x
        if let thumbnail {
            let start = (textRight ?? environment.textEdge + LayoutEnvironment.quoteBarWidth) + environment.media.quoteThumbnailGap
            let frame = LayoutRect(x: start, y: top, width: thumbnail.side, height: thumbnail.side)
            let part = thumbnail.part(frame)
            add(part.kind, part.frame, part.content)
            right = frame.maxX
        }
        let barHeight = max(y - top, thumbnail?.side ?? 0, bodyLine)
        parts.insert(LayoutPart(.quote, frame: LayoutRect(x: environment.textEdge, y: top, width: right - environment.textEdge, height: barHeight)), at: first)
        bottom = max(bottom, top + barHeight)
        return top + barHeight
    }

    /// A report's text starts with its reason in red italic (`ReportReason.attrString`).
    func reportPrefix(_ content: MsgContent) -> StyledRun? {
        guard case let .report(reason, _) = content else { return nil }
        return StyledRun(reason.textPrefix(environment.translator), font: FontSpec(size: environment.bodySize, italic: true), ink: .named(.red))
    }
}
