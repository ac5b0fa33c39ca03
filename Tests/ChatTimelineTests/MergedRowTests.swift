import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// Merged rows (simplex-view-logic §2.5–2.6), unread counters (§1.6) and window events.
@Suite struct MergedRowTests {

    static func window(_ items: [ChatItem], unread: Int = 0, after: Int = 0) -> ChatWindow {
        var window = ChatWindow()
        var stats = ChatStats.zero
        stats.unreadCount = unread
        window.apply(.initial(count: items.count), page: items, navigation: NavigationInfo(afterTotal: after, afterUnread: 0), stats: stats)
        return window
    }

    @Test func runsOfOneCategoryCollapseIntoOneRow() {
        let rows = MergedRow.rows(of: Self.window([ChatItems.text(1), ChatItems.memberConnected(2), ChatItems.memberConnected(3), ChatItems.memberConnected(4), ChatItems.text(5)]))
        #expect(rows.map(\.kind) == [.single, .grouped, .single])
        #expect(rows.map { $0.items.map(\.meta.itemId) } == [[5], [4, 3, 2], [1]])
        #expect(rows[1].revealed == false)
    }

    @Test func revealedItemsAreOneRowEach() {
        let rows = MergedRow.rows(of: Self.window([ChatItems.memberConnected(2), ChatItems.memberConnected(3), ChatItems.memberConnected(4)]), revealedIds: [2, 3, 4])
        #expect(rows.map { $0.items.map(\.meta.itemId) } == [[4], [3], [2]])
        #expect(rows.allSatisfy { $0.kind == .grouped && $0.revealed })
    }

    /// The menu's Expand shows a collapsed row's items one by one; Hide on one of them
    /// collapses the run again (simplex-view-logic §4.2).
    @Test func expandAndHideTheItemsOfARow() throws {
        var timeline = Timeline(window: Self.window([ChatItems.text(1), ChatItems.memberConnected(2), ChatItems.memberConnected(3), ChatItems.text(4)]))
        let collapsed = try #require(timeline.rows.first { $0.kind == .grouped })
        timeline.setRevealed(collapsed, true)
        #expect(timeline.rows.map { $0.items.map(\.meta.itemId) } == [[4], [3], [2], [1]])
        let one = try #require(timeline.rows.first { $0.items.map(\.meta.itemId) == [3] })
        timeline.setRevealed(one, false)
        #expect(timeline.revealedIds == [2])
    }

    @Test func aSplitStartsANewRow() {
        var window = Self.window([ChatItems.memberConnected(7), ChatItems.memberConnected(8)], after: 0)
        window.apply(.around(itemId: 3, count: 2), page: [ChatItems.memberConnected(2), ChatItems.memberConnected(3)], navigation: NavigationInfo(afterTotal: 5, afterUnread: 0), stats: ChatStats.zero)
        #expect(window.splits == [3])
        #expect(MergedRow.rows(of: window).map { $0.items.map(\.meta.itemId) } == [[8, 7], [3, 2]])
    }

    @Test func unreadBeforeCountsUnreadItemsOlderThanTheRow() {
        let items = ChatItems.chat(count: 5, unreadFrom: 3)
        let rows = MergedRow.rows(of: Self.window(items, unread: 3))
        #expect(rows.map(\.unreadBefore) == [2, 1, 0, 0, 0])
        #expect(rows.map(\.unreadIds) == [[5], [4], [3], [], []])
    }

    @Test func firstReactionOnTheOlderItemChangesTheNewerRowsHash() {
        let items = ChatItems.chat(count: 3)
        let before = MergedRow.rows(of: Self.window(items))
        var reacted = items
        reacted[1].reactions = [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 1, userReacted: true)]
        let after = MergedRow.rows(of: Self.window(reacted))
        #expect(before[0].renderHash != after[0].renderHash, "the newer row's gap depends on the older item's reactions")
        #expect(before[1].renderHash != after[1].renderHash)
        #expect(before[2].renderHash == after[2].renderHash, "the oldest row does not see a newer item's reactions")
    }

    @Test func newItemsJoinOnlyWhenTheNewestAreLoaded() {
        var loaded = Self.window(ChatItems.chat(count: 3))
        loaded.itemAdded(ChatItems.text(4, status: .rcvNew))
        #expect(loaded.items.map(\.meta.itemId) == [4, 3, 2, 1])
        #expect(loaded.unreadTotal == 1)
        var behind = Self.window(ChatItems.chat(count: 3), after: 10)
        behind.itemAdded(ChatItems.text(20, status: .rcvNew))
        #expect(behind.items.map(\.meta.itemId) == [3, 2, 1])
        #expect(behind.unreadTotal == 1 && behind.unreadAfterNewestLoaded == 1)
    }

    @Test func readingAndRemovingKeepCountersAndSplits() {
        var window = Self.window(ChatItems.chat(count: 4, unreadFrom: 2), unread: 3, after: 6)
        window.itemsRead([3, 4])
        #expect(window.unreadTotal == 1)
        #expect(window.item(id: 3)?.isUnread == false)
        window.itemsRemoved([4])
        #expect(window.splits == [3], "the split moves to the surviving older item")
        window.itemsRead(nil)
        #expect(window.unreadTotal == 0 && window.unreadAfter == 0)
    }
}
