import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// Pictures in a terminal (issue 36 "Pictures in the terminal"): the spec's media rules in
/// whole cells (`CellPicture.size`), the picture above the card that says what the apps draw
/// over it, and the card alone where the terminal draws no picture (`drawsPictures` off).
@Suite struct CellPictureLayoutTests {
    static let landscape = ImageDimensions(width: 64, height: 48), portrait = ImageDimensions(width: 24, height: 32)

    /// `CellPicture.size`: (the rule, the preview's size, the columns given, the size expected).
    static let sizes: [(rule: String, preview: ImageDimensions?, width: Double, expected: (columns: Double, lines: Double)?)] = [
        ("landscape at the media width, two cell widths a line: 20 × 0.75 ÷ 2 = 7.5 lines", landscape, 20, (20, 8)),
        ("landscape taller than 12 lines: 12 lines, narrowed to keep its aspect", landscape, 40, (32, 12)),
        ("portrait (width ≤ height): 75% of the width", portrait, 20, (15, 10)),
        ("portrait taller than 12 lines", portrait, 40, (18, 12)),
        ("a tall preview cut at 4/3 of the width, then narrowed for 12 lines", ImageDimensions(width: 10, height: 100), 20, (14, 12)),
        ("a panorama keeps its one in eight", ImageDimensions(width: 400, height: 50), 40, (40, 3)),
        ("an unreadable preview: 4:3", nil, 20, (20, 8)),
        ("one column: at least a line", landscape, 1, (1, 1)),
        ("a portrait picture in one column: no column is left", portrait, 1, nil),
        ("no column", landscape, 0, nil),
    ]

    @Test(arguments: sizes)
    func pictureSizeInCellsFollowsTheMediaRules(_ scenario: (rule: String, preview: ImageDimensions?, width: Double, expected: (columns: Double, lines: Double)?)) {
        let size = CellPicture.size(scenario.preview, width: scenario.width)
        #expect(size?.columns == scenario.expected?.columns && size?.lines == scenario.expected?.lines, "\(scenario.rule): \(String(describing: size))")
    }

    /// `items` laid out in cells, `width` columns, in the demo's direct chat.
    static func rows(_ items: [ChatItem], width: Double = 80, pictures: Bool, layout: ChatLayoutMode = .terminal) throws -> [LayoutRow] {
        let chat = try LayoutFixtures.chat("demo-direct")
        let environment = LayoutEnvironment(chat: chat.chatInfo, units: .cells, width: width, layout: layout, drawsPictures: pictures)
        return try ChatLayoutEngine.layout(rows: LayoutFixtures.rows(items, in: chat, layout: layout), environment: environment, measurer: CellTextMeasurer()).rows
    }

    static func text(_ part: LayoutPart?) -> String? {
        if case let .text(text)? = part?.content { text.string } else { nil }
    }

    @Test(arguments: [ChatLayoutMode.terminal, .classic])
    func thePictureStandsAboveItsCard(_ layout: ChatLayoutMode) throws {
        let row = try #require(Self.rows([MediaItems.image(1, text: "the hill")], pictures: true, layout: layout).first)
        let image = try #require(row.part(.image)), card = try #require(row.part(.card))
        #expect(image.content == .image(MediaImage(filePath: nil, preview: MediaItems.preview("sunset.jpg"))))
        #expect(image.frame.height >= 1 && image.frame.height <= CellPicture.maxLines)
        #expect(image.frame.width == (image.frame.width).rounded() && image.frame.height == image.frame.height.rounded(), "whole cells")
        #expect(card.frame.y == image.frame.maxY && card.frame.x == image.frame.x, "the card right under the picture")
        #expect(Self.text(card) == "Image · 46.9 KB · downloaded")
        let caption = try #require(row.parts.first { $0.kind == .text })
        #expect(caption.frame.y >= card.frame.maxY, "the caption under both")
    }

    @Test func thePictureTakesTheMediaWidthLessTheMetaRoom() throws {
        let row = try #require(Self.rows([MediaItems.image(1)], width: 40, pictures: true).first)
        let image = try #require(row.part(.image)), meta = try #require(row.part(.meta))
        let expected = try #require(CellPicture.size(Self.landscape, width: image.frame.width))
        #expect(image.frame.width == expected.columns && image.frame.height == expected.lines)
        #expect(image.frame.maxX <= meta.frame.x, "no meta over the picture")
    }

    @Test func withoutPicturesTheCardStandsAlone() throws {
        let shown = try #require(Self.rows([MediaItems.image(1)], pictures: true).first)
        let plain = try #require(Self.rows([MediaItems.image(1)], pictures: false).first)
        #expect(plain.part(.image) == nil)
        #expect(Self.text(plain.part(.card)) == Self.text(shown.part(.card)))
        #expect(plain.part(.card)?.frame.y == shown.part(.image)?.frame.y, "where the picture would start")
    }

    @Test func aVideoSaysItsDurationOnItsCard() throws {
        let row = try #require(Self.rows([MediaItems.video(1, duration: 42)], pictures: true).first)
        #expect(row.part(.image) != nil)
        #expect(Self.text(row.part(.card)) == "Video 0:42 · 2.3 MB · not downloaded")
        #expect(row.parts(.symbol).isEmpty && row.part(.badge) == nil, "nothing is drawn over the picture's cells")
    }

    @Test func nothingToDrawIsNoPicture() throws {
        let row = try #require(Self.rows([MediaItems.image(1, preview: "")], pictures: true).first)
        #expect(row.part(.image) == nil, "no preview and no file on disk")
        #expect(row.part(.card) != nil)
    }
}
