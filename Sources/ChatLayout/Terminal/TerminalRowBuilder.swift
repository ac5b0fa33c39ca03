import ChatTimeline
import SimpleXModel

/// Builds one terminal row (spec §9 Rows and Items): date separator, the gap above, the sender
/// row with the avatar, the item's content column with its meta, and the reactions. Every y is
/// in the row's own coordinates.
struct TerminalRowBuilder<Measurer: TextMeasurer>: BlockColumnBuilder {
    let environment: LayoutEnvironment
    let measurer: Measurer
    var parts: [LayoutPart] = []
    /// The lowest point anything reaches (the row is at least as tall as the meta and avatar).
    var bottom = 0.0
    /// The room the end button takes at the row end (spec §9 `TerminalMetaLayout` "content
    /// width: row width less the wider of the end button; the meta"); 0 without one.
    var endButtonRoom = 0.0

    init(environment: LayoutEnvironment, measurer: Measurer) {
        self.environment = environment
        self.measurer = measurer
    }

    var bodyFont: FontSpec { FontSpec(size: environment.bodySize) }
    var bodyLine: Double { environment.lineBox(fontSize: environment.bodySize, ink: .text) }
    var paragraphGap: Double { environment.points(for: .paragraph) }
    /// The item views' width and end: the content width less the end button's room.
    var itemWidth: Double { max(0, environment.contentWidth - endButtonRoom) }
    var itemEnd: Double { environment.textEnd - endButtonRoom }

    mutating func build(_ row: RowPresentation) -> RowLayout {
        var y = 0.0
        if let date = row.dateSeparator {
            y = dateSeparator(date, at: y)
        }
        let gapAbove = environment.points(for: row.gapAbove)
        y += gapAbove
        if let sender = row.sender {
            if row.showsAvatar {
                avatar(sender, at: y)
            }
            y = senderRow(sender, own: row.row.newest.chatDir.isSent, at: y)
            if row.startsWithCard {
                y += paragraphGap
            }
        }
        y = content(row, at: y)
        let height = max(y, bottom)
        if environment.selecting {
            selectionMarks(contentTop: gapAbove + (row.dateSeparator == nil ? 0 : parts[0].frame.maxY), bottom: height)
        }
        return RowLayout(ids: row.row.items.map(\.meta.itemId), gapAbove: gapAbove, height: height, parts: parts)
    }

    /// Selection mode (spec §9 Rows "selection"): the checkbox 8 pt from the start, centred on
    /// the row's content, and the band a selected row's tint fills (first, under its parts). Both
    /// are laid out unticked; `LayoutRow.marking(selected:)` ticks them.
    mutating func selectionMarks(contentTop: Double, bottom: Double) {
        let size = environment.selectionCheckboxSize
        parts.insert(LayoutPart(.selectionTint, frame: LayoutRect(x: 0, y: contentTop, width: environment.width, height: bottom - contentTop),
                                content: .checkbox(selected: false)), at: 0)
        add(.checkbox, LayoutRect(x: environment.selectionCheckboxInset, y: (contentTop + bottom - size) / 2, width: size, height: size),
            .checkbox(selected: false))
    }

    /// A date separator: secondary text centred in the body line box.
    mutating func dateSeparator(_ date: String, at y: Double) -> Double {
        let text = self.text([StyledRun(date, font: FontSpec(size: environment.bodySize, weight: .medium), ink: .secondary)],
                             lineHeight: environment.lineBox(fontSize: environment.bodySize, ink: .secondary), width: environment.width)
        let width = text.measured.width
        add(.dateSeparator, LayoutRect(x: (environment.width - width) / 2, y: y, width: width, height: text.measured.height), .text(text))
        return y + text.measured.height
    }

    /// `memberImageSize` at `chatItemTextPadding` from the start, top-aligned with the name: the
    /// initials, and over them the profile's picture where one can be drawn (`Avatar.parts`).
    mutating func avatar(_ sender: RowSender, at y: Double) {
        let frame = LayoutRect(x: environment.avatarEdge, y: y, width: environment.memberImageSize, height: environment.memberImageHeight)
        for part in Avatar.parts(sender, frame: frame, units: environment.units) {
            add(part.kind, part.frame, part.content)
        }
    }

    /// The sender row: name semibold (primary for own items, secondary otherwise), the role
    /// label medium and secondary 15 pt after it; both in the body line box. A name too long
    /// for the row is cut with an ellipsis so that its role stays visible.
    mutating func senderRow(_ sender: RowSender, own: Bool, at y: Double) -> Double {
        let line = environment.lineBox(fontSize: environment.bodySize, ink: nil)
        let x = environment.textEdge
        let roleFont = FontSpec(size: environment.bodySize, weight: .medium)
        let label = sender.role.map { text([StyledRun(environment.shown($0, .name), font: roleFont, ink: .secondary)], lineHeight: line, width: environment.contentWidth, wraps: false) }
        let roleRoom = label.map { min($0.measured.width, environment.contentWidth / 2) + environment.roleGap } ?? 0
        let nameFont = FontSpec(size: environment.bodySize, weight: .semibold)
        let shown = measurer.truncated(environment.shown(sender.name, .name), font: nameFont, width: max(0, environment.contentWidth - roleRoom))
        let name = text([StyledRun(shown, font: nameFont, ink: own ? .primary : .secondary)], lineHeight: line, width: environment.contentWidth, wraps: false)
        let nameWidth = min(name.measured.width, environment.contentWidth)
        add(.sender, LayoutRect(x: x, y: y, width: nameWidth, height: line), .text(name))
        let roleX = x + nameWidth + environment.roleGap
        if let label, roleX < environment.textEnd {
            add(.role, LayoutRect(x: roleX, y: y, width: min(label.measured.width, environment.textEnd - roleX), height: line), .text(label))
        }
        return y + line
    }

    /// Reactions as a line of text `chatItemTextPadding − 6` from the start, no spacing around:
    /// each emoji, and its count above one (`CIReactionCount.countText`), primary for the user's own.
    mutating func reactions(_ reactions: [CIReactionCount], at y: Double) -> Double {
        var runs: [StyledRun] = []
        for reaction in reactions {
            guard let emoji = reaction.emoji else { continue }
            runs.append(StyledRun((runs.isEmpty ? "" : "  ") + environment.shown(emoji, .name), font: bodyFont, ink: .text))
            if let count = reaction.countText {
                runs.append(StyledRun("\u{00A0}" + count, font: bodyFont, ink: reaction.userReacted ? .primary : .secondary))
            }
        }
        guard !runs.isEmpty else { return y }
        let x = environment.textEdge - environment.reactionsInset
        let line = text(runs, lineHeight: bodyLine, width: environment.textEnd - x)
        add(.reactions, LayoutRect(x: x, y: y, width: line.measured.width, height: line.measured.height), .text(line))
        return y + line.measured.height
    }

    /// `runs` measured at `width` in the line box `lineHeight`.
    func text(_ runs: [StyledRun], lineHeight: Double, width: Double, wraps: Bool = true) -> LayoutText {
        let runs = environment.shown(runs)
        let paragraph = TextParagraph(runs: runs.map { TextRun($0.text, font: $0.font) }, lineHeight: lineHeight, wraps: wraps)
        let measured = measurer.measure(paragraph, maxWidth: width)
        return LayoutText(runs: runs, lineHeight: lineHeight, wraps: wraps, measured: measured, fullWidth: measured.width)
    }

    /// In the terminal layout's line box (`terminalLineBox`).
    func columnText(_ runs: [StyledRun], fontSize: Double, width: Double, wraps: Bool) -> LayoutText {
        text(runs, lineHeight: environment.lineBox(fontSize: fontSize, ink: .text), width: width, wraps: wraps)
    }

    mutating func add(_ kind: LayoutPart.Kind, _ frame: LayoutRect, _ content: LayoutContent = .none) {
        parts.append(LayoutPart(kind, frame: frame, content: content))
        bottom = max(bottom, frame.maxY)
    }
}
