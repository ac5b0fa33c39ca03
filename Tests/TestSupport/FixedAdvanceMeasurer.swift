import ChatLayout

/// A deterministic `TextMeasurer` for the layout's own tests: every character advances
/// `advance × font size` points (zero for format characters such as U+2060 and U+200E), every
/// line box is the paragraph's `lineHeight` (else `font size × lineFactor`) with its baseline at
/// `baselineFraction` of the box, and lines break greedily at ordinary spaces and at line feeds.
/// No-break spaces and word joiners never break, as in real text shaping.
///
/// - Complexity: O(n) in the paragraph's characters.
public struct FixedAdvanceMeasurer: TextMeasurer {
    public var advance: Double
    public var lineFactor: Double
    public var baselineFraction: Double

    public init(advance: Double = 0.5, lineFactor: Double = 1.25, baselineFraction: Double = 0.8) {
        self.advance = advance
        self.lineFactor = lineFactor
        self.baselineFraction = baselineFraction
    }

    /// The advance of one character at `size`: none for format characters.
    public func width(of character: Character, size: Double) -> Double {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format } ? 0 : advance * size
    }

    public func measure(_ paragraph: TextParagraph, maxWidth: Double) -> MeasuredText {
        let glyphs = paragraph.runs.flatMap { run in run.text.map { (character: $0, size: run.font.size) } }
        let maxSize = paragraph.runs.map(\.font.size).max() ?? 0
        let lineHeight = paragraph.lineHeight ?? maxSize * lineFactor
        var lines: [MeasuredLine] = []
        var start = 0
        func close(_ end: Int, next: Int) {
            let total = glyphs[start..<end].reduce(0) { $0 + self.width(of: $1.character, size: $1.size) }
            let top = Double(lines.count) * lineHeight
            lines.append(MeasuredLine(characters: start..<end, width: total, top: top, height: lineHeight, baseline: top + lineHeight * baselineFraction))
            start = next
        }
        var index = 0
        var lineWidth = 0.0
        var lastBreak: Int?
        while index < glyphs.count {
            let glyph = glyphs[index]
            if glyph.character == "\n" {
                close(index, next: index + 1)
                (index, lineWidth, lastBreak) = (index + 1, 0, nil)
                continue
            }
            let advance = width(of: glyph.character, size: glyph.size)
            if paragraph.wraps, glyph.character != " ", lineWidth + advance > maxWidth, index > start {
                if let lastBreak {
                    close(lastBreak, next: lastBreak + 1)
                    index = start
                } else {
                    close(index, next: index)
                }
                (lineWidth, lastBreak) = (0, nil)
                continue
            }
            if glyph.character == " " {
                lastBreak = index
            }
            lineWidth += advance
            index += 1
        }
        close(glyphs.count, next: glyphs.count)
        let trimmed = lines.map { line in
            var line = line
            var end = line.characters.upperBound
            while end > line.characters.lowerBound, glyphs[end - 1].character == " " {
                end -= 1
                line.width -= self.width(of: " ", size: glyphs[end].size)
            }
            return line
        }
        let last = trimmed.last.map { String(glyphs[$0.characters].map { $0.character }) } ?? ""
        return MeasuredText(lines: trimmed, endsRightToLeft: Self.startsRightToLeft(last))
    }

    /// Whether the first strong character of `text` is Hebrew or Arabic (the fake's whole bidi).
    static func startsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return (0x0590...0x08FF).contains(scalar.value)
        }
        return false
    }
}
