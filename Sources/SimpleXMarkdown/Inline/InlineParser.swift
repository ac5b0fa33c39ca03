import SimpleXModel

/// The core's per-line inline parser (`parseMarkdown`): a line is a sequence of fragments, each
/// picked by its first character; nothing nests and nothing escapes. A fragment that fails
/// outright (a word that starts like a URI but is not one) makes the whole line plain text,
/// as in the core. O(line length): a fragment consumes what it scans, except where a failed
/// search for a closing character falls back to a word; those searches remember their answers
/// (`ClosingSearch`), so a run of openers that all fail costs no more than one.
struct InlineParser {
    let source: MarkdownSource
    /// The line being parsed: `start..<end` of `source`, without its line break.
    let end: Int
    var closing = ClosingSearch()
    /// The digit groups of the last phone number that failed: `groups..<end`, to its end
    /// (`phone`).
    var failedPhone: (groups: Int, end: Int)?

    private init(source: MarkdownSource, end: Int) {
        self.source = source
        self.end = end
    }

    /// Parses the line `range` of `source` as a new line of `spans`; returns its index.
    ///
    /// Text without markup bytes (`MarkdownSource.firstInlineTrigger`) is plain whatever its
    /// fragments, so the parser skips from one such byte to the next: the words and spaces
    /// before the word holding one are appended as one plain piece, and parsing resumes at that
    /// word, where the fragment-by-fragment parse would be too.
    /// `textBefore`: where the caller found the first markup byte; none is before it.
    @discardableResult
    static func parseLine(_ range: Range<Int>, of source: MarkdownSource, into spans: inout SpanList, textBefore: Int? = nil) -> Int {
        let line = spans.beginLine(range)
        let firstTrigger = source.firstInlineTrigger(in: (textBefore ?? range.lowerBound)..<range.upperBound)
        guard firstTrigger < range.upperBound else {
            spans.appendPlainLine(range)
            return line
        }
        var parser = InlineParser(source: source, end: range.upperBound)
        let lineStart = spans.checkpoint
        var index = range.lowerBound
        var triggers = InlineTriggers()
        var bracketsChecked = false
        var trigger = firstTrigger
        while index < range.upperBound {
            if index > range.lowerBound || !triggers.isStandard {
                trigger = source.firstInlineTrigger(in: index..<range.upperBound, triggers)
            }
            guard trigger < range.upperBound else {
                spans.append(index..<range.upperBound)
                spans.endLine()
                return line
            }
            if source[trigger] == UInt8(ascii: "["), !bracketsChecked {
                bracketsChecked = true
                if source.first(UInt8(ascii: "]"), in: trigger + 1..<range.upperBound) == range.upperBound {
                    triggers.removeOpenBracket()
                    continue
                }
            }
            let start = source.wordStart(of: trigger, in: index..<trigger)
            spans.append(index..<start)
            guard let next = parser.fragment(at: start, into: &spans) else {
                spans.rollback(to: lineStart)
                spans.append(range)
                spans.endLine()
                return line
            }
            index = next
        }
        spans.endLine()
        return line
    }

    /// Parses the fragment starting at `start` into `spans`; returns where the next starts, or
    /// nil when none can (the line is then plain).
    private mutating func fragment(at start: Int, into spans: inout SpanList) -> Int? {
        switch source[start] {
        case .space:
            let next = source.end(of: start..<end, whileByte: { $0 == .space })
            spans.append(start..<next)
            return next
        case UInt8(ascii: "*"):
            return emphasis(at: start, .bold, into: &spans)
        case UInt8(ascii: "_"):
            return emphasis(at: start, .italic, into: &spans)
        case UInt8(ascii: "~"):
            return emphasis(at: start, .strikeThrough, into: &spans)
        case UInt8(ascii: "`"):
            return emphasis(at: start, .snippet, into: &spans)
        case UInt8(ascii: "#"):
            return secret(at: start, into: &spans)
        case UInt8(ascii: "!"):
            return styled(at: start, into: &spans) ?? word(at: start, into: &spans)
        case UInt8(ascii: "@"):
            return reference(at: start, command: false, into: &spans) ?? word(at: start, into: &spans)
        case UInt8(ascii: "/"):
            return reference(at: start, command: true, into: &spans) ?? word(at: start, into: &spans)
        case UInt8(ascii: "["):
            return hyperLink(at: start, into: &spans) ?? word(at: start, into: &spans)
        case UInt8(ascii: "+"):
            return phone(at: start, into: &spans) ?? word(at: start, into: &spans)
        case let byte where byte.isASCIIDigit:
            return phone(at: start, into: &spans) ?? word(at: start, into: &spans)
        default:
            return word(at: start, into: &spans)
        }
    }

    /// `*bold*`, `_italic_`, `~strike~`, `` `snippet` ``: up to the next same character. The
    /// inner text must be non-empty and neither start nor end with a space, else both marks
    /// stay as text; without a closing mark the rest of the line is text.
    private mutating func emphasis(at start: Int, _ format: SpanFormat, into spans: inout SpanList) -> Int {
        let close = source.firstNear(source[start], in: start + 1..<end)
        guard close < end else {
            spans.append(start..<end)
            return end
        }
        let inner = start + 1..<close
        guard !inner.isEmpty, source[inner.lowerBound] != .space, source[close - 1] != .space else {
            spans.append(start..<close + 1)
            return close + 1
        }
        spans.append(inner, format, in: source)
        return close + 1
    }

    /// `#secret#`: `#`s, text up to the next `#`, then the run of `#`s. All but the last closing
    /// `#` are part of the secret (`##a###` → `#a##`). Otherwise the whole scan is text.
    private mutating func secret(at start: Int, into spans: inout SpanList) -> Int {
        let hash = UInt8(ascii: "#")
        let textStart = source.end(of: start + 1..<end, whileByte: { $0 == hash })
        let textEnd = source.firstNear(hash, in: textStart..<end)
        let after = source.end(of: textEnd..<end, whileByte: { $0 == hash })
        guard after > textEnd, textEnd > textStart, source[textStart] != .space, source[textEnd - 1] != .space else {
            spans.append(start..<after)
            return after
        }
        spans.append(start + 1..<after - 1, .secret, in: source)
        return after
    }

    /// `!1 red!`, `!red red!`, `!- small!`: a colour code (`r`/`red`/`1`, `g`/`green`/`2`,
    /// `b`/`blue`/`3`, `y`/`yellow`/`4`, `c`/`cyan`/`5`, `m`/`magenta`/`6`) or `-` for small,
    /// one white space character, then text up to the next `!` that starts with neither a space
    /// nor `!` and does not end with a space.
    private mutating func styled(at start: Int, into spans: inout SpanList) -> Int? {
        guard let (format, codeEnd) = StyleCode.parse(source, at: start + 1, end: end), codeEnd < end else { return nil }
        let (space, spaceLength) = source.scalar(at: codeEnd)
        guard space.isHaskellSpace else { return nil }
        let textStart = codeEnd + spaceLength
        let firstRun = source.end(of: textStart..<end, whileByte: { $0 != .space && $0 != UInt8(ascii: "!") })
        guard firstRun > textStart else { return nil }
        let close = closing.next(UInt8(ascii: "!"), from: firstRun, in: source, end: end)
        guard close < end, source[close - 1] != .space else { return nil }
        spans.append(textStart..<close, format, in: source)
        return close + 1
    }
}

/// Finds the next occurrence of a byte in a line, remembering for each byte the last search:
/// a search that starts inside a range already known to hold no such byte is answered at once.
struct ClosingSearch {
    private var searched: [(from: Int, at: Int)] = []

    mutating func next(_ byte: UInt8, from start: Int, in source: MarkdownSource, end: Int) -> Int {
        if searched.isEmpty {
            searched = Array(repeating: (Int.max, Int.min), count: 128)
        }
        let slot = Int(byte & 0x7F)
        let known = searched[slot]
        if known.from <= start, start <= known.at {
            return known.at
        }
        let at = source.firstNear(byte, in: start..<end)
        searched[slot] = (start, at)
        return at
    }
}

/// The colour codes after `!`, and `-` for small text.
enum StyleCode {
    private static let colors: [(letter: UInt8, digit: UInt8, rest: [UInt8], color: StyleColor)] = [
        (UInt8(ascii: "r"), UInt8(ascii: "1"), Array("ed".utf8), .red),
        (UInt8(ascii: "g"), UInt8(ascii: "2"), Array("reen".utf8), .green),
        (UInt8(ascii: "b"), UInt8(ascii: "3"), Array("lue".utf8), .blue),
        (UInt8(ascii: "y"), UInt8(ascii: "4"), Array("ellow".utf8), .yellow),
        (UInt8(ascii: "c"), UInt8(ascii: "5"), Array("yan".utf8), .cyan),
        (UInt8(ascii: "m"), UInt8(ascii: "6"), Array("agenta".utf8), .magenta),
    ]

    /// The format of the code at `index` and the index after it.
    static func parse(_ source: MarkdownSource, at index: Int, end: Int) -> (SpanFormat, Int)? {
        guard index < end else { return nil }
        let code = source[index]
        if code == UInt8(ascii: "-") {
            return (.small, index + 1)
        }
        for entry in colors {
            if code == entry.digit {
                return (.colored(entry.color), index + 1)
            }
            if code == entry.letter {
                let spelledEnd = index + 1 + entry.rest.count
                let spelled = spelledEnd <= end && source.bytes[index + 1..<spelledEnd].elementsEqual(entry.rest)
                return (.colored(entry.color), spelled ? spelledEnd : index + 1)
            }
        }
        return nil
    }
}
