/// Email addresses as the core validates them (RFC 5322 addr-spec): a local part of dotted
/// atoms or a quoted string, `@`, and a domain of dotted labels or a `[literal]`. The domain
/// needs no dot (`hello@world`). Comments and folding white space are not accepted.
enum EmailSyntax {
    private static let atomSymbols = Set("!#$%&'*+/=?^_`{|}~-".utf8)

    static func isValid(_ range: Range<Int>, in source: MarkdownSource) -> Bool {
        let address = source.bytes[range]
        guard address.count <= 254, let at = localPartEnd(address), at < address.endIndex, address[at] == UInt8(ascii: "@") else { return false }
        return at - address.startIndex <= 64 && isDomain(address[(at + 1)...])
    }

    /// Where the local part ends (at its `@`), or nil when it is not dotted atoms or a quoted string.
    private static func localPartEnd(_ address: MarkdownSource.Bytes) -> Int? {
        if address.first == UInt8(ascii: "\"") {
            var index = address.startIndex + 1
            while index < address.endIndex {
                switch address[index] {
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
        guard let at = address.firstIndex(of: UInt8(ascii: "@")) else { return nil }
        let atoms = address[address.startIndex..<at].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard atoms.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isAtomCharacter) }) else { return nil }
        return at
    }

    private static func isAtomCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || atomSymbols.contains(byte)
    }

    private static func isDomain(_ domain: MarkdownSource.Bytes) -> Bool {
        if domain.first == UInt8(ascii: "[") {
            return domain.last == UInt8(ascii: "]") && domain.count >= 2
                && domain.dropFirst().dropLast().allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "]") && $0 != UInt8(ascii: "\\") }
        }
        var name = domain
        if name.last == UInt8(ascii: ".") {
            name = name.dropLast()
        }
        guard !name.isEmpty, name.count <= 253 else { return false }
        return name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count) && label.first?.isASCIIAlphanumeric == true
                && label.last != UInt8(ascii: "-") && label.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") }
        }
    }
}
