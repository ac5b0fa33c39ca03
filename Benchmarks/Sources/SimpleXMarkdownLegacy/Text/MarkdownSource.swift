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

    /// Calls `body` with the source of `text`, without copying it when it is contiguous UTF-8.
    static func read<Result>(_ text: some StringProtocol, _ body: (MarkdownSource) -> Result) -> Result {
        var string = String(text)
        return string.withUTF8 { body(MarkdownSource(bytes: $0)) }
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

    /// The first index in `range` where `predicate` fails on a byte, or its end.
    func end(of range: Range<Int>, whileByte predicate: (UInt8) -> Bool) -> Int {
        var index = range.lowerBound
        while index < range.upperBound, predicate(bytes[index]) {
            index += 1
        }
        return index
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let lineFeed = UInt8(ascii: "\n")

    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }
}
