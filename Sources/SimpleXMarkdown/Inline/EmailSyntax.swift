/// Email addresses as the core validates them (RFC 5322 addr-spec): a local part of dotted
/// atoms or a quoted string, `@`, and a domain of dotted labels or a `[literal]`. The domain
/// needs no dot (`hello@world`). Comments and folding white space are not accepted.
enum EmailSyntax {
    private static let atomSymbols = Set("!#$%&'*+/=?^_`{|}~-".unicodeScalars)

    static func isValid(_ address: [Unicode.Scalar]) -> Bool {
        guard address.count <= 254, let at = localPartEnd(address), at < address.count, address[at] == "@" else { return false }
        let local = address[..<at]
        let domain = address[(at + 1)...]
        return local.count <= 64 && isDomain(domain)
    }

    /// Where the local part ends (at its `@`), or nil when it is not dotted atoms or a quoted string.
    private static func localPartEnd(_ address: [Unicode.Scalar]) -> Int? {
        if address.first == "\"" {
            var index = 1
            while index < address.count {
                switch address[index] {
                case "\\":
                    index += 2
                case "\"":
                    return index + 1
                case let scalar where scalar.value >= 0x20 && scalar.value < 0x7F:
                    index += 1
                default:
                    return nil
                }
            }
            return nil
        }
        guard let at = address.firstIndex(of: "@") else { return nil }
        let atoms = address[..<at].split(separator: ".", omittingEmptySubsequences: false)
        guard atoms.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isAtomCharacter) }) else { return nil }
        return at
    }

    private static func isAtomCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIIAlphanumeric || atomSymbols.contains(scalar)
    }

    private static func isDomain(_ domain: ArraySlice<Unicode.Scalar>) -> Bool {
        if domain.first == "[" {
            return domain.last == "]" && domain.count >= 2
                && domain.dropFirst().dropLast().allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0 != "[" && $0 != "]" && $0 != "\\" }
        }
        var name = domain
        if name.last == "." {
            name = name.dropLast()
        }
        guard !name.isEmpty, name.count <= 253 else { return false }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count) && label.first?.isASCIIAlphanumeric == true
                && label.last != "-" && label.allSatisfy { $0.isASCIIAlphanumeric || $0 == "-" }
        }
    }
}
