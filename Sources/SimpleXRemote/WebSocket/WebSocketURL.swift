/// A `ws://HOST[:PORT][/PATH]` address (RFC 6455 §3): the host a name, an IPv4 address or an IPv6
/// address in brackets; the port 80 when left out. `wss://` is not supported: put the CLI behind
/// a local TLS proxy and connect to the proxy's plain side.
public struct WebSocketURL: Hashable, Sendable, CustomStringConvertible {
    /// A name or an IP address; an IPv6 address without its brackets.
    public var host: String
    /// The TCP port.
    public var port: UInt16
    /// The request path, `/` when the address has none.
    public var path: String

    /// The address `ws://host:port/path`.
    public init(host: String, port: UInt16, path: String = "/") {
        self.host = host
        self.port = port
        self.path = path
    }

    /// Reads `text`; a malformed address is an error that says what is wrong.
    public init(parsing text: String) throws(WebSocketURLError) {
        guard text.lowercased().hasPrefix("ws://") else {
            throw text.lowercased().hasPrefix("wss://") ? .unsupportedScheme(text) : .notWebSocket(text)
        }
        var rest = Substring(text.dropFirst(5))
        let authority = rest.prefix { $0 != "/" }
        rest = rest.dropFirst(authority.count)
        path = rest.isEmpty ? "/" : String(rest)
        var hostPart = authority
        var portPart: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw .malformedHost(text) }
            hostPart = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw .malformedHost(text) }
                portPart = after.dropFirst()
            }
        } else if let colon = authority.lastIndex(of: ":") {
            hostPart = authority[..<colon]
            portPart = authority[authority.index(after: colon)...]
        }
        guard !hostPart.isEmpty, !hostPart.contains(where: \.isWhitespace) else { throw .malformedHost(text) }
        host = String(hostPart)
        if let portPart {
            guard let port = UInt16(portPart), port > 0 else { throw .invalidPort(String(portPart)) }
            self.port = port
        } else {
            port = 80
        }
    }

    /// The `Host` field of the handshake: the host, bracketed when IPv6, and the port.
    package var hostField: String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    public var description: String { "ws://\(hostField)\(path == "/" ? "" : path)" }
}

/// Why a text is not a `ws://` address.
public enum WebSocketURLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text does not start with `ws://`.
    case notWebSocket(String)
    /// The text starts with `wss://`, which is not supported.
    case unsupportedScheme(String)
    /// The host is empty, holds white space, or is a bracketed IPv6 address written wrong.
    case malformedHost(String)
    /// The port is not a number from 1 to 65535.
    case invalidPort(String)

    public var description: String {
        switch self {
        case let .notWebSocket(text): "\(text) is not a ws:// address"
        case let .unsupportedScheme(text): "\(text): wss:// is not supported; connect to ws:// on a local TLS proxy"
        case let .malformedHost(text): "\(text) has no valid host"
        case let .invalidPort(port): "\(port) is not a port (1–65535)"
        }
    }
}
