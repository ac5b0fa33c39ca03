import ChatTimeline
import SimpleXMarkdown
import SimpleXModel

/// Builds one classic row (simplex-view-logic §6.2, seed §3 "Bubble Direction"): sent bubbles
/// at the end, received at the start (after the avatar column in groups), events centred; the
/// name line above a received group bubble; the quote at the top of the bubble; the meta inside
/// it, its space reserved by the transparent copy at the text's end; reactions below.
struct ClassicRowBuilder<Measurer: TextMeasurer>: BlockColumnBuilder {
    let environment: LayoutEnvironment
    let measurer: Measurer
    var parts: [LayoutPart] = []
    var bottom = 0.0
    /// The body font's own line height, measured once per row.
    let bodyLine: Double

    init(environment: LayoutEnvironment, measurer: Measurer) {
        self.environment = environment
        self.measurer = measurer
        bodyLine = measurer.measure(TextParagraph(runs: [TextRun("X", font: FontSpec(size: environment.bodySize))]), maxWidth: .infinity).height
    }

    /// The layout's numbers in the environment's units.
    var metrics: ClassicMetrics { environment.classic }

    var bodyFont: FontSpec { FontSpec(size: environment.bodySize) }
    var captionFont: FontSpec { FontSpec(size: environment.captionSize) }

    mutating func build(_ row: RowPresentation) -> RowLayout {
        var y = 0.0
        if let date = row.dateSeparator {
            y += metrics.dateSeparatorPadding
            let laidOut = text([StyledRun(date, font: FontSpec(size: environment.bodySize, weight: .medium), ink: .secondary)], width: environment.width)
            add(.dateSeparator, LayoutRect(x: (environment.width - laidOut.measured.width) / 2, y: y, width: laidOut.measured.width, height: laidOut.measured.height), .text(laidOut))
            y += laidOut.measured.height + metrics.dateSeparatorPadding
        }
        let item = row.row.newest
        let sent = item.chatDir.isSent
        let contentTop = y
        let shift = environment.selecting ? metrics.checkboxSpacing + metrics.checkboxSize : 0
        let shape = ItemShape(row.row, translator: environment.translator)
        let time = environment.timestampText(item.meta.itemTs)
        let meta = MetaText.shown(for: row, shape: shape, time: time, classic: true)
        switch shape {
        case let .collapsed(text, deleted: false), let .event(text):
            y = event(text, time: time, at: y)
        default:
            let group = environment.hasGutter
            let start = shift + (group && !sent ? metrics.avatarLeading + environment.memberImageSize + metrics.avatarSpacing : metrics.sidePadding)
            if let sender = row.sender {
                if row.showsAvatar, !sent {
                    let frame = LayoutRect(x: shift + metrics.avatarLeading, y: y + metrics.nameTop, width: environment.memberImageSize,
                                           height: environment.memberImageHeight)
                    for part in Avatar.parts(sender, frame: frame, units: environment.units) {
                        add(part.kind, part.frame, part.content)
                    }
                }
                y = nameLine(sender, x: start, atEnd: sent, at: y + metrics.nameTop) + metrics.nameSpacing
            }
            if case .message = shape, item.isLargeEmoji, let emoji = EmojiText.size(of: item.msgContent?.text ?? "") {
                y = largeEmoji(item.msgContent?.text ?? "", size: emoji.points * environment.bodySize / 17, sent: sent, start: start, meta: meta, at: y)
            } else {
                y = bubble(item, shape: shape, sent: sent, start: start, meta: meta, tail: row.separation.hasLargeGap, at: y)
            }
            y = reactions(item.shownReactions(revealed: row.row.revealed), sent: sent, start: start, at: y)
        }
        if environment.selecting {
            let size = metrics.checkboxSize
            let height = max(y, bottom)
            add(.checkbox, LayoutRect(x: environment.hasGutter ? metrics.avatarLeading : metrics.sidePadding, y: (contentTop + height - size) / 2,
                                      width: size, height: size), .checkbox(selected: false))
        }
        let padding = row.separation.hasLargeGap ? metrics.largeGap : metrics.smallGap
        return RowLayout(ids: row.row.items.map(\.meta.itemId), gapAbove: 0, height: max(y, bottom), parts: parts, paddingBottom: padding)
    }

    /// An event: secondary text centred between the side paddings, its time after it
    /// (`ChatEventWithMeta`: classic `chatItem.timestampText` after the separator).
    mutating func event(_ string: String, time: String, at y: Double) -> Double {
        let width = max(0, environment.width - 2 * metrics.sidePadding)
        let laidOut = text([StyledRun(string, font: captionFont, ink: .secondary), StyledRun(MetaCopy.event(time: time, rightToLeft: Bidi.endsRightToLeft(string)), font: captionFont, ink: .secondary)], width: width)
        add(.event, LayoutRect(x: (environment.width - laidOut.measured.width) / 2, y: y, width: laidOut.measured.width, height: laidOut.measured.height), .text(laidOut))
        return y + laidOut.measured.height
    }

    /// The name (and a single member's role, 16 after it) above the bubble, on its edge: the
    /// start edge from `x`, or the end edge for the user's own bubbles (named in a transcript).
    /// A name too long for the line is cut with an ellipsis so that the role stays visible.
    mutating func nameLine(_ sender: RowSender, x start: Double, atEnd: Bool, at y: Double) -> Double {
        let room = max(0, environment.width - metrics.sidePadding - start)
        let label = sender.role.map { text([StyledRun(environment.shown($0, .name), font: FontSpec(size: environment.captionSize, weight: .medium), ink: .secondary)], width: .infinity) }
        let roleRoom = label.map { min($0.measured.width, room / 2) + metrics.roleGap } ?? 0
        let name = text([StyledRun(measurer.truncated(environment.shown(sender.name, .name), font: captionFont, width: max(0, room - roleRoom)), font: captionFont, ink: .secondary)], width: .infinity)
        let lineWidth = name.measured.width + (label.map { metrics.roleGap + $0.measured.width } ?? 0)
        let x = atEnd ? max(start, environment.width - metrics.sidePadding - lineWidth) : start
        add(.sender, LayoutRect(x: x, y: y, width: name.measured.width, height: name.measured.height), .text(name))
        if let label {
            add(.role, LayoutRect(x: x + name.measured.width + metrics.roleGap, y: y, width: label.measured.width, height: label.measured.height), .text(label))
        }
        return y + name.measured.height
    }

    /// A message of a few emoji (`EmojiItemView`): no bubble; the emoji 8 below the top and 6 from
    /// its side, the meta 12 after it and 8 above the bottom.
    mutating func largeEmoji(_ emoji: String, size: Double, sent: Bool, start: Double, meta: MetaText?, at top: Double) -> Double {
        let laidOut = text([StyledRun(emoji, font: FontSpec(size: size))], width: environment.width)
        let metaParts = meta.map { metaLine($0) }
        let groupWidth = metrics.emojiHorizontal + laidOut.measured.width + (metaParts.map { metrics.metaHorizontal * 2 + $0.width } ?? metrics.emojiHorizontal)
        let x = sent ? environment.width - metrics.sidePadding - groupWidth : start
        let frame = LayoutRect(x: x + metrics.emojiHorizontal, y: top + metrics.emojiTop, width: laidOut.measured.width, height: laidOut.measured.height)
        add(.text, frame, .text(laidOut))
        if let (line, width) = metaParts {
            add(.meta, LayoutRect(x: frame.maxX + metrics.metaHorizontal, y: frame.maxY - metrics.emojiTop - line.height, width: width, height: line.height),
                .meta(line.meta))
        }
        return frame.maxY
    }

    /// Reactions below the bubble, on its side: 3 above, 4 below.
    mutating func reactions(_ reactions: [CIReactionCount], sent: Bool, start: Double, at y: Double) -> Double {
        let runs = reactions.compactMap { reaction -> StyledRun? in
            guard let emoji = reaction.emoji else { return nil }
            return StyledRun(environment.shown(emoji, .name) + (reaction.countText.map { "\u{00A0}" + $0 } ?? "") + "  ", font: captionFont, ink: reaction.userReacted ? .primary : .secondary)
        }
        guard !runs.isEmpty else { return y }
        let laidOut = text(runs, width: environment.width - start - metrics.sidePadding)
        let x = sent ? environment.width - metrics.sidePadding - laidOut.measured.width : start
        let top = y + metrics.reactionsTop
        add(.reactions, LayoutRect(x: x, y: top, width: laidOut.measured.width, height: laidOut.measured.height), .text(laidOut))
        return top + laidOut.measured.height + metrics.reactionsBottom
    }

    /// The meta in the caption font, piece by piece, in its natural line.
    func metaLine(_ meta: MetaText) -> (line: (meta: MetaLine, height: Double), width: Double) {
        var x = 0.0
        var segments: [MetaLine.Segment] = []
        var baseline = 0.0, height = 0.0
        for piece in meta.pieces {
            let string = switch piece {
            case let .icon(icon): environment.units == .cells ? icon.cellGlyph : String(icon.character)
            case let .text(text): text
            case .separator: " "
            }
            let measured = measurer.measure(TextParagraph(runs: [TextRun(string, font: captionFont)], wraps: false), maxWidth: .infinity)
            (baseline, height) = (measured.lastBaseline ?? baseline, max(height, measured.height))
            let width = environment.units == .cells ? Double(CellWidth.of(string)) : measured.width
            segments.append(MetaLine.Segment(piece: piece, x: x, width: width, shape: measured.shape))
            x += width
        }
        return ((MetaLine(segments: segments, fontSize: environment.captionSize, baseline: baseline), height), x)
    }

    /// `runs` at `width` in their fonts' own line heights.
    func text(_ runs: [StyledRun], width: Double, wraps: Bool = true) -> LayoutText {
        let runs = environment.shown(runs)
        let paragraph = TextParagraph(runs: runs.map { TextRun($0.text, font: $0.font) }, wraps: wraps)
        let measured = measurer.measure(paragraph, maxWidth: width)
        return LayoutText(runs: runs, lineHeight: measured.lines.first?.height ?? 0, wraps: wraps, measured: measured, fullWidth: measured.width)
    }

    /// Block markdown in a bubble takes its fonts' own line heights (seed 000 §4 "in bubbles …
    /// the gap of n empty lines is n × (`font.lineHeight` + `font.leading`)").
    func columnText(_ runs: [StyledRun], fontSize: Double, width: Double, wraps: Bool) -> LayoutText {
        text(runs, width: width, wraps: wraps)
    }

    /// In a bubble a typed empty line, and the room beside a code block, table or rule, is a line.
    var paragraphGap: Double { bodyLine }

    mutating func add(_ kind: LayoutPart.Kind, _ frame: LayoutRect, _ content: LayoutContent = .none) {
        parts.append(LayoutPart(kind, frame: frame, content: content))
        bottom = max(bottom, frame.maxY)
    }
}
