import SimpleXModel

/// The core's per-line inline parser (`parseMarkdown`): a line is a sequence of fragments, each
/// picked by its first character; nothing nests and nothing escapes. A fragment that fails
/// outright (a word that starts like a URI but is not one) makes the whole line plain text,
/// as in the core. O(line length).
struct InlineParser {
    var line: ScalarLine

    private init(_ text: Substring) {
        line = ScalarLine(text)
    }

    /// The spans of one line (no line breaks in `text`).
    static func parseLine(_ text: Substring) -> SpanList {
        var parser = InlineParser(text)
        return parser.parse() ?? SpanList(plain: String(text))
    }

    private mutating func parse() -> SpanList? {
        var spans = SpanList()
        var index = 0
        while index < line.count {
            guard let fragment = fragment(at: index) else { return nil }
            spans.append(contentsOf: fragment.spans)
            index = fragment.end
        }
        return spans
    }

    /// The fragment starting at `start`, or nil when none can (the line is then plain).
    private mutating func fragment(at start: Int) -> Fragment? {
        let first = line.scalars[start]
        switch first {
        case " ":
            return plain(start..<line.end(from: start) { $0 == " " })
        case "*":
            return emphasis(at: start, .bold)
        case "_":
            return emphasis(at: start, .italic)
        case "~":
            return emphasis(at: start, .strikeThrough)
        case "`":
            return emphasis(at: start, .snippet)
        case "#":
            return secret(at: start)
        case "!":
            return styled(at: start) ?? word(at: start)
        case "@":
            return reference(at: start, command: false) ?? word(at: start)
        case "/":
            return reference(at: start, command: true) ?? word(at: start)
        case "[":
            return hyperLink(at: start) ?? word(at: start)
        case "+":
            return phone(at: start) ?? word(at: start)
        default:
            return first.isASCIIDigit ? phone(at: start) ?? word(at: start) : word(at: start)
        }
    }

    private func plain(_ range: Range<Int>) -> Fragment {
        Fragment(SpanList(plain: line.text(range)), end: range.upperBound)
    }

    /// `*bold*`, `_italic_`, `~strike~`, `` `snippet` ``: up to the next same character. The
    /// inner text must be non-empty and neither start nor end with a space, else both marks
    /// stay as text; without a closing mark the rest of the line is text.
    private mutating func emphasis(at start: Int, _ format: Format) -> Fragment {
        let mark = line.scalars[start]
        let close = line.next(mark, from: start + 1)
        guard close < line.count else { return plain(start..<line.count) }
        let inner = start + 1..<close
        guard !inner.isEmpty, line.scalars[inner.lowerBound] != " ", line.scalars[close - 1] != " " else {
            return plain(start..<close + 1)
        }
        return Fragment(SpanList(line.text(inner), format), end: close + 1)
    }

    /// `#secret#`: `#`s, text up to the next `#`, then the run of `#`s. All but the last closing
    /// `#` are part of the secret (`##a###` → `#a##`). Otherwise the whole scan is text.
    private mutating func secret(at start: Int) -> Fragment {
        let textStart = line.end(from: start + 1) { $0 == "#" }
        let textEnd = line.next("#", from: textStart)
        let end = line.end(from: textEnd) { $0 == "#" }
        guard end > textEnd, textEnd > textStart, line.scalars[textStart] != " ", line.scalars[textEnd - 1] != " " else {
            return plain(start..<end)
        }
        return Fragment(SpanList(line.text(start + 1..<end - 1), .secret), end: end)
    }

    /// `!1 red!`, `!red red!`, `!- small!`: a colour code (`r`/`red`/`1`, `g`/`green`/`2`,
    /// `b`/`blue`/`3`, `y`/`yellow`/`4`, `c`/`cyan`/`5`, `m`/`magenta`/`6`) or `-` for small,
    /// one space, then text up to the next `!` that starts with neither a space nor `!` and does
    /// not end with a space.
    private mutating func styled(at start: Int) -> Fragment? {
        guard let (format, codeEnd) = StyleCode.parse(line, at: start + 1),
              let space = line[codeEnd], space.isHaskellSpace else { return nil }
        let textStart = codeEnd + 1
        let firstRun = line.end(from: textStart) { $0 != " " && $0 != "!" }
        guard firstRun > textStart else { return nil }
        let close = line.next("!", from: firstRun)
        guard close < line.count, line.scalars[close - 1] != " " else { return nil }
        return Fragment(SpanList(line.text(textStart..<close), format), end: close + 1)
    }
}

/// Spans and where the parser goes on.
struct Fragment {
    var spans: SpanList
    var end: Int

    init(_ spans: SpanList, end: Int) {
        self.spans = spans
        self.end = end
    }
}

/// The colour codes after `!`, and `-` for small text.
enum StyleCode {
    private static let colors: [(letter: Unicode.Scalar, digit: Unicode.Scalar, name: String, color: Color)] = [
        ("r", "1", "red", .red), ("g", "2", "green", .green), ("b", "3", "blue", .blue),
        ("y", "4", "yellow", .yellow), ("c", "5", "cyan", .cyan), ("m", "6", "magenta", .magenta),
    ]

    /// The format of the code at `index` and the index after it.
    static func parse(_ line: ScalarLine, at index: Int) -> (Format, Int)? {
        guard let code = line[index] else { return nil }
        if code == "-" {
            return (.small, index + 1)
        }
        for entry in colors {
            if code == entry.digit {
                return (.colored(color: entry.color), index + 1)
            }
            if code == entry.letter {
                let rest = Array(entry.name.unicodeScalars.dropFirst())
                let end = index + 1 + rest.count
                let spelled = end <= line.count && Array(line.scalars[index + 1..<end]) == rest
                return (.colored(color: entry.color), spelled ? end : index + 1)
            }
        }
        return nil
    }
}

extension SpanList {
    init(plain text: String) {
        self.init()
        append(text)
    }

    init(_ text: String, _ format: Format?) {
        self.init()
        append(text, format)
    }
}
