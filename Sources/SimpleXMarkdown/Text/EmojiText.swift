/// Messages of a few emoji only, drawn large (spec: EmojiItemView; simplex-view-logic §3.2).
public enum EmojiText {
    /// The large sizes: 48 pt for fewer than 4 emoji, 36 pt for 4 or 5.
    public enum Size: Hashable, Sendable {
        /// 1 to 3 emoji: 48 pt.
        case large
        /// 4 or 5 emoji: 36 pt.
        case medium

        /// The font size in points at the default body size.
        public var points: Double {
            switch self {
            case .large: 48
            case .medium: 36
            }
        }
    }

    /// The large size for a text of 1 to 5 emoji (white space around them ignored); nil for
    /// anything else. A character is an emoji when its first scalar has the Emoji property and
    /// is above U+238C, or it has several scalars and the first has the Emoji property.
    /// - Complexity: O(1) beyond the white space around: it reads at most six characters.
    public static func size(of text: String) -> Size? {
        var characters = 0
        for character in text.trimmingWhiteSpace() {
            guard isEmoji(character), characters < 5 else { return nil }
            characters += 1
        }
        return switch characters {
        case 0: nil
        case 1...3: .large
        default: .medium
        }
    }

    /// Whether one character is an emoji by the rule of `size(of:)`.
    public static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, first.properties.isEmoji else { return false }
        return first.value > 0x238C || character.unicodeScalars.count > 1
    }
}

extension StringProtocol {
    func trimmingWhiteSpace() -> SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
