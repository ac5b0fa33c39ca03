import ChatLayout
import ChatTimeline
import Testing

/// Spec §9 "Spacing and Line Heights" and the measures of "Rows": every constant in points.
@Suite struct TerminalSpacingTests {
    static let gaps: [(rule: String, spacing: TerminalSpacing, body16: Double)] = [
        ("terminalParagraphGap is 16 × 22/16 ÷ 3 at the 16 sp body", .paragraphGap, 22.0 / 3),
        ("terminalLevelStep is 4.75", .levelStep, 4.75),
        ("terminalHeadingBottomGap is 2.375", .headingBottomGap, 2.375),
        ("terminalHeaderTopGap is 2.5", .headerTopGap, 2.5),
        ("terminalHeaderBottomGap is 1.5", .headerBottomGap, 1.5),
        ("terminalMetaGap is 6", .metaGap, 6),
    ]

    @Test(arguments: gaps)
    func terminalGapIsValueTimesBodyOverSixteen(_ gap: (rule: String, spacing: TerminalSpacing, body16: Double)) {
        for body in [16.0, 17, 23] {
            let environment = LayoutEnvironment(width: 393, bodySize: body)
            #expect(abs(environment.points(gap.spacing) - gap.body16 * body / 16) < 1e-9, "\(gap.rule) at body \(body)")
        }
    }

    @Test func semanticGapsOfTheTimelineUseTheSameConversion() {
        let environment = LayoutEnvironment(width: 393)
        #expect(environment.points(for: TerminalGap.none) == 0)
        #expect(abs(environment.points(for: .paragraph) - 7.791_666) < 1e-5)
        #expect(abs(environment.points(for: .levelStep) - 5.046_875) < 1e-9)
    }

    static let avatars: [(rule: String, body: Double, size: Double)] = [
        ("34 pt at the default size", 17, 34),
        ("scaled with the text", 23, 46),
        ("at most 75", 40, 75),
    ]

    @Test(arguments: avatars)
    func memberImageSizeIs34TimesProfileImageSizeOver63(_ avatar: (rule: String, body: Double, size: Double)) {
        #expect(abs(LayoutEnvironment(width: 393, bodySize: avatar.body).memberImageSize - avatar.size) < 1e-9, "\(avatar.rule)")
    }

    @Test func textEdgeIsOnePaddingOrAfterTheGutter() {
        #expect(LayoutEnvironment(width: 393).textEdge == 12)
        #expect(LayoutEnvironment(width: 393, hasGutter: true).textEdge == 12 + 34 + 12)
        #expect(LayoutEnvironment(width: 393).textEnd == 381)
    }

    static let headings: [(level: Int, size: Double)] = [(1, 17 * 1.5625), (2, 17 * 1.25), (3, 17), (4, 17), (6, 17)]

    @Test(arguments: headings)
    func headingSizeIsBodyTimes125PowerThreeLessLevel(_ heading: (level: Int, size: Double)) {
        #expect(abs(LayoutEnvironment(width: 393).headingSize(level: heading.level) - heading.size) < 1e-9)
    }

    @Test func lineBoxIsSizeTimes22Over16TimesContrastTerm() {
        let environment = LayoutEnvironment(width: 393)
        #expect(environment.lineBox(fontSize: 17, ink: nil) == 17.0 * 22 / 16)
        #expect(abs(environment.lineBox(fontSize: 17, ink: .text) - 17.0 * 22 / 16) < 1e-9)
        let secondary = environment.contrastFactor(.secondary)
        #expect(secondary < 1 && secondary > 1 - 0.1515)
        #expect(abs(environment.contrastFactor(.clear) - (1 - 0.1515)) < 1e-9)
    }
}
