/// The little of bidirectional text the layout decides itself: the direction of a text's end,
/// which picks the mark of `metaCopyJoiner`.
enum Bidi {
    /// Whether the last line of `text` starts with a right-to-left letter (Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko and their presentation forms).
    /// - Complexity: O(length of the last line).
    static func endsRightToLeft(_ text: String) -> Bool {
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        for scalar in lastLine.unicodeScalars where scalar.properties.isAlphabetic {
            return (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value) || (0xFE70...0xFEFF).contains(scalar.value)
        }
        return false
    }
}
