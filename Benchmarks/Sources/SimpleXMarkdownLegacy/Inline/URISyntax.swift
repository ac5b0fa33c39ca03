/// The web links the core's parser accepts (its lax RFC 3986 URI parser plus two checks) and
/// the bare domains it marks. All on UTF-8 bytes.
enum URISyntax {
    private static let linkSchemes = ["http://", "https://", "simplex:/"].map { Array($0.utf8) }

    /// Whether a word starts like a link: `http://`, `https://` or `simplex:/` (case-sensitive).
    static func hasLinkScheme(_ range: Range<Int>, in source: MarkdownSource) -> Bool {
        guard range.count >= 9, source[range.lowerBound] == UInt8(ascii: "h") || source[range.lowerBound] == UInt8(ascii: "s") else { return false }
        let word = source.bytes[range]
        return linkSchemes.contains { word.starts(with: $0) }
    }

    /// An http(s) URI with an authority whose host contains a dot: `scheme://[userinfo@]host
    /// [:port][/path][?query][#fragment]`. Host, path and fragment are ASCII URI characters;
    /// the query may hold anything but `#`.
    static func isWebURI(_ range: Range<Int>, in source: MarkdownSource) -> Bool {
        let text = source.bytes[range]
        let rest: MarkdownSource.Bytes
        if text.starts(with: "https://".utf8) {
            rest = text.dropFirst(8)
        } else if text.starts(with: "http://".utf8) {
            rest = text.dropFirst(7)
        } else {
            return false
        }
        let authorityEnd = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
        guard isAuthority(rest[rest.startIndex..<authorityEnd]) else { return false }
        var index = authorityEnd
        while index < rest.endIndex, rest[index] != UInt8(ascii: "?"), rest[index] != UInt8(ascii: "#") {
            guard rest[index] == UInt8(ascii: "/") || isPathCharacter(rest[index]) else { return false }
            index += 1
        }
        if index < rest.endIndex, rest[index] == UInt8(ascii: "?") {
            index = rest[index...].firstIndex(of: UInt8(ascii: "#")) ?? rest.endIndex
        }
        guard index < rest.endIndex else { return true }
        return rest[(index + 1)...].allSatisfy { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || isPathCharacter($0) }
    }

    /// `[userinfo@]host[:port]` with a dotted host (a registered name or `[IP literal]`).
    private static func isAuthority(_ authority: MarkdownSource.Bytes) -> Bool {
        var hostPart = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            guard authority[authority.startIndex..<at].allSatisfy({ $0 == UInt8(ascii: ":") || isRegNameCharacter($0) }) else { return false }
            hostPart = authority[(at + 1)...]
        }
        if hostPart.first == UInt8(ascii: "[") {
            guard let close = hostPart.firstIndex(of: UInt8(ascii: "]")) else { return false }
            return hostPart[hostPart.startIndex...close].contains(UInt8(ascii: ".")) && isPort(hostPart[(close + 1)...])
        }
        let colon = hostPart.firstIndex(of: UInt8(ascii: ":")) ?? hostPart.endIndex
        let host = hostPart[hostPart.startIndex..<colon]
        return !host.isEmpty && host.contains(UInt8(ascii: ".")) && host.allSatisfy(isRegNameCharacter) && isPort(hostPart[colon...])
    }

    private static func isPort(_ text: MarkdownSource.Bytes) -> Bool {
        text.isEmpty || (text.first == UInt8(ascii: ":") && text.dropFirst().allSatisfy(\.isASCIIDigit))
    }

    /// Unreserved, sub-delims and `%`: `A-Za-z0-9 - . _ ~ % ! $ & ' ( ) * + , ; =`.
    private static let regNameSymbols = Set("-._~%!$&'()*+,;=".utf8)

    private static func isRegNameCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || regNameSymbols.contains(byte)
    }

    /// A path character (`pchar`): a host character, `:` or `@`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        isRegNameCharacter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
    }

    /// A bare domain: `name.tld` or `sub.name.tld`, name 1–24 and tld 2–8 ASCII letters, sub
    /// 3–8 characters of any kind (`example.com`, `www.example.com`; not `www.example1.com`).
    static func isDomain(_ range: Range<Int>, in source: MarkdownSource) -> Bool {
        guard source.first(UInt8(ascii: "."), in: range) < range.upperBound else { return false }
        let parts = source.bytes[range].split(separator: UInt8(ascii: "."), maxSplits: 3, omittingEmptySubsequences: false)
        func isNameAndTLD(_ name: MarkdownSource.Bytes, _ tld: MarkdownSource.Bytes) -> Bool {
            (1...24).contains(name.count) && (2...8).contains(tld.count)
                && name.allSatisfy(\.isASCIILetter) && tld.allSatisfy(\.isASCIILetter)
        }
        switch parts.count {
        case 2:
            return isNameAndTLD(parts[0], parts[1])
        case 3:
            let sub = parts[0]
            return (3...8).contains(source.scalarCount(sub.startIndex..<sub.endIndex)) && isNameAndTLD(parts[1], parts[2])
        default:
            return false
        }
    }
}
