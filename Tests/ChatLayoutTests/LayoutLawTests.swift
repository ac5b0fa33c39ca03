import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// Laws of the layout: it is pure, an edit relaid out through the cache equals a full layout,
/// and a cached row measures no text.
@Suite struct LayoutLawTests {
    static let texts = ["hi", "a longer message that wraps over more than one line at this width", "# Title\nbody",
                        "```\nlet x = 1\n```", "one\n\ntwo", "*bold* _italic_ ~strike~ `code`", "👍", "- a\n- b"]

    static func chat(_ random: inout SeededRandom, count: Int) -> [ChatItem] {
        (1...count).map { id in
            let text = texts[Int(random.next() % UInt64(texts.count))]
            return ChatItems.text(Int64(id), text, direction: random.next() % 2 == 0 ? .directRcv : .directSnd)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func relayoutAfterOneEditEqualsAFullLayout(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let chat = try LayoutFixtures.chat("demo-direct")
        var items = Self.chat(&random, count: 12)
        let environment = LayoutFixtures.environment(chat)
        var cache = LayoutCache()
        _ = try cache.layout(rows: LayoutFixtures.rows(items, in: chat, now: LayoutFixtures.now(chat)), environment: environment, measurer: LayoutFixtures.measurer)
        for _ in 0..<6 {
            let index = Int(random.next() % UInt64(items.count))
            let text = Self.texts[Int(random.next() % UInt64(Self.texts.count))] + " (edited)"
            items[index] = ChatItems.text(items[index].meta.itemId, text, at: items[index].meta.itemTs, direction: items[index].chatDir)
            items[index].meta.itemEdited = true
            let rows = LayoutFixtures.rows(items, in: chat, now: LayoutFixtures.now(chat))
            let counting = CountingMeasurer(LayoutFixtures.measurer)
            let incremental = try cache.layout(rows: rows, environment: environment, measurer: counting)
            let full = try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer)
            #expect(incremental == full, "seed \(seed): edit of item \(index + 1)")
            #expect(counting.calls > 0, "the edited row is measured again")
        }
    }

    @Test func aCachedRowMeasuresNoText() throws {
        let chat = try LayoutFixtures.chat("demo-chat")
        let environment = LayoutFixtures.environment(chat)
        let rows = LayoutFixtures.rows(chat.chatItems, in: chat)
        var cache = LayoutCache()
        let first = CountingMeasurer(LayoutFixtures.measurer)
        let tree = try cache.layout(rows: rows, environment: environment, measurer: first)
        #expect(first.calls > 0)
        let second = CountingMeasurer(LayoutFixtures.measurer)
        #expect(try cache.layout(rows: rows, environment: environment, measurer: second) == tree)
        #expect(second.calls == 0)
        var wider = environment
        wider.width = 500
        let third = CountingMeasurer(LayoutFixtures.measurer)
        _ = try cache.layout(rows: rows, environment: wider, measurer: third)
        #expect(third.calls > 0, "the width is part of the key")
    }

    /// Issue 22: the cache's key holds only what layout reads. The clock decides presentation,
    /// not geometry, and what is selected is ticked on laid-out rows.
    @Test func aClockTickOrASelectionChangeLaysOutNoRow() throws {
        let chat = try LayoutFixtures.chat("demo-chat")
        var environment = LayoutFixtures.environment(chat)
        environment.selecting = true
        var cache = LayoutCache()
        let tree = try cache.layout(rows: LayoutFixtures.rows(chat.chatItems, in: chat), environment: environment, measurer: LayoutFixtures.measurer)
        let later = CountingMeasurer(LayoutFixtures.measurer)
        let minuteLater = LayoutFixtures.now(chat).addingTimeInterval(60)
        let again = try cache.layout(rows: LayoutFixtures.rows(chat.chatItems, in: chat, now: minuteLater), environment: environment, measurer: later)
        #expect(later.calls == 0)
        #expect(again == tree)
        for id in chat.chatItems.map(\.meta.itemId) {
            let ticked = tree.marking(selected: [id])
            #expect(ticked.rows.filter { $0.parts.contains { $0.content == .checkbox(selected: true) } }.map(\.ids) == tree.rows.filter { $0.ids.contains(id) }.map(\.ids))
            #expect(ticked.height == tree.height)
        }
    }

    static let chats = ["demo-direct", "demo-chat", "demo-bots#0", "demo-bots#1"]

    /// The layout is a function of the rows and the environment alone, whatever was laid out
    /// before: the chat laid out as one page equals its rows laid out one by one, each with a
    /// measurer of its own, and equals what a cache serves after it laid the rows out newest
    /// first, and after other texts under the same ids (a cache that changes environment starts
    /// empty, so other widths would warm nothing).
    @Test(arguments: chats, [ChatLayoutMode.terminal, .classic])
    func layoutIsPure(chat name: String, layout: ChatLayoutMode) throws {
        let chat = try LayoutFixtures.chat(name)
        var environment = LayoutFixtures.environment(chat)
        environment.layout = layout
        let rows = LayoutFixtures.rows(chat.chatItems, in: chat, layout: layout)
        let page = try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer)
        let oneByOne = try rows.map { try ChatLayoutEngine.layoutRow($0, environment: environment, measurer: FixedAdvanceMeasurer()) }
        #expect(ChatLayoutEngine.assemble(oneByOne, rows: rows, environment: environment) == page, "\(name) \(layout): row by row")

        var cache = LayoutCache()
        for row in rows.reversed() {
            _ = try cache.layoutRow(row, environment: environment, measurer: LayoutFixtures.measurer)
        }
        #expect(try cache.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer) == page, "\(name) \(layout): warmed newest first")
        let others = chat.chatItems.map { ChatItems.text($0.meta.itemId, "other words under the same id", at: $0.meta.itemTs, direction: $0.chatDir) }
        _ = try cache.layout(rows: LayoutFixtures.rows(others, in: chat, layout: layout), environment: environment, measurer: LayoutFixtures.measurer)
        #expect(try cache.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer) == page, "\(name) \(layout): after other texts")
    }

    /// Every media card, quote thumbnail and forwarded mark, in both layouts, body sizes and
    /// widths from narrow to wide: parts lie inside their rows and the width. (Pictures grow with
    /// the width, so the chat may grow taller.)
    @Test(arguments: [ChatLayoutMode.terminal, .classic])
    func mediaPartsLieInsideTheirRowsAtEveryWidth(_ layout: ChatLayoutMode) throws {
        let chat = try LayoutFixtures.chat("demo-direct")
        for body in [17.0, 23] {
            for width in [240.0, 320, 393, 600, 800] {
                var environment = LayoutFixtures.environment(chat, width: width, body: body)
                environment.layout = layout
                let rows = LayoutFixtures.rows(MediaItems.chat, in: chat, layout: layout)
                let tree = try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer)
                for row in tree.rows {
                    for part in row.parts {
                        #expect(part.frame.y >= 0 && part.frame.maxY <= row.height - row.paddingBottom + 1e-9, "\(layout) body \(body) width \(width): \(part.kind) of row \(row.ids)")
                        #expect(part.frame.x >= 0 && part.frame.maxX <= width - 12 + 1e-9, "\(layout) body \(body) width \(width): \(part.kind) of row \(row.ids) inside the end padding")
                    }
                }
            }
        }
    }

    /// For every chat, layout and body size, over widths from narrow to wide: parts lie inside
    /// their rows, rows follow one another without overlap, and the chat grows no taller as it
    /// gets wider.
    @Test(arguments: chats, [ChatLayoutMode.terminal, .classic])
    func rowsHoldTheirPartsAndWidthNeverAddsHeight(chat name: String, layout: ChatLayoutMode) throws {
        let chat = try LayoutFixtures.chat(name)
        for body in [17.0, 23] {
            var previous = Double.infinity
            for width in [240.0, 320, 393, 600, 800] {
                var environment = LayoutFixtures.environment(chat, width: width, body: body)
                environment.layout = layout
                let rows = LayoutFixtures.rows(chat.chatItems, in: chat, layout: layout)
                let tree = try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer)
                let label = "\(name) \(layout) body \(body) width \(width)"
                for row in tree.rows {
                    #expect(row.height >= 0, "\(label)")
                    for part in row.parts {
                        #expect(part.frame.y >= 0 && part.frame.maxY <= row.height - row.paddingBottom + 1e-9, "\(label): \(part.kind) of row \(row.ids)")
                        #expect(part.frame.x >= 0 && part.frame.maxX <= width + 1e-9, "\(label): \(part.kind) of row \(row.ids) inside the width")
                    }
                }
                #expect(zip(tree.rows, tree.rows.dropFirst()).allSatisfy { abs($0.y + $0.height - $1.y) < 1e-9 }, "\(label): rows follow one another")
                #expect(tree.height <= previous + 1e-9, "\(label): no taller than at a narrower width")
                previous = tree.height
            }
        }
    }
}
