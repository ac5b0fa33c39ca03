import SimpleXModel

/// Builds the `BlockTree` of the lines of a message (or of a quote or list item inside it).
/// Lines are byte ranges of the message; every line is classified once per nesting level it
/// sits in, and nesting stops at `BlockMarkdown.maxNesting`, so the work is O(length). At the
/// top level the lines are the message's own, already classified and parsed inline by
/// `MarkdownText`'s walk: a paragraph there takes their spans as they are.
struct BlockParser {
    private let source: MarkdownSource
    private let lines: [Range<Int>]
    private let kinds: [BlockLine]
    private let depth: Int
    private var index = 0
    private(set) var tree = BlockTree()
    private(set) var spans = SpanList()

    /// The parser of the message's own lines: line `k` is line `k` of `spans`.
    init(messageLines lines: [Range<Int>], kinds: [BlockLine], spans: SpanList, of source: MarkdownSource) {
        self.source = source
        self.lines = lines
        self.kinds = kinds
        self.spans = spans
        depth = 0
    }

    private init(lines: [Range<Int>], of source: MarkdownSource, depth: Int) {
        self.source = source
        self.lines = lines
        self.depth = depth
        let containers = depth < BlockMarkdown.maxNesting
        kinds = lines.map { BlockLine($0, of: source, containers: containers) }
    }

    /// Appends the blocks of the lines, with the blank lines before and between them as
    /// `emptyLines` (at most `maxEmptyLines` each); blank lines after the last block are the
    /// caller's. Returns the tree and the spans with the blocks' own lines added.
    consuming func parse() -> (BlockTree, SpanList) {
        parseLines()
        return (tree, spans)
    }

    private mutating func parseLines() {
        while index < lines.count {
            let blankRun = countBlank(from: index)
            if blankRun > 0 {
                index += blankRun
                if index < lines.count {
                    tree.append(.emptyLines(count: min(blankRun, BlockMarkdown.maxEmptyLines)))
                }
                continue
            }
            nextBlock()
        }
    }

    /// The blocks of `first` and `more` lines, one level deeper, into this parser's tree and
    /// spans. One line of text (most list items) is a paragraph at once.
    private mutating func nested(_ first: Range<Int>, _ more: [Range<Int>]) {
        if more.isEmpty {
            switch BlockLine(first, of: source, containers: depth + 1 < BlockMarkdown.maxNesting) {
            case .blank:
                return
            case .text:
                let line = inline(text: first)
                tree.append(.paragraph(lines: line..<line + 1))
                return
            default:
                break
            }
        }
        nested([first] + more)
    }

    /// The blocks of `content`, one level deeper, into this parser's tree and spans.
    private mutating func nested(_ content: [Range<Int>]) {
        var child = BlockParser(lines: content, of: source, depth: depth + 1)
        swap(&child.tree, &tree)
        swap(&child.spans, &spans)
        child.parseLines()
        swap(&child.tree, &tree)
        swap(&child.spans, &spans)
    }

    private func countBlank(from start: Int) -> Int {
        var end = start
        while end < lines.count, kinds[end].isBlank {
            end += 1
        }
        return end - start
    }

    /// The inline lines of `lines`: the message's own at the top level, parsed now below it.
    private mutating func inline(_ range: Range<Int>) -> Range<Int> {
        if depth == 0 {
            return range
        }
        let first = spans.lineCount
        for line in lines[range] {
            InlineParser.parseLine(line, of: source, into: &spans)
        }
        return first..<spans.lineCount
    }

    /// One line of `source` parsed inline now.
    private mutating func inline(text: Range<Int>) -> Int {
        InlineParser.parseLine(text, of: source, into: &spans)
    }

    private mutating func nextBlock() {
        switch kinds[index] {
        case let .heading(level, text):
            index += 1
            tree.append(.heading(level: level, line: inline(text: text)))
        case .rule:
            index += 1
            tree.append(.rule)
        case let .fence(marker, length, language):
            codeBlock(marker: marker, length: length, language: language)
        case .quote:
            quote()
        case let .listItem(marker, number, _, _, _):
            list(marker: marker, start: number)
        case .text, .blank:
            if !table() {
                paragraph()
            }
        }
    }

    private mutating func codeBlock(marker: UInt8, length: Int, language: Range<Int>) {
        index += 1
        let start = index
        var end = index
        while index < lines.count {
            if case let .fence(closing, closingLength, info) = kinds[index], closing == marker, closingLength >= length, info.isEmpty {
                index += 1
                break
            }
            index += 1
            end = index
        }
        tree.append(.codeBlock(lines: tree.appendCode(lines[start..<end]), language: language.isEmpty ? nil : language))
    }

    private mutating func quote() {
        guard case let .quote(first) = kinds[index] else { return }
        index += 1
        var more: [Range<Int>] = []
        while index < lines.count, case let .quote(line) = kinds[index] {
            more.append(line)
            index += 1
        }
        let node = tree.nodes.count
        tree.append(.quote(end: 0))
        nested(first, more)
        tree.setEnd(of: node)
    }

    /// Consecutive items with the same marker; blank lines between items become `emptyLines`
    /// at the start of the next item.
    private mutating func list(marker: UInt8, start: Int) {
        let ordered = marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")")
        let listNode = tree.nodes.count
        tree.append(.list(ordered: ordered, start: ordered ? start : nil, end: 0))
        var gapBefore = 0
        while index < lines.count, case let .listItem(itemMarker, _, indent, column, first) = kinds[index], itemMarker == marker {
            index += 1
            var more: [Range<Int>] = []
            var lastIsText = BlockLine(first, of: source).isText
            while index < lines.count {
                let blankRun = countBlank(from: index)
                let next = index + blankRun
                guard next < lines.count else { break }
                let line = lines[next]
                if source.end(of: line, whileByte: { $0 == .space }) - line.lowerBound >= column {
                    more.append(contentsOf: lines[index..<next].map { $0.lowerBound..<$0.lowerBound })
                    let inner = line.lowerBound + column..<line.upperBound
                    more.append(inner)
                    lastIsText = BlockLine(inner, of: source).isText
                    index = next + 1
                } else if blankRun == 0, kinds[next].isText, lastIsText {
                    more.append(source.end(of: line, whileByte: { $0 == .space })..<line.upperBound)
                    index = next + 1
                } else {
                    break
                }
            }
            let itemNode = tree.nodes.count
            tree.append(.listItem(end: 0))
            if gapBefore > 0 {
                tree.append(.emptyLines(count: min(gapBefore, BlockMarkdown.maxEmptyLines)))
            }
            nested(first, more)
            tree.setEnd(of: itemNode)
            gapBefore = countBlank(from: index)
            let next = index + gapBefore
            guard next < lines.count, case let .listItem(nextMarker, _, nextIndent, _, _) = kinds[next],
                  nextMarker == marker, nextIndent <= indent + 3 else { break }
            index = next
        }
        tree.setEnd(of: listNode)
    }

    private mutating func table() -> Bool {
        guard index + 1 < lines.count, TableSyntax.isRow(lines[index], of: source),
              let alignments = TableSyntax.alignments(lines[index + 1], of: source) else { return false }
        let header = TableSyntax.cells(lines[index], of: source)
        guard header.count == alignments.count else { return false }
        let columns = tree.appendAlignments(alignments)
        let cells = spans.lineCount
        for cell in header {
            _ = inline(text: cell)
        }
        index += 2
        var rows = 0
        while index < lines.count, kinds[index].isText {
            let row = TableSyntax.cells(lines[index], of: source)
            for column in 0..<header.count {
                _ = inline(text: column < row.count ? row[column] : lines[index].lowerBound..<lines[index].lowerBound)
            }
            rows += 1
            index += 1
        }
        tree.append(.table(alignments: columns, rows: rows, cells: cells))
        return true
    }

    /// Lines up to a blank line, a line that opens another block, or a table's header.
    private mutating func paragraph() {
        let start = index
        index += 1
        while index < lines.count, kinds[index].isText {
            if index + 1 < lines.count, TableSyntax.isRow(lines[index], of: source),
               TableSyntax.isDelimiterRow(lines[index + 1], of: source) {
                break
            }
            index += 1
        }
        tree.append(.paragraph(lines: inline(start..<index)))
    }
}
