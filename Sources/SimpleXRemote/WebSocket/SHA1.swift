/// SHA-1 (FIPS 180-4 §6.1), only for the WebSocket opening handshake: the server proves it read
/// the key with `base64(SHA-1(key + GUID))` (RFC 6455 §4.2.2). CryptoKit is not on Linux.
/// Not for anything that needs collision resistance. O(n) in the input.
enum SHA1 {
    /// The 20-byte digest of `message`.
    static func digest(_ message: some Collection<UInt8>) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        var padded = Array(message)
        let bitLength = UInt64(padded.count) &* 8
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        var words = [UInt32](repeating: 0, count: 80)
        for block in stride(from: 0, to: padded.count, by: 64) {
            for t in 0..<16 {
                let i = block + t * 4
                words[t] = UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8 | UInt32(padded[i + 3])
            }
            for t in 16..<80 { words[t] = rotateLeft(words[t - 3] ^ words[t - 8] ^ words[t - 14] ^ words[t - 16], 1) }
            var (a, b, c, d, e) = state
            for t in 0..<80 {
                let (f, k): (UInt32, UInt32) = switch t {
                case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (b ^ c ^ d, 0xCA62_C1D6)
                }
                let temp = rotateLeft(a, 5) &+ f &+ e &+ k &+ words[t]
                (e, d, c, b, a) = (d, c, rotateLeft(b, 30), a, temp)
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
        }
        return [state.0, state.1, state.2, state.3, state.4].flatMap { word in
            [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
    }

    private static func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }
}
