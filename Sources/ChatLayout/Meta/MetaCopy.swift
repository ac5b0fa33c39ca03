/// The transparent copy of the meta that ends a text and reserves the time's space
/// (`reserveSpaceForMeta`, spec §9 "Time and Status"), and its characters.
public enum MetaCopy {
    /// U+00A0: the copy's separators, the spaces before it and the spaces inside its time.
    public static let noBreakSpace: Character = "\u{00A0}"
    /// U+2060: starts `metaCopyJoiner`, and follows the edit, timer and via-proxy icons in the copy.
    public static let wordJoiner: Character = "\u{2060}"
    /// U+200E: ends the joiner after a left-to-right text.
    public static let leftToRightMark: Character = "\u{200E}"
    /// U+200F: ends the joiner after a right-to-left text.
    public static let rightToLeftMark: Character = "\u{200F}"

    /// `metaCopyJoiner(rightToLeft)`: a word joiner, then the mark of the text's direction.
    public static func joiner(rightToLeft: Bool) -> String {
        String([wordJoiner, rightToLeft ? rightToLeftMark : leftToRightMark])
    }

    /// The copy after a message's text: the joiner, three no-break spaces, the unbreakable meta.
    public static func message(_ meta: MetaText, rightToLeft: Bool) -> String {
        joiner(rightToLeft: rightToLeft) + String(repeating: noBreakSpace, count: 3) + meta.unbreakable
    }

    /// `ChatEventWithMeta`, terminal: the joiner, two no-break spaces and the unbreakable time.
    public static func event(time: String, rightToLeft: Bool) -> String {
        joiner(rightToLeft: rightToLeft) + String(repeating: noBreakSpace, count: 2) + noBreak(time)
    }

    /// `text` with every space (and narrow or other no-break space) made a no-break space.
    /// - Complexity: O(length); a text without white space (a time of most locales) is kept as it is.
    public static func noBreak(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: \.properties.isWhitespace) else { return text }
        return String(text.map { $0.isWhitespace ? noBreakSpace : $0 })
    }
}
