/// Why bytes from the peer are not a valid WebSocket stream (RFC 6455 §5, §8.1). Each case closes
/// the connection with its `closeCode`.
@_spi(Fuzzing) public enum WebSocketProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// RSV1–3 set without a negotiated extension (§5.2).
    case reservedBitsSet
    /// An opcode RFC 6455 does not define (§5.2).
    case unknownOpcode(UInt8)
    /// A close, ping or pong without FIN (§5.5).
    case fragmentedControlFrame
    /// A control frame longer than 125 bytes (§5.5).
    case controlFrameTooLong(Int)
    /// A length not in its shortest form, or a 64-bit length with its top bit set (§5.2).
    case invalidLength
    /// A server frame with the mask bit (§5.1), or a client frame without it.
    case unexpectedMasking(masked: Bool)
    /// A continuation frame with no message to continue (§5.4).
    case unexpectedContinuation
    /// A new text or binary frame before the last one's message ended (§5.4).
    case unfinishedMessage
    /// A text message or close reason that is not UTF-8 (§8.1).
    case invalidUTF8
    /// A message longer than the configured limit (§10.4).
    case messageTooBig(limit: Int)
    /// A close payload of one byte, or with a code a peer may not send (§5.5.1, §7.4).
    case invalidClosePayload

    /// The status code this error closes the connection with (§7.4.1).
    package var closeCode: UInt16 {
        switch self {
        case .invalidUTF8: WebSocketCloseCode.invalidPayload
        case .messageTooBig: WebSocketCloseCode.messageTooBig
        default: WebSocketCloseCode.protocolError
        }
    }

    @_spi(Fuzzing) public var description: String {
        switch self {
        case .reservedBitsSet: "a frame has reserved bits set"
        case let .unknownOpcode(opcode): "a frame has the unknown opcode \(opcode)"
        case .fragmentedControlFrame: "a control frame is fragmented"
        case let .controlFrameTooLong(length): "a control frame has \(length) bytes (at most 125)"
        case .invalidLength: "a frame length is not in its shortest form"
        case let .unexpectedMasking(masked): masked ? "the server masked a frame" : "the client sent an unmasked frame"
        case .unexpectedContinuation: "a continuation frame has no message to continue"
        case .unfinishedMessage: "a new message began before the previous one ended"
        case .invalidUTF8: "a text message is not valid UTF-8"
        case let .messageTooBig(limit): "a message is larger than the limit of \(limit) bytes"
        case .invalidClosePayload: "a close frame is malformed"
        }
    }
}
