import SimpleXMarkdown
import SimpleXModel

/// A row builder that lays out block markdown as a column (seed 000 §4 `MarkdownBlocksView`,
/// §9 Items "MarkdownBlocksView"): the terminal rows and the classic bubbles share the column's
/// rules and differ only in their line boxes and the gap of a typed empty line.
protocol BlockColumnBuilder {
    var environment: LayoutEnvironment { get }
    var parts: [LayoutPart] { get set }
    var bodyFont: FontSpec { get }
    /// The line box of body text.
    var bodyLine: Double { get }
    /// The gap beside a code block, table or rule, and of each typed empty line.
    var paragraphGap: Double { get }
    mutating func add(_ kind: LayoutPart.Kind, _ frame: LayoutRect, _ content: LayoutContent)
    /// `runs` measured at `width` in this layout's line box for text of `fontSize`.
    func columnText(_ runs: [StyledRun], fontSize: Double, width: Double, wraps: Bool) -> LayoutText
}

/// Where a laid-out column of text ends: what the meta is placed against.
struct ColumnEnd {
    var bottom: Double
    var lastBaseline: Double?
    var lastLineRight: Double
    var width: Double
    /// The left end of the last line when the text ends right to left.
    var rightToLeftLineLeft: Double? = nil
}

extension BlockColumnBuilder {
    /// The transparent copy that ends a text, in the meta's caption font.
    func reserveRun(_ meta: MetaText, rightToLeft: Bool) -> StyledRun {
        StyledRun(MetaCopy.message(meta, rightToLeft: rightToLeft), font: FontSpec(size: environment.captionSize), ink: .clear)
    }

    /// Blocks as a column with zero-width gaps: the spec's block gaps between them, the typed
    /// empty lines as paragraph gaps, rules as wide as the widest block. O(blocks).
    mutating func column(_ blocks: [MarkdownBlock], x: Double, width: Double, at top: Double, reserve: MetaText?,
                         ruleOnlyWidth: Double? = nil, ink: InkContext) -> ColumnEnd {
        var y = top
        var previous: MarkdownBlock?
        var emptyLines = 0
        var end = ColumnEnd(bottom: top, lastBaseline: nil, lastLineRight: x, width: 0)
        let firstPart = parts.count
        let last = blocks.lastIndex { if case .emptyLines = $0 { false } else { true } }
        var widest = 0.0
        for (index, block) in blocks.enumerated() {
            if case let .emptyLines(count) = block {
                emptyLines += min(count, BlockMarkdown.maxEmptyLines)
                continue
            }
            y += blockGap(block, after: previous, emptyLines: emptyLines)
            emptyLines = 0
            end = self.block(block, x: x, width: width, at: y, reserve: index == last ? reserve : nil, ink: ink)
            if !(block.isRule) { widest = max(widest, end.width) }
            y = end.bottom
            previous = block
        }
        y += Double(emptyLines) * paragraphGap
        let ruleWidth = widest > 0 ? widest : (ruleOnlyWidth ?? width)
        for index in firstPart..<parts.count where parts[index].kind == .rule {
            parts[index].frame.width = ruleWidth
        }
        end.bottom = y
        end.width = max(widest, blocks.allSatisfy { $0.isRule } ? ruleWidth : 0)
        return end
    }

    /// The gap above `block` (spec §9 Items "MarkdownBlocksView"): next to a code block, table
    /// or rule the paragraph gap, or the typed empty lines when higher; a heading after another
    /// block the level step; a block after a heading the heading bottom gap; each typed empty
    /// line a paragraph gap more.
    func blockGap(_ block: MarkdownBlock, after previous: MarkdownBlock?, emptyLines: Int) -> Double {
        let typed = Double(emptyLines) * paragraphGap
        guard let previous else { return typed }
        if previous.isCard || block.isCard { return max(paragraphGap, typed) }
        if block.isHeading { return environment.points(for: .levelStep) + typed }
        if previous.isHeading { return environment.points(for: .headingBottom) + typed }
        return typed
    }

    mutating func block(_ block: MarkdownBlock, x: Double, width: Double, at y: Double, reserve: MetaText?, ink: InkContext) -> ColumnEnd {
        switch block {
        case let .paragraph(spans):
            return textBlock(.text, spans, font: bodyFont, x: x, width: width, at: y, reserve: reserve, ink: ink)
        case let .heading(level, spans):
            let font = FontSpec(size: environment.headingSize(level: level), weight: .bold)
            return textBlock(.heading, spans, font: font, x: x, width: width, at: y, reserve: reserve, ink: ink)
        case let .list(items, ordered, start):
            return list(items, ordered: ordered, start: start ?? 1, x: x, width: width, at: y, reserve: reserve, ink: ink)
        case let .quote(blocks):
            let barIndex = parts.count
            let inset = environment.quoteTextInset
            let inner = column(blocks, x: x + inset, width: max(0, width - inset), at: y, reserve: reserve, ink: ink)
            let frame = LayoutRect(x: x, y: y, width: inner.width + inset, height: inner.bottom - y)
            parts.insert(LayoutPart(.blockQuote, frame: frame), at: barIndex)
            return ColumnEnd(bottom: inner.bottom, lastBaseline: inner.lastBaseline, lastLineRight: inner.lastLineRight, width: frame.width)
        case let .codeBlock(code, _):
            let font = FontSpec(size: environment.bodySize, monospace: true)
            let laidOut = columnText([StyledRun(code, font: font)], fontSize: environment.bodySize, width: .infinity, wraps: false)
            let frame = LayoutRect(x: x, y: y, width: min(laidOut.fullWidth, width), height: laidOut.measured.height)
            add(.codeBlock, frame, .text(laidOut))
            return ColumnEnd(bottom: frame.maxY, lastBaseline: nil, lastLineRight: frame.maxX, width: frame.width)
        case let .table(alignments, header, rows):
            return table(alignments: alignments, header: header, rows: rows, x: x, width: width, at: y, ink: ink)
        case .rule:
            add(.rule, LayoutRect(x: x, y: y, width: 0, height: 1), .none)
            return ColumnEnd(bottom: y + 1, lastBaseline: nil, lastLineRight: x, width: 0)
        case .emptyLines, .unrecognized:
            return ColumnEnd(bottom: y, lastBaseline: nil, lastLineRight: x, width: 0)
        }
    }

    mutating func textBlock(_ kind: LayoutPart.Kind, _ spans: [FormattedText], font: FontSpec, x: Double, width: Double, at y: Double,
                            reserve: MetaText?, ink: InkContext) -> ColumnEnd {
        var runs = InlineRuns.runs(spans, font: font, ink: .text, captionSize: environment.captionSize, userMentions: ink.userMentions)
        if let reserve {
            runs.append(reserveRun(reserve, rightToLeft: Bidi.endsRightToLeft(runs.lazy.map(\.text))))
        }
        let laidOut = columnText(runs, fontSize: font.size, width: width, wraps: true)
        let frame = LayoutRect(x: x, y: y, width: laidOut.measured.width, height: laidOut.measured.height)
        add(kind, frame, .text(laidOut))
        return Self.end(of: laidOut, frame: frame)
    }

    /// The end of a text laid out in `frame`: a right-to-left last line is aligned right, its
    /// left end where the copy of the meta stands.
    static func end(of text: LayoutText, frame: LayoutRect) -> ColumnEnd {
        let measured = text.measured
        return ColumnEnd(bottom: frame.maxY, lastBaseline: measured.lastBaseline.map { frame.y + $0 }, lastLineRight: frame.x + measured.lastLineWidth,
                         width: frame.width, rightToLeftLineLeft: measured.endsRightToLeft ? frame.maxX - measured.lastLineWidth : nil)
    }

    /// A list: each entry's marker, then its blocks indented by the widest marker.
    mutating func list(_ items: [MarkdownListItem], ordered: Bool, start: Int, x: Double, width: Double, at top: Double,
                       reserve: MetaText?, ink: InkContext) -> ColumnEnd {
        let markers = items.indices.map { ordered ? "\(start + $0)." : "•" }
        let measured = markers.map { columnText([StyledRun($0 + "\u{00A0}", font: bodyFont, ink: .secondary)], fontSize: environment.bodySize, width: .infinity, wraps: false) }
        let indent = measured.map(\.measured.width).max() ?? 0
        var y = top
        var end = ColumnEnd(bottom: top, lastBaseline: nil, lastLineRight: x, width: 0)
        var widest = 0.0
        for (index, item) in items.enumerated() {
            add(.listMarker, LayoutRect(x: x, y: y, width: measured[index].measured.width, height: bodyLine), .text(measured[index]))
            end = column(item.blocks, x: x + indent, width: max(0, width - indent), at: y, reserve: index == items.count - 1 ? reserve : nil, ink: ink)
            y = max(end.bottom, y + bodyLine)
            widest = max(widest, end.width + indent)
        }
        return ColumnEnd(bottom: y, lastBaseline: end.lastBaseline, lastLineRight: end.lastLineRight, width: widest)
    }

    /// A table laid out at its full width and clipped to the column: header cells bold, one
    /// line box per row, `tableColumnGap` between columns, each cell where its column's alignment puts it.
    /// In cells a line under the header holds the `|---|` row, drawn as a rule (issue 36 D21).
    mutating func table(alignments: [MarkdownTableAlignment], header: [[FormattedText]], rows: [[[FormattedText]]], x: Double, width: Double,
                        at y: Double, ink: InkContext) -> ColumnEnd {
        let all = [header] + rows
        let laidOut = all.enumerated().map { rowIndex, cells in
            cells.map { spans in
                let font = FontSpec(size: environment.bodySize, weight: rowIndex == 0 ? .bold : .regular)
                return columnText(InlineRuns.runs(spans, font: font, ink: .text, captionSize: environment.captionSize, userMentions: ink.userMentions),
                                  fontSize: environment.bodySize, width: .infinity, wraps: false)
            }
        }
        let columns = laidOut.map(\.count).max() ?? 0
        let columnWidths = (0..<columns).map { column in laidOut.compactMap { $0.indices.contains(column) ? $0[column].fullWidth : nil }.max() ?? 0 }
        let gap = environment.tableColumnGap
        var cells: [LayoutCell] = []
        var rowY = y
        for (rowIndex, row) in laidOut.enumerated() {
            var cellX = x
            for (column, cell) in row.enumerated() {
                let share = column < alignments.count ? alignments[column].leadingShare : 0
                let cellWidth = min(cell.fullWidth, columnWidths[column])
                cells.append(LayoutCell(frame: LayoutRect(x: cellX + (columnWidths[column] - cellWidth) * share, y: rowY, width: cellWidth, height: cell.measured.height),
                                        text: cell, header: rowIndex == 0))
                cellX += columnWidths[column] + gap
            }
            rowY += row.map(\.measured.height).max() ?? bodyLine
            if rowIndex == 0, !rows.isEmpty, environment.units == .cells { rowY += bodyLine }
        }
        let fullWidth = columnWidths.reduce(0, +) + gap * Double(max(0, columns - 1))
        let frame = LayoutRect(x: x, y: y, width: min(fullWidth, width), height: rowY - y)
        add(.table, frame, .cells(cells))
        return ColumnEnd(bottom: frame.maxY, lastBaseline: nil, lastLineRight: frame.maxX, width: frame.width)
    }
}

/// What the runs of a text need beyond their spans.
struct InkContext {
    var userMentions: Set<String>
}

extension MarkdownBlock {
    var isHeading: Bool {
        if case .heading = self { true } else { false }
    }

    var isRule: Bool {
        if case .rule = self { true } else { false }
    }
}

extension LayoutContent {
    /// The content moved with its part: a table's cells are in row coordinates too.
    func offset(dx: Double, dy: Double) -> LayoutContent {
        guard case let .cells(cells) = self else { return self }
        return .cells(cells.map { LayoutCell(frame: $0.frame.offset(dx: dx, dy: dy), text: $0.text, header: $0.header) })
    }
}
