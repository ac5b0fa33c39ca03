import Foundation

/// The client's side of the opening handshake (RFC 6455 §4.1): an HTTP/1.1 Upgrade request with a
/// random `Sec-WebSocket-Key`, and the check of the server's `101` answer, whose
/// `Sec-WebSocket-Accept` must be `base64(SHA-1(key + GUID))` (§4.2.2).
@_spi(StandIn) public struct WebSocketHandshake: Sendable {
    /// The GUID every server appends to the key (§1.3).
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
    /// The longest response head read before giving up.
    package static let maxResponseHeadLength = 16 << 10

    /// The base64 of 16 random bytes (§4.1).
    package let key: String
    package let host: String
    package let path: String

    package init<Generator: RandomNumberGenerator>(host: String, path: String = "/", using generator: inout Generator) {
        let nonce = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        self.init(host: host, path: path, key: Data(nonce).base64EncodedString())
    }

    package init(host: String, path: String = "/", key: String) {
        self.host = host
        self.path = path
        self.key = key
    }

    /// The `Sec-WebSocket-Accept` a server answers `key` with.
    @_spi(StandIn) public static func acceptValue(for key: String) -> String {
        Data(SHA1.digest(Array((key + guid).utf8))).base64EncodedString()
    }

    /// The request's bytes.
    package var request: [UInt8] {
        Array("""
        GET \(path) HTTP/1.1\r
        Host: \(host)\r
        Upgrade: websocket\r
        Connection: Upgrade\r
        Sec-WebSocket-Key: \(key)\r
        Sec-WebSocket-Version: 13\r
        \r

        """.utf8)
    }

    /// What reading the response gave so far.
    package enum ResponseResult: Hashable, Sendable {
        case insufficientData
        /// The server accepted; `remainder` is what followed the head (the first frames).
        case accepted(remainder: [UInt8])
    }

    /// Reads the response from the bytes received so far (pure; call again as more arrive).
    package func readResponse(_ bytes: [UInt8]) throws(WebSocketHandshakeError) -> ResponseResult {
        guard let end = Self.endOfHead(bytes) else {
            guard bytes.count <= Self.maxResponseHeadLength else { throw .responseTooLong }
            return .insufficientData
        }
        guard let head = String(validating: bytes[..<end], as: UTF8.self) else { throw .notHTTP }
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let status = statusLine.split(separator: " ", maxSplits: 2)
        guard status.count >= 2, status[0].hasPrefix("HTTP/1.") else { throw .notHTTP }
        guard status[1] == "101" else { throw .refused(statusLine: statusLine) }
        var fields: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw .notHTTP }
            fields[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard fields["upgrade"]?.lowercased() == "websocket" else { throw .missingField("Upgrade: websocket") }
        guard let connection = fields["connection"], connection.lowercased().split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "upgrade" }) else {
            throw .missingField("Connection: Upgrade")
        }
        guard fields["sec-websocket-accept"] == Self.acceptValue(for: key) else { throw .wrongAccept }
        return .accepted(remainder: Array(bytes[(end + 4)...]))
    }

    /// The index of the `\r\n\r\n` that ends the head, or nil.
    private static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}

/// Why the server's answer to the opening handshake is not an accepted WebSocket (RFC 6455 §4.1).
package enum WebSocketHandshakeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The answer is not an HTTP/1.1 response.
    case notHTTP
    /// The server answered with another status than `101 Switching Protocols`.
    case refused(statusLine: String)
    /// A field the upgrade needs is missing or wrong.
    case missingField(String)
    /// `Sec-WebSocket-Accept` is not the one for our key: not a WebSocket server, or a proxy that mangled it.
    case wrongAccept
    /// The response head is longer than `maxResponseHeadLength`.
    case responseTooLong

    package var description: String {
        switch self {
        case .notHTTP: "the server did not answer with HTTP"
        case let .refused(statusLine): "the server refused the WebSocket upgrade (\(statusLine))"
        case let .missingField(field): "the server's upgrade response lacks \(field)"
        case .wrongAccept: "the server's Sec-WebSocket-Accept does not match the key"
        case .responseTooLong: "the server's response head is too long"
        }
    }
}
