import SimpleXModel

/// The blocks of a message as the parser records them: nodes in document order, each container
/// (quote, list, list item) followed by its children up to its `end`, with the inline text of
/// each block as lines of the message's `SpanList`. Nothing here is a `String` until `blocks` is
/// asked for.
struct BlockTree {
    enum Node {
        /// Inline lines `lines`, joined by line breaks.
        case paragraph(lines: Range<Int>)
        case heading(level: Int, line: Int)
        case rule
        /// Code lines `lines` (of `codeLines`), and the source range of the language word.
        case codeBlock(lines: Range<Int>, language: Range<Int>?)
        /// Its blocks are the nodes up to `end`.
        case quote(end: Int)
        /// Its items (`listItem` nodes) are the nodes up to `end`.
        case list(ordered: Bool, start: Int?, end: Int)
        /// Its blocks are the nodes up to `end`.
        case listItem(end: Int)
        /// `alignments` of `alignments`, one a column; the inline lines from `cells` are the
        /// header's cells, then each row's, a column each.
        case table(alignments: Range<Int>, rows: Int, cells: Int)
        case emptyLines(count: Int)
    }

    private(set) var nodes: [Node] = []
    private(set) var codeLines: [Range<Int>] = []
    private(set) var alignments: [MarkdownTableAlignment] = []

    mutating func append(_ node: Node) {
        nodes.append(node)
    }

    /// Sets the `end` of the container at `node` to the end of the nodes: its children are
    /// those appended since it.
    mutating func setEnd(of node: Int) {
        let end = nodes.count
        switch nodes[node] {
        case .quote: nodes[node] = .quote(end: end)
        case let .list(ordered, start, _): nodes[node] = .list(ordered: ordered, start: start, end: end)
        case .listItem: nodes[node] = .listItem(end: end)
        default: break
        }
    }

    mutating func appendCode(_ lines: some Collection<Range<Int>>) -> Range<Int> {
        let start = codeLines.count
        codeLines.append(contentsOf: lines)
        return start..<codeLines.count
    }

    mutating func appendAlignments(_ columns: [MarkdownTableAlignment]) -> Range<Int> {
        let start = alignments.count
        alignments.append(contentsOf: columns)
        return start..<alignments.count
    }

    /// The blocks of the nodes `range`, with their spans from `spans`. O(nodes + text).
    func blocks(_ range: Range<Int>, spans: SpanList, in source: MarkdownSource) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let next: Int
            switch nodes[index] {
            case let .paragraph(lines):
                blocks.append(.paragraph(text: spans.formattedText(lines: lines, in: source)))
                next = index + 1
            case let .heading(level, line):
                blocks.append(.heading(level: level, text: spans.formattedText(lines: line..<line + 1, in: source)))
                next = index + 1
            case .rule:
                blocks.append(.rule)
                next = index + 1
            case let .codeBlock(lines, language):
                let code = codeLines[lines].map { source.string($0) }.joined(separator: "\n")
                blocks.append(.codeBlock(code: code, language: language.map { source.string($0) }))
                next = index + 1
            case let .quote(end):
                blocks.append(.quote(blocks: self.blocks(index + 1..<end, spans: spans, in: source)))
                next = end
            case let .list(ordered, start, end):
                var items: [MarkdownListItem] = []
                var item = index + 1
                while item < end, case let .listItem(itemEnd) = nodes[item] {
                    items.append(MarkdownListItem(blocks: self.blocks(item + 1..<itemEnd, spans: spans, in: source)))
                    item = itemEnd
                }
                blocks.append(.list(items: items, ordered: ordered, start: start))
                next = end
            case let .listItem(end):
                next = end
            case let .table(columns, rows, cells):
                let width = columns.count
                func cell(_ row: Int, _ column: Int) -> [FormattedText] {
                    let line = cells + row * width + column
                    return spans.formattedText(lines: line..<line + 1, in: source)
                }
                blocks.append(.table(alignments: Array(alignments[columns]),
                                     header: (0..<width).map { cell(0, $0) },
                                     rows: (0..<rows).map { row in (0..<width).map { cell(row + 1, $0) } }))
                next = index + 1
            case let .emptyLines(count):
                blocks.append(.emptyLines(count: count))
                next = index + 1
            }
            index = next
        }
        return blocks
    }
}
