/// Counts the markup tokens of a message line by line, as `MarkdownText`'s walk meets them,
/// counting into containers (quotes, list items). A table row counts from its header, which
/// is known to be one at the delimiter row after it.
struct MarkupTokenCounter {
    private(set) var count = 0
    private var inTable = false
    /// The previous line could be a table's header, if this one is a delimiter row.
    private var headerCandidate = false

    /// Counts a line of plain text: no markup byte, no `|`, and a first byte that starts no
    /// block (so no delimiter row either). What `add` does with such a line, without reading it.
    mutating func addPlainText() {
        headerCandidate = false
        if inTable {
            count += 1
        }
    }

    /// Counts `line`, classified as `kind`.
    mutating func add(_ line: Range<Int>, kind lineKind: BlockLine, of source: MarkdownSource) {
        if headerCandidate {
            headerCandidate = false
            if TableSyntax.isDelimiterRow(line, of: source) {
                count += 1
                inTable = true
            }
        }
        var rest = line
        var kind = lineKind
        var level = 0
        while level < BlockMarkdown.maxNesting, let content = kind.containerContent {
            level += 1
            count += 1
            rest = content
            kind = BlockLine(content, of: source)
        }
        switch kind {
        case .blank, .heading, .rule, .fence:
            count += 1
            inTable = false
        case .text:
            if inTable {
                count += 1
            } else {
                headerCandidate = TableSyntax.isRow(rest, of: source)
            }
        case .quote, .listItem:
            break
        }
    }
}
