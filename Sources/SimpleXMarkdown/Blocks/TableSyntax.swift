import SimpleXModel

/// Pipe tables: a header row, a delimiter row (`---`, `:--`, `--:`, `:-:` cells) with as many
/// cells, then the rows that contain a `|`. A backslash keeps a `|` inside a cell.
enum TableSyntax {
    /// The cells of a row: split on unescaped `|`, the outer pipes dropped, each cell trimmed.
    static func cells(_ line: Substring) -> [Substring] {
        var cells: [Substring] = []
        var start = line.startIndex
        var index = line.startIndex
        var escaped = false
        while index < line.endIndex {
            let character = line[index]
            if character == "|", !escaped {
                cells.append(line[start..<index])
                start = line.index(after: index)
            }
            escaped = character == "\\" && !escaped
            index = line.index(after: index)
        }
        cells.append(line[start...])
        if cells.count > 1, cells.first.map(isBlank) == true {
            cells.removeFirst()
        }
        if cells.count > 1, cells.last.map(isBlank) == true {
            cells.removeLast()
        }
        return cells.map(trimmed)
    }

    /// Whether a line can be a table row: it has an unescaped `|`.
    static func isRow(_ line: Substring) -> Bool {
        cells(line).count > 1 || line.drop { $0 == " " }.first == "|"
    }

    /// The column alignments of a delimiter row, or nil when the line is not one.
    static func alignments(_ line: Substring) -> [MarkdownTableAlignment]? {
        guard line.contains("-") else { return nil }
        var result: [MarkdownTableAlignment] = []
        for cell in cells(line) {
            let left = cell.first == ":"
            let right = cell.last == ":"
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right && cell.count > 1 ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            result.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return result
    }

    private static func isBlank(_ text: Substring) -> Bool {
        text.allSatisfy { $0 == " " }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " }) else {
            return text.prefix(0)
        }
        return text[first...last]
    }
}
