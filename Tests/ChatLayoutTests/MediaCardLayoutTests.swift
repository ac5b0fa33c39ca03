import ChatLayout
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// Spec §5 media views and §9 Items "cards", simplex-view-logic §6.2: pictures at the media
/// width and their preview's aspect (portrait 75%), the video's play button and duration, the
/// voice player with its waveform, files with size, status and progress, link previews.
@Suite struct MediaCardLayoutTests {
    static let mediaWidth = (393 - 32) * 0.84

    static func row(_ item: ChatItem, width: Double = 393) throws -> LayoutRow {
        try #require(TerminalGeometryTests.tree([item], width: width).rows.first)
    }

    static func text(_ part: LayoutPart?) -> String? {
        if case let .text(text)? = part?.content { text.string } else { nil }
    }

    static let pictures: [(name: String, preview: String, width: Double, height: Double)] = [
        ("landscape 64 × 48 at the media width", MediaItems.preview("sunset.jpg"), mediaWidth, (mediaWidth * 48 / 64).rounded()),
        ("portrait 24 × 32 at 75% of it", MediaItems.preview("portrait.jpg"), mediaWidth * 0.75, (mediaWidth * 0.75 * 32 / 24).rounded()),
        ("no readable preview: 4:3", "", mediaWidth, (mediaWidth * 3 / 4).rounded()),
    ]

    @Test(arguments: pictures)
    func picturesTakeTheirPreviewsAspect(_ scenario: (name: String, preview: String, width: Double, height: Double)) throws {
        let row = try Self.row(MediaItems.image(1, preview: scenario.preview))
        let card = try #require(row.part(.card)), image = try #require(row.part(.image))
        #expect(abs(card.frame.width - scenario.width) < 1e-9 && card.frame.height == scenario.height, "\(scenario.name)")
        #expect(image.frame == card.frame, "the picture covers its card, the label under it")
        #expect(Self.text(card) == "Image")
    }

    @Test func aVideoHasItsPlayButtonCentredAndItsDurationOverThePicture() throws {
        let row = try Self.row(MediaItems.video(1, duration: 42))
        let card = try #require(row.part(.card)), play = try #require(row.part(.symbol)), badge = try #require(row.part(.badge))
        #expect(play.content == .symbol(.videoPlay))
        #expect(abs(play.frame.midY - card.frame.midY) < 1e-9 && abs(play.frame.x + play.frame.width / 2 - (card.frame.x + card.frame.width / 2)) < 1e-9)
        #expect(Self.text(badge) == "0:42")
        #expect(badge.frame.x > card.frame.x && badge.frame.y > card.frame.y)
    }

    @Test func voiceIsThePlayerTheDurationAndTheWaveform() throws {
        let row = try Self.row(MediaItems.voice(1, duration: 17))
        let player = try #require(row.part(.symbol)), wave = try #require(row.part(.waveform))
        #expect(row.part(.card) == nil, "the player circle is its background")
        #expect(player.content == .symbol(.voicePlay) && player.frame.width == 56, "VoiceMessagePlayer: 56")
        #expect(Self.text(row.part(.cardText)) == "0:17")
        #expect(wave.frame.maxX <= Self.mediaWidth + 12 && wave.frame.x > player.frame.maxX)
        #expect(abs(wave.frame.midY - player.frame.midY) < 1e-9)
        guard case let .waveform(bars) = wave.content else { Issue.record("content"); return }
        #expect(bars == Waveform.bars(duration: 17, count: bars.count), "drawn from the duration")
        #expect(wave.frame.width == Double(bars.count) * 4)
    }

    @Test func theWaveformIsDeterministicAndBounded() {
        let bars = Waveform.bars(duration: 17, count: 40)
        #expect(bars == Waveform.bars(duration: 17, count: 40))
        #expect(bars != Waveform.bars(duration: 18, count: 40))
        #expect(bars.allSatisfy { (0.2...1).contains($0) })
        #expect(Waveform.bars(duration: 0, count: 0).isEmpty)
    }

    static let files: [(name: String, status: CIFileStatus, detail: String, progress: Double?)] = [
        ("receiving: the share done", .rcvTransfer(rcvProgress: 40, rcvTotal: 100), "1.5 MB · receiving 40%", 0.4),
        ("sending", .sndTransfer(sndProgress: 3, sndTotal: 4), "1.5 MB · sending 75%", 0.75),
        ("a transfer of unknown size", .rcvTransfer(rcvProgress: 5, rcvTotal: 0), "1.5 MB · receiving", 0),
        ("received: no bar", .rcvComplete, "1.5 MB · downloaded", nil),
        ("not accepted yet", .rcvInvitation, "1.5 MB · not downloaded", nil),
    ]

    @Test(arguments: files)
    func aFileCardHasItsNameSizeStatusAndProgress(_ scenario: (name: String, status: CIFileStatus, detail: String, progress: Double?)) throws {
        let row = try Self.row(MediaItems.document(1, status: scenario.status))
        let texts = row.parts(.cardText).compactMap(Self.text)
        #expect(texts == ["report.pdf", scenario.detail], "\(scenario.name)")
        #expect(row.part(.symbol)?.content == .symbol(.file))
        #expect(row.part(.progress)?.content == scenario.progress.map(LayoutContent.progress), "\(scenario.name)")
        let card = try #require(row.part(.card))
        #expect(row.parts.filter { $0.kind != .card && $0.kind != .meta && $0.kind != .dateSeparator && $0.kind != .sender }
            .allSatisfy { $0.frame.maxX <= card.frame.maxX + 1e-9 && $0.frame.maxY <= card.frame.maxY + 1e-9 }, "inside the card")
    }

    @Test func aLinkPreviewHasItsPictureAcrossThenTitleDescriptionAndAddress() throws {
        let row = try Self.row(MediaItems.link(1))
        let card = try #require(row.part(.card)), image = try #require(row.part(.image))
        #expect(abs(card.frame.width - Self.mediaWidth) < 1e-9, "at most the maximum width")
        #expect(image.frame.x == card.frame.x && image.frame.y == card.frame.y && image.frame.width == card.frame.width)
        #expect(row.parts(.cardText).compactMap(Self.text) == ["SimpleX Chat", "Private and secure messenger without any user IDs", "https://simplex.chat"])
        #expect(try #require(row.parts(.cardText).first).frame.y >= image.frame.maxY)
    }

    @Test func classicPicturesSetTheBubbleWidthAndCaptionlessOnesHaveNoBubble() throws {
        let chat = TerminalGeometryTests.direct
        let captioned = try #require(ClassicGeometryTests.tree(chat, items: [MediaItems.image(1, text: "caption")]).rows.first)
        let bubble = try #require(captioned.part(.bubble)), image = try #require(captioned.part(.image))
        #expect(bubble.frame.width == image.frame.width && image.frame.x == bubble.frame.x && image.frame.y == bubble.frame.y, "edge to edge at the top")
        let bare = try #require(ClassicGeometryTests.tree(chat, items: [MediaItems.image(1)]).rows.first)
        #expect(bare.part(.bubble) == nil, "the bubble's background is transparent")
        let meta = try #require(bare.part(.meta)), picture = try #require(bare.part(.image))
        guard case let .meta(line) = meta.content else { Issue.record("meta"); return }
        #expect(line.overlay, "white over the picture")
        #expect(abs(picture.frame.maxX - meta.frame.maxX - 12) < 1e-9 && abs(picture.frame.maxY - meta.frame.maxY - 6) < 1e-9)
    }

    @Test func classicFileAndVoiceCardsStayInsideTheBubble() throws {
        let tree = try ClassicGeometryTests.tree(TerminalGeometryTests.direct, items: [MediaItems.document(1), MediaItems.voice(2, sent: true)])
        for row in tree.rows {
            let bubble = try #require(row.part(.bubble))
            for part in row.parts where [.card, .symbol, .cardText, .waveform, .progress].contains(part.kind) {
                #expect(part.frame.x >= bubble.frame.x && part.frame.maxX <= bubble.frame.maxX + 1e-9 && part.frame.maxY <= bubble.frame.maxY, "\(part.kind)")
            }
        }
    }
}

/// Issue 22 "media show transfer progress and a download mark".
@Suite struct PictureTransferTests {
    static let cases: [(String, CIFileStatus, Double?, Bool)] = [
        ("sending 40%", .sndTransfer(sndProgress: 40, sndTotal: 100), 0.4, false),
        ("receiving 30%", .rcvTransfer(rcvProgress: 30, rcvTotal: 100), 0.3, false),
        ("not downloaded", .rcvInvitation, nil, true),
        ("downloaded", .rcvComplete, nil, false),
    ]

    @Test("A picture shows its transfer's progress, or a download mark while it waits", arguments: cases)
    func pictureTransfer(rule: String, status: CIFileStatus, progress: Double?, mark: Bool) throws {
        for layout in [ChatLayoutMode.terminal, .classic] {
            var item = MediaItems.video(1)
            item.file = MediaItems.file(1, "clip.mp4", size: 1_000_000, status: status)
            let chat = try LayoutFixtures.chat("demo-direct")
            var environment = LayoutFixtures.environment(chat)
            environment.layout = layout
            let rows = LayoutFixtures.rows([item], in: chat, layout: layout)
            let row = try #require(ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer).rows.first)
            let shown = row.parts(.progress).compactMap { part -> Double? in if case let .progress(done) = part.content { done } else { nil } }
            #expect(shown == (progress.map { [$0] } ?? []), "\(rule) in \(layout)")
            #expect(row.parts(.symbol).contains { $0.content == .symbol(.download) } == mark, "\(rule) in \(layout)")
            let picture = try #require(row.part(.image))
            for part in row.parts(.progress) + row.parts(.symbol) {
                #expect(part.frame.x >= picture.frame.x && part.frame.maxX <= picture.frame.maxX + 1e-9, "\(rule): on the picture")
            }
        }
    }
}
