/// Email addresses as the core validates them (RFC 5322 addr-spec): a local part of dotted
/// atoms or a quoted string, `@`, and a domain of dotted labels or a `[literal]`. The domain
/// needs no dot (`hello@world`). Comments and folding white space are not accepted. All on
/// the bytes, without allocating.
enum EmailSyntax {
    static func isValid(_ range: Range<Int>, in source: MarkdownSource) -> Bool {
        guard range.count <= 254, let at = localPartEnd(range, source), at < range.upperBound, source[at] == UInt8(ascii: "@") else { return false }
        return at - range.lowerBound <= 64 && isDomain(at + 1..<range.upperBound, source)
    }

    /// Where the local part ends (at its `@`), or nil when it is not dotted atoms or a quoted string.
    private static func localPartEnd(_ range: Range<Int>, _ source: MarkdownSource) -> Int? {
        guard !range.isEmpty else { return nil }
        if source[range.lowerBound] == UInt8(ascii: "\"") {
            var index = range.lowerBound + 1
            while index < range.upperBound {
                switch source[index] {
                case UInt8(ascii: "\\"):
                    index += 2
                case UInt8(ascii: "\""):
                    return index + 1
                case 0x20..<0x7F:
                    index += 1
                default:
                    return nil
                }
            }
            return nil
        }
        let at = source.first(UInt8(ascii: "@"), in: range)
        guard at < range.upperBound, isDotted(range.lowerBound..<at, source, label: { _ in true }, byte: isAtomCharacter) else { return nil }
        return at
    }

    /// `atext`: letters, digits and ``!#$%&'*+/=?^_`{|}~-``.
    private static func isAtomCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte.isIn(low: 0xA000_ACFA_0000_0000, high: 0x7800_0001_C000_0000)
    }

    /// Whether `range` is non-empty parts joined by single dots, each part of bytes passing
    /// `byte` and, as a whole, `label`.
    private static func isDotted(_ range: Range<Int>, _ source: MarkdownSource, label: (Range<Int>) -> Bool, byte: (UInt8) -> Bool) -> Bool {
        var start = range.lowerBound
        while true {
            let dot = source.first(UInt8(ascii: "."), in: start..<range.upperBound)
            let part = start..<dot
            guard !part.isEmpty, label(part), source.end(of: part, whileByte: byte) == dot else { return false }
            guard dot < range.upperBound else { return true }
            start = dot + 1
        }
    }

    private static func isDomain(_ range: Range<Int>, _ source: MarkdownSource) -> Bool {
        guard !range.isEmpty else { return false }
        if source[range.lowerBound] == UInt8(ascii: "[") {
            guard range.count >= 2, source[range.upperBound - 1] == UInt8(ascii: "]") else { return false }
            return source.end(of: range.lowerBound + 1..<range.upperBound - 1, whileByte: {
                $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "]") && $0 != UInt8(ascii: "\\")
            }) == range.upperBound - 1
        }
        var name = range
        if source[name.upperBound - 1] == UInt8(ascii: ".") {
            name = name.lowerBound..<name.upperBound - 1
        }
        guard !name.isEmpty, name.count <= 253 else { return false }
        return isDotted(name, source, label: { label in
            label.count <= 63 && source[label.lowerBound].isASCIIAlphanumeric && source[label.upperBound - 1] != UInt8(ascii: "-")
        }, byte: { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") })
    }
}
