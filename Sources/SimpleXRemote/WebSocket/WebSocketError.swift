/// Why a WebSocket connection could not open or ended.
package enum WebSocketError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The TCP connection failed: unresolved, refused, timed out or reset.
    case socket(SocketError)
    /// The server did not accept the upgrade.
    case handshake(WebSocketHandshakeError)
    /// The server broke RFC 6455; we closed with the error's code.
    case protocolViolation(WebSocketProtocolError)
    /// The server closed the connection with a close frame.
    case closedByPeer(code: UInt16?, reason: String)
    /// The server stopped mid-frame or left a ping unanswered for the I/O timeout.
    case stalled
    /// This side closed the connection.
    case closedLocally

    package var description: String {
        switch self {
        case let .socket(error): "\(error)"
        case let .handshake(error): "\(error)"
        case let .protocolViolation(error): "the server broke the WebSocket protocol: \(error)"
        case let .closedByPeer(code, reason):
            "the server closed the connection" + (code.map { " (\($0)\(reason.isEmpty ? "" : ": \(reason)"))" } ?? "")
        case .stalled: "the server stopped answering"
        case .closedLocally: "the connection was closed"
        }
    }
}
