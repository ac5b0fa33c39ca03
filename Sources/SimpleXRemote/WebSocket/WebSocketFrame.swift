/// The kind of a WebSocket frame (RFC 6455 §5.2, §11.8).
package enum WebSocketOpcode: UInt8, Hashable, Sendable {
    case continuation = 0x0, text = 0x1, binary = 0x2
    case close = 0x8, ping = 0x9, pong = 0xA

    /// Control frames (close, ping, pong) may come between the fragments of a message, are never
    /// fragmented and carry at most 125 bytes (§5.5).
    package var isControl: Bool { rawValue & 0x8 != 0 }
}

/// One WebSocket frame, its payload unmasked (RFC 6455 §5.2).
package struct WebSocketFrame: Hashable, Sendable {
    /// The last fragment of its message (a control frame is always final).
    package var fin: Bool
    package var opcode: WebSocketOpcode
    package var payload: [UInt8]

    package init(fin: Bool = true, opcode: WebSocketOpcode, payload: [UInt8]) {
        self.fin = fin
        self.opcode = opcode
        self.payload = payload
    }
}

/// A status code of a close frame (RFC 6455 §7.4.1).
package enum WebSocketCloseCode {
    package static let normal: UInt16 = 1000
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
