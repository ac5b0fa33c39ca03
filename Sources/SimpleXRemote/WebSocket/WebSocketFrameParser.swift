/// Reads WebSocket frames from bytes as they arrive (RFC 6455 §5.2): a pure, incremental state
/// machine in the shape of NIO's `WSParser`. `append` adds bytes; `parseStep` advances by one state
/// and says whether it needs more bytes, can go on, or has a frame.
///
/// Each byte is examined once for the header and once to unmask, so a frame costs O(length).
/// A frame whose declared length exceeds `maxPayloadLength` fails at its header, before its
/// payload is buffered.
package struct WebSocketFrameParser: Sendable {
    enum ParseResult: Hashable, Sendable {
        case insufficientData
        case continueParsing
        case result(WebSocketFrame)
    }

    private struct Header: Hashable, Sendable {
        var fin: Bool
        var opcode: WebSocketOpcode
        var length: Int
        var mask: [UInt8]?
    }

    private enum State: Hashable, Sendable {
        /// Waiting for the two bytes every frame starts with.
        case idle
        /// The first two bytes are known; the whole header takes `headerLength` bytes.
        case waitingForHeader(headerLength: Int)
        case waitingForPayload(Header)
    }

    /// Whether frames must be masked: true when reading a client's frames (a server), false when
    /// reading a server's (§5.1).
    package let expectsMasking: Bool
    /// The longest payload accepted; longer frames are `messageTooBig`.
    package let maxPayloadLength: Int

    private var state = State.idle
    private var buffer: [UInt8] = []
    private var start = 0

    package init(expectsMasking: Bool, maxPayloadLength: Int) {
        precondition(maxPayloadLength >= 125, "a frame parser must accept control frames of 125 bytes")
        self.expectsMasking = expectsMasking
        self.maxPayloadLength = maxPayloadLength
    }

    /// Bytes buffered and not yet part of a returned frame.
    package var bufferedCount: Int { buffer.count - start }

    /// Whether a frame has begun and not ended: a peer that stops here has stalled mid-frame.
    var isInsideFrame: Bool { state != .idle || bufferedCount > 0 }

    /// Adds bytes read from the peer. Amortised O(bytes): consumed bytes are dropped once they
    /// are half the buffer.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// One step of the state machine.
    mutating func parseStep() throws(WebSocketProtocolError) -> ParseResult {
        switch state {
        case .idle:
            guard bufferedCount >= 2 else { return .insufficientData }
            let second = buffer[start + 1]
            let lengthBytes = switch second & 0x7F {
            case 126: 2
            case 127: 8
            default: 0
            }
            state = .waitingForHeader(headerLength: 2 + lengthBytes + (second & 0x80 != 0 ? 4 : 0))
            return .continueParsing
        case let .waitingForHeader(headerLength):
            guard bufferedCount >= headerLength else { return .insufficientData }
            let header = try readHeader()
            start += headerLength
            state = .waitingForPayload(header)
            return .continueParsing
        case let .waitingForPayload(header):
            guard bufferedCount >= header.length else { return .insufficientData }
            var payload = Array(buffer[start..<start + header.length])
            start += header.length
            if let mask = header.mask {
                for index in payload.indices { payload[index] ^= mask[index & 3] }
            }
            state = .idle
            if start == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            return .result(WebSocketFrame(fin: header.fin, opcode: header.opcode, payload: payload))
        }
    }

    /// The next whole frame, or nil when more bytes are needed.
    package mutating func nextFrame() throws(WebSocketProtocolError) -> WebSocketFrame? {
        while true {
            switch try parseStep() {
            case .insufficientData: return nil
            case .continueParsing: continue
            case let .result(frame): return frame
            }
        }
    }

    /// Validates the header at `start` (§5.2, §5.5): reserved bits, opcode, masking, length.
    private func readHeader() throws(WebSocketProtocolError) -> Header {
        let first = buffer[start], second = buffer[start + 1]
        guard first & 0x70 == 0 else { throw .reservedBitsSet }
        guard let opcode = WebSocketOpcode(rawValue: first & 0x0F) else { throw .unknownOpcode(first & 0x0F) }
        let fin = first & 0x80 != 0
        let masked = second & 0x80 != 0
        guard masked == expectsMasking else { throw .unexpectedMasking(masked: masked) }
        var offset = start + 2
        let length: UInt64
        switch second & 0x7F {
        case 126:
            length = UInt64(buffer[offset]) << 8 | UInt64(buffer[offset + 1])
            offset += 2
            guard length >= 126 else { throw .invalidLength }
        case 127:
            length = (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(buffer[offset + $1]) }
            offset += 8
            guard length >> 63 == 0, length > 0xFFFF else { throw .invalidLength }
        case let short:
            length = UInt64(short)
        }
        if opcode.isControl {
            guard fin else { throw .fragmentedControlFrame }
            guard length <= 125 else { throw .controlFrameTooLong(Int(clamping: length)) }
        }
        guard length <= UInt64(maxPayloadLength) else { throw .messageTooBig(limit: maxPayloadLength) }
        let mask = masked ? Array(buffer[offset..<offset + 4]) : nil
        return Header(fin: fin, opcode: opcode, length: Int(length), mask: mask)
    }
}
