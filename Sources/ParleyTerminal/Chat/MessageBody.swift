import ChatTimeline
import ChatLayout
import SimpleXMarkdown
import SimpleXModel

/// A message's text in cells (seed 000 §9 Items, `MarkdownBlocksView`): its block markdown as
/// a column — headings bold, lists with their markers, quotes behind a bar, code blocks and
/// tables unwrapped on the code background and shifted by the sideways scroll, rules — or,
/// without blocks, its inline spans with their hard line breaks.
///
/// Gaps between blocks follow the spec's rule turned into whole lines by `TerminalCells`: a
/// code block, table or rule next to another block gets the paragraph gap (one empty line), or
/// the typed empty lines when there are more; every typed empty line is one line; a heading's
/// level step and bottom gap are under half a line and take none.
struct MessageBody {
    let styles: InlineStyles
    let width: Int
    /// How far code blocks and tables are scrolled sideways, in cells.
    let horizontalOffset: Int

    /// The lines of the body, and the full width of its widest code block or table (what
    /// sideways scrolling can reach).
    func lines(blocks: [MarkdownBlock]?, spans: [FormattedText]) -> (lines: [StyledLine], fullWidth: Int) {
        guard let blocks else {
            return (StyledWrap.lines(styles.runs(spans), width: width), 0)
        }
        return column(blocks, width: width)
    }

    private func column(_ blocks: [MarkdownBlock], width: Int) -> (lines: [StyledLine], fullWidth: Int) {
        var lines: [StyledLine] = []
        var fullWidth = 0
        var previous: MarkdownBlock?
        for block in blocks {
            if case let .emptyLines(count) = block {
                lines += Array(repeating: StyledLine(), count: count)
                previous = block
                continue
            }
            if let previous, !previous.isEmptyLines, previous.isCard || block.isCard {
                lines.append(StyledLine())
            }
            let drawn = self.block(block, width: width)
            lines += drawn.lines
            fullWidth = max(fullWidth, drawn.fullWidth)
            previous = block
        }
        return (lines, fullWidth)
    }

    private func block(_ block: MarkdownBlock, width: Int) -> (lines: [StyledLine], fullWidth: Int) {
        switch block {
        case let .paragraph(text):
            return (StyledWrap.lines(styles.runs(text), width: width), 0)
        case let .heading(level, text):
            var heading = styles
            heading.base = styles.base.adding(level <= 1 ? [.bold, .underline] : .bold)
            return (StyledWrap.lines(heading.runs(text), width: width), 0)
        case let .list(items, ordered, start):
            return list(items, ordered: ordered, start: start ?? 1, width: width)
        case let .quote(blocks):
            let bar = StyledText("▎ ", style: CellStyle(foreground: styles.theme.frame))
            let inner = column(blocks, width: max(1, width - 2))
            return (inner.lines.map { $0.prefixed([bar]) }, inner.fullWidth + 2)
        case let .codeBlock(code, _):
            let style = CellStyle(foreground: styles.theme.text, background: styles.theme.codeBackground)
            let lines = SafeText.sanitize(code, for: .body).split(separator: "\n", omittingEmptySubsequences: false).map { " " + $0 + " " }
            let fullWidth = lines.map { CellWidth.of($0) }.max() ?? 0
            return (lines.map { StyledLine([StyledText($0.padded(to: fullWidth), style: style)]).droppingCells(horizontalOffset) }, fullWidth)
        case let .table(alignments, header, rows):
            return table(alignments: alignments, header: header, rows: rows)
        case .rule:
            return ([StyledLine([StyledText(String(repeating: "─", count: max(1, width)), style: CellStyle(foreground: styles.theme.frame))])], 0)
        case let .emptyLines(count):
            return (Array(repeating: StyledLine(), count: count), 0)
        case .unrecognized:
            return ([], 0)
        }
    }

    private func list(_ items: [MarkdownListItem], ordered: Bool, start: Int, width: Int) -> (lines: [StyledLine], fullWidth: Int) {
        var lines: [StyledLine] = []
        var fullWidth = 0
        let markerWidth = ordered ? "\(start + items.count - 1). ".count : 2
        for (index, item) in items.enumerated() {
            let marker = (ordered ? "\(start + index)." : "•").padded(to: markerWidth)
            let inner = column(item.blocks, width: max(1, width - markerWidth))
            fullWidth = max(fullWidth, inner.fullWidth + markerWidth)
            for (offset, line) in (inner.lines.isEmpty ? [StyledLine()] : inner.lines).enumerated() {
                let prefix = offset == 0 ? marker : String(repeating: " ", count: markerWidth)
                lines.append(line.prefixed([StyledText(prefix, style: CellStyle(foreground: styles.theme.secondary))]))
            }
        }
        return (lines, fullWidth)
    }

    private func table(alignments: [MarkdownTableAlignment], header: [[FormattedText]], rows: [[[FormattedText]]]) -> (lines: [StyledLine], fullWidth: Int) {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        let texts = all.map { row in (0..<columns).map { column in column < row.count ? styles.runs(row[column]) : [] } }
        let widths = (0..<columns).map { column in texts.map { StyledLine($0[column]).width }.max() ?? 0 }
        let frame = CellStyle(foreground: styles.theme.frame)
        func line(_ cells: [[StyledText]], bold: Bool) -> StyledLine {
            var runs: [StyledText] = []
            for (column, cell) in cells.enumerated() {
                if column > 0 { runs.append(StyledText(" │ ", style: frame)) }
                let padding = widths[column] - StyledLine(cell).width
                let before = Int(Double(padding) * (column < alignments.count ? alignments[column].leadingShare : 0))
                let after = padding - before
                runs.append(StyledText(String(repeating: " ", count: before)))
                runs += bold ? cell.map { StyledText($0.text, style: $0.style.adding(.bold)) } : cell
                runs.append(StyledText(String(repeating: " ", count: after)))
            }
            return StyledLine(runs)
        }
        let separator = StyledLine([StyledText(widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"), style: frame)])
        let lines = [line(texts[0], bold: true), separator] + texts.dropFirst().map { line($0, bold: false) }
        let fullWidth = lines.map(\.width).max() ?? 0
        return (lines.map { $0.droppingCells(horizontalOffset) }, fullWidth)
    }
}

extension MarkdownBlock {
    var isEmptyLines: Bool {
        if case .emptyLines = self { true } else { false }
    }
}

extension String {
    /// The string with spaces after it up to `width` cells.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - CellWidth.of(self)))
    }
}

extension Substring {
    func padded(to width: Int) -> String {
        String(self).padded(to: width)
    }
}

extension StyledLine {
    /// The line without its first `count` cells (a wide cluster cut in half becomes a blank).
    func droppingCells(_ count: Int) -> StyledLine {
        guard count > 0 else { return self }
        var skipped = 0
        var runs: [StyledText] = []
        for run in self.runs {
            var text = ""
            for character in run.text {
                let width = CellWidth.of(character)
                if skipped >= count {
                    text.append(character)
                } else {
                    skipped += width
                    if skipped > count { text.append(" ") }
                }
            }
            if !text.isEmpty { runs.append(StyledText(text, style: run.style)) }
        }
        return StyledLine(runs)
    }
}
