/// The terminal's `TextMeasurer`: one unit is one cell wide and one row high (issue 11
/// "Terminal handling"; seed 000 §9, terminal layout).
///
/// Widths come from `CellWidth` per grapheme cluster, so a line never splits a cluster. Lines
/// break at hard line breaks (any `Character.isNewline`, which belongs to no line) and, when
/// `paragraph.wraps`, after a run of spaces where the next word would pass `maxWidth`; a word
/// wider than `maxWidth` breaks between clusters; a no-break space is a letter. Spaces at a break hang: they belong to the
/// line they end (its `characters`) but not to its width. Every line box is one row, so
/// `paragraph.lineHeight` (a typographic spacing) does not apply; a line's baseline is the
/// bottom of its row. Fonts do not change widths in a terminal.
public struct CellTextMeasurer: TextMeasurer {
    /// The measurer; it has no state (every cell width comes from `CellWidth`).
    public init() {}

    /// - Complexity: O(n log r) for n clusters (`CellWidth`).
    public func measure(_ paragraph: TextParagraph, maxWidth: Double) -> MeasuredText {
        let characters = Array(paragraph.text)
        let limit = paragraph.wraps ? maxWidth : .infinity
        var lines: [MeasuredLine] = []
        func emit(_ range: Range<Int>, _ width: Int) {
            let top = Double(lines.count)
            lines.append(MeasuredLine(characters: range, width: Double(width), top: top, height: 1, baseline: top + 1))
        }
        var lineStart = 0
        for index in characters.indices where characters[index].isNewline {
            Self.wrap(characters, lineStart..<index, limit: limit, emit: emit)
            lineStart = index + 1
        }
        Self.wrap(characters, lineStart..<characters.count, limit: limit, emit: emit)
        let lastLine = lines.last.map { characters[$0.characters] } ?? []
        return MeasuredText(lines: lines, endsRightToLeft: Self.startsRightToLeft(lastLine))
    }

    /// Greedy wrapping of one hard line `range` of `characters` at `limit` cells.
    private static func wrap(_ characters: [Character], _ range: Range<Int>, limit: Double, emit: (Range<Int>, Int) -> Void) {
        var start = range.lowerBound
        var x = 0
        var breakAt: Int?
        var widthBeforeSpaces = 0
        var inSpaces = false
        var index = range.lowerBound
        while index < range.upperBound {
            let character = characters[index]
            let width = CellWidth.of(character)
            if character.isWhitespace && !Self.noBreakSpaces.contains(character) {
                if !inSpaces { widthBeforeSpaces = x }
                inSpaces = true
                x += width
                index += 1
                breakAt = index
                continue
            }
            inSpaces = false
            if Double(x + width) > limit && index > start {
                if let point = breakAt, point > start {
                    emit(start..<point, widthBeforeSpaces)
                    x = CellWidth.of(String(characters[point..<index]))
                    start = point
                } else {
                    emit(start..<index, x)
                    x = 0
                    start = index
                }
                breakAt = nil
                continue
            }
            x += width
            index += 1
        }
        emit(start..<range.upperBound, inSpaces ? widthBeforeSpaces : x)
    }

    /// Spaces no line breaks at, which are as wide as they look and never hang (the meta's
    /// copy, a list marker's space): no-break, narrow no-break and figure spaces.
    public static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{202F}", "\u{2007}"]

    /// Whether the first strongly directional letter of `line` is right to left. Scripts by
    /// block: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation
    /// forms, and the supplementary right-to-left blocks.
    static func startsRightToLeft(_ line: some Collection<Character>) -> Bool {
        for character in line {
            for scalar in character.unicodeScalars where scalar.properties.isAlphabetic {
                return rightToLeftBlocks.contains { $0.contains(scalar.value) }
            }
        }
        return false
    }

    private static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]
}
