import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The preload decision (simplex-view-logic §1.4) and collapsed-row texts (§2.6).
@Suite struct PreloadAndCollapsedTextTests {

    /// Items 1…1000 of which 801…1000 and 301…500 are loaded: a gap between 500 and 801.
    static let gapped: ChatWindow = {
        let chat = ChatItems.chat(count: 1000)
        var window = ChatWindow()
        window.apply(.initial(count: 200), page: Array(chat[800..<1000]), navigation: NavigationInfo(afterTotal: 0, afterUnread: 0), stats: ChatStats.zero)
        window.apply(.around(itemId: 400, count: 200), page: Array(chat[300..<500]), navigation: NavigationInfo(afterTotal: 500, afterUnread: 0), stats: ChatStats.zero)
        return window
    }()

    static let cases: [(rule: String, first: Int, last: Int, request: ChatPagination?)] = [
        ("far from the gap: nothing", 0, 20, nil),
        ("within 50 rows of the gap below: before the newer block's oldest item", 140, 160, .before(itemId: 801, count: 100)),
        ("inside the older block, near its end: before its oldest item", 300, 360, .before(itemId: 301, count: 100)),
        ("inside the older block, near its gap above: after its newest item", 210, 230, .after(itemId: 500, count: 100)),
    ]

    @Test(arguments: cases)
    func preloadRequest(rule: String, first: Int, last: Int, request: ChatPagination?) {
        #expect(Self.gapped.splits == [500], "the gap above 500")
        let rows = MergedRow.rows(of: Self.gapped)
        #expect(Preload.request(window: Self.gapped, rows: rows, firstVisible: first, lastVisible: last) == request, "\(rule)")
    }

    @Test func exhaustedAnchorsAreNotAskedAgain() {
        let rows = MergedRow.rows(of: Self.gapped)
        #expect(Preload.request(window: Self.gapped, rows: rows, firstVisible: 300, lastVisible: 360, exhausted: [301]) == nil)
    }

    @Test func withoutSplitsTheEndOfTheListLoadsOlderItems() {
        var window = ChatWindow()
        window.apply(.initial(count: 100), page: Array(ChatItems.chat(count: 300)[200..<300]), navigation: nil, stats: ChatStats.zero)
        let rows = MergedRow.rows(of: window)
        #expect(Preload.request(window: window, rows: rows, firstVisible: 0, lastVisible: 20) == nil)
        #expect(Preload.request(window: window, rows: rows, firstVisible: 30, lastVisible: 60) == .before(itemId: 201, count: 100))
    }

    static func member(_ id: Int64, _ name: String) -> GroupMember {
        let chat = Fixtures.team
        guard case let .groupRcv(member) = chat.chatItems[1].chatDir else { preconditionFailure("item 2 is from a member") }
        var renamed = member
        renamed.groupMemberId = id
        renamed.memberProfile.displayName = name
        return renamed
    }

    static func event(_ id: Int64, _ event: RcvGroupEvent, from name: String) -> ChatItem {
        var item = ChatItems.text(id, direction: .groupRcv(groupMember: member(id, name)))
        item.content = .rcvGroupEvent(rcvGroupEvent: event)
        return item
    }

    static func row(_ items: [ChatItem]) -> MergedRow {
        var window = ChatWindow()
        window.apply(.initial(count: items.count), page: items, navigation: nil, stats: ChatStats.zero)
        return MergedRow.rows(of: window)[0]
    }

    /// `names` connected newest first, as the row lists them; `others` older events of another kind.
    static let eventTexts: [(rule: String, names: [String], others: Int, text: String)] = [
        ("no connections", [], 3, "3 group events"),
        ("one", ["A", "B"], 0, "A and B connected"),
        ("three", ["A", "B", "C"], 0, "A, B and C connected"),
        ("more than three", ["A", "B", "C", "D", "E"], 0, "A, B and 3 other members connected"),
        ("other events too", ["A"], 2, "A connected and 2 other events"),
    ]

    @Test(arguments: eventTexts)
    func collapsedEvents(rule: String, names: [String], others: Int, text: String) {
        var items = names.enumerated().map { Self.event(Int64(1000 - $0.offset), .memberConnected, from: $0.element) }
        items += (0..<others).map { Self.event(Int64(100 + $0), .memberLeft, from: "X\($0)") }
        #expect(CollapsedRowText.text(Self.row(items)) == text, "\(rule)")
    }

    @Test func collapsedDeletedItems() {
        let moderator = Self.member(9, "mod")
        let deleted: (Int64, CIDeleted) -> ChatItem = { id, how in
            var item = ChatItems.text(id)
            item.meta.itemDeleted = how
            return item
        }
        #expect(CollapsedRowText.text(Self.row([deleted(1, .moderated(byGroupMember: moderator, deletedTs: nil)), deleted(2, .moderated(byGroupMember: moderator, deletedTs: nil))])) == "2 messages moderated by mod")
        #expect(CollapsedRowText.text(Self.row([deleted(1, .blockedByAdmin(deletedTs: nil)), deleted(2, .blockedByAdmin(deletedTs: nil))])) == "2 messages blocked by admin")
        #expect(CollapsedRowText.text(Self.row([deleted(1, .blocked(deletedTs: nil)), deleted(2, .blockedByAdmin(deletedTs: nil))])) == "2 messages blocked")
        #expect(CollapsedRowText.text(Self.row([deleted(1, .deleted(chatType: .direct, deletedTs: nil)), deleted(2, .blocked(deletedTs: nil))])) == "2 messages marked deleted")
        #expect(CollapsedRowText.text(Self.row([deleted(1, .blocked(deletedTs: nil))])) == nil, "one item is shown as itself")
    }
}
