import ChatLayout
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// Issue 22 "Names": a long sender name is cut with an ellipsis and its role label stays
/// visible, inside the row, in both layouts.
@Suite struct LongNameTests {
    static let name = "Maximilian Alexander von Habsburg-Lothringen the Third of Somewhere Far"

    static func member() -> GroupMember {
        var member = Fixtures.teamMember("bob")
        member.memberProfile.displayName = name
        member.memberRole = .owner
        return member
    }

    @Test("The name is cut with an ellipsis, the role stays inside the row", arguments: [ChatLayoutMode.terminal, .classic])
    func longNameKeepsItsRole(layout: ChatLayoutMode) throws {
        let chat = Fixtures.team
        let item = ChatItems.text(1, "hello", direction: .groupRcv(groupMember: Self.member()))
        var environment = LayoutFixtures.environment(chat, width: 393)
        environment.layout = layout
        let rows = LayoutFixtures.rows([item], in: chat, now: item.meta.itemTs, layout: layout)
        let row = try #require(ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: LayoutFixtures.measurer).rows.first)
        let sender = try #require(row.part(.sender)), role = try #require(row.part(.role))
        guard case let .text(name) = sender.content, case let .text(label) = role.content else { throw Failure("no texts") }
        #expect(name.string.hasSuffix("…") && Self.name.hasPrefix(String(name.string.dropLast())))
        #expect(label.string == "owner")
        #expect(role.frame.maxX <= 393 - 12 + 1e-9, "the role ends inside the row")
        #expect(role.frame.x >= sender.frame.maxX, "after the name")
    }

    @Test("A name that fits is not cut")
    func shortName() {
        #expect(LayoutFixtures.measurer.truncated("bob", font: FontSpec(size: 17), width: 100) == "bob")
        #expect(CellTextMeasurer().truncated("abcdef", font: FontSpec(size: 1), width: 4) == "abc…")
        #expect(CellTextMeasurer().truncated("ab cdef", font: FontSpec(size: 1), width: 4) == "ab…")
        #expect(CellTextMeasurer().truncated("🇺🇦🇺🇦🇺🇦", font: FontSpec(size: 1), width: 5) == "🇺🇦🇺🇦…")
    }
}

private struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
