@testable import ChatLayout
import Testing

/// A remembered measure is found by its text's bytes: what a measurer shapes. Canonically
/// equivalent texts of other bytes (which `String` calls equal) are other texts, and equal
/// bytes hash alike whatever the runs' texts were built from.
@Suite struct TextKeyTests {
    static func key(_ texts: [String], width: Double = 100) -> TextKey {
        TextKey(paragraph: TextParagraph(runs: texts.map { TextRun($0, font: FontSpec(size: 17)) }), maxWidth: width)
    }

    @Test(arguments: [
        (["Kelvin"], ["\u{212A}elvin"], false),
        (["caf\u{E9}"], ["cafe\u{301}"], false),
        (["caf\u{E9}"], ["caf" + "\u{E9}"], true),
        (["ab", "c"], ["a", "bc"], false),
        (["message"], ["message"], true),
    ])
    func textsAreTheirBytes(_ left: [String], _ right: [String], same: Bool) {
        #expect((Self.key(left) == Self.key(right)) == same)
        if same { #expect(Self.key(left).hashValue == Self.key(right).hashValue) }
    }

    @Test func theWidthAndTheLineBoxCount() {
        #expect(Self.key(["a"], width: 100) != Self.key(["a"], width: 101))
        var boxed = TextParagraph(runs: [TextRun("a", font: FontSpec(size: 17))])
        boxed.lineHeight = 23
        #expect(TextKey(paragraph: boxed, maxWidth: 100) != Self.key(["a"]))
    }
}
