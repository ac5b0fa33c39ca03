/// The kind of a WebSocket frame (RFC 6455 §5.2, §11.8).
@_spi(Fuzzing) public enum WebSocketOpcode: UInt8, Hashable, Sendable {
    /// A later fragment of the message begun by a text or binary frame (§5.4).
    case continuation = 0x0
    /// The first frame of a text message.
    case text = 0x1
    /// The first frame of a binary message.
    case binary = 0x2
    /// The closing handshake (§5.5.1).
    case close = 0x8
    /// A ping, to be answered by a pong (§5.5.2).
    case ping = 0x9
    /// A pong (§5.5.3).
    case pong = 0xA

    /// Control frames (close, ping, pong) may come between the fragments of a message, are never
    /// fragmented and carry at most 125 bytes (§5.5).
    package var isControl: Bool { rawValue & 0x8 != 0 }
}

/// One WebSocket frame, its payload unmasked (RFC 6455 §5.2).
@_spi(Fuzzing) public struct WebSocketFrame: Hashable, Sendable {
    /// The last fragment of its message (a control frame is always final).
    package var fin: Bool
    package var opcode: WebSocketOpcode
    package var payload: [UInt8]

    /// A frame of `opcode` carrying `payload`, the last of its message unless `fin` is false.
    @_spi(Fuzzing) public init(fin: Bool = true, opcode: WebSocketOpcode, payload: [UInt8]) {
        self.fin = fin
        self.opcode = opcode
        self.payload = payload
    }
}

/// A status code of a close frame (RFC 6455 §7.4.1).
@_spi(StandIn) public enum WebSocketCloseCode {
    /// A normal closure: the purpose of the connection is fulfilled.
    @_spi(StandIn) public static let normal: UInt16 = 1000
    static let goingAway: UInt16 = 1001
    package static let protocolError: UInt16 = 1002
    static let invalidPayload: UInt16 = 1007
    package static let messageTooBig: UInt16 = 1009

    /// Codes a peer may send (§7.4.1, §7.4.2): the defined ones except those reserved for local
    /// use (1004–1006, 1015), and the registered and private ranges 3000–4999.
    static func isSendable(_ code: UInt16) -> Bool {
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }
}
