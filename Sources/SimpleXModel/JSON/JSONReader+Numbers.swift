import Foundation

extension JSONReader {
    /// Reads an integer as JSONDecoder does: plain digits exactly (from -2^63); any other number
    /// through its `Double`, which must be whole and fit, and from 2^53 up the text again for
    /// the digits the `Double` lost, the fraction dropped. A number it cannot hold, or one not
    /// in JSON's grammar, is the unreadable kind. O(digits); plain digits take no allocation.
    mutating func readInt64() throws(JSONReadError) -> Int64 {
        guard let first = peek(), first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw try mismatch("an integer")
        }
        let number = try numberToken()
        if number.isPlainInteger, let value = number.plainValue(in: bytes) {
            return value
        }
        guard let double = number.double(in: bytes), let value = Int64(exactly: double) else { throw unreadable("a number that is not a whole Int64") }
        if abs(double) < 9_007_199_254_740_992 {
            return value
        }
        guard let exact = number.truncatedValue(in: bytes) else { throw unreadable("a number beyond Int64") }
        return exact
    }

    mutating func readInt() throws(JSONReadError) -> Int {
        Int(try readInt64())
    }

    /// Reads a number as a `Double`; one beyond its range is unreadable, as in JSONDecoder.
    mutating func readDouble() throws(JSONReadError) -> Double {
        guard let first = peek(), first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw try mismatch("a number")
        }
        guard let value = try numberToken().double(in: bytes), value.isFinite else { throw unreadable("a number beyond Double") }
        return value
    }

    /// The number at the reader, checked against JSON's grammar
    /// (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`); the reader ends after it.
    mutating func numberToken() throws(JSONReadError) -> NumberToken {
        let start = offset
        var index = offset
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        index = digitsEnd(from: index)
        let integerDigits = index - integerStart
        var plain = true
        var valid = integerDigits > 0 && !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0"))
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            plain = false
            let fractionStart = index
            index = digitsEnd(from: index)
            valid = valid && index > fractionStart
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            plain = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            index = digitsEnd(from: index)
            valid = valid && index > exponentStart
        }
        while index < bytes.count, Self.isNumberByte(bytes[index]) {
            index += 1
            valid = false
        }
        offset = index
        guard valid else { throw unreadable("a number not in JSON's grammar") }
        return NumberToken(range: start..<index, isPlainInteger: plain)
    }

    /// The offset after the decimal digits from `index` on. O(digits).
    @inline(__always)
    private func digitsEnd(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
            index += 1
        }
        return index
    }
}

/// A number's place in the document.
struct NumberToken {
    let range: Range<Int>
    /// Only an optional minus and digits.
    let isPlainInteger: Bool

    /// The value of plain digits, or nil when it overflows `Int64`.
    func plainValue(in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value: Int64 = 0
        while index < range.upperBound {
            let digit = Int64(bytes[index] - UInt8(ascii: "0"))
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAgain) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !overflowAgain else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// The number as `strtod` reads it.
    func double(in bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    }

    /// The whole part of the number's exact decimal value, or nil when it overflows `Int64`.
    func truncatedValue(in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var digits: [UInt8] = []
        var exponent = 0
        var negative = false
        var index = range.lowerBound
        var inFraction = false
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                exponent += Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<range.upperBound]), as: UTF8.self)) ?? 0
                index = range.upperBound
                continue
            default:
                digits.append(byte - UInt8(ascii: "0"))
                if inFraction { exponent -= 1 }
            }
            index += 1
        }
        let wholeCount = digits.count + exponent
        guard wholeCount <= 19 else { return nil }
        var value: Int64 = 0
        for position in 0..<max(wholeCount, 0) {
            let digit = Int64(position < digits.count ? digits[position] : 0)
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAgain) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !overflowAgain else { return nil }
            value = next
        }
        return value
    }
}
