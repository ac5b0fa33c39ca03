/// What the peer said, once its frames are put together (RFC 6455 §5.4–§5.6).
@_spi(Fuzzing) public enum WebSocketInbound: Hashable, Sendable {
    /// A text message, checked as UTF-8 (§5.6).
    case text(String)
    /// A binary message.
    case binary([UInt8])
    /// A ping; the connection answers it with a pong of the same payload (§5.5.2).
    case ping([UInt8])
    /// A pong, the answer to a ping (§5.5.3).
    case pong([UInt8])
    /// The peer's close frame: its code (nil when it sent none) and reason (§5.5.1).
    case close(code: UInt16?, reason: String)
}

/// Turns bytes into messages: frames from `WebSocketFrameParser`, fragments joined (control frames
/// may come between them), text checked as UTF-8 and every message held to `maxMessageLength`.
/// Pure; O(bytes).
@_spi(Fuzzing) public struct WebSocketReader: Sendable {
    package let maxMessageLength: Int
    private var parser: WebSocketFrameParser
    /// The fragments of a message whose last frame has not come yet.
    private var fragments: (opcode: WebSocketOpcode, bytes: [UInt8])?

    /// - Parameters:
    ///   - expectsMasking: false for a client reading a server (server frames are never masked).
    ///   - maxMessageLength: the longest message accepted; a longer one is `messageTooBig`.
    @_spi(Fuzzing) public init(expectsMasking: Bool = false, maxMessageLength: Int = WebSocketConnection.Options.defaultMaxMessageLength) {
        self.maxMessageLength = maxMessageLength
        parser = WebSocketFrameParser(expectsMasking: expectsMasking, maxPayloadLength: maxMessageLength)
    }

    /// Whether the peer has sent part of a frame or message and not the rest.
    package var isInsideMessage: Bool { parser.isInsideFrame || fragments != nil }

    /// Takes more of the peer's bytes; `next()` reads the messages they complete.
    @_spi(Fuzzing) public mutating func append(_ bytes: some Collection<UInt8>) {
        parser.append(bytes)
    }

    /// The next whole message, or nil when more bytes are needed. After an error the stream is
    /// broken: the connection closes with the error's `closeCode`.
    @_spi(Fuzzing) public mutating func next() throws(WebSocketProtocolError) -> WebSocketInbound? {
        while let frame = try parser.nextFrame() {
            if let inbound = try accept(frame) { return inbound }
        }
        return nil
    }

    private mutating func accept(_ frame: WebSocketFrame) throws(WebSocketProtocolError) -> WebSocketInbound? {
        switch frame.opcode {
        case .ping: return .ping(frame.payload)
        case .pong: return .pong(frame.payload)
        case .close: return try Self.close(frame.payload)
        case .text, .binary:
            guard fragments == nil else { throw .unfinishedMessage }
            if frame.fin { return try Self.message(frame.opcode, frame.payload) }
            fragments = (frame.opcode, frame.payload)
            return nil
        case .continuation:
            guard var open = fragments else { throw .unexpectedContinuation }
            guard open.bytes.count + frame.payload.count <= maxMessageLength else { throw .messageTooBig(limit: maxMessageLength) }
            fragments = nil
            open.bytes.append(contentsOf: frame.payload)
            if frame.fin { return try Self.message(open.opcode, open.bytes) }
            fragments = open
            return nil
        }
    }

    private static func message(_ opcode: WebSocketOpcode, _ bytes: [UInt8]) throws(WebSocketProtocolError) -> WebSocketInbound {
        guard opcode == .text else { return .binary(bytes) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        return .text(text)
    }

    /// A close payload: empty, or a two-byte code a peer may send and a UTF-8 reason (§5.5.1).
    private static func close(_ payload: [UInt8]) throws(WebSocketProtocolError) -> WebSocketInbound {
        if payload.isEmpty { return .close(code: nil, reason: "") }
        guard payload.count >= 2 else { throw .invalidClosePayload }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        guard WebSocketCloseCode.isSendable(code) else { throw .invalidClosePayload }
        guard let reason = String(validating: payload[2...], as: UTF8.self) else { throw .invalidUTF8 }
        return .close(code: code, reason: reason)
    }
}
