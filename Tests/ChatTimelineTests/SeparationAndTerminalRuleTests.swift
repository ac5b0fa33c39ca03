import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Item separation (simplex-view-logic §2.2), merge categories (§2.4) and the terminal rules of
/// spec §9, one table per rule.
@Suite struct SeparationAndTerminalRuleTests {
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
        #expect(separation.timestamp == timestamp, "\(rule)")
        #expect(separation.largeGap == largeGap, "\(rule)")
        #expect((separation.date != nil) == dated, "\(rule)")
        if dated {
            #expect(separation.date == newer?.meta.itemTs)
        }
    }

    @Test func dateSeparatorShowsTheYearOnlyWhenNotCurrent() {
        #expect(dateSeparatorText(Self.base, environment: Self.utc) == "Thu, 1 Jan")
        #expect(dateSeparatorText(Self.base.addingTimeInterval(-86_400), environment: Self.utc) == "Wed, 31 Dec 2025")
        let kyiv = TimelineEnvironment(now: Self.base, timeZone: TimeZone(identifier: "Europe/Kyiv")!, locale: Locale(identifier: "en_US_POSIX"))
        #expect(dateSeparatorText(Self.base.addingTimeInterval(-3600), environment: kyiv) == "Thu, 1 Jan")
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

    static let senderRows: [(rule: String, item: ChatItem, older: ChatItem?, shows: Bool)] = [
        ("the oldest item shows its sender", item(2, after: 0), nil, true),
        ("the same sender soon after does not", item(2, after: 60), item(1, after: 0), false),
        ("the same sender 7.5 minutes later does", item(2, after: 450), item(1, after: 0), true),
        ("the same sender just under 7.5 minutes later does not", item(2, after: 449), item(1, after: 0), false),
        ("another sender does", item(2, after: 60, .directSnd), item(1, after: 0), true),
        ("after an event it does", item(2, after: 60), groupEvent(.memberConnected), true),
        ("an event has no sender", groupEvent(.memberConnected), nil, false),
    ]

    @Test(arguments: senderRows)
    func terminalItemShowsSender(rule: String, item: ChatItem, older: ChatItem?, shows: Bool) {
        #expect(TerminalRules.terminalItemShowsSender(item, older: older) == shows, "\(rule)")
    }

    static let rowGaps: [(rule: String, item: ChatItem, older: ChatItem?, separated: Bool, largeGap: Bool, senderRow: Bool, gap: TerminalGap)] = [
        ("no older item: none", item(2, after: 0), nil, false, true, true, .none),
        ("separated rows: none", item(2, after: 0), item(1, after: 0), true, true, true, .none),
        ("one-line neighbours of one run: none", item(2, after: 10), item(1, after: 0), false, false, false, .none),
        ("a large gap", item(2, after: 10), item(1, after: 0), false, true, false, .paragraph),
        ("a sender row", item(2, after: 10), item(1, after: 0), false, false, true, .paragraph),
        ("an item that is not one-line", item(2, after: 10, .directRcv, "two\nlines"), item(1, after: 0), false, false, false, .paragraph),
        ("an older item that is not one-line", item(2, after: 10), item(1, after: 0, .directRcv, "two\nlines"), false, false, false, .paragraph),
        ("reactions on the older item", item(2, after: 10),
         ChatItems.text(1, reactions: [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 1, userReacted: false)]), false, false, false, .paragraph),
    ]

    @Test(arguments: rowGaps)
    func terminalRowGap(rule: String, item: ChatItem, older: ChatItem?, separated: Bool, largeGap: Bool, senderRow: Bool, gap: TerminalGap) {
        #expect(TerminalRules.terminalRowGap(item, older: older, separated: separated, largeGap: largeGap, hasSenderRow: senderRow) == gap, "\(rule)")
    }

    static func quoting(_ item: ChatItem) -> ChatItem {
        var quoting = item
        quoting.quotedItem = CIQuote(content: .text(text: "earlier"), itemId: 0, sentAt: base)
        return quoting
    }

    static let oneLine: [(rule: String, item: ChatItem, oneLine: Bool)] = [
        ("plain text", item(1, after: 0, .directRcv, "hello *there*"), true),
        ("a line break", item(1, after: 0, .directRcv, "hello\nthere"), false),
        ("block markdown", item(1, after: 0, .directRcv, "- a list"), false),
        ("a quote above the text", quoting(item(1, after: 0)), false),
        ("a large emoji", item(1, after: 0, .directRcv, "👍👍"), true),
        ("an event has no sender", groupEvent(.memberConnected), false),
        ("a sent text", item(1, after: 0, .directSnd, "ok"), true),
    ]

    @Test(arguments: oneLine)
    func isOneLine(rule: String, item: ChatItem, oneLine: Bool) {
        #expect(item.isOneLine == oneLine, "\(rule)")
    }

    static let cards: [(rule: String, item: ChatItem, revealed: Bool, card: Bool)] = [
        ("text is no card", item(1, after: 0), true, false),
        ("a marked deleted item is a card until revealed", deleted(.directRcv), false, true),
        ("a quote is a card", quoting(item(1, after: 0)), true, true),
        ("an event is a card", groupEvent(.memberConnected), true, true),
        ("a code block first is a card", item(1, after: 0, .directRcv, "```\ncode\n```"), true, true),
        ("a large emoji is a card", item(1, after: 0, .directRcv, "🚀"), true, true),
    ]

    @Test(arguments: cards)
    func terminalItemStartsWithCard(rule: String, item: ChatItem, revealed: Bool, card: Bool) {
        #expect(TerminalRules.terminalItemStartsWithCard(item, revealed: revealed) == card, "\(rule)")
    }

    static func image(_ caption: String, quoted: Bool = false, reacted: Bool = false) -> ChatItem {
        var image = item(1, after: 0, .directRcv, caption)
        image.content = .rcvMsgContent(msgContent: .image(image: "", text: caption))
        if reacted {
            image.reactions = [CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: 1, userReacted: false)]
        }
        return quoted ? quoting(image) : image
    }

    static let cardGaps: [(rule: String, item: ChatItem, top: TerminalGap, bottom: TerminalGap)] = [
        ("text has no card gaps", quoting(item(1, after: 0)), .none, .none),
        ("media below a quote", image("", quoted: true), .paragraph, .none),
        ("media at the item top", image(""), .none, .none),
        ("media ending the item above reactions", image("", reacted: true), .none, .paragraph),
        ("a caption ends the item, not the media", image("caption", reacted: true), .none, .none),
        ("an emoji below a quote", quoting(item(1, after: 0, .directRcv, "🚀")), .paragraph, .none),
    ]

    @Test(arguments: cardGaps)
    func terminalCardGaps(rule: String, item: ChatItem, top: TerminalGap, bottom: TerminalGap) {
        #expect(TerminalRules.terminalCardTopGap(item) == top, "\(rule)")
        #expect(TerminalRules.terminalCardBottomGap(item) == bottom, "\(rule)")
    }

    @Test func textTopGap() {
        #expect(TerminalRules.terminalTextTopGap(Self.item(1, after: 0)) == .none)
        #expect(TerminalRules.terminalTextTopGap(Self.quoting(Self.item(1, after: 0))) == .paragraph)
        #expect(TerminalRules.terminalTextTopGap(Self.quoting(Self.item(1, after: 0, .directRcv, "\nstarts empty"))) == .none)
        #expect(TerminalRules.terminalTextTopGap(Self.item(1, after: 0, .directRcv, "---\nafter a rule")) == .paragraph)
    }

    @Test func memberNamesOfMergedRows() {
        #expect(RowSender.memberNames(["alice"]) == "alice")
        #expect(RowSender.memberNames(["alice", "bob"]) == "alice and bob")
        #expect(RowSender.memberNames(["alice", "bob", "carol", "dan"]) == "alice, bob and 2 members")
    }
}
