import Foundation

extension JSONReader {
    /// Reads a string value (`expected a string` for any other value). Broken escapes, a lone
    /// surrogate, a raw control character or invalid UTF-8 are the unreadable kind. O(length);
    /// a string without escapes is made from its bytes in one step.
    mutating func readString() throws(JSONReadError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw try mismatch("a string") }
        switch try readText() {
        case let .inDocument(raw): return String(decoding: raw, as: UTF8.self)
        case let .unescaped(text): return text
        }
    }

    /// Whether two runs of bytes are the same (`memcmp`). O(length).
    @inline(__always)
    static func sameBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let leftBytes = left.baseAddress, let rightBytes = right.baseAddress else { return true }
        return memcmp(leftBytes, rightBytes, left.count) == 0
    }

    /// Reads a string value as its bytes in place when it has no escapes (tags, enum values,
    /// timestamps), else as its unescaped text, which the reader keeps.
    mutating func readStringKey() throws(JSONReadError) -> JSONFieldKey {
        guard peek() == UInt8(ascii: "\"") else { throw try mismatch("a string") }
        return try readKey()
    }

    /// Reads the string at the reader (its opening quote next) as a key.
    mutating func readKey() throws(JSONReadError) -> JSONFieldKey {
        switch try readText() {
        case let .inDocument(raw): JSONFieldKey(raw: raw)
        case let .unescaped(text): keptKey(text)
        }
    }

    /// A string as read: its bytes in the document, or the text of one with escapes.
    enum Text {
        case inDocument(UnsafeBufferPointer<UInt8>)
        case unescaped(String)
    }

    /// Reads the string at the reader (its opening quote next). The bytes that end the plain
    /// run (a quote, a backslash, a control character, a byte of a non-ASCII character) are
    /// looked for eight at a time (`specialBytes`), then one at a time for the last few.
    @inline(__always)
    mutating func readText() throws(JSONReadError) -> Text {
        offset += 1
        let start = offset
        var ascii = true
        while offset < bytes.count {
            offset = plainRun(from: offset, ascii: ascii)
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                if !ascii, String(validating: raw, as: UTF8.self) == nil {
                    throw unreadable("invalid UTF-8")
                }
                offset += 1
                return .inDocument(raw)
            }
            if byte == UInt8(ascii: "\\") {
                return .unescaped(try readEscaped(from: start))
            }
            if byte < 0x20 {
                throw unreadable("a control character in a string")
            }
            ascii = false
            offset += 1
        }
        throw syntax("unterminated string")
    }

    /// The offset of the first byte from `index` on that ends a string's plain run: a quote, a
    /// backslash, a control character, and while `ascii` a byte of 0x80 or more (once a string
    /// is known not to be ASCII, those no longer stop the scan); the end of the bytes if none.
    /// Reads eight bytes at a time while eight remain. O(run length).
    @inline(__always)
    private func plainRun(from index: Int, ascii: Bool) -> Int {
        var index = index
        if let base = bytes.baseAddress {
            let stopsAtHigh: UInt64 = ascii ? ~0 : 0
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(word, stopsAtHigh: stopsAtHigh)
                if special != 0 {
                    return index + special.trailingZeroBitCount / 8
                }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || (ascii && byte >= 0x80) {
                return index
            }
            index += 1
        }
        return index
    }

    /// The high bit of each byte of `word` (first byte lowest) that is a quote, a backslash, a
    /// control character or, where `stopsAtHigh` has its bits, 0x80 or more. A borrow can mark
    /// a byte above a marked one too, never below it: the lowest mark is exact.
    @inline(__always)
    static func specialBytes(_ word: UInt64, stopsAtHigh: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control | (word & stopsAtHigh)) & high
    }

    /// The text of a string with escapes, from its first byte at `start`; the reader is at its
    /// first backslash and ends after the closing quote.
    private mutating func readEscaped(from start: Int) throws(JSONReadError) -> String {
        var text: [UInt8] = Array(bytes[start..<offset])
        text.reserveCapacity(offset - start + 16)
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let string = String(validating: text, as: UTF8.self) else { throw unreadable("invalid UTF-8") }
                return string
            case UInt8(ascii: "\\"):
                guard offset + 1 < bytes.count else { throw syntax("unterminated string") }
                offset += 1
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"): try appendEscapedScalar(to: &text)
                default: throw unreadable("an invalid escape")
                }
            case 0..<0x20:
                throw unreadable("a control character in a string")
            default:
                text.append(byte)
                offset += 1
            }
        }
        throw syntax("unterminated string")
    }

    /// `\uXXXX` after its `\u`: a scalar, or a surrogate pair as two escapes; a lone surrogate
    /// is unreadable.
    private mutating func appendEscapedScalar(to text: inout [UInt8]) throws(JSONReadError) {
        let unit = try hexUnit()
        var value = UInt32(unit)
        if (0xD800..<0xDC00).contains(unit) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else { throw unreadable("a lone surrogate") }
            offset += 2
            let low = try hexUnit()
            guard (0xDC00..<0xE000).contains(low) else { throw unreadable("a lone surrogate") }
            value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00..<0xE000).contains(unit) {
            throw unreadable("a lone surrogate")
        }
        guard let scalar = Unicode.Scalar(value) else { throw unreadable("an invalid scalar") }
        if let encoded = UTF8.encode(scalar) {
            text.append(contentsOf: encoded)
        }
    }

    private mutating func hexUnit() throws(JSONReadError) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw unreadable("an invalid \\u escape") }
        var unit: UInt16 = 0
        for byte in bytes[offset..<offset + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw unreadable("an invalid \\u escape")
            }
            unit = unit << 4 | UInt16(digit)
        }
        offset += 4
        return unit
    }
}
