import SimpleXModel

/// Pipe tables: a header row, a delimiter row (`---`, `:--`, `--:`, `:-:` cells) with as many
/// cells, then the lines up to a blank one or another block. A backslash keeps a `|` in a cell.
enum TableSyntax {
    /// The cells of a row: split on unescaped `|`, the outer pipes dropped, each cell trimmed.
    static func cells(_ line: Range<Int>, of source: MarkdownSource) -> [Range<Int>] {
        var cells: [Range<Int>] = []
        forEachCell(line, of: source) { cells.append($0) }
        return cells
    }

    /// Whether a line can start a table: it has a `|`.
    static func isRow(_ line: Range<Int>, of source: MarkdownSource) -> Bool {
        source.firstNear(UInt8(ascii: "|"), in: line) < line.upperBound
    }

    /// The column alignments of a delimiter row, or nil when the line is not one.
    static func alignments(_ line: Range<Int>, of source: MarkdownSource) -> [MarkdownTableAlignment]? {
        guard isDelimiterRow(line, of: source) else { return nil }
        var result: [MarkdownTableAlignment] = []
        forEachCell(line, of: source) { cell in
            let left = source[cell.lowerBound] == UInt8(ascii: ":")
            let right = cell.count > 1 && source[cell.upperBound - 1] == UInt8(ascii: ":")
            result.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return result
    }

    /// Whether every cell of the line is dashes with an optional `:` at either end (and the
    /// line has a `-`). Allocates nothing.
    static func isDelimiterRow(_ line: Range<Int>, of source: MarkdownSource) -> Bool {
        guard source.first(UInt8(ascii: "-"), in: line) < line.upperBound else { return false }
        var valid = true
        forEachCell(line, of: source) { cell in
            guard valid else { return }
            let left = !cell.isEmpty && source[cell.lowerBound] == UInt8(ascii: ":")
            let right = cell.count > 1 && source[cell.upperBound - 1] == UInt8(ascii: ":")
            let dashes = cell.lowerBound + (left ? 1 : 0)..<cell.upperBound - (right ? 1 : 0)
            valid = !dashes.isEmpty && source.end(of: dashes, whileByte: { $0 == UInt8(ascii: "-") }) == dashes.upperBound
        }
        return valid
    }

    /// Calls `body` with each cell of a row in order: the line split on unescaped `|`, each
    /// part trimmed of spaces, and an empty first or last part dropped where there are others.
    private static func forEachCell(_ line: Range<Int>, of source: MarkdownSource, _ body: (Range<Int>) -> Void) {
        var parts = 1
        var firstPipe = line.upperBound, lastPipe = line.upperBound
        var escaped = false
        for index in line {
            let byte = source[index]
            if byte == UInt8(ascii: "|"), !escaped {
                parts += 1
                firstPipe = min(firstPipe, index)
                lastPipe = index
            }
            escaped = byte == UInt8(ascii: "\\") && !escaped
        }
        let dropFirst = parts > 1 && trim(line.lowerBound..<firstPipe, source).isEmpty
        let dropLast = parts - (dropFirst ? 1 : 0) > 1 && trim(lastPipe + 1..<line.upperBound, source).isEmpty
        var part = 0
        var start = line.lowerBound
        escaped = false
        func emit(_ end: Int) {
            if !(part == 0 && dropFirst) && !(part == parts - 1 && dropLast) {
                body(trim(start..<end, source))
            }
            part += 1
        }
        for index in line {
            let byte = source[index]
            if byte == UInt8(ascii: "|"), !escaped {
                emit(index)
                start = index + 1
            }
            escaped = byte == UInt8(ascii: "\\") && !escaped
        }
        emit(line.upperBound)
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
