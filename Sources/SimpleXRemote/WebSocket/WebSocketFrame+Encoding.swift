extension WebSocketFrame {
    /// The frame's bytes (RFC 6455 §5.2): the shortest length form, and the payload masked with
    /// `maskingKey` when given (every client frame, §5.3). O(payload).
    @_spi(Fuzzing) public func encoded(maskingKey: [UInt8]? = nil) -> [UInt8] {
        precondition(maskingKey.map { $0.count == 4 } ?? true, "a masking key has 4 bytes")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(payload.count + 14)
        bytes.append((fin ? 0x80 : 0) | opcode.rawValue)
        let maskBit: UInt8 = maskingKey == nil ? 0 : 0x80
        switch payload.count {
        case 0...125:
            bytes.append(maskBit | UInt8(payload.count))
        case 126...0xFFFF:
            bytes.append(maskBit | 126)
            bytes.append(UInt8(payload.count >> 8))
            bytes.append(UInt8(payload.count & 0xFF))
        default:
            bytes.append(maskBit | 127)
            let length = UInt64(payload.count)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: length >> UInt64(shift))) }
        }
        guard let maskingKey else {
            bytes.append(contentsOf: payload)
            return bytes
        }
        bytes.append(contentsOf: maskingKey)
        for (index, byte) in payload.enumerated() { bytes.append(byte ^ maskingKey[index & 3]) }
        return bytes
    }

    /// A client frame, masked with a fresh random key (§5.3).
    package func encodedAsClient<Generator: RandomNumberGenerator>(using generator: inout Generator) -> [UInt8] {
        let key = UInt32.random(in: .min ... .max, using: &generator)
        return encoded(maskingKey: [UInt8(key >> 24), UInt8(truncatingIfNeeded: key >> 16), UInt8(truncatingIfNeeded: key >> 8), UInt8(truncatingIfNeeded: key)])
    }

    /// A close frame with `code` and `reason` (§5.5.1); the reason is cut to fit 125 bytes on a
    /// character boundary.
    @_spi(Fuzzing) public static func close(code: UInt16, reason: String = "") -> WebSocketFrame {
        var reasonBytes = Array(reason.utf8)
        if reasonBytes.count > 123 {
            var cut = Substring(reason)
            while cut.utf8.count > 123 { cut = cut.dropLast() }
            reasonBytes = Array(cut.utf8)
        }
        return WebSocketFrame(opcode: .close, payload: [UInt8(code >> 8), UInt8(code & 0xFF)] + reasonBytes)
    }
}
