@testable import ChatLayout
import Testing

/// `metaCopyJoiner(rightToLeft)` takes the direction of the text's last line (spec §9 "Time and
/// Status"): its first letter decides, whether the text is one string or the runs of a text.
@Suite struct BidiTests {
    static let cases: [(texts: [String], rightToLeft: Bool)] = [
        ([""], false),
        (["hello"], false),
        (["שלום"], true),
        (["مرحبا بكم"], true),
        (["123 שלום"], true),
        (["שלום\nhello"], false),
        (["hello\nשלום"], true),
        (["hello\n"], false),
        (["hello", " ", "שלום"], false),
        (["hello\n", "שלום"], true),
        (["שלום\n", "123 ", "hello"], false),
        (["a\nb", "c\n", "  ", "ع"], true),
        (["ܫܠܡܐ"], true),
        (["ﻣﺮﺣﺒﺎ"], true),
    ]

    @Test(arguments: cases)
    func metaCopyJoinerTakesTheLastLinesDirection(texts: [String], rightToLeft: Bool) {
        #expect(Bidi.endsRightToLeft(texts) == rightToLeft)
        #expect(Bidi.endsRightToLeft(texts.joined()) == rightToLeft)
    }
}
