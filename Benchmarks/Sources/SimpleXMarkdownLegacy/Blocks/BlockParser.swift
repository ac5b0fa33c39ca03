import SimpleXModel

/// Builds `MarkdownBlock`s from the lines of a message (or of a quote or list item inside it).
/// Lines are byte ranges of the message; every line is classified once per nesting level it
/// sits in, and nesting stops at `BlockMarkdown.maxNesting`, so the work is O(length).
struct BlockParser {
    private let source: MarkdownSource
    private let lines: [Range<Int>]
    private let kinds: [BlockLine]
    private let depth: Int
    private var index = 0
    private var blocks: [MarkdownBlock] = []

    private init(lines: [Range<Int>], of source: MarkdownSource, depth: Int) {
        self.source = source
        self.lines = lines
        self.depth = depth
        let containers = depth < BlockMarkdown.maxNesting
        kinds = lines.map { BlockLine($0, of: source, containers: containers) }
    }

    /// The blocks of `lines`, with the blank lines before and between them as `emptyLines`
    /// (at most `maxEmptyLines` each); blank lines after the last block are the caller's.
    /// `depth` counts the quotes and list items around the lines.
    static func blocks(_ lines: [Range<Int>], of source: MarkdownSource, depth: Int = 0) -> [MarkdownBlock] {
        var parser = BlockParser(lines: lines, of: source, depth: depth)
        parser.parse()
        return parser.blocks
    }

    private mutating func parse() {
        while index < lines.count {
            let blankRun = countBlank(from: index)
            if blankRun > 0 {
                index += blankRun
                if index < lines.count {
                    blocks.append(.emptyLines(count: min(blankRun, BlockMarkdown.maxEmptyLines)))
                }
                continue
            }
            blocks.append(nextBlock())
        }
    }

    private func countBlank(from start: Int) -> Int {
        var end = start
        while end < lines.count, kinds[end].isBlank {
            end += 1
        }
        return end - start
    }

    private func spans(_ lines: [Range<Int>]) -> [FormattedText] {
        InlineMarkdown.parse(lines, of: source).formattedText(in: source)
    }

    private mutating func nextBlock() -> MarkdownBlock {
        switch kinds[index] {
        case let .heading(level, text):
            index += 1
            return .heading(level: level, text: spans([text]))
        case .rule:
            index += 1
            return .rule
        case let .fence(marker, length, language):
            return codeBlock(marker: marker, length: length, language: language)
        case .quote:
            return quote()
        case let .listItem(marker, number, _, _, _):
            return list(marker: marker, start: number)
        case .text, .blank:
            return table() ?? paragraph()
        }
    }

    private mutating func codeBlock(marker: UInt8, length: Int, language: Range<Int>) -> MarkdownBlock {
        index += 1
        var code: [String] = []
        while index < lines.count {
            if case let .fence(closing, closingLength, info) = kinds[index], closing == marker, closingLength >= length, info.isEmpty {
                index += 1
                break
            }
            code.append(source.string(lines[index]))
            index += 1
        }
        return .codeBlock(code: code.joined(separator: "\n"), language: language.isEmpty ? nil : source.string(language))
    }

    private mutating func quote() -> MarkdownBlock {
        var content: [Range<Int>] = []
        while index < lines.count, case let .quote(line) = kinds[index] {
            content.append(line)
            index += 1
        }
        return .quote(blocks: Self.blocks(content, of: source, depth: depth + 1))
    }

    /// Consecutive items with the same marker; blank lines between items become `emptyLines`
    /// at the start of the next item.
    private mutating func list(marker: UInt8, start: Int) -> MarkdownBlock {
        let ordered = marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")")
        var items: [MarkdownListItem] = []
        var gapBefore = 0
        while index < lines.count, case let .listItem(itemMarker, _, indent, column, first) = kinds[index], itemMarker == marker {
            index += 1
            var content: [Range<Int>] = [first]
            var lastIsText = BlockLine(first, of: source).isText
            while index < lines.count {
                let blankRun = countBlank(from: index)
                let next = index + blankRun
                guard next < lines.count else { break }
                let line = lines[next]
                if source.end(of: line, whileByte: { $0 == .space }) - line.lowerBound >= column {
                    content.append(contentsOf: lines[index..<next].map { $0.lowerBound..<$0.lowerBound })
                    let inner = line.lowerBound + column..<line.upperBound
                    content.append(inner)
                    lastIsText = BlockLine(inner, of: source).isText
                    index = next + 1
                } else if blankRun == 0, kinds[next].isText, lastIsText {
                    content.append(source.end(of: line, whileByte: { $0 == .space })..<line.upperBound)
                    index = next + 1
                } else {
                    break
                }
            }
            let gap: [MarkdownBlock] = gapBefore > 0 ? [.emptyLines(count: min(gapBefore, BlockMarkdown.maxEmptyLines))] : []
            items.append(MarkdownListItem(blocks: gap + Self.blocks(content, of: source, depth: depth + 1)))
            gapBefore = countBlank(from: index)
            let next = index + gapBefore
            guard next < lines.count, case let .listItem(nextMarker, _, nextIndent, _, _) = kinds[next],
                  nextMarker == marker, nextIndent <= indent + 3 else { break }
            index = next
        }
        return .list(items: items, ordered: ordered, start: ordered ? start : nil)
    }

    private mutating func table() -> MarkdownBlock? {
        guard index + 1 < lines.count, TableSyntax.isRow(lines[index], of: source),
              let alignments = TableSyntax.alignments(lines[index + 1], of: source) else { return nil }
        let header = TableSyntax.cells(lines[index], of: source)
        guard header.count == alignments.count else { return nil }
        index += 2
        var rows: [[[FormattedText]]] = []
        while index < lines.count, kinds[index].isText {
            let cells = TableSyntax.cells(lines[index], of: source)
            rows.append((0..<header.count).map { column in
                column < cells.count ? spans([cells[column]]) : []
            })
            index += 1
        }
        return .table(alignments: alignments, header: header.map { spans([$0]) }, rows: rows)
    }

    /// Lines up to a blank line, a line that opens another block, or a table's header.
    private mutating func paragraph() -> MarkdownBlock {
        let start = index
        index += 1
        while index < lines.count, kinds[index].isText {
            if index + 1 < lines.count, TableSyntax.isRow(lines[index], of: source),
               TableSyntax.alignments(lines[index + 1], of: source) != nil {
                break
            }
            index += 1
        }
        return .paragraph(text: spans(Array(lines[start..<index])))
    }
}
