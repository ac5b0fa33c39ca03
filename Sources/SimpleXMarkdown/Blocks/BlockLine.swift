/// What one line of a message is, for block markdown: the syntax it opens, if any.
/// Lines are `Substring`s of the message, so classifying one costs O(its length).
enum BlockLine {
    case blank
    /// `#`…`######` and a space (or nothing) before the heading text.
    case heading(level: Int, text: Substring)
    /// Three or more `-`, `*` or `_`, alone on the line (spaces allowed between).
    case rule
    /// ```` ``` ```` or `~~~` (three or more), with an optional language word after it.
    case fence(marker: Character, length: Int, language: Substring)
    /// `>` and an optional space; `content` is the rest of the line.
    case quote(content: Substring)
    /// `-`, `*`, `+` or `N.`/`N)` and a space; `marker` is the bullet or the delimiter after
    /// the number (a list continues only with the same one); `contentColumn` is where the
    /// item's text starts.
    case listItem(marker: Character, number: Int, indent: Int, contentColumn: Int, content: Substring)
    case text

    /// Classifies `line`; with `containers` false, quote and list markers are text (nesting limit).
    init(_ line: Substring, containers: Bool = true) {
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        guard let first = body.first else {
            self = .blank
            return
        }
        guard indent < 4 else {
            self = .text
            return
        }
        if let fence = Self.fence(body) {
            self = fence
        } else if first == "#", let heading = Self.heading(body) {
            self = heading
        } else if Self.isRule(body) {
            self = .rule
        } else if !containers {
            self = .text
        } else if first == ">" {
            let rest = body.dropFirst()
            self = .quote(content: rest.first == " " ? rest.dropFirst() : rest)
        } else if let item = Self.listItem(body, indent: indent) {
            self = item
        } else {
            self = .text
        }
    }

    /// Whether the line opens block syntax that interrupts a paragraph.
    var startsBlock: Bool {
        switch self {
        case .text, .blank: false
        default: true
        }
    }

    private static func heading(_ body: Substring) -> BlockLine? {
        let level = body.prefix { $0 == "#" }.count
        let rest = body.dropFirst(level)
        guard level <= 6, rest.isEmpty || rest.first == " " else { return nil }
        var text = rest.drop { $0 == " " }
        while text.last == " " {
            text = text.dropLast()
        }
        return .heading(level: level, text: text)
    }

    private static func isRule(_ body: Substring) -> Bool {
        guard let mark = body.first, mark == "-" || mark == "*" || mark == "_" else { return false }
        var count = 0
        for character in body {
            if character == mark {
                count += 1
            } else if character != " " {
                return false
            }
        }
        return count >= 3
    }

    private static func fence(_ body: Substring) -> BlockLine? {
        guard let mark = body.first, mark == "`" || mark == "~" else { return nil }
        let length = body.prefix { $0 == mark }.count
        guard length >= 3 else { return nil }
        let info = body.dropFirst(length).drop { $0 == " " }
        let language = info.prefix { $0 != " " }
        guard mark == "~" || !info.contains("`") else { return nil }
        return .fence(marker: mark, length: length, language: language)
    }

    private static func listItem(_ body: Substring, indent: Int) -> BlockLine? {
        if let mark = body.first, mark == "-" || mark == "*" || mark == "+" {
            let rest = body.dropFirst()
            guard rest.isEmpty || rest.first == " " else { return nil }
            return .listItem(marker: mark, number: 0, indent: indent, contentColumn: indent + 2, content: rest.dropFirst())
        }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count), let number = Int(digits) else { return nil }
        let rest = body.dropFirst(digits.count)
        guard let delimiter = rest.first, delimiter == "." || delimiter == ")" else { return nil }
        let afterDelimiter = rest.dropFirst()
        guard afterDelimiter.isEmpty || afterDelimiter.first == " " else { return nil }
        return .listItem(marker: delimiter, number: number, indent: indent, contentColumn: indent + digits.count + 2, content: afterDelimiter.dropFirst())
    }
}
