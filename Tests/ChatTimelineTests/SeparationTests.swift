import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Item separation (simplex-view-logic §2.2) and merge categories (§2.4), one table per rule.
@Suite struct SeparationTests {
    static let utc = TimelineEnvironment(now: ChatItems.time(0), timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))
    static let base = ChatItems.time(0)

    static func item(_ id: Int64, after seconds: Double, _ direction: CIDirection = .directRcv, _ text: String = "hi") -> ChatItem {
        ChatItems.text(id, text, at: base.addingTimeInterval(seconds), direction: direction)
    }

    static let separations: [(rule: String, older: ChatItem, newer: ChatItem?, timestamp: Bool, largeGap: Bool, dated: Bool)] = [
        ("the newest row shows its time after a large gap", item(1, after: 0), nil, true, true, false),
        ("same sender within 60 s and the same minute: nothing", item(1, after: 0), item(2, after: 30), false, false, false),
        ("same sender 60 s apart is no large gap", item(1, after: 0), item(2, after: 60), true, false, false),
        ("same sender more than 60 s apart is a large gap", item(1, after: 0), item(2, after: 61), true, true, false),
        ("another sender is a large gap", item(1, after: 0), item(2, after: 5, .directSnd), true, true, false),
        ("a minute change shows the time", item(1, after: 50), item(2, after: 70), true, false, false),
        ("a day change puts the newer item's date between them", item(1, after: 86_399), item(2, after: 86_401), true, false, true),
    ]

    @Test(arguments: separations)
    func itemSeparation(rule: String, older: ChatItem, newer: ChatItem?, timestamp: Bool, largeGap: Bool, dated: Bool) {
        let separation = ItemSeparation(item: older, newer: newer, environment: Self.utc)
        #expect(separation.showsTimestamp == timestamp, "\(rule)")
        #expect(separation.hasLargeGap == largeGap, "\(rule)")
        #expect((separation.date != nil) == dated, "\(rule)")
        if dated {
            #expect(separation.date == newer?.meta.itemTs)
        }
    }

    @Test func dateSeparatorShowsTheYearOnlyWhenNotCurrent() {
        #expect(DateSeparator.text(Self.base, environment: Self.utc) == "Thu, 1 Jan")
        #expect(DateSeparator.text(Self.base.addingTimeInterval(-86_400), environment: Self.utc) == "Wed, 31 Dec 2025")
        let kyiv = TimelineEnvironment(now: Self.base, timeZone: TimeZone(identifier: "Europe/Kyiv")!, locale: Locale(identifier: "en_US_POSIX"))
        #expect(DateSeparator.text(Self.base.addingTimeInterval(-3600), environment: kyiv) == "Thu, 1 Jan")
    }

    static func groupEvent(_ event: RcvGroupEvent) -> ChatItem {
        var item = ChatItems.text(1)
        item.content = .rcvGroupEvent(rcvGroupEvent: event)
        return item
    }

    static func sentGroupEvent(_ event: SndGroupEvent) -> ChatItem {
        var item = ChatItems.text(1, direction: .groupSnd)
        item.content = .sndGroupEvent(sndGroupEvent: event)
        return item
    }

    static func deleted(_ direction: CIDirection) -> ChatItem {
        var item = ChatItems.text(1, direction: direction)
        item.meta.itemDeleted = .deleted(chatType: .direct, deletedTs: nil)
        return item
    }

    static let categories: [(rule: String, item: ChatItem, category: MergeCategory?)] = [
        ("a message never merges", ChatItems.text(1), nil),
        ("deleted received items", deleted(.directRcv), .rcvItemDeleted),
        ("deleted sent items, checked before the content", deleted(.directSnd), .sndItemDeleted),
        ("member events merge", groupEvent(.memberConnected), .rcvGroupEvent),
        ("the user's role change stands alone", groupEvent(.userRole(role: .admin)), nil),
        ("the group's deletion stands alone", groupEvent(.groupDeleted), nil),
        ("a pending review stands alone", groupEvent(.newMemberPendingReview), nil),
        ("sent member events merge", sentGroupEvent(.memberDeleted(groupMemberId: 2, profile: Profile(displayName: "a", fullName: ""))), .sndGroupEvent),
        ("leaving stands alone", sentGroupEvent(.userLeft), nil),
    ]

    @Test(arguments: categories)
    func mergeCategory(rule: String, item: ChatItem, category: MergeCategory?) {
        #expect(item.mergeCategory == category, "\(rule)")
    }

    /// Two deleted items collapse on one day; the next day's message keeps its date above it,
    /// collapsed or revealed, in both layouts (trial defect D11).
    @Test(arguments: [ChatLayoutMode.terminal, .classic])
    func aCollapsedRunKeepsTheNextDaysDate(layout: ChatLayoutMode) throws {
        var first = Self.item(1, after: 3600, .groupRcv(groupMember: GroupFixtures.member(.member, name: "alice", id: 2)))
        var second = Self.item(2, after: 3700, .groupRcv(groupMember: GroupFixtures.member(.member, name: "bob", id: 3)))
        first.meta.itemDeleted = .deleted(chatType: .group, deletedTs: nil)
        second.meta.itemDeleted = .deleted(chatType: .group, deletedTs: nil)
        let next = Self.item(3, after: 86_400 + 3600)
        let chat = ChatInfo.group(groupChatScope: nil, groupInfo: GroupFixtures.team.groupInfo)
        for revealed in [Set<Int64>(), [1, 2]] {
            let rows = RowPresentation.present(rows: MergedRow.rows([first, second, next], revealedIds: revealed), chatInfo: chat, layout: layout, environment: Self.utc)
            #expect(rows.last?.dateSeparator == "Fri, 2 Jan", "revealed: \(revealed)")
        }
        let collapsed = RowPresentation.present(rows: MergedRow.rows([first, second, next]), chatInfo: chat, layout: layout, environment: Self.utc)
        if layout == .terminal {
            let sender = try #require(collapsed.first?.sender)
            #expect(sender.name == "bob and alice")
            #expect(sender.avatarProfileName == "bob", "the merged row's avatar is its newest item's member")
        }
    }

    @Test func memberNamesOfMergedRows() {
        #expect(RowSender.memberNames(["alice"]) == "alice")
        #expect(RowSender.memberNames(["alice", "bob"]) == "alice and bob")
        #expect(RowSender.memberNames(["alice", "bob", "carol", "dan"]) == "alice, bob and 2 members")
    }
}

/// The window keeps its order and its time index when an item's new version carries its time
/// at another precision (the item as sent, and as the core reads it back).
@Suite struct WindowUpdateTests {
    @Test func anUpdateWithATimeAtAnotherPrecisionStillUpdates() {
        var timeline = Timeline()
        let sent = ChatItems.text(3, "live", at: ChatItems.time(3).addingTimeInterval(0.123_456_789), direction: .directSnd)
        timeline.apply(.initial(count: 2), page: [ChatItems.text(1, "one"), ChatItems.text(2, "two")], navigation: nil, stats: .zero)
        timeline.itemAdded(sent)
        for text in ["live a", "live ab", "live abc"] {
            var readBack = sent
            readBack.meta.itemTs = ChatItems.time(3).addingTimeInterval(0.123_456)
            readBack.meta.itemText = text
            readBack.content = .sndMsgContent(msgContent: .text(text: text))
            #expect(!timeline.itemUpdated(readBack).isEmpty, "\(text): the row changes")
        }
        #expect(timeline.window.items.map(\.meta.itemText) == ["live abc", "two", "one"])
        #expect(timeline.window.index(of: 3) == 0)
    }
}
