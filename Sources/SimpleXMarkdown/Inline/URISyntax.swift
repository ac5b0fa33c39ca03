/// The web links the core's parser accepts (its lax RFC 3986 URI parser plus two checks) and
/// the bare domains it marks.
enum URISyntax {
    private static let linkSchemes = ["http://", "https://", "simplex:/"].map { Array($0.unicodeScalars) }

    /// Whether a word starts like a link: `http://`, `https://` or `simplex:/` (case-sensitive).
    static func hasLinkScheme(_ word: [Unicode.Scalar]) -> Bool {
        linkSchemes.contains { word.starts(with: $0) }
    }

    /// An http(s) URI with an authority whose host contains a dot: `scheme://[userinfo@]host
    /// [:port][/path][?query][#fragment]`. Host, path and fragment are ASCII URI characters;
    /// the query may hold anything but `#`.
    static func isWebURI(_ text: [Unicode.Scalar]) -> Bool {
        var index = 0
        let schemeEnd = text.firstIndex(of: ":") ?? text.count
        let scheme = String(String.UnicodeScalarView(text[0..<schemeEnd]))
        guard scheme == "http" || scheme == "https", text[schemeEnd...].starts(with: "://".unicodeScalars) else { return false }
        index = schemeEnd + 3
        let authorityEnd = text[index...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? text.count
        guard isAuthority(text[index..<authorityEnd]) else { return false }
        index = authorityEnd
        while index < text.count, text[index] != "?", text[index] != "#" {
            guard text[index] == "/" || isPathCharacter(text[index]) else { return false }
            index += 1
        }
        if index < text.count, text[index] == "?" {
            index = text[index...].firstIndex(of: "#") ?? text.count
        }
        if index < text.count {
            return text[(index + 1)...].allSatisfy { $0 == "/" || $0 == "?" || isPathCharacter($0) }
        }
        return true
    }

    /// `[userinfo@]host[:port]` with a dotted host (a registered name or `[IP literal]`).
    private static func isAuthority(_ authority: ArraySlice<Unicode.Scalar>) -> Bool {
        var hostPart = authority
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[authority.startIndex..<at]
            guard userInfo.allSatisfy({ $0 == ":" || isRegNameCharacter($0) }) else { return false }
            hostPart = authority[(at + 1)...]
        }
        if hostPart.first == "[" {
            guard let close = hostPart.firstIndex(of: "]") else { return false }
            let literal = hostPart[hostPart.startIndex...close]
            let port = hostPart[(close + 1)...]
            return literal.contains(".") && isPort(port)
        }
        let colon = hostPart.firstIndex(of: ":") ?? hostPart.endIndex
        let host = hostPart[hostPart.startIndex..<colon]
        return !host.isEmpty && host.contains(".") && host.allSatisfy(isRegNameCharacter) && isPort(hostPart[colon...])
    }

    private static func isPort(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        text.isEmpty || (text.first == ":" && text.dropFirst().allSatisfy(\.isASCIIDigit))
    }

    /// Unreserved, sub-delims and `%`: `A-Za-z0-9 - . _ ~ % ! $ & ' ( ) * + , ; =`.
    private static func isRegNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIIAlphanumeric || "-._~%!$&'()*+,;=".unicodeScalars.contains(scalar)
    }

    /// A path character (`pchar`): a host character, `:` or `@`.
    private static func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isRegNameCharacter(scalar) || scalar == ":" || scalar == "@"
    }

    /// A bare domain: `name.tld` or `sub.name.tld`, name 1–24 and tld 2–8 ASCII letters, sub
    /// 3–8 characters of any kind (`example.com`, `www.example.com`; not `www.example1.com`).
    static func isDomain(_ word: [Unicode.Scalar]) -> Bool {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        func isNameAndTLD(_ name: ArraySlice<Unicode.Scalar>, _ tld: ArraySlice<Unicode.Scalar>) -> Bool {
            (1...24).contains(name.count) && (2...8).contains(tld.count)
                && name.allSatisfy(\.isASCIILetter) && tld.allSatisfy(\.isASCIILetter)
        }
        switch parts.count {
        case 2: return isNameAndTLD(parts[0], parts[1])
        case 3: return (3...8).contains(parts[0].count) && isNameAndTLD(parts[1], parts[2])
        default: return false
        }
    }
}
