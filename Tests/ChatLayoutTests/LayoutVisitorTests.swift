import ChatLayout
import Testing

/// A visitor sees every part once: the contents it implements in their visits, the rest in
/// `defaultVisit`.
@Suite struct LayoutVisitorTests {
    struct MetaCounter: LayoutVisitor {
        var metas = 0
        var others = 0

        mutating func visitMeta(_ meta: MetaLine, of part: LayoutPart, in row: LayoutRow) { metas += 1 }
        mutating func defaultVisit(_ part: LayoutPart, in row: LayoutRow) { others += 1 }
    }

    @Test func everyPartIsVisitedOnce() throws {
        let chat = try LayoutFixtures.chat("demo-chat")
        let tree = try LayoutFixtures.layout(chat.chatItems, in: chat)
        var counter = MetaCounter()
        tree.walk(&counter)
        let parts = tree.rows.flatMap(\.parts)
        #expect(counter.metas == parts.filter { $0.kind == .meta }.count)
        #expect(counter.metas + counter.others == parts.count)
    }

    @Test func aBandVisitsOnlyTheRowsThatMeetIt() throws {
        let chat = try LayoutFixtures.chat("demo-chat")
        let tree = try LayoutFixtures.layout(chat.chatItems, in: chat)
        let second = tree.rows[1]
        var counter = MetaCounter()
        tree.walk(&counter, from: second.y, to: second.y + second.height)
        #expect(counter.metas + counter.others == second.parts.count)
    }
}
