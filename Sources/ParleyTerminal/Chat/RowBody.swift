import ChatLayout
import ChatTimeline
import SimpleXMarkdown
import SimpleXModel

/// The inside of a row, shared by both layouts: the sender, the header, the quote, the card,
/// the text, the meta and the reactions, each as `StyledLine`s at a content width.
struct RowBody {
    typealias Line = RowCells.Line
    let presentation: RowPresentation
    let context: RowCellsContext
    private(set) var fullWidth = 0

    init(_ presentation: RowPresentation, context: RowCellsContext) {
        self.presentation = presentation
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
            lines.append(Line(gutter: avatar, content: senderLine(sender), indent: gutterWidth))
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
    /// start, at most three quarters of the width; events and collapsed rows centred.
    mutating func classicLines() -> [Line] {
        if isEvent {
            return contentLines(width: context.width - 4).map { Line(content: $0, centred: true) }
        }
        let avatarWidth = context.isGroup && item.chatDir.isReceivedInGroup ? TerminalCells.gutter : TerminalCells.padding
        let maxInner = max(8, (context.width - avatarWidth) * 3 / 4 - 4)
        var inner: [StyledLine] = []
        if let sender = presentation.sender { inner.append(senderLine(sender)) }
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

    /// Events, collapsed runs and other rows without a sender or bubble.
    private var isEvent: Bool {
        CollapsedRowText.text(row) != nil || (item.msgContent == nil && !item.hasTerminalSender)
    }

    /// The sender row (seed 000 §9 Rows "sender row"): the name semibold, the user's own in the
    /// primary colour and others' in the secondary one, its badge, and the role label two cells
    /// after it.
    private func senderLine(_ sender: RowSender) -> StyledLine {
        var runs = [StyledText(SafeText.sanitize(sender.name, for: .name), style: CellStyle(foreground: sender.isOwn ? theme.primary : theme.secondary).adding(.bold))]
        if let badge = sender.badge { runs.append(StyledText(" ✦ \(badge)", style: CellStyle(foreground: theme.primary))) }
        if let role = sender.role {
            runs.append(StyledText(String(repeating: " ", count: TerminalCells.roleOffset) + role, style: theme.dim))
        }
        return StyledLine(runs)
    }

    /// The avatar: two initials on the profile's colour.
    private func avatarRuns(_ name: String) -> StyledText {
        StyledText(TerminalTheme.avatarCells(name), style: CellStyle(foreground: .rgb(0xff, 0xff, 0xff), background: TerminalTheme.avatarColor(for: name)).adding(.bold))
    }

    /// The meta at the row's end: the forwarded mark (`FramedItemView`'s end button), then the
    /// edit mark, timer, status and time.
    private func metaRuns() -> [StyledText] {
        var runs = ItemMeta.runs(item, showsTime: presentation.separation.showsTimestamp || isEvent, environment: context.environment, theme: theme)
        if item.meta.itemForwarded != nil, CollapsedRowText.text(row) == nil {
            runs = [StyledText("↪", style: theme.dim)] + (runs.isEmpty ? [] : [StyledText(" ")] + runs)
        }
        return runs
    }

    /// The item's content lines at `width`.
    private mutating func contentLines(width: Int) -> [StyledLine] {
        if let collapsed = CollapsedRowText.text(row) {
            return [StyledLine([StyledText(collapsed, style: theme.dim.adding(.italic)), StyledText("  [+\(row.items.count)]", style: theme.dim)])]
        }
        if item.isMarkedDeletedCard(revealed: row.revealed) {
            return [card("🗑 " + deletedText(item.meta.itemDeleted))]
        }
        guard let content = item.msgContent else {
            return otherContent(width: width)
        }
        var lines: [StyledLine] = []
        if let header = headerText(content) {
            lines.append(StyledLine([StyledText(header, style: theme.dim.adding(.italic))]))
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
        let body = MessageBody(styles: styles, width: width, horizontalOffset: offset).lines(blocks: item.blocks, spans: spans)
        fullWidth = max(fullWidth, body.fullWidth)
        return body.lines
    }

    /// The header above the content: a report's reason, a deleted item's deletion, "LIVE".
    private func headerText(_ content: MsgContent) -> String? {
        if case let .report(reason, _) = content { return "report: \(reason.rawValue)" }
        if let deleted = item.meta.itemDeleted { return "🗑 " + deletedText(deleted) }
        return item.meta.itemLive == true ? "LIVE" : nil
    }

    private func deletedText(_ deleted: CIDeleted?) -> String {
        switch deleted {
        case let .moderated(member, _)?: "moderated by \(SafeText.sanitize(member.memberProfile.displayName, for: .name))"
        case .blocked?: "blocked"
        case .blockedByAdmin?: "blocked by admin"
        default: "marked deleted"
        }
    }

    /// The quote (simplex-view-logic §3.4): behind a bar, its sender first where it has one,
    /// at most two lines with a sender and three without; the quoted text's empty lines are
    /// collapsed, so the bar never stands beside nothing.
    private func quoteLines(_ quote: CIQuote, width: Int) -> [StyledLine] {
        let dim = theme.dim
        var runs: [StyledText] = []
        if let sender = quoteSender(quote.chatDir) {
            runs.append(StyledText(SafeText.sanitize(sender, for: .name) + ": ", style: dim.adding(.bold)))
        }
        let styles = InlineStyles(theme: theme, revealSecrets: false, ownNames: context.ownNames, base: dim)
        runs += styles.runs(quote.formattedText ?? InlineMarkdown.formattedText(quote.content.text) ?? [FormattedText(text: quote.content.text)])
        if quote.content.text.isEmpty, let kind = quote.content.tag?.rawValue { runs.append(StyledText(kind, style: dim.adding(.italic))) }
        let limit = runs.count > 1 || quoteSender(quote.chatDir) == nil ? 3 : 2
        let bar = StyledText("▎ ", style: CellStyle(foreground: theme.primary))
        let lines = StyledWrap.lines(runs, width: max(1, width - 2)).filter { !$0.text.allSatisfy(\.isWhitespace) }
        return lines.prefix(limit).map { $0.prefixed([bar]) }
    }

    private func quoteSender(_ direction: CIDirection?) -> String? {
        switch direction {
        case .directSnd?, .localSnd?: "you"
        case .groupSnd?: context.chatInfo.groupInfo?.membership.memberProfile.displayName ?? "you"
        case let .groupRcv(member)?: member.memberProfile.displayName
        default: nil
        }
    }

    /// Content other than a message: events, deleted placeholders, calls, invitations, errors.
    private func otherContent(width: Int) -> [StyledLine] {
        let text = SafeText.sanitize(item.meta.itemText, for: .body)
        switch item.content {
        case .sndDeleted, .rcvDeleted: return [card("🗑 deleted")]
        case .sndModerated, .rcvModerated: return [card("🗑 moderated")]
        case .rcvBlocked: return [card("🚫 blocked by admin")]
        case .sndCall, .rcvCall: return [StyledLine([StyledText("📞 ", style: theme.dim), StyledText(text, style: theme.body)])]
        case let .sndGroupInvitation(invitation, role), let .rcvGroupInvitation(invitation, role):
            return [card("✉ invitation to join \(SafeText.sanitize(invitation.groupProfile.displayName, for: .name)) as \(role.rawValue) · \(invitation.status.rawValue)")]
        case .invalidJSON: return [StyledLine([StyledText("invalid message (the app cannot read it)", style: CellStyle(foreground: theme.error))])]
        case .rcvDecryptionError, .rcvIntegrityError, .rcvMsgError: return [StyledLine([StyledText("⚠ " + text, style: CellStyle(foreground: theme.warning))])]
        case .rcvGroupEvent, .rcvConnEvent:
            return StyledWrap.lines(eventMember + [StyledText(text, style: theme.dim.adding(.italic))], width: width)
        default: return StyledWrap.lines([StyledText(text, style: theme.dim.adding(.italic))], width: width)
        }
    }

    /// A received group event starts with the member's name (the apps' `eventItemViewText`:
    /// `memberDisplayName`, then the event's text): "alice added bob", not "added bob".
    private var eventMember: [StyledText] {
        guard case let .groupRcv(member) = item.chatDir else { return [] }
        return [StyledText(SafeText.sanitize(member.memberProfile.displayName, for: .name) + " ", style: theme.dim)]
    }

    private func card(_ text: String) -> StyledLine {
        StyledLine([StyledText("▌", style: CellStyle(foreground: theme.frame)), StyledText(" \(text) ", style: CellStyle(foreground: theme.secondary, background: theme.codeBackground).adding(.italic))])
    }

    /// The reactions as a line of text (seed 000 §9 Items): each emoji with its count above one,
    /// the user's own bold in the primary colour.
    private func reactionLine() -> StyledLine? {
        guard !item.reactions.isEmpty, item.meta.itemDeleted == nil || row.revealed else { return nil }
        var runs: [StyledText] = []
        for reaction in item.reactions {
            guard case let .emoji(emoji) = reaction.reaction else { continue }
            if !runs.isEmpty { runs.append(StyledText("  ")) }
            let count = reaction.totalReacted > 1 ? " \(reaction.totalReacted)" : ""
            runs.append(StyledText(SafeText.sanitize(emoji, for: .name) + count,
                                   style: reaction.userReacted ? CellStyle(foreground: theme.primary).adding(.bold) : theme.dim))
        }
        return runs.isEmpty ? nil : StyledLine(runs)
    }
}
