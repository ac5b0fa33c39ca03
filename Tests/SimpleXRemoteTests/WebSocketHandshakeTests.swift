import Testing
@_spi(StandIn) @testable import SimpleXRemote

@Suite struct WebSocketHandshakeTests {
    let handshake = WebSocketHandshake(host: "127.0.0.1:5225", path: "/", key: "dGhlIHNhbXBsZSBub25jZQ==")

    static func response(_ lines: [String]) -> [UInt8] {
        Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static let accepted = response(["HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo="])

    @Test("RFC 6455 §4.1: the request names the host, the upgrade, the key and version 13")
    func request() {
        #expect(String(decoding: handshake.request, as: UTF8.self) == "GET / HTTP/1.1\r\nHost: 127.0.0.1:5225\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    }

    @Test("a random key is 16 bytes in base64")
    func randomKey() {
        var generator = SystemRandomNumberGenerator()
        #expect(WebSocketHandshake(host: "h", using: &generator).key.count == 24)
    }

    @Test("the 101 answer is accepted at every split, and the bytes after it are the first frames")
    func acceptedAtEverySplit() throws {
        let bytes = Self.accepted + [0x81, 0x00]
        for split in 0..<Self.accepted.count {
            #expect(try handshake.readResponse(Array(bytes[..<split])) == .insufficientData)
        }
        #expect(try handshake.readResponse(bytes) == .accepted(remainder: [0x81, 0x00]))
    }

    @Test("field names and the upgrade token are case-insensitive")
    func caseInsensitive() throws {
        let bytes = Self.response(["HTTP/1.1 101 Switching Protocols", "upgrade: WebSocket", "connection: keep-alive, upgrade", "sec-websocket-accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo="])
        #expect(try handshake.readResponse(bytes) == .accepted(remainder: []))
    }

    static let refusals: [([String], WebSocketHandshakeError)] = [
        (["HTTP/1.1 404 Not Found", "Content-Length: 0"], .refused(statusLine: "HTTP/1.1 404 Not Found")),
        (["SSH-2.0-OpenSSH_9.2"], .notHTTP),
        (["HTTP/1.1 101 Switching Protocols", "Connection: Upgrade", "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo="], .missingField("Upgrade: websocket")),
        (["HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo="], .missingField("Connection: Upgrade")),
        (["HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Accept: AAAAAAAAAAAAAAAAAAAAAAAAAAA="], .wrongAccept),
        (["HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Connection: Upgrade"], .wrongAccept),
    ]

    @Test("an answer that is not an accepted upgrade is its error", arguments: refusals)
    func refused(lines: [String], error: WebSocketHandshakeError) {
        #expect(throws: error) { try handshake.readResponse(Self.response(lines)) }
    }

    @Test("a response head that never ends is an error, not an endless buffer")
    func endlessHead() {
        #expect(throws: WebSocketHandshakeError.responseTooLong) {
            try handshake.readResponse([UInt8](repeating: 0x41, count: WebSocketHandshake.maxResponseHeadLength + 1))
        }
    }
}
