/// A voice message's bars. SimpleX sends no waveform on the wire (`MsgContent.voice` has only
/// its duration), so the bars are Parley's own: a deterministic pattern seeded by the duration,
/// the same on every render of the same message, so that a voice card reads as one at a glance.
/// They say nothing about the sound.
public enum Waveform {
    /// `count` bar heights in 0.2…1 for a message of `duration` seconds (xorshift seeded by it,
    /// smoothed with the previous bar).
    /// - Complexity: O(count).
    public static func bars(duration: Int, count: Int) -> [Double] {
        var state = UInt64(truncatingIfNeeded: max(1, duration)) &* 0x9E37_79B9_7F4A_7C15 | 1
        var previous = 0.5
        return (0..<max(0, count)).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let random = Double(state % 1000) / 999
            let bar = 0.2 + 0.8 * (0.6 * random + 0.4 * previous)
            previous = bar
            return (bar * 100).rounded() / 100
        }
    }
}
