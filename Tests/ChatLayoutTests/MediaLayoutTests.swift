import ChatLayout
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// Pictures' sizes read from their headers, for the cards' aspect.
@Suite struct ImageDimensionsTests {
    static func png(width: UInt32, height: UInt32) -> Data {
        let be = { (value: UInt32) in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0])
    }

    static let cases: [(name: String, bytes: Data, size: ImageDimensions?)] = [
        ("a JPEG's start of frame", MediaItems.fixture("sunset.jpg"), ImageDimensions(width: 64, height: 48)),
        ("a portrait JPEG", MediaItems.fixture("portrait.jpg"), ImageDimensions(width: 24, height: 32)),
        ("a PNG's IHDR", png(width: 300, height: 200), ImageDimensions(width: 300, height: 200)),
        ("a JPEG cut before its frame header", MediaItems.fixture("sunset.jpg").prefix(20), nil),
        ("a PNG of zero width", png(width: 0, height: 10), nil),
        ("text", Data("not a picture".utf8), nil),
        ("nothing", Data(), nil),
    ]

    @Test(arguments: cases)
    func sizeFromTheHeader(_ scenario: (name: String, bytes: Data, size: ImageDimensions?)) {
        #expect(ImageDimensions(encoded: scenario.bytes) == scenario.size, "\(scenario.name)")
    }

    @Test func thePreviewOfADataURI() {
        #expect(MediaImage(filePath: nil, preview: MediaItems.preview("sunset.jpg")).previewSize == ImageDimensions(width: 64, height: 48))
        #expect(MediaImage(filePath: nil, preview: "data:image/jpg;base64,@@@").previewSize == nil, "not base64: no size, no crash")
    }

    @Test func anEncryptedFileIsNotReadButItsPreviewIs() {
        var file = MediaItems.file(1, "a.jpg", size: 10, status: .rcvComplete, path: "a.jpg")
        #expect(MediaImage(.image(image: "x", text: ""), file: file)?.filePath == "a.jpg")
        file.fileSource?.cryptoArgs = CryptoFileArgs(fileKey: "k", fileNonce: "n")
        #expect(MediaImage(.image(image: "x", text: ""), file: file) == MediaImage(filePath: nil, preview: "x"))
    }
}

/// Spec §9 Items "quote thumbnail" and simplex-view-logic §3.4: 68 × 68 pictures 12 pt after the
/// quote text, icons for files and voice, the text's line limits.
@Suite struct QuoteThumbnailTests {
    static func row(_ item: ChatItem) throws -> LayoutRow {
        try #require(TerminalGeometryTests.tree([item]).rows.first)
    }

    @Test func anImageQuoteEndsWithA68PointThumbnail12PointsAfterItsText() throws {
        let item = MediaItems.quoting(ChatItems.text(1, "nice"), .image(image: MediaItems.preview("sunset.jpg"), text: "the hill"))
        let row = try Self.row(item)
        let text = try #require(row.part(.quoteText)), image = try #require(row.part(.image)), quote = try #require(row.part(.quote))
        #expect(image.frame.width == 68 && image.frame.height == 68)
        #expect(abs(image.frame.x - text.frame.maxX - 12) < 1e-9, "12 pt after the quote text")
        #expect(image.frame.y == quote.frame.y && quote.frame.height >= 68, "the bar as tall as the thumbnail")
        #expect(abs(quote.frame.maxX - image.frame.maxX) < 1e-9)
        guard case let .image(picture) = image.content else { Issue.record("content"); return }
        #expect(picture.previewSize == ImageDimensions(width: 64, height: 48))
    }

    @Test func aQuoteWithoutTextAndSenderHasItsThumbnail12PointsAfterTheBar() throws {
        var item = ChatItems.text(1, "nice")
        item.quotedItem = CIQuote(chatDir: nil, content: .image(image: MediaItems.preview("sunset.jpg"), text: ""), sentAt: item.meta.itemTs)
        let row = try Self.row(item)
        #expect(row.part(.quoteText) == nil && row.part(.quoteSender) == nil)
        let image = try #require(row.part(.image))
        #expect(image.frame.x == 12 + LayoutEnvironment.quoteBarWidth + 12)
    }

    @Test func aLongQuoteLeavesTheThumbnailItsRoomAndTheEndPadding() throws {
        let long = String(repeating: "word ", count: 40)
        let row = try Self.row(MediaItems.quoting(ChatItems.text(1, "nice"), .image(image: MediaItems.preview("sunset.jpg"), text: long)))
        let image = try #require(row.part(.image))
        #expect(image.frame.maxX <= 393 - 12 + 1e-9, "chatItemTextPadding after the thumbnail")
    }

    static let icons: [(name: String, content: MsgContent, symbol: MediaSymbol, text: String)] = [
        ("a file quote: the document icon", .file(text: "report.pdf"), .file, "report.pdf"),
        ("a voice quote without text: the microphone and the duration", .voice(duration: 75, text: ""), .microphone, "1:15"),
    ]

    @Test(arguments: icons)
    func fileAndVoiceQuotesShowTheirIcon(_ scenario: (name: String, content: MsgContent, symbol: MediaSymbol, text: String)) throws {
        let row = try Self.row(MediaItems.quoting(ChatItems.text(1, "ok"), scenario.content))
        let symbol = try #require(row.part(.symbol), "\(scenario.name)")
        #expect(symbol.content == .symbol(scenario.symbol))
        guard case let .text(text)? = row.part(.quoteText)?.content else { Issue.record("no quote text"); return }
        #expect(text.string == scenario.text, "\(scenario.name)")
        #expect(abs(symbol.frame.x - (try #require(row.part(.quoteText))).frame.maxX - 12) < 1e-9)
    }

    @Test(arguments: [(true, 2), (false, 3)])
    func quotedTextIsLimitedToTwoLinesBelowASenderAndThreeWithout(hasSender: Bool, lines: Int) throws {
        var item = ChatItems.text(1, "ok")
        item.quotedItem = CIQuote(chatDir: hasSender ? .directSnd : nil, content: .text(text: String(repeating: "many words ", count: 60)), sentAt: item.meta.itemTs)
        guard case let .text(text)? = try Self.row(item).part(.quoteText)?.content else { Issue.record("no quote text"); return }
        #expect(text.measured.lines.count == lines)
        #expect(text.string.hasSuffix("…"))
    }

    @Test func theClassicThumbnailIsFlushWithTheBubbleEnd() throws {
        let item = MediaItems.quoting(ChatItems.text(1, "nice"), .image(image: MediaItems.preview("sunset.jpg"), text: "the hill"))
        let row = try #require(ClassicGeometryTests.tree(TerminalGeometryTests.direct, items: [item]).rows.first)
        let bubble = try #require(row.part(.bubble)), image = try #require(row.part(.image)), quote = try #require(row.part(.quote))
        #expect(abs(image.frame.maxX - bubble.frame.maxX) < 1e-9 && image.frame.y == bubble.frame.y)
        #expect(image.frame.width == 68 && quote.frame.height >= 68)
        let text = try #require(row.part(.quoteText))
        #expect(text.frame.maxX <= image.frame.x - 12 + 1e-9)
    }
}

/// Spec §9 Items "forwarded items: endButton of FramedItemView, placed by ItemWithMeta" and Time
/// and Status "end button"; the classic forwarded header (simplex-view-logic §3.3).
@Suite struct ForwardedMarkTests {
    static let size = 17.0 * 22 / 16

    @Test func aForwardedOneLinerHasItsEndButtonJustBeforeTheMeta() throws {
        let row = try #require(TerminalGeometryTests.tree([ChatItems.text(1, "Forwarded to you").forwarded()]).rows.first)
        #expect(row.part(.header) == nil, "no header line: the mark is the end button")
        let button = try #require(row.part(.endButton)), meta = try #require(row.part(.meta)), text = try #require(row.part(.text))
        #expect(button.content == .symbol(.forwarded))
        #expect(abs(button.frame.maxX - meta.frame.x) < 1e-9 && abs(button.frame.midY - meta.frame.midY) < 1e-9)
        #expect(button.frame.width == Self.size)
        guard case let .text(laidOut) = text.content else { Issue.record("content"); return }
        let visible = laidOut.measured.lastLineWidth - (meta.frame.width)
        #expect(text.frame.x + visible <= button.frame.x + 1, "the text stops before the button")
    }

    @Test func aLongerForwardedTextHasItsButtonAtTheRowEndBetweenTheContentTopAndTheMetaTop() throws {
        let long = String(repeating: "forwarded words ", count: 12)
        let row = try #require(TerminalGeometryTests.tree([ChatItems.text(1, long).forwarded()]).rows.first)
        let button = try #require(row.part(.endButton)), meta = try #require(row.part(.meta)), text = try #require(row.part(.text))
        #expect(abs(button.frame.maxX - (393 - 12)) < 1e-9, "at the row end")
        #expect(abs(button.frame.midY - (text.frame.y + meta.frame.y) / 2) < 1e-9, "centred between the content top and the meta top")
        #expect(text.frame.maxX <= button.frame.x + 1e-9, "the content is narrower by the button")
    }

    @Test func aForwardedCaptionlessPictureHasItsButtonOverItsCornerWhenTheMetaIs() throws {
        var item = MediaItems.image(1).forwarded()
        item.meta.itemForwarded = .unknown
        let row = try #require(TerminalGeometryTests.tree([item], width: 200).rows.first)
        let card = try #require(row.part(.card)), button = try #require(row.part(.endButton))
        #expect(button.frame.maxX <= card.frame.maxX && button.frame.y >= card.frame.y && button.frame.maxY <= card.frame.maxY, "on the content")
    }

    @Test func classicBubblesHaveTheForwardedHeaderWithItsIcon() throws {
        let row = try #require(ClassicGeometryTests.tree(TerminalGeometryTests.direct, items: [ChatItems.text(1, "hello").forwarded()]).rows.first)
        let header = try #require(row.part(.header)), icon = try #require(row.part(.symbol)), bubble = try #require(row.part(.bubble))
        guard case let .text(text) = header.content else { Issue.record("content"); return }
        #expect(text.string == "forwarded")
        #expect(icon.content == .symbol(.forwarded) && icon.frame.width == 14)
        #expect(icon.frame.x == bubble.frame.x + 12 && abs(header.frame.x - icon.frame.maxX - 4) < 1e-9)
        #expect(row.part(.endButton) == nil)
    }

    @Test func theQuoteWinsOverTheForwardedHeader() throws {
        let item = ChatItems.text(1, "hello").forwarded().quoting("earlier")
        let row = try #require(ClassicGeometryTests.tree(TerminalGeometryTests.direct, items: [item]).rows.first)
        #expect(row.part(.header) == nil && row.part(.quote) != nil)
    }

    @Test func savedNotesSaySavedFromTheChat() throws {
        var item = ChatItems.text(1, "hello", direction: .localSnd, status: .sndSent(sndProgress: .complete)).forwarded()
        item.content = .sndMsgContent(msgContent: .text(text: "hello"))
        let row = try #require(ClassicGeometryTests.tree(TerminalGeometryTests.direct, items: [item]).rows.first)
        guard case let .text(text)? = row.part(.header)?.content else { Issue.record("no header"); return }
        #expect(text.string == "saved from carol")
    }
}
