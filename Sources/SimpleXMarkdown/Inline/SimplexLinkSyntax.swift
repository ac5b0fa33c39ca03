import Foundation
import SimpleXModel

/// A SimpleX link found in text: its type, its `simplex:` form and the servers it names.
struct SimplexLink {
    var linkType: SimplexLinkType
    var simplexUri: String
    var smpHosts: [String]
    /// Short links (`/a#…`, `/c#…`, …) may stand behind hyperlink text; full ones may not.
    var isShort: Bool

    func format(showText: String?) -> Format {
        .simplexLink(linkType: linkType, showText: showText, simplexUri: simplexUri, smpHosts: smpHosts)
    }
}

/// SimpleX contact, invitation, group and channel links, in their `simplex:` and
/// `https://host` forms (the host is where the link is served; the link itself is the same).
///
/// - Full links: `/contact#/?QUERY` or `/invitation#/?QUERY`; the query needs `v` (a version
///   range) and `smp` (`;`-separated SMP queue URIs `smp://KEYHASH@HOST[,HOST…][:PORT]/ID#…`,
///   whose `srv=` parameter adds hosts); invitations need `e2e`. A contact link whose `data` is
///   `{"type":"group",…}` is a group link. `smpHosts`: every queue's hosts, in order.
/// - Short links: `/a#KEY` contact, `/c#KEY` channel, `/g#KEY` group, `/r#KEY` relay,
///   `/i#ID/KEY` invitation, with `?h=HOSTS&p=PORT&c=KEYHASH`. `smpHosts`: the https host,
///   then `h`. The `simplex:` form needs `h`.
///
/// `simplexUri` is the link with the `simplex:` scheme. For a short link it is rebuilt from
/// its parts (all hosts in `h`); for a full link it is the link's own path and query, which is
/// the core's encoding when the link was written by a core.
enum SimplexLinkSyntax {
    /// The link in `range`, or nil when the text is not one.
    static func link(_ range: Range<Int>, in source: MarkdownSource) -> SimplexLink? {
        let bytes = source.bytes[range]
        guard hasLinkPath(bytes), bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        guard let (webHost, rest) = splitScheme(source.string(range)) else { return nil }
        return fullLink(rest) ?? shortLink(rest, webHost: webHost)
    }

    /// A quick look at the bytes: `simplex:/` or `https://host/`, then `contact`, `invitation`
    /// or a one-letter short link type followed by `#` or `/#`.
    private static func hasLinkPath(_ bytes: MarkdownSource.Bytes) -> Bool {
        let path: MarkdownSource.Bytes
        if bytes.hasPrefix("simplex:/") {
            path = bytes.dropFirst(9)
        } else if bytes.hasPrefix("https://"), let slash = bytes.dropFirst(8).firstIndex(of: UInt8(ascii: "/")) {
            path = bytes[(slash + 1)...]
        } else {
            return false
        }
        if path.hasPrefix("contact") || path.hasPrefix("invitation") {
            return true
        }
        guard path.count >= 2 else { return false }
        switch path[path.startIndex] {
        case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "r"), UInt8(ascii: "R"), UInt8(ascii: "i"): break
        default: return false
        }
        let next = path[path.startIndex + 1]
        return next == UInt8(ascii: "#") || next == UInt8(ascii: "/")
    }

    /// The https host (nil for `simplex:`) and the rest after the scheme and host, from its `/`.
    private static func splitScheme(_ text: String) -> (String?, Substring)? {
        if text.hasPrefix("simplex:/") {
            return (nil, text.dropFirst("simplex:".count))
        }
        guard text.hasPrefix("https://") else { return nil }
        let authority = text.dropFirst("https://".count).prefix { $0 != "/" }
        let host = authority.prefix { $0 != ":" }
        let port = authority.dropFirst(host.count)
        guard !host.isEmpty, !host.contains(where: { "#,;".contains($0) }),
              port.isEmpty || (port.count > 1 && port.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }) else { return nil }
        return (String(host), text.dropFirst("https://".count + authority.count))
    }

    private static func fullLink(_ rest: Substring) -> SimplexLink? {
        let mode: SimplexLinkType
        var body: Substring
        if rest.hasPrefix("/invitation") {
            mode = .invitation
            body = rest.dropFirst("/invitation".count)
        } else if rest.hasPrefix("/contact") {
            mode = .contact
            body = rest.dropFirst("/contact".count)
        } else {
            return nil
        }
        if body.first == "/" {
            body = body.dropFirst()
        }
        guard body.hasPrefix("#/?") else { return nil }
        let query = QueryString(body.dropFirst(3))
        guard let version = query["v"], isVersionRange(version), let queues = query["smp"] else { return nil }
        if mode == .invitation, query["e2e"] == nil { return nil }
        var hosts: [String] = []
        for queue in queues.split(separator: ";", omittingEmptySubsequences: false) {
            guard let queueHosts = queueHosts(queue) else { return nil }
            hosts += queueHosts
        }
        guard !hosts.isEmpty else { return nil }
        let linkType: SimplexLinkType = mode == .contact && isGroupData(query["data"]) ? .group : mode
        return SimplexLink(linkType: linkType, simplexUri: "simplex:" + rest, smpHosts: hosts, isShort: false)
    }

    /// The hosts of `smp://KEYHASH@HOST[,HOST…][:PORT]/QUEUE_ID[/]#…`, with its `srv=` hosts.
    private static func queueHosts(_ queue: Substring) -> [String]? {
        guard queue.hasPrefix("smp://"), let at = queue.firstIndex(of: "@") else { return nil }
        let keyHash = queue[queue.index(queue.startIndex, offsetBy: 6)..<at]
        let afterAt = queue[queue.index(after: at)...]
        guard isBase64URL(keyHash), let slash = afterAt.firstIndex(of: "/") else { return nil }
        let server = afterAt[..<slash]
        let hostList = server.prefix { $0 != ":" }
        let port = server.dropFirst(hostList.count)
        guard port.isEmpty || (port.count > 1 && port.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }) else { return nil }
        let hosts = hostList.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard hosts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" } }) else { return nil }
        let afterSlash = afterAt[afterAt.index(after: slash)...]
        let queueId = afterSlash.prefix { $0 != "/" && $0 != "#" }
        guard isBase64URL(queueId), let hash = afterSlash.firstIndex(of: "#") else { return nil }
        var fragment = afterSlash[afterSlash.index(after: hash)...]
        guard !fragment.isEmpty else { return nil }
        if fragment.first == "/" {
            fragment = fragment.dropFirst()
        }
        guard fragment.first == "?" else {
            return isBase64URL(fragment) ? hosts : nil
        }
        let parameters = QueryString(fragment.dropFirst())
        guard parameters["v"].map(isVersionRange) == true, parameters["dh"].map(isBase64URL) == true else { return nil }
        let extra = parameters["srv"].map { $0.split(separator: ",").map(String.init) } ?? []
        return hosts + extra
    }

    private static func shortLink(_ rest: Substring, webHost: String?) -> SimplexLink? {
        var body = rest.dropFirst()
        guard let letter = body.first else { return nil }
        let linkType: SimplexLinkType
        switch letter {
        case "a", "A": linkType = .contact
        case "c", "C": linkType = .channel
        case "g", "G": linkType = .group
        case "r", "R": linkType = .relay
        case "i": linkType = .invitation
        default: return nil
        }
        body = body.dropFirst()
        if body.first == "/" {
            body = body.dropFirst()
        }
        guard body.first == "#" else { return nil }
        body = body.dropFirst()
        let reference = body.prefix { $0 != "?" }
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == (linkType == .invitation ? 2 : 1), parts.allSatisfy(isBase64URL) else { return nil }
        let query = QueryString(body.dropFirst(reference.count + 1))
        let queryHosts = query["h"].map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
        let hosts = (webHost.map { [$0] } ?? []) + queryHosts
        guard !hosts.isEmpty, hosts.allSatisfy({ !$0.isEmpty }) else { return nil }
        if let port = query["p"], port.isEmpty || !port.allSatisfy({ $0.isASCII && $0.isNumber }) { return nil }
        var uri = "simplex:/\(letter.lowercased())#\(reference)?h=\(QueryString.escape(hosts.joined(separator: ",")))"
        if let port = query["p"] { uri += "&p=\(port)" }
        if let keyHash = query["c"] { uri += "&c=\(QueryString.escape(keyHash))" }
        return SimplexLink(linkType: linkType, simplexUri: uri, smpHosts: hosts, isShort: true)
    }

    private static func isVersionRange(_ text: String) -> Bool {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
        return (1...2).contains(bounds.count) && bounds.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    private static func isBase64URL(_ text: some StringProtocol) -> Bool {
        let body = text.reversed().drop { $0 == "=" }
        return !body.isEmpty && body.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    private static func isGroupData(_ data: String?) -> Bool {
        guard let data, let json = try? SimpleXJSON.decode(JSONValue.self, from: Data(data.utf8)) else { return false }
        return json["type"] == .string("group") && json["groupLinkId"]?.stringValue != nil
    }
}

/// An `&`-separated `key=value` query, percent-decoded (`+` is a space).
struct QueryString {
    private var values: [String: String] = [:]

    init(_ text: Substring) {
        for pair in text.split(separator: "&") {
            let key = pair.prefix { $0 != "=" }
            let value = pair.dropFirst(key.count + 1)
            let name = Self.decode(key)
            if values[name] == nil {
                values[name] = Self.decode(value)
            }
        }
    }

    subscript(key: String) -> String? {
        values[key]
    }

    static func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex), high < utf8.endIndex,
               let low = utf8.index(high, offsetBy: 1, limitedBy: utf8.endIndex), low < utf8.endIndex,
               let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index = utf8.index(after: low)
                continue
            }
            bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index = utf8.index(after: index)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Percent-encodes all but `A-Za-z0-9-_.~`.
    static func escape(_ text: String) -> String {
        text.utf8.map { byte in
            let scalar = Unicode.Scalar(byte)
            return scalar.isASCIIAlphanumeric || "-_.~".unicodeScalars.contains(scalar) ? String(scalar) : String(format: "%%%02X", byte)
        }.joined()
    }
}
