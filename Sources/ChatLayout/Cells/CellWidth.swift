/// How many terminal cells text occupies (issue 11 "Terminal handling": widths by grapheme
/// cluster, emoji with ZWJ and VS16, flags, CJK).
///
/// A scalar is 2 cells when East Asian Wide or Fullwidth (which includes emoji presentation),
/// 0 when a combining mark, a format character or a control, and 1 otherwise (the tables are
/// Unicode 15.0.0, `CellWidth+Tables.swift`). A grapheme cluster is the sum of its scalars'
/// widths, except that what joins the first glyph adds nothing: an emoji after U+200D ZWJ and
/// an emoji modifier (skin tone); and VS16 (U+FE0F) after an emoji makes the cluster 2 wide.
/// So a ZWJ family, a thumbs-up with a skin tone, "❤️", a keycap "1️⃣" and a flag are all 2;
/// "e" + U+0301 is 1; an Indic conjunct is what terminals advance, the sum of its letters.
public enum CellWidth {
    /// The width of one scalar on its own. - Complexity: O(log r) for r table ranges.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v >= 0x20 ? 1 : 0 }
        if v < 0xA0 { return 0 }
        if v < 0x300 { return 1 }
        if contains(zeroRanges, v) { return 0 }
        return contains(wideRanges, v) ? 2 : 1
    }

    /// The width of a grapheme cluster. - Complexity: O(s log r) for s scalars.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        var width = of(first)
        guard let second = iterator.next() else { return width }
        var previous = first
        var next: Unicode.Scalar? = second
        while let scalar = next {
            if scalar.value == variationSelector16 {
                if first.properties.isEmoji { width = max(width, 2) }
            } else if !(previous.value == zeroWidthJoiner && scalar.properties.isEmoji) && !isEmojiModifier(scalar) {
                width += of(scalar)
            }
            previous = scalar
            next = iterator.next()
        }
        return width
    }

    /// The width of a string: the sum of its grapheme clusters'. - Complexity: O(n log r).
    public static func of(_ string: some StringProtocol) -> Int {
        var width = 0
        for character in string {
            if let ascii = character.asciiValue {
                width += ascii >= 0x20 && ascii < 0x7F ? 1 : 0
            } else {
                width += of(character)
            }
        }
        return width
    }

    static let zeroWidthJoiner: UInt32 = 0x200D
    static let variationSelector16: UInt32 = 0xFE0F

    static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// Binary search over `ranges`, pairs of first and last code point in ascending order.
    static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2 - 1
        guard high >= 0, value >= ranges[0], value <= ranges[ranges.count - 1] else { return false }
        while low <= high {
            let mid = (low + high) / 2
            if value > ranges[2 * mid + 1] {
                low = mid + 1
            } else if value < ranges[2 * mid] {
                high = mid - 1
            } else {
                return true
            }
        }
        return false
    }
}
