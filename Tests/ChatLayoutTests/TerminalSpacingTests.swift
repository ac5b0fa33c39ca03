import ChatLayout
import ChatTimeline
import Testing

/// Spec §9 "Spacing and Line Heights" and the measures of "Rows": every constant in points.
@Suite struct TerminalSpacingTests {
    static let gaps: [(rule: String, gap: TerminalGap, body: Double, points: Double, cells: Double)] = [
        ("terminalParagraphGap is 16 × 22/16 ÷ 3 at the 16 sp body, a line in cells", .paragraph, 16, 22.0 / 3, 1),
        ("terminalParagraphGap scales with the body (17 pt)", .paragraph, 17, 22.0 / 3 * 17 / 16, 1),
        ("terminalLevelStep is 4.75, less than a paragraph: no line in cells", .levelStep, 16, 4.75, 0),
        ("terminalLevelStep at 23 pt", .levelStep, 23, 4.75 * 23 / 16, 0),
        ("terminalHeadingBottomGap is 2.375", .headingBottom, 16, 2.375, 0),
        ("terminalHeaderTopGap is 2.5", .headerTop, 16, 2.5, 0),
        ("terminalHeaderBottomGap is 1.5 × 23/16 at 23 pt", .headerBottom, 23, 1.5 * 23 / 16, 0),
        ("terminalMetaGap is 6", .meta, 16, 6, 0),
        ("terminalMetaGap scales with the body (17 pt)", .meta, 17, 6.0 * 17 / 16, 0),
        ("the newest row's padding is a fixed 8 pt, under the last line: none in cells", .newestRow, 23, 8, 0),
        ("none is 0", .none, 17, 0, 0),
    ]

    /// `terminalGap`: value × body size ÷ 16 in points; a line in cells from a paragraph up.
    @Test(arguments: gaps)
    func terminalGapIsValueTimesBodyOverSixteen(rule: String, gap: TerminalGap, body: Double, points: Double, cells: Double) {
        #expect(abs(LayoutEnvironment(width: 393, bodySize: body).points(for: gap) - points) < 1e-9, "\(rule)")
        var inCells = LayoutEnvironment(width: 80, bodySize: body)
        inCells.units = .cells
        #expect(inCells.points(for: gap) == cells, "\(rule), in cells")
    }

    @Test func everyGapIsInTheTable() {
        #expect(Set(Self.gaps.map(\.gap)) == Set(TerminalGap.allCases))
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
