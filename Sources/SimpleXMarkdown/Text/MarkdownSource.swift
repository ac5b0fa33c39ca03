import Foundation

/// A message's UTF-8 bytes, which both parsers read by index. All markdown syntax is ASCII, so
/// the parsers compare bytes and decode a code point only where the core's rules ask about
/// one (white space, punctuation, letters, lengths in characters).
///
/// The bytes are the string's own storage, borrowed for the duration of `read`: a source never
/// outlives the call that made it.
struct MarkdownSource {
    /// A run of the source's bytes.
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    let bytes: UnsafeBufferPointer<UInt8>
    /// The last `firstNonRuleByte` scan, on the stack of `read`.
    private let ruleScan: UnsafeMutablePointer<RuleScan>

    /// Calls `body` with the source of `text`, without copying it when it is contiguous UTF-8.
    static func read<Result>(_ text: some StringProtocol, _ body: (MarkdownSource) -> Result) -> Result {
        var string = String(text)
        var ruleScan = RuleScan()
        return withUnsafeMutablePointer(to: &ruleScan) { ruleScan in
            string.withUTF8 { body(MarkdownSource(bytes: $0, ruleScan: ruleScan)) }
        }
    }

    /// A scan for the end of a thematic rule's marks: from `from` to `end`, every byte up to
    /// `at` is `mark` or a space.
    private struct RuleScan {
        var mark: UInt8 = 0
        var from = 0
        var end = 0
        var at = 0
    }

    /// The first byte of `range` that is neither `mark` nor a space, or its end. The answer is
    /// remembered, so that the nested contents of one line (suffixes of it, as quotes and
    /// list items nest) are scanned once, not once a level.
    func firstNonRuleByte(_ range: Range<Int>, mark: UInt8) -> Int {
        let known = ruleScan.pointee
        if known.mark == mark, known.end == range.upperBound, known.from <= range.lowerBound, range.lowerBound <= known.at {
            return known.at
        }
        var index = range.lowerBound
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let marks = UInt64(mark) &* 0x0101_0101_0101_0101
            while index + 8 <= range.upperBound {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard Self.nonZeroBytes(word ^ marks) & Self.nonZeroBytes(word ^ 0x2020_2020_2020_2020) == 0 else { break }
                index += 8
            }
        }
        while index < range.upperBound, bytes[index] == mark || bytes[index] == .space {
            index += 1
        }
        ruleScan.pointee = RuleScan(mark: mark, from: range.lowerBound, end: range.upperBound, at: index)
        return index
    }

    var count: Int { bytes.count }

    subscript(index: Int) -> UInt8 {
        bytes[index]
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The code point starting at `index` and its length in bytes.
    func scalar(at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard index + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The code point ending just before `index`, and where it starts.
    func scalar(before index: Int) -> (Unicode.Scalar, Int) {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, index - start < 4 {
            start -= 1
        }
        return (scalar(at: start).0, start)
    }

    /// The number of code points in `range` (the core counts text in code points).
    func scalarCount(_ range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The first index in `range` where `predicate` fails on a code point, or its end.
    func end(of range: Range<Int>, whileScalar predicate: (Unicode.Scalar) -> Bool) -> Int {
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = scalar(at: index)
            guard predicate(scalar) else { return index }
            index += length
        }
        return range.upperBound
    }

    /// The start of the trailing code points of `range` that satisfy `predicate`.
    func trailingStart(of range: Range<Int>, whereScalar predicate: (Unicode.Scalar) -> Bool) -> Int {
        var index = range.upperBound
        while index > range.lowerBound {
            let (scalar, start) = scalar(before: index)
            guard start >= range.lowerBound, predicate(scalar) else { break }
            index = start
        }
        return index
    }

    /// The first index in `range` holding `byte`, or its end (`memchr`).
    func first(_ byte: UInt8, in range: Range<Int>) -> Int {
        guard !range.isEmpty, let base = bytes.baseAddress,
              let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return range.upperBound }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// `first(byte, in: range)` for a byte that is usually near, as a closing mark is: the
    /// first 16 bytes one by one, then `memchr`.
    func firstNear(_ byte: UInt8, in range: Range<Int>) -> Int {
        var index = range.lowerBound
        let near = min(range.upperBound, index + 16)
        while index < near {
            if bytes[index] == byte { return index }
            index += 1
        }
        return first(byte, in: index..<range.upperBound)
    }

    /// The first byte in `range` that can start or be part of inline markup (`triggers`), or
    /// its end. After the first two bytes (the next word starts there, after one space),
    /// eight bytes at a time while they are all letters, spaces or parts of non-ASCII
    /// characters (most text), else one bit test a byte.
    func firstInlineTrigger(in range: Range<Int>, _ triggers: InlineTriggers = InlineTriggers()) -> Int {
        var index = range.lowerBound
        let near = min(range.upperBound, index + 2)
        while index < near {
            if bytes[index].isIn(low: triggers.low, high: triggers.high) { return index }
            index += 1
        }
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= range.upperBound {
                if Self.isText(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                for offset in index..<index + 8 where bytes[offset].isIn(low: triggers.low, high: triggers.high) {
                    return offset
                }
                index += 8
            }
        }
        while index < range.upperBound {
            if bytes[index].isIn(low: triggers.low, high: triggers.high) { return index }
            index += 1
        }
        return range.upperBound
    }

    /// The high bit of each non-zero byte of `word` (exact: no carry crosses a byte).
    private static func nonZeroBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return (((word & low7) &+ low7) | word) & 0x8080_8080_8080_8080
    }

    /// Whether each of eight bytes is an ASCII letter, a space or ≥ 0x80, bytewise within one
    /// word (no carry crosses a byte: every sum below stays under 0x100).
    private static func isText(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080, low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let folded = (word | 0x2020_2020_2020_2020) & low7
        let fromA = folded &+ 0x1F1F_1F1F_1F1F_1F1F
        let pastZ = folded &+ 0x0505_0505_0505_0505
        let letter = fromA & ~pastZ
        return (word | letter | ~nonZeroBytes(word ^ 0x2020_2020_2020_2020)) & high == high
    }

    /// The end of the line from `start` (its `\n`, or `end`), and its first markup byte: an
    /// inline markup byte (`InlineTriggers`) or a `|`; the line's end when there is none.
    /// Eight bytes at a time over text.
    func lineEnd(from start: Int, to end: Int) -> (end: Int, firstMarkup: Int) {
        let triggers = InlineTriggers()
        func markup(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "|") || byte.isIn(low: triggers.low, high: triggers.high)
        }
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= end {
                if Self.isText(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                for offset in index..<index + 8 {
                    let byte = bytes[offset]
                    if byte == .lineFeed { return (offset, offset) }
                    if markup(byte) { return (first(.lineFeed, in: offset..<end), offset) }
                }
                index += 8
            }
        }
        while index < end {
            let byte = bytes[index]
            if byte == .lineFeed { return (index, index) }
            if markup(byte) { return (first(.lineFeed, in: index..<end), index) }
            index += 1
        }
        return (end, end)
    }

    /// Whether `range` holds an inline markup byte (`firstInlineTrigger`).
    func hasInlineTrigger(_ range: Range<Int>) -> Bool {
        firstInlineTrigger(in: range) < range.upperBound
    }

    /// Where the word holding `index` starts: after the last space in `range` before `index`,
    /// or at the start of `range`.
    func wordStart(of index: Int, in range: Range<Int>) -> Int {
        var start = index
        while start > range.lowerBound, bytes[start - 1] != .space {
            start -= 1
        }
        return start
    }

    /// The first index in `range` where `predicate` fails on a byte, or its end.
    func end(of range: Range<Int>, whileByte predicate: (UInt8) -> Bool) -> Int {
        var index = range.lowerBound
        while index < range.upperBound, predicate(bytes[index]) {
            index += 1
        }
        return index
    }
}

/// The bytes that can start or be part of inline markup: `` *_~`#!@/[+.: `` and the digits (a
/// link needs `:`, a domain `.`, an email `@`). Every other byte, and every byte of a non-ASCII
/// character, is text whatever surrounds it.
struct InlineTriggers {
    var low: UInt64 = 0x07FF_CC0A_0000_0000
    var high: UInt64 = 0x4000_0001_8800_0001

    var isStandard: Bool {
        self.low == Self().low && self.high == Self().high
    }

    /// `[` starts no hyperlink where no `]` follows: then it is text.
    mutating func removeOpenBracket() {
        high &= ~(1 << (UInt64(UInt8(ascii: "[")) - 64))
    }
}

extension Slice where Base == UnsafeBufferPointer<UInt8> {
    /// Whether the bytes start with the ASCII `prefix` (`memcmp`).
    func hasPrefix(_ prefix: StaticString) -> Bool {
        guard count >= prefix.utf8CodeUnitCount, let base = base.baseAddress else { return prefix.utf8CodeUnitCount == 0 }
        return memcmp(base + startIndex, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let lineFeed = UInt8(ascii: "\n")

    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }

    /// Whether the byte is in the ASCII set whose bits for codes 0–63 are `low` and for 64–127
    /// are `high`.
    func isIn(low: UInt64, high: UInt64) -> Bool {
        let set = self < 64 ? low : self < 128 ? high : 0
        return (set >> (self & 63)) & 1 != 0
    }
}
