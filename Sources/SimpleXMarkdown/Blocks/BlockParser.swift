import SimpleXModel

/// Builds the `BlockTree` of the lines of a message (or of a quote or list item inside it).
/// Lines are byte ranges of the message; every line is classified once per nesting level it
/// sits in, and nesting stops at `BlockMarkdown.maxNesting`, so the work is O(length). At the
/// top level the lines are the message's own, already classified and parsed inline by
/// `MarkdownText`'s walk: their ranges are the span list's lines, and a paragraph there takes
/// their spans as they are; a plain text line costs it one look at its kind.
struct BlockParser {
    private let source: MarkdownSource
    /// The lines below the top level; the top level's are `spans`' first `lineCount` lines.
    private let lines: [Range<Int>]
    private let lineCount: Int
    private let kinds: LineKinds
    private let depth: Int
    private var index = 0
    private(set) var tree = BlockTree()
    private(set) var spans = SpanList()

    /// The parser of the message's first `lineCount` lines: line `k` is line `k` of `spans`,
    /// and its kind `kinds[k]`.
    init(messageLines lineCount: Int, kinds: LineKinds, spans: SpanList, of source: MarkdownSource) {
        self.source = source
        lines = []
        self.lineCount = lineCount
        self.kinds = kinds
        self.spans = spans
        depth = 0
    }

    private init(lines: [Range<Int>], of source: MarkdownSource, depth: Int) {
        self.source = source
        self.lines = lines
        lineCount = lines.count
        self.depth = depth
        let containers = depth < BlockMarkdown.maxNesting
        var kinds = LineKinds()
        for line in lines {
            kinds.append(BlockLine(line, of: source, containers: containers))
        }
        self.kinds = kinds
    }

    /// The bytes of line `index`.
    private func line(_ index: Int) -> Range<Int> {
        depth == 0 ? spans.range(ofLine: index) : lines[index]
    }

    /// Appends the blocks of the lines, with the blank lines before and between them as
    /// `emptyLines` (at most `maxEmptyLines` each); blank lines after the last block are the
    /// caller's. Returns the tree and the spans with the blocks' own lines added.
    consuming func parse() -> (BlockTree, SpanList) {
        parseLines()
        return (tree, spans)
    }

    private mutating func parseLines() {
        while index < lineCount {
            let blankRun = countBlank(from: index)
            if blankRun > 0 {
                index += blankRun
                if index < lineCount {
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
        while end < lineCount, kinds[end].isBlank {
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
        for index in range {
            InlineParser.parseLine(lines[index], of: source, into: &spans)
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
        while index < lineCount {
            if case let .fence(closing, closingLength, info) = kinds[index], closing == marker, closingLength >= length, info.isEmpty {
                index += 1
                break
            }
            index += 1
            end = index
        }
        tree.append(.codeBlock(lines: tree.appendCode((start..<end).map { line($0) }), language: language.isEmpty ? nil : language))
    }

    private mutating func quote() {
        guard case let .quote(first) = kinds[index] else { return }
        index += 1
        var more: [Range<Int>] = []
        while index < lineCount, case let .quote(line) = kinds[index] {
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
        while index < lineCount, case let .listItem(itemMarker, _, indent, column, first) = kinds[index], itemMarker == marker {
            index += 1
            var more: [Range<Int>] = []
            var lastIsText = BlockLine(first, of: source).isText
            while index < lineCount {
                let blankRun = countBlank(from: index)
                let next = index + blankRun
                guard next < lineCount else { break }
                let nextLine = line(next)
                if source.end(of: nextLine, whileByte: { $0 == .space }) - nextLine.lowerBound >= column {
                    more.append(contentsOf: (index..<next).map { line($0).lowerBound..<line($0).lowerBound })
                    let inner = nextLine.lowerBound + column..<nextLine.upperBound
                    more.append(inner)
                    lastIsText = BlockLine(inner, of: source).isText
                    index = next + 1
                } else if blankRun == 0, kinds.isText(next), lastIsText {
                    more.append(source.end(of: nextLine, whileByte: { $0 == .space })..<nextLine.upperBound)
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
            guard next < lineCount, case let .listItem(nextMarker, _, nextIndent, _, _) = kinds[next],
                  nextMarker == marker, nextIndent <= indent + 3 else { break }
            index = next
        }
        tree.setEnd(of: listNode)
    }

    private mutating func table() -> Bool {
        guard index + 1 < lineCount, !kinds.isPlainText(index), TableSyntax.isRow(line(index), of: source),
              let alignments = TableSyntax.alignments(line(index + 1), of: source) else { return false }
        let header = TableSyntax.cells(line(index), of: source)
        guard header.count == alignments.count else { return false }
        let columns = tree.appendAlignments(alignments)
        let cells = spans.lineCount
        for cell in header {
            _ = inline(text: cell)
        }
        index += 2
        var rows = 0
        while index < lineCount, kinds.isText(index) {
            let rowLine = line(index)
            let row = TableSyntax.cells(rowLine, of: source)
            for column in 0..<header.count {
                _ = inline(text: column < row.count ? row[column] : rowLine.lowerBound..<rowLine.lowerBound)
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
        while index < lineCount, kinds.isText(index) {
            if !kinds.isPlainText(index), index + 1 < lineCount, TableSyntax.isRow(line(index), of: source),
               TableSyntax.isDelimiterRow(line(index + 1), of: source) {
                break
            }
            index += 1
        }
        tree.append(.paragraph(lines: inline(start..<index)))
    }
}
