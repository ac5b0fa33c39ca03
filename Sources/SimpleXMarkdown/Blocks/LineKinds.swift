/// What each line of a block's lines is (`BlockLine`), in 4 bytes a line: a text line is a
/// code, and a plain text line too (no markup byte and no `|`, as `MarkdownText`'s walk finds
/// most lines), so that only the lines that open something keep their `BlockLine`. A message
/// of many short lines so costs its parser a few bytes a line, not a `BlockLine` each.
struct LineKinds {
    /// Per line: `plainText`, `text`, or the index of its kind in `others`.
    private var codes: [Int32] = []
    private var others: [BlockLine] = []

    private static let plainText: Int32 = -1
    private static let text: Int32 = -2

    var count: Int { codes.count }

    /// Appends a line of text without markup bytes and without `|`: it starts no table.
    mutating func appendPlainText() {
        codes.append(Self.plainText)
    }

    mutating func append(_ kind: BlockLine) {
        if kind.isText {
            codes.append(Self.text)
        } else {
            codes.append(Int32(truncatingIfNeeded: others.count))
            others.append(kind)
        }
    }

    /// The kind of line `line`. O(1).
    subscript(line: Int) -> BlockLine {
        let code = codes[line]
        return code < 0 ? .text : others[Int(code)]
    }

    func isText(_ line: Int) -> Bool {
        codes[line] < 0
    }

    /// Whether line `line` is text known to have no `|` (so it is no table row).
    func isPlainText(_ line: Int) -> Bool {
        codes[line] == Self.plainText
    }
}
