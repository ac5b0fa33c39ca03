import SimpleXModel

/// Pipe tables: a header row, a delimiter row (`---`, `:--`, `--:`, `:-:` cells) with as many
/// cells, then the lines up to a blank one or another block. A backslash keeps a `|` in a cell.
enum TableSyntax {
    /// The cells of a row: split on unescaped `|`, the outer pipes dropped, each cell trimmed.
    static func cells(_ line: Range<Int>, of source: MarkdownSource) -> [Range<Int>] {
        var cells: [Range<Int>] = []
        var start = line.lowerBound
        var escaped = false
        for index in line {
            let byte = source[index]
            if byte == UInt8(ascii: "|"), !escaped {
                cells.append(start..<index)
                start = index + 1
            }
            escaped = byte == UInt8(ascii: "\\") && !escaped
        }
        cells.append(start..<line.upperBound)
        let trimmed = cells.map { trim($0, source) }
        var result = trimmed[...]
        if result.count > 1, result.first?.isEmpty == true {
            result = result.dropFirst()
        }
        if result.count > 1, result.last?.isEmpty == true {
            result = result.dropLast()
        }
        return Array(result)
    }

    /// Whether a line can start a table: it has a `|`.
    static func isRow(_ line: Range<Int>, of source: MarkdownSource) -> Bool {
        source.bytes[line].contains(UInt8(ascii: "|"))
    }

    /// The column alignments of a delimiter row, or nil when the line is not one.
    static func alignments(_ line: Range<Int>, of source: MarkdownSource) -> [MarkdownTableAlignment]? {
        guard source.bytes[line].contains(UInt8(ascii: "-")) else { return nil }
        var result: [MarkdownTableAlignment] = []
        for cell in cells(line, of: source) {
            let bytes = source.bytes[cell]
            let left = bytes.first == UInt8(ascii: ":")
            let right = bytes.count > 1 && bytes.last == UInt8(ascii: ":")
            let dashes = bytes.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            result.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return result
    }

    private static func trim(_ range: Range<Int>, _ source: MarkdownSource) -> Range<Int> {
        let start = source.end(of: range, whileByte: { $0 == .space })
        var end = range.upperBound
        while end > start, source[end - 1] == .space {
            end -= 1
        }
        return start..<end
    }
}
