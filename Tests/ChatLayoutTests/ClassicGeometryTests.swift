import ChatLayout
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// The classic layout's numbers (simplex-view-logic §6.2), for their scenarios.
@Suite struct ClassicGeometryTests {
    static func tree(_ chat: AChat, items: [ChatItem]? = nil, width: Double = 393) throws -> LayoutTree {
        var environment = LayoutFixtures.environment(chat, width: width)
        environment.layout = .classic
        let items = items ?? chat.chatItems
        return try ChatLayoutEngine.layout(rows: LayoutFixtures.rows(items, in: chat, layout: .classic), environment: environment, measurer: LayoutFixtures.measurer)
    }

    static let long = String(repeating: "x", count: 200)

    @Test(arguments: [(false, 393.0), (true, 393.0), (false, 600.0)])
    func bubbleMaximumWidth(group: Bool, width: Double) throws {
        let chat = try LayoutFixtures.chat(group ? "demo-chat" : "demo-direct")
        let item = ChatItems.text(1, Self.long, direction: .directSnd, status: .sndSent(sndProgress: .complete))
        let bubble = try #require(Self.tree(chat, items: [item], width: width).rows.first?.part(.bubble))
        let expected = group ? (width - 28) * 0.84 - 42 : (width - 32) * 0.84
        #expect(bubble.frame.width <= expected + 1e-9)
        #expect(bubble.frame.width > expected - 8.6, "a long text fills the bubble to within one character")
    }

    @Test func sentAtTheEndReceivedAtTheStart() throws {
        let chat = try LayoutFixtures.chat("demo-direct")
        let rows = try Self.tree(chat, items: [ChatItems.text(1, "hello"), ChatItems.text(2, "hi", direction: .directSnd, status: .sndSent(sndProgress: .complete))]).rows
        #expect(try #require(rows[0].part(.bubble)).frame.x == 16)
        #expect(abs(try #require(rows[1].part(.bubble)).frame.maxX - (393 - 16)) < 1e-9)
    }

    @Test func textPaddingAndMetaInsideTheBubble() throws {
        let chat = try LayoutFixtures.chat("demo-direct")
        let row = try #require(Self.tree(chat, items: [ChatItems.text(1, "hello")]).rows.first)
        let bubble = try #require(row.part(.bubble)), text = try #require(row.part(.text)), meta = try #require(row.part(.meta))
        #expect(text.frame.x - bubble.frame.x == 12)
        #expect(text.frame.y - bubble.frame.y == 6)
        #expect(abs(bubble.frame.maxY - text.frame.maxY - 6) < 1e-9)
        #expect(abs(bubble.frame.maxX - meta.frame.maxX - 12) < 1e-9)
        #expect(abs(bubble.frame.maxY - meta.frame.maxY - 6) < 1e-9)
    }

    @Test func groupBubblesStartAfterTheAvatarColumn() throws {
        let tree = try Self.tree(LayoutFixtures.chat("demo-chat"))
        let row = try #require(tree.rows.first { $0.part(.avatar) != nil })
        #expect(try #require(row.part(.avatar)).frame.x == 12)
        #expect(try #require(row.part(.bubble)).frame.x == 12 + 34 + 10)
        #expect(try #require(row.part(.sender)).frame.x == 56, "the name on the bubble edge")
    }

    @Test func rowGapsAreTenAfterALargeGapElseTwo() throws {
        let chat = try LayoutFixtures.chat("demo-direct")
        let items = [ChatItems.text(1, "a"), ChatItems.text(2, "b"), ChatItems.text(3, "c", direction: .directSnd, status: .sndSent(sndProgress: .complete))]
        #expect(try Self.tree(chat, items: items).rows.map(\.paddingBottom) == [2, 10, 10])
    }

    @Test func aRightToLeftLastLineHasTheMetaWhereItsCopyStands() throws {
        let chat = try LayoutFixtures.chat("demo-direct")
        let row = try #require(Self.tree(chat, items: [ChatItems.text(1, "שלום עולם")]).rows.first)
        let text = try #require(row.part(.text)), meta = try #require(row.part(.meta))
        guard case let .text(laidOut) = text.content else { Issue.record("content"); return }
        #expect(abs(meta.frame.x - (text.frame.maxX - laidOut.measured.lastLineWidth)) < 1e-9)
    }

    @Test func emojiOnlyHasNoBubbleAndItsOwnPaddings() throws {
        let chat = try LayoutFixtures.chat("demo-direct")
        let row = try #require(Self.tree(chat, items: [ChatItems.text(1, "👍")]).rows.first)
        #expect(row.part(.bubble) == nil)
        let emoji = try #require(row.part(.text)), meta = try #require(row.part(.meta))
        let top = try #require(row.part(.dateSeparator)).frame.maxY + 8
        #expect(abs(emoji.frame.y - top - 8) < 1e-9, "8 above")
        #expect(emoji.frame.x == 16 + 6, "6 from its side")
        #expect(abs(meta.frame.x - emoji.frame.maxX - 12) < 1e-9)
        #expect(abs(emoji.frame.maxY - meta.frame.maxY - 8) < 1e-9, "the meta 8 above the bottom")
    }

    @Test func selectionModeMovesReceivedRowsByTheCheckbox() throws {
        let chat = try LayoutFixtures.chat("demo-chat")
        var environment = LayoutFixtures.environment(chat)
        environment.layout = .classic
        environment.selecting = true
        let tree = try ChatLayoutEngine.layout(rows: LayoutFixtures.rows(chat.chatItems, in: chat, layout: .classic),
                                               environment: environment, measurer: LayoutFixtures.measurer).marking(selected: [2])
        let row = try #require(tree.rows.first { $0.ids == [2] })
        #expect(try #require(row.part(.checkbox)).frame.x == 12, "the group rows' leading padding")
        #expect(row.part(.checkbox)?.content == .checkbox(selected: true))
        #expect(try #require(row.part(.bubble)).frame.x == 12 + 24 + 12 + 34 + 10, "moved by the checkbox and 12")
    }

    @Test func theHeaderIsTheBubblesFirstBlock() throws {
        let chat = try LayoutFixtures.chat("demo-direct")
        var item = ChatItems.text(1, "hello")
        item.meta.itemLive = true
        let row = try #require(Self.tree(chat, items: [item]).rows.first)
        let bubble = try #require(row.part(.bubble)), header = try #require(row.part(.header)), text = try #require(row.part(.text))
        #expect(header.frame.y - bubble.frame.y == 6)
        #expect(abs(text.frame.y - header.frame.maxY - 12) < 1e-9, "6 below one block, 6 above the next")
    }
}
