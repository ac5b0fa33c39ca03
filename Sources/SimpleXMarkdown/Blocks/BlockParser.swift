import SimpleXModel

/// Builds `MarkdownBlock`s from the lines of a message (or of a quote or list item inside it).
/// Every line is classified once per nesting level it sits in, so the work is O(length × depth).
struct BlockParser {
    private let lines: [Substring]
    private let kinds: [BlockLine]
    private let depth: Int
    private var index = 0
    private var blocks: [MarkdownBlock] = []

    private init(lines: [Substring], depth: Int) {
        self.lines = lines
        self.depth = depth
        let containers = depth < BlockMarkdown.maxNesting
        kinds = lines.map { BlockLine($0, containers: containers) }
    }

    /// The blocks of `lines`, with the blank lines before and between them as `emptyLines`
    /// (at most `maxEmptyLines` each); blank lines after the last block are the caller's.
    /// `depth` counts the quotes and list items around the lines.
    static func blocks(_ lines: [Substring], depth: Int = 0) -> [MarkdownBlock] {
        var parser = BlockParser(lines: lines, depth: depth)
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
        while end < lines.count, case .blank = kinds[end] {
            end += 1
        }
        return end - start
    }

    private mutating func nextBlock() -> MarkdownBlock {
        switch kinds[index] {
        case let .heading(level, text):
            index += 1
            return .heading(level: level, text: InlineMarkdown.spans(text))
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
            if let table = table() {
                return table
            }
            return paragraph()
        }
    }

    private mutating func codeBlock(marker: Character, length: Int, language: Substring) -> MarkdownBlock {
        index += 1
        var code: [Substring] = []
        while index < lines.count {
            if case let .fence(closing, closingLength, info) = kinds[index], closing == marker, closingLength >= length, info.isEmpty {
                index += 1
                break
            }
            code.append(lines[index])
            index += 1
        }
        return .codeBlock(code: code.joined(separator: "\n"), language: language.isEmpty ? nil : String(language))
    }

    private mutating func quote() -> MarkdownBlock {
        var content: [Substring] = []
        while index < lines.count, case let .quote(line) = kinds[index] {
            content.append(line)
            index += 1
        }
        return .quote(blocks: Self.blocks(content, depth: depth + 1))
    }

    /// Consecutive items with the same marker; blank lines between items become `emptyLines`
    /// at the start of the next item.
    private mutating func list(marker: Character, start: Int) -> MarkdownBlock {
        let ordered = marker == "." || marker == ")"
        var items: [MarkdownListItem] = []
        var gapBefore = 0
        while index < lines.count, case let .listItem(itemMarker, _, indent, column, first) = kinds[index], itemMarker == marker {
            index += 1
            var content: [Substring] = [first]
            while index < lines.count {
                let blankRun = countBlank(from: index)
                let next = index + blankRun
                guard next < lines.count else { break }
                if indentation(of: lines[next]) >= column {
                    content.append(contentsOf: lines[index..<next].map { _ in Substring() })
                    content.append(lines[next].dropFirst(column))
                    index = next + 1
                } else if blankRun == 0, case .text = kinds[next], case .text? = content.last.map({ BlockLine($0) }) {
                    content.append(lines[next].drop { $0 == " " })
                    index = next + 1
                } else {
                    break
                }
            }
            let gap: [MarkdownBlock] = gapBefore > 0 ? [.emptyLines(count: min(gapBefore, BlockMarkdown.maxEmptyLines))] : []
            items.append(MarkdownListItem(blocks: gap + Self.blocks(content, depth: depth + 1)))
            gapBefore = countBlank(from: index)
            let next = index + gapBefore
            guard next < lines.count, case let .listItem(nextMarker, _, nextIndent, _, _) = kinds[next], nextMarker == marker, nextIndent <= indent + 3 else { break }
            index = next
        }
        return .list(items: items, ordered: ordered, start: ordered ? start : nil)
    }

    private func indentation(of line: Substring) -> Int {
        line.prefix { $0 == " " }.count
    }

    private mutating func table() -> MarkdownBlock? {
        guard index + 1 < lines.count, TableSyntax.isRow(lines[index]),
              let alignments = TableSyntax.alignments(lines[index + 1]) else { return nil }
        let header = TableSyntax.cells(lines[index])
        guard header.count == alignments.count else { return nil }
        index += 2
        var rows: [[[FormattedText]]] = []
        while index < lines.count, case .text = kinds[index] {
            let cells = TableSyntax.cells(lines[index])
            rows.append((0..<header.count).map { column in
                column < cells.count ? InlineMarkdown.spans(cells[column]) : []
            })
            index += 1
        }
        return .table(alignments: alignments, header: header.map(InlineMarkdown.spans), rows: rows)
    }

    /// Lines up to a blank line or a line that opens another block.
    private mutating func paragraph() -> MarkdownBlock {
        let start = index
        index += 1
        while index < lines.count, case .text = kinds[index] {
            if index + 1 < lines.count, TableSyntax.isRow(lines[index]), TableSyntax.alignments(lines[index + 1]) != nil {
                break
            }
            index += 1
        }
        return .paragraph(text: InlineMarkdown.spans(lines[start..<index].joined(separator: "\n")[...]))
    }
}
