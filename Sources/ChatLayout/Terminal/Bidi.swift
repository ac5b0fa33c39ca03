/// The little of bidirectional text the layout decides itself: the direction of a text's end,
/// which picks the mark of `metaCopyJoiner`.
enum Bidi {
    /// Whether the last line of `text` starts with a right-to-left letter (Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko and their presentation forms).
    /// - Complexity: O(length of the last line).
    static func endsRightToLeft(_ text: String) -> Bool {
        endsRightToLeft(CollectionOfOne(text))
    }

    /// Whether the last line of the texts one after another starts with a right-to-left letter,
    /// read where it is, without joining them.
    /// - Complexity: O(length of the last line), and O(texts) to find it.
    static func endsRightToLeft<Texts: BidirectionalCollection>(_ texts: Texts) -> Bool where Texts.Element == String {
        var first = texts.startIndex
        var lineStart: String.Index?
        for index in texts.indices.reversed() {
            if let lineBreak = texts[index].utf8.lastIndex(of: UInt8(ascii: "\n")) {
                (first, lineStart) = (index, texts[index].utf8.index(after: lineBreak))
                break
            }
        }
        for index in texts[first...].indices {
            let text = texts[index]
            let start = index == first ? lineStart ?? text.startIndex : text.startIndex
            for scalar in text.unicodeScalars[start...] where scalar.properties.isAlphabetic {
                return isRightToLeft(scalar)
            }
        }
        return false
    }

    /// Whether `letter` is of a right-to-left script.
    private static func isRightToLeft(_ letter: Unicode.Scalar) -> Bool {
        (0x0590...0x08FF).contains(letter.value) || (0xFB1D...0xFDFF).contains(letter.value) || (0xFE70...0xFEFF).contains(letter.value)
    }
}
