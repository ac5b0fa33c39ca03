import ChatTimeline

/// The initials circle that stands for a profile image, in the renderer and the terminal alike;
/// in points the profile's picture lies over it.
public enum Avatar {
    /// The parts of `sender`'s avatar in `frame`: the initials circle, and in points, when the
    /// profile has a picture, the picture (an `.image` part of kind `.avatar`, which the renderer
    /// clips to the circle; a picture it cannot read leaves the initials).
    public static func parts(_ sender: RowSender, frame: LayoutRect, units: LayoutUnits) -> [LayoutPart] {
        let name = sender.avatarProfileName
        var parts = [LayoutPart(.avatar, frame: frame, content: .avatar(initials: initials(name), colorIndex: colorIndex(name)))]
        if units == .points, let image = sender.avatarImage {
            parts.append(LayoutPart(.avatar, frame: frame, content: .image(MediaImage(filePath: nil, preview: image))))
        }
        return parts
    }

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
