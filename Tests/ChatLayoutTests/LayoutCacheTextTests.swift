import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// The layout cache measures, after an edit, only texts of the edited row (issue 10 "relayout
/// after one edited row"): rows whose neighbourhood changed (grouping, tail, sender line) are
/// placed again from texts they measured before, and the edited row measures only what changed.
@Suite struct LayoutCacheTextTests {
    /// A group chat of senders taking turns every few messages, so that an edit's neighbours
    /// share its group.
    static func chat(_ random: inout SeededRandom, senders: [GroupMember], count: Int) -> [ChatItem] {
        (1...count).map { id in
            let text = LayoutLawTests.texts[Int(random.next() % UInt64(LayoutLawTests.texts.count))]
            let run = id / 3
            let direction: CIDirection = run % 3 == 0 ? .groupSnd : .groupRcv(groupMember: senders[run % senders.count])
            return ChatItems.text(Int64(id), text, at: ChatItems.time(Int64(id)), direction: direction)
        }
    }

    @Test(arguments: [ChatLayoutMode.terminal, .classic], [1, 2, 3, 4] as [UInt64])
    func anEditMeasuresOnlyTheEditedRowsTexts(_ layout: ChatLayoutMode, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let chat = try LayoutFixtures.chat("demo-chat")
        var items = Self.chat(&random, senders: chat.chatItems.senders, count: 15)
        var environment = LayoutFixtures.environment(chat)
        environment.layout = layout
        var cache = LayoutCache()
        _ = try cache.layout(rows: LayoutFixtures.rows(items, in: chat, layout: layout), environment: environment, measurer: LayoutFixtures.measurer)
        for _ in 0..<5 {
            let index = Int(random.next() % UInt64(items.count))
            let text = LayoutLawTests.texts[Int(random.next() % UInt64(LayoutLawTests.texts.count))] + " (edited)"
            items[index] = ChatItems.text(items[index].meta.itemId, text, at: items[index].meta.itemTs, direction: items[index].chatDir)
            items[index].meta.itemEdited = true
            let rows = LayoutFixtures.rows(items, in: chat, layout: layout)
            let counting = CountingMeasurer(LayoutFixtures.measurer)
            let incremental = try cache.layout(rows: rows, environment: environment, measurer: counting)
            #expect(incremental == (try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer)), "\(layout) seed \(seed): edit of item \(index + 1)")
            let edited = try #require(rows.first { $0.row.items.contains { $0.meta.itemId == items[index].meta.itemId } })
            let alone = CountingMeasurer(LayoutFixtures.measurer)
            _ = try ChatLayoutEngine.layoutRow(edited, environment: environment, measurer: alone)
            let own = Set(alone.paragraphs)
            #expect(counting.calls > 0, "\(layout) seed \(seed): the edited text is measured")
            #expect(counting.calls <= alone.calls, "\(layout) seed \(seed): no more than the edited row's texts")
            #expect(counting.paragraphs.allSatisfy(own.contains), "\(layout) seed \(seed): every text measured is the edited row's")
        }
    }
}
