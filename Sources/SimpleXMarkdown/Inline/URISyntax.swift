/// The web links the core's parser accepts (its lax RFC 3986 URI parser plus two checks) and
/// the bare domains it marks. All on UTF-8 bytes.
enum URISyntax {
    /// Whether a word starts like a link: `http://`, `https://` or `simplex:/` (case-sensitive).
    static func hasLinkScheme(_ range: Range<Int>, in source: MarkdownSource) -> Bool {
        guard range.count >= 9 else { return false }
        let word = source.bytes[range]
        switch source[range.lowerBound] {
        case UInt8(ascii: "h"): return word.hasPrefix("http://") || word.hasPrefix("https://")
        case UInt8(ascii: "s"): return word.hasPrefix("simplex:/")
        default: return false
        }
    }

    /// An http(s) URI with an authority whose host contains a dot: `scheme://[userinfo@]host
    /// [:port][/path][?query][#fragment]`. Host, path and fragment are ASCII URI characters;
    /// the query may hold anything but `#`.
    static func isWebURI(_ range: Range<Int>, in source: MarkdownSource) -> Bool {
        let text = source.bytes[range]
        let rest: MarkdownSource.Bytes
        if text.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if text.hasPrefix("http://") {
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
    private static func isRegNameCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte.isIn(low: 0x2800_7FF2_0000_0000, high: 0x4000_0000_8000_0000)
    }

    /// A path character (`pchar`): a host character, `:` or `@`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        isRegNameCharacter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
    }

    /// A bare domain: `name.tld` or `sub.name.tld`, name 1–24 and tld 2–8 ASCII letters, sub
    /// 3–8 characters of any kind (`example.com`, `www.example.com`; not `www.example1.com`).
    static func isDomain(_ range: Range<Int>, in source: MarkdownSource) -> Bool {
        let firstDot = source.first(UInt8(ascii: "."), in: range)
        guard firstDot < range.upperBound else { return false }
        let secondDot = source.first(UInt8(ascii: "."), in: firstDot + 1..<range.upperBound)
        func isNameAndTLD(_ name: Range<Int>, _ tld: Range<Int>) -> Bool {
            (1...24).contains(name.count) && (2...8).contains(tld.count)
                && source.end(of: name, whileByte: \.isASCIILetter) == name.upperBound
                && source.end(of: tld, whileByte: \.isASCIILetter) == tld.upperBound
        }
        guard secondDot < range.upperBound else {
            return isNameAndTLD(range.lowerBound..<firstDot, firstDot + 1..<range.upperBound)
        }
        guard source.first(UInt8(ascii: "."), in: secondDot + 1..<range.upperBound) == range.upperBound else { return false }
        return (3...8).contains(source.scalarCount(range.lowerBound..<firstDot))
            && isNameAndTLD(firstDot + 1..<secondDot, secondDot + 1..<range.upperBound)
    }
}
