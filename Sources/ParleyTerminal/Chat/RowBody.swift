import ChatLayout
import ChatTimeline
import SimpleXMarkdown
import SimpleXModel

/// The inside of a row, shared by both layouts: the sender, the header, the quote, the card,
/// the text, the meta and the reactions, each as `StyledLine`s at a content width.
struct RowBody {
    typealias Line = RowCells.Line
    let presentation: RowPresentation
    /// What the row's content is (`ItemShape`, the one decision of both faces).
    let shape: ItemShape
    let context: RowCellsContext
    private(set) var fullWidth = 0

    init(_ presentation: RowPresentation, context: RowCellsContext) {
        self.presentation = presentation
        shape = ItemShape(presentation.row)
        self.context = context
    }

    private var row: MergedRow { presentation.row }
    private var item: ChatItem { presentation.row.newest }
    private var theme: TerminalTheme { context.theme }

    // MARK: - Terminal layout

    /// The terminal layout: the gutter (groups and channels), one padding at each edge.
    mutating func terminalLines() -> [Line] {
        let gutterWidth = context.isGroup ? TerminalCells.gutter : TerminalCells.padding
        let width = max(8, context.width - gutterWidth - TerminalCells.padding)
        let blank = [StyledText(String(repeating: " ", count: gutterWidth))]
        var lines: [Line] = []
        if let sender = presentation.sender {
            let avatar: [StyledText] = context.isGroup && presentation.showsAvatar
                ? [StyledText(" "), avatarRuns(sender.name), StyledText(" ")]
                : blank
            lines.append(Line(gutter: avatar, content: senderLine(sender, width: width), indent: gutterWidth))
            lines += Array(repeating: Line(gutter: blank, indent: gutterWidth), count: presentation.startsWithCard ? TerminalCells.lines(.paragraph) : 0)
        }
        let content = contentLines(width: width)
        let meta = metaRuns()
        for (index, line) in content.enumerated() {
            let last = index == content.count - 1
            let fits = last && line.width + 1 + StyledLine(meta).width <= width
            lines.append(Line(gutter: blank, content: line, trailing: fits ? meta : [], indent: gutterWidth))
            if last && !fits && !meta.isEmpty {
                lines.append(Line(gutter: blank, trailing: meta, indent: gutterWidth))
            }
        }
        if content.isEmpty, !meta.isEmpty {
            lines.append(Line(gutter: blank, trailing: meta, indent: gutterWidth))
        }
        if let reactions = reactionLine() {
            lines += Array(repeating: Line(gutter: blank, indent: gutterWidth), count: TerminalCells.lines(presentation.itemGaps.cardBottomGap))
            lines.append(Line(gutter: blank, content: reactions, indent: gutterWidth))
        }
        return lines
    }

    // MARK: - Classic layout

    /// The classic layout: a bubble drawn with box characters, sent at the end, received at the
    /// start, at most three quarters of the width; events and collapsed rows centred, their time
    /// after them (`ChatEventWithMeta`, classic: `timestampText` after the separator).
    mutating func classicLines() -> [Line] {
        if isEvent {
            let time = StyledText("  " + context.environment.timestampText(item.meta.itemTs), style: theme.dim)
            var lines = contentLines(width: max(1, context.width - 4 - CellWidth.of(time.text)))
            if lines.isEmpty { lines = [StyledLine()] }
            lines[lines.count - 1].runs.append(time)
            return lines.map { Line(content: $0, centred: true) }
        }
        let avatarWidth = context.isGroup && item.chatDir.isReceivedInGroup ? TerminalCells.gutter : TerminalCells.padding
        let maxInner = max(8, (context.width - avatarWidth) * 3 / 4 - 4)
        var inner: [StyledLine] = []
        if let sender = presentation.sender { inner.append(senderLine(sender, width: maxInner)) }
        inner += contentLines(width: maxInner)
        let meta = metaRuns()
        let innerWidth = min(maxInner, max(inner.map(\.width).max() ?? 0, StyledLine(meta).width + 2))
        let frame = CellStyle(foreground: theme.frame)
        let sent = item.chatDir.isSent
        let indent = sent ? max(0, context.width - innerWidth - 4 - TerminalCells.padding) : avatarWidth
        let avatar: [StyledText] = presentation.showsAvatar ? [StyledText(" "), avatarRuns(presentation.sender?.name ?? "?"), StyledText(" ")] : []
        var lines = [Line(gutter: avatar, content: StyledLine([StyledText("╭" + String(repeating: "─", count: innerWidth + 2) + "╮", style: frame)]), indent: indent)]
        for line in inner {
            let padding = String(repeating: " ", count: max(0, innerWidth - line.width))
            lines.append(Line(content: StyledLine([StyledText("│ ", style: frame)] + line.runs + [StyledText(padding + " │", style: frame)]), indent: indent))
        }
        let metaWidth = StyledLine(meta).width
        let bottom = [StyledText("╰" + String(repeating: "─", count: max(1, innerWidth + 1 - metaWidth)), style: frame)] + meta + [StyledText("─╯", style: frame)]
        lines.append(Line(content: StyledLine(bottom), indent: indent))
        if let reactions = reactionLine() {
            lines.append(Line(content: reactions, indent: sent ? max(0, context.width - reactions.width - TerminalCells.padding) : indent + 1))
        }
        return lines
    }

    // MARK: - Parts

    /// Events and collapsed runs that are not cards: a centred line of the classic layout.
    private var isEvent: Bool {
        switch shape {
        case .event, .collapsed(_, deleted: false): true
        default: false
        }
    }

    /// The sender row (seed 000 §9 Rows "sender row"): the name semibold, the user's own in the
    /// primary colour and others' in the secondary one, its badge, and the role label two cells
    /// after it; a name too long for `width` is cut with an ellipsis so that the role stays.
    private func senderLine(_ sender: RowSender, width: Int) -> StyledLine {
        let badge = sender.badge.map { StyledText(" ✦ \($0)", style: CellStyle(foreground: theme.primary)) }
        let role = sender.role.map { StyledText(String(repeating: " ", count: TerminalCells.roleOffset) + SafeText.sanitize($0, for: .name), style: theme.dim) }
        let room = width - (badge.map { CellWidth.of($0.text) } ?? 0) - (role.map { min(CellWidth.of($0.text), width / 2) } ?? 0)
        let name = CellTextMeasurer().truncated(SafeText.sanitize(sender.name, for: .name), font: FontSpec(size: 1), width: Double(max(1, room)))
        return StyledLine([StyledText(name, style: CellStyle(foreground: sender.isOwn ? theme.primary : theme.secondary).adding(.bold))]
            + [badge, role].compactMap { $0 })
    }

    /// The avatar: two initials on the profile's colour.
    private func avatarRuns(_ name: String) -> StyledText {
        StyledText(TerminalTheme.avatarCells(name), style: CellStyle(foreground: .rgb(0xff, 0xff, 0xff), background: TerminalTheme.avatarColor(for: name)).adding(.bold))
    }

    /// The meta at the row's end: the forwarded mark (`FramedItemView`'s end button), then the
    /// pieces `MetaText.shown` decided.
    private func metaRuns() -> [StyledText] {
        let meta = MetaText.shown(for: presentation, shape: shape, time: context.environment.timestampText(item.meta.itemTs),
                                  classic: context.layout == .classic)
        var runs = ItemMeta.runs(meta, theme: theme)
        if item.meta.itemForwarded != nil, case .message = shape {
            runs = [StyledText("↪", style: theme.dim)] + (runs.isEmpty ? [] : [StyledText(" ")] + runs)
        }
        return runs
    }

    /// The item's content lines at `width`.
    private mutating func contentLines(width: Int) -> [StyledLine] {
        switch shape {
        case let .collapsed(text, deleted):
            let runs = [StyledText(text, style: theme.dim.adding(.italic)), StyledText("  [+\(row.items.count)]", style: theme.dim)]
            return deleted ? [card(runs)] : [StyledLine(runs)]
        case let .hidden(label):
            return [card(label.text)]
        case let .card(card):
            return [self.card(card)]
        case let .event(text):
            return StyledWrap.lines([StyledText(SafeText.sanitize(text, for: .body), style: theme.dim.adding(.italic))], width: width)
        case let .message(content):
            return messageLines(content, width: width)
        }
    }

    /// A message: its header, quote, media card and text, each with its gap above.
    private mutating func messageLines(_ content: MsgContent, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let header = ItemHeader(item) {
            let style = header.isAlert ? CellStyle(foreground: theme.error).adding(.italic) : theme.dim.adding(.italic)
            lines.append(StyledLine([StyledText(SafeText.sanitize(header.title, for: .name), style: style)]))
        }
        if let quote = item.quotedItem {
            lines += Array(repeating: StyledLine(), count: TerminalCells.lines(presentation.itemGaps.quoteTopGap))
            lines += quoteLines(quote, width: width)
        }
        let cards = ItemCards.lines(item, width: width, theme: theme)
        if !cards.isEmpty {
            lines += Array(repeating: StyledLine(), count: TerminalCells.lines(presentation.itemGaps.cardTopGap))
            lines += cards
        }
        if !content.text.isEmpty {
            lines += Array(repeating: StyledLine(), count: TerminalCells.lines(presentation.itemGaps.textTopGap))
            lines += textLines(content, width: width)
        }
        if item.meta.itemLive == true {
            lines.append(StyledLine([StyledText("…", style: CellStyle(foreground: theme.primary))]))
        }
        return lines
    }

    /// The text, its markdown drawn: large emoji bold, block markdown as a column.
    private mutating func textLines(_ content: MsgContent, width: Int) -> [StyledLine] {
        let styles = InlineStyles(theme: theme, revealSecrets: context.revealedSecrets.contains(row.id), ownNames: context.ownNames, base: theme.body)
        if item.isLargeEmoji {
            return [StyledLine([StyledText(SafeText.sanitize(content.text, for: .body), style: theme.body.adding(.bold))])]
        }
        let spans = item.formattedText ?? InlineMarkdown.formattedText(content.text) ?? [FormattedText(text: content.text)]
        let offset = context.focusedRow == row.id ? context.horizontalOffset : 0
        var body = MessageBody(styles: styles, width: width, horizontalOffset: offset).lines(blocks: item.blocks, spans: spans)
        if case let .report(reason, _) = content, let first = body.lines.first {
            body.lines[0] = first.prefixed([StyledText(reason.textPrefix, style: CellStyle(foreground: theme.error).adding(.italic))])
        }
        fullWidth = max(fullWidth, body.fullWidth)
        return body.lines
    }

    /// The quote (simplex-view-logic §3.4): behind a bar, its sender on a line of its own where
    /// it has one (`QuoteSender`), then at most `QuoteSender.lineLimit` lines of text; the quoted
    /// text's empty lines are collapsed, so the bar never stands beside nothing.
    private func quoteLines(_ quote: CIQuote, width: Int) -> [StyledLine] {
        let dim = theme.dim
        let bar = StyledText("▎ ", style: CellStyle(foreground: theme.primary))
        let sender = QuoteSender.name(quote.chatDir, membershipName: context.chatInfo.groupInfo?.membership.memberProfile.displayName)
        var lines: [StyledLine] = []
        if let sender {
            lines += StyledWrap.lines([StyledText(SafeText.sanitize(sender, for: .name), style: dim.adding(.bold))], width: max(1, width - 2)).prefix(1)
        }
        let styles = InlineStyles(theme: theme, revealSecrets: false, ownNames: context.ownNames, base: dim)
        let text = QuotedText.text(quote.content)
        var runs = text == quote.content.text
            ? styles.runs(quote.formattedText ?? InlineMarkdown.formattedText(text) ?? [FormattedText(text: text)])
            : [StyledText(SafeText.sanitize(text, for: .body), style: dim)]
        if text.isEmpty, let kind = quote.content.tag?.rawValue { runs.append(StyledText(kind, style: dim.adding(.italic))) }
        let textLines = StyledWrap.lines(runs, width: max(1, width - 2)).filter { !$0.text.allSatisfy(\.isWhitespace) }
        lines += textLines.prefix(QuoteSender.lineLimit(hasSender: sender != nil))
        return lines.map { $0.prefixed([bar]) }
    }

    /// A card of content other than a message (`ItemCard`): its icon, then its text; an
    /// unreadable item in the error colour.
    private func card(_ card: ItemCard) -> StyledLine {
        let text = SafeText.sanitize(card.text, for: .name)
        guard !card.isFailure else {
            return self.card([StyledText(text, style: CellStyle(foreground: theme.error, background: theme.codeBackground).adding(.italic))])
        }
        return self.card((card.icon.map { $0 + " " } ?? "") + text)
    }

    private func card(_ text: String) -> StyledLine {
        card([StyledText(text, style: CellStyle(foreground: theme.secondary, background: theme.codeBackground).adding(.italic))])
    }

    private func card(_ runs: [StyledText]) -> StyledLine {
        let background = CellStyle(foreground: theme.secondary, background: theme.codeBackground)
        return StyledLine([StyledText("▌", style: CellStyle(foreground: theme.frame)), StyledText(" ", style: background)]
            + runs.map { StyledText($0.text, style: $0.style.background(theme.codeBackground)) } + [StyledText(" ", style: background)])
    }

    /// The reactions as a line of text (seed 000 §9 Items): each emoji with its count above one
    /// (`CIReactionCount.countText`), the user's own count bold in the primary colour.
    private func reactionLine() -> StyledLine? {
        var runs: [StyledText] = []
        for reaction in item.shownReactions(revealed: row.revealed) {
            guard let emoji = reaction.emoji else { continue }
            if !runs.isEmpty { runs.append(StyledText("  ")) }
            runs.append(StyledText(SafeText.sanitize(emoji, for: .name), style: theme.body))
            if let count = reaction.countText {
                runs.append(StyledText(" " + count, style: reaction.userReacted ? CellStyle(foreground: theme.primary).adding(.bold) : theme.dim))
            }
        }
        return runs.isEmpty ? nil : StyledLine(runs)
    }
}
