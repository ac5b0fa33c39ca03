/// What one line of a message is, for block markdown: the syntax it opens, if any. A line is a
/// byte range of the message; classifying one reads only as far as its syntax needs, except a
/// thematic rule or a fence line, which are read to their end.
enum BlockLine {
    case blank
    /// `#`…`######` and a space (or nothing) before the heading text.
    case heading(level: Int, text: Range<Int>)
    /// Three or more `-`, `*` or `_`, alone on the line (spaces allowed between).
    case rule
    /// ```` ``` ```` or `~~~` (three or more), with an optional language word after it.
    case fence(marker: UInt8, length: Int, language: Range<Int>)
    /// `>` and an optional space; `content` is the rest of the line.
    case quote(content: Range<Int>)
    /// `-`, `*`, `+` or `N.`/`N)` and a space; `marker` is the bullet or the delimiter after
    /// the number (a list continues only with the same one); `contentColumn` is where the
    /// item's text starts.
    case listItem(marker: UInt8, number: Int, indent: Int, contentColumn: Int, content: Range<Int>)
    case text

    /// Classifies `line` of `source`; with `containers` false, quote and list markers are text
    /// (the nesting limit).
    init(_ line: Range<Int>, of source: MarkdownSource, containers: Bool = true) {
        if line.lowerBound < line.upperBound, source[line.lowerBound] != .space, !Self.canStartBlock(source[line.lowerBound]) {
            self = .text
            return
        }
        let bodyStart = source.end(of: line, whileByte: { $0 == .space })
        let indent = bodyStart - line.lowerBound
        let body = bodyStart..<line.upperBound
        guard !body.isEmpty else {
            self = .blank
            return
        }
        guard indent < 4 else {
            self = .text
            return
        }
        let first = source[bodyStart]
        if !Self.canStartBlock(first) {
            self = .text
        } else if let fence = Self.fence(body, source) {
            self = fence
        } else if first == UInt8(ascii: "#"), let heading = Self.heading(body, source) {
            self = heading
        } else if Self.isRule(body, source) {
            self = .rule
        } else if !containers {
            self = .text
        } else if first == UInt8(ascii: ">") {
            let rest = bodyStart + 1
            self = .quote(content: (rest < line.upperBound && source[rest] == .space ? rest + 1 : rest)..<line.upperBound)
        } else if let item = Self.listItem(body, source, indent: indent) {
            self = item
        } else {
            self = .text
        }
    }

    /// Whether a block can start with `byte`: `#`, `-`, `*`, `_`, `>`, `+`, a backtick, `~` or
    /// a digit.
    static func canStartBlock(_ byte: UInt8) -> Bool {
        byte.isIn(low: 0x43FF_2C08_0000_0000, high: 0x4000_0001_8000_0000)
    }

    /// Whether a line without inline markup bytes (`MarkdownSource.hasInlineTrigger`) is
    /// text: it is not blank and does not start with `-` or `>`, the only block markers that
    /// are not inline markup bytes too.
    static func isPlainText(_ line: Range<Int>, of source: MarkdownSource) -> Bool {
        let bodyStart = source.end(of: line, whileByte: { $0 == .space })
        return bodyStart < line.upperBound && source[bodyStart] != UInt8(ascii: "-") && source[bodyStart] != UInt8(ascii: ">")
    }

    var isBlank: Bool {
        if case .blank = self { true } else { false }
    }

    var isText: Bool {
        if case .text = self { true } else { false }
    }

    /// The rest of the line after a quote or list-item marker; nil for other lines.
    var containerContent: Range<Int>? {
        switch self {
        case let .quote(content), let .listItem(_, _, _, _, content): content
        default: nil
        }
    }

    private static func heading(_ body: Range<Int>, _ source: MarkdownSource) -> BlockLine? {
        let marksEnd = source.end(of: body, whileByte: { $0 == UInt8(ascii: "#") })
        let level = marksEnd - body.lowerBound
        guard level <= 6, marksEnd == body.upperBound || source[marksEnd] == .space else { return nil }
        let textStart = source.end(of: marksEnd..<body.upperBound, whileByte: { $0 == .space })
        var textEnd = body.upperBound
        while textEnd > textStart, source[textEnd - 1] == .space {
            textEnd -= 1
        }
        return .heading(level: level, text: textStart..<textEnd)
    }

    private static func isRule(_ body: Range<Int>, _ source: MarkdownSource) -> Bool {
        let mark = source[body.lowerBound]
        guard mark == UInt8(ascii: "-") || mark == UInt8(ascii: "*") || mark == UInt8(ascii: "_"),
              source.firstNonRuleByte(body, mark: mark) == body.upperBound else { return false }
        var count = 0
        var index = body.lowerBound
        while index < body.upperBound, count < 3 {
            if source[index] == mark {
                count += 1
            }
            index += 1
        }
        return count >= 3
    }

    private static func fence(_ body: Range<Int>, _ source: MarkdownSource) -> BlockLine? {
        let mark = source[body.lowerBound]
        guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return nil }
        let marksEnd = source.end(of: body, whileByte: { $0 == mark })
        guard marksEnd - body.lowerBound >= 3 else { return nil }
        let infoStart = source.end(of: marksEnd..<body.upperBound, whileByte: { $0 == .space })
        guard mark == UInt8(ascii: "~") || !source.bytes[infoStart..<body.upperBound].contains(UInt8(ascii: "`")) else { return nil }
        let languageEnd = source.first(.space, in: infoStart..<body.upperBound)
        return .fence(marker: mark, length: marksEnd - body.lowerBound, language: infoStart..<languageEnd)
    }

    private static func listItem(_ body: Range<Int>, _ source: MarkdownSource, indent: Int) -> BlockLine? {
        let first = source[body.lowerBound]
        let afterFirst = body.lowerBound + 1
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            guard afterFirst == body.upperBound || source[afterFirst] == .space else { return nil }
            return .listItem(marker: first, number: 0, indent: indent, contentColumn: indent + 2,
                             content: min(afterFirst + 1, body.upperBound)..<body.upperBound)
        }
        let digitsEnd = source.end(of: body.lowerBound..<min(body.upperBound, body.lowerBound + 10), whileByte: \.isASCIIDigit)
        let digits = digitsEnd - body.lowerBound
        guard (1...9).contains(digits), digitsEnd < body.upperBound else { return nil }
        let delimiter = source[digitsEnd]
        guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return nil }
        let after = digitsEnd + 1
        guard after == body.upperBound || source[after] == .space else { return nil }
        let number = source.bytes[body.lowerBound..<digitsEnd].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return .listItem(marker: delimiter, number: number, indent: indent, contentColumn: indent + digits + 2,
                         content: min(after + 1, body.upperBound)..<body.upperBound)
    }
}
