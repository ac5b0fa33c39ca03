/// The initials circle that stands for a profile image, in the renderer and the terminal alike.
public enum Avatar {
    /// The first letters of the first two words, upper-cased ("alice cooper" → "AC").
    public static func initials(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).prefix(2).compactMap(\.first).map { String($0).uppercased() }.joined()
    }

    /// How many avatar colours a front end has to offer.
    public static let colorCount = 8

    /// One of `colorCount` avatar colours, chosen by the name (FNV-1a, stable across runs).
    public static func colorIndex(_ name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(colorCount))
    }
}
