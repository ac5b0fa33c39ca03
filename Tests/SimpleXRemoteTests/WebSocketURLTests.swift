import Testing
@testable import SimpleXRemote

@Suite struct WebSocketURLTests {
    static let valid: [(String, String, UInt16, String, String)] = [
        ("ws://127.0.0.1:5225", "127.0.0.1", 5225, "/", "127.0.0.1:5225"),
        ("ws://localhost:5225/api", "localhost", 5225, "/api", "localhost:5225"),
        ("ws://[::1]:5225", "::1", 5225, "/", "[::1]:5225"),
        ("WS://example.org", "example.org", 80, "/", "example.org:80"),
    ]

    @Test("ws:// addresses: names, IPv4, bracketed IPv6, default port 80 (RFC 6455 §3)", arguments: valid)
    func parses(text: String, host: String, port: UInt16, path: String, hostField: String) throws {
        let url = try WebSocketURL(parsing: text)
        #expect(url.host == host)
        #expect(url.port == port)
        #expect(url.path == path)
        #expect(url.hostField == hostField)
    }

    static let invalid: [(String, WebSocketURLError)] = [
        ("http://127.0.0.1:5225", .notWebSocket("http://127.0.0.1:5225")),
        ("wss://127.0.0.1:5225", .unsupportedScheme("wss://127.0.0.1:5225")),
        ("ws://:5225", .malformedHost("ws://:5225")),
        ("ws://[::1:5225", .malformedHost("ws://[::1:5225")),
        ("ws://host:99999", .invalidPort("99999")),
        ("ws://host:0", .invalidPort("0")),
        ("ws://host:abc", .invalidPort("abc")),
    ]

    @Test("malformed addresses are errors that say what is wrong", arguments: invalid)
    func rejects(text: String, error: WebSocketURLError) {
        #expect(throws: error) { try WebSocketURL(parsing: text) }
    }
}
