import ChatLayout
import ParleyRender
import Testing

/// The Pango measurer: deterministic, line boxes as asked, breaks at spaces only.
@Suite struct PangoTextMeasurerTests {
    let measurer = RenderFixtures.measurer

    static func paragraph(_ text: String, size: Double = 17, lineHeight: Double? = 23.375, wraps: Bool = true) -> TextParagraph {
        TextParagraph(runs: [TextRun(text, font: FontSpec(size: size))], lineHeight: lineHeight, wraps: wraps)
    }

    @Test func theSameParagraphMeasuresTheSame() {
        let paragraph = Self.paragraph("The quick brown fox jumps over the lazy dog 👍 again and again")
        #expect(measurer.measure(paragraph, maxWidth: 200) == measurer.measure(paragraph, maxWidth: 200))
    }

    /// A measurer that keeps no shapes measures the same lines, and its texts carry no layout.
    @Test func aMeasurerWithoutShapesMeasuresTheSameLines() {
        let paragraph = Self.paragraph("The quick brown fox jumps over the lazy dog 👍 again and again")
        let kept = measurer.measure(paragraph, maxWidth: 200)
        let bare = PangoTextMeasurer(keepsShapes: false).measure(paragraph, maxWidth: 200)
        #expect(kept.shape.shape != nil && bare.shape.shape == nil)
        #expect(bare.lines == kept.lines && bare.endsRightToLeft == kept.endsRightToLeft)
    }

    /// Issue 22 "one very long message": Pango sets a paragraph of more than about 150,000
    /// bytes on one line and drops the rest; the measurer gives every character of a longer
    /// one, line after line, at the width, with or without hard breaks.
    @Test("A paragraph too long for one Pango layout is measured whole", arguments: [false, true])
    func aVeryLongParagraphIsMeasuredWhole(newlines: Bool) {
        let word = newlines ? "simplex chat\n" : "simplex chat "
        let text = String(repeating: word, count: 20_000)
        let measured = measurer.measure(Self.paragraph(text), maxWidth: 300)
        let characters = Array(text)
        #expect(measured.lines.count > 5_000)
        #expect(measured.lines.allSatisfy { $0.width <= 300 + 1e-9 })
        for (line, next) in zip(measured.lines, measured.lines.dropFirst()) {
            #expect(abs(next.top - (line.top + line.height)) < 1e-6)
            let between = characters[line.characters.upperBound..<next.characters.lowerBound]
            #expect(between.allSatisfy { $0.isNewline }, "nothing is left out between two lines")
        }
        #expect(measured.lines.first?.characters.lowerBound == 0)
        #expect(measured.lines.last.map { characters[$0.characters.upperBound...].allSatisfy { $0.isNewline } } == true, "the text is measured to its end")
    }

    @Test func linesStackInTheGivenLineBox() {
        let measured = measurer.measure(Self.paragraph("The quick brown fox jumps over the lazy dog again and again"), maxWidth: 150)
        #expect(measured.lines.count > 2)
        for (index, line) in measured.lines.enumerated() {
            #expect(abs(line.top - Double(index) * 23.375) < 1e-9)
            #expect(line.width <= 150 + 1e-9)
            #expect(line.baseline > line.top && line.baseline < line.top + line.height)
        }
    }

    @Test func noBreakSpacesAndWordJoinersDoNotBreak() {
        let copy = "end" + MetaCopy.message(MetaText(pieces: [.text("12:34")]), rightToLeft: false)
        let measured = measurer.measure(Self.paragraph("word " + copy), maxWidth: measurer.measure(Self.paragraph(copy), maxWidth: .infinity).width + 1)
        #expect(measured.lines.count == 2)
        #expect(measured.lines[1].characters.lowerBound == 5, "the copy stays with the last word")
    }

    @Test func unwrappedTextKeepsItsWidth() {
        let measured = measurer.measure(Self.paragraph(String(repeating: "m", count: 60), wraps: false), maxWidth: 100)
        #expect(measured.lines.count == 1)
        #expect(measured.width > 100)
    }

    @Test func rightToLeftEndIsReported() {
        #expect(measurer.measure(Self.paragraph("שלום עולם"), maxWidth: 300).endsRightToLeft)
        #expect(!measurer.measure(Self.paragraph("hello"), maxWidth: 300).endsRightToLeft)
    }
}

/// A line's characters are `Character` offsets, whether the text is ASCII (bytes are characters,
/// `PangoParagraph`'s short way) or not: a precomposed or combined accent, an emoji sequence,
/// and `\r\n`, which is one `Character`.
@Suite struct MeasuredCharactersTests {
    @Test(arguments: [
        ("aaaa bb", 5),
        ("\u{E9}\u{E9}\u{E9}\u{E9} bb", 5),
        ("e\u{301}e\u{301}e\u{301}e\u{301} bb", 5),
        ("\u{1F44B}\u{1F3FD}\u{1F44B}\u{1F3FD} bb", 3),
        ("aaaa\r\nbb", 5),
    ])
    func theSecondLineStartsAtItsCharacter(_ text: String, start: Int) {
        let measurer = RenderFixtures.measurer
        let paragraph = TextParagraph(runs: [TextRun(text, font: FontSpec(size: 17))])
        let first = text.split(whereSeparator: { $0 == " " || $0 == "\r\n" })[0]
        let measured = measurer.measure(paragraph, maxWidth: measurer.measure(TextParagraph(runs: [TextRun(String(first), font: FontSpec(size: 17))]), maxWidth: .infinity).width + 2)
        #expect(measured.lines.count == 2)
        #expect(measured.lines.last?.characters == start..<text.count)
    }
}
