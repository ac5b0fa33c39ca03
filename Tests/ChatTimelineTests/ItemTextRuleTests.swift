import Foundation
import SimpleXModel
import Testing
import TestSupport
@testable import ChatTimeline

/// The one item model (issue 22 "One item model"): every text decision of an item, as the iOS
/// app makes it (`FramedItemView`, `CIQuote.getSender`, `chatItemReactions`, `CIEventView`,
/// `CICallItemView`, `CIGroupInvitationView`, `CIInvalidJSONView`, `MarkedDeletedItemView`),
/// one table per rule.
@Suite struct ItemTextRuleTests {
    static let alice = Fixtures.teamMember("alice")
    static let received = ChatItems.text(1, "BUY CHEAP PILLS", direction: .groupRcv(groupMember: alice))
    static let sent = ChatItems.text(2, "my words", direction: .groupSnd, status: .sndSent(sndProgress: .complete))

    static let headers: [(String, ChatItem, String?)] = [
        ("a plain message has none", received, nil),
        ("a received report names its audience", received.with(.report(reason: .spam, text: "x")), "Only sender and moderators see it"),
        ("a sent report names its audience", sent.with(.report(reason: .content, text: "x")), "Only you and moderators see it"),
        ("a deleted report is archived", received.with(.report(reason: .spam, text: "x")).markedDeleted(), "archived report"),
        ("moderated by the moderator", received.markedDeleted(.moderated(byGroupMember: alice, deletedTs: nil)), "moderated by alice"),
        ("blocked", received.markedDeleted(.blocked(deletedTs: nil)), "blocked"),
        ("blocked by admin", received.markedDeleted(.blockedByAdmin(deletedTs: nil)), "blocked by admin"),
        ("marked deleted", received.markedDeleted(), "marked deleted"),
        ("live, in capitals", sent.live(), "LIVE"),
        ("a deletion wins over live", sent.live().markedDeleted(), "marked deleted"),
    ]

    @Test("ItemHeader: one header, report first, then a deletion, then live", arguments: headers)
    func itemHeader(rule: String, item: ChatItem, title: String?) {
        #expect(ItemHeader(item)?.title == title, "\(rule)")
    }

    static let reasons: [(ReportReason, String)] = [
        (.spam, "Spam: "), (.content, "Inappropriate content: "), (.community, "Community guidelines violation: "),
        (.profile, "Inappropriate profile: "), (.other, "Another reason: "), (.unrecognized("custom"), "custom: "),
    ]

    @Test("ReportReason.textPrefix: a report's text starts with its reason", arguments: reasons)
    func reportPrefix(reason: ReportReason, prefix: String) {
        #expect(reason.textPrefix == prefix)
    }

    static let quoteSenders: [(String, CIDirection, String?)] = [
        ("the user's direct message", .directSnd, "you"),
        ("a contact's direct message names no one", .directRcv, nil),
        ("the user's group message: the member name", .groupSnd, "me in team"),
        ("a member's message", .groupRcv(groupMember: alice), "alice"),
        ("the user's note", .localSnd, "you"),
        ("a received note names no one", .localRcv, nil),
        ("a channel's post names no one", .channelRcv, nil),
    ]

    @Test("QuoteSender.name: whom a quote names (CIQuote.getSender)", arguments: quoteSenders)
    func quoteSender(rule: String, direction: CIDirection, name: String?) {
        #expect(QuoteSender.name(direction, membershipName: "me in team") == name, "\(rule)")
    }

    @Test("QuoteSender.name: the user's group message without a membership says you")
    func quoteSenderWithoutMembership() {
        #expect(QuoteSender.name(.groupSnd, membershipName: nil) == "you")
    }

    @Test("QuoteSender.lineLimit: 2 lines of quoted text below a sender, 3 without", arguments: [(true, 2), (false, 3)])
    func quoteLineLimit(hasSender: Bool, limit: Int) {
        #expect(QuoteSender.lineLimit(hasSender: hasSender) == limit)
    }

    static let counts: [(Int, Bool, String?)] = [(1, false, nil), (1, true, nil), (2, false, "2"), (12, true, "12")]

    @Test("CIReactionCount.countText: the count shows only above one", arguments: counts)
    func reactionCount(total: Int, own: Bool, text: String?) {
        #expect(CIReactionCount(reaction: .emoji(emoji: "👍"), totalReacted: total, userReacted: own).countText == text)
    }

    @Test("ChatItem.shownReactions: none under a hidden message, its reactions once revealed")
    func hiddenReactions() {
        let hidden = Self.received.reacted().markedDeleted()
        #expect(hidden.shownReactions(revealed: false).isEmpty)
        #expect(hidden.shownReactions(revealed: true).count == 1)
        #expect(Self.received.reacted().shownReactions(revealed: false).count == 1)
    }

    static let durations: [(Int, String)] = [(0, "0:00"), (7, "0:07"), (754, "12:34"), (3_599, "59:59"), (3_600, "1:00:00"), (3_725, "1:02:05")]

    @Test("DurationText: m:ss under an hour, h:mm:ss from an hour", arguments: durations)
    func durationText(seconds: Int, text: String) {
        #expect(DurationText.text(seconds: seconds) == text)
    }

    static let cards: [(String, CIContent, String, String?)] = [
        ("deleted content", .rcvDeleted(deleteMode: .broadcast), "deleted", nil),
        ("moderated content", .rcvModerated, "moderated", nil),
        ("blocked content", .rcvBlocked, "blocked by admin", nil),
        ("an ended call with its duration", .rcvCall(duration: 754, status: .ended), "ended call 12:34", "📞"),
        ("a call over an hour", .sndCall(duration: 3_725, status: .ended), "ended call 1:02:05", "📞"),
        ("a missed call", .rcvCall(duration: 0, status: .missed), "missed call", "📞"),
        ("a pending invitation", .rcvGroupInvitation(groupInvitation: Fixtures.invitation, memberRole: .member), "Team · You are invited to group", "✉"),
        ("a sent invitation", .sndGroupInvitation(groupInvitation: Fixtures.invitation, memberRole: .member), "Team · You sent group invitation", "✉"),
        ("an unreadable item", .invalidJSON(decodingError: "bad", json: "{}"), "invalid data", nil),
    ]

    @Test("ItemCard: what content other than a message says", arguments: cards)
    func itemCard(rule: String, content: CIContent, text: String, icon: String?) {
        let card = ItemCard(Self.received.with(content))
        #expect(card?.text == text, "\(rule)")
        #expect(card?.icon == icon, "\(rule)")
    }

    @Test("EventText: a member's event starts with the member's name")
    func eventText() {
        var event = Self.received.with(.rcvGroupEvent(rcvGroupEvent: .memberAdded(groupMemberId: 2, profile: Profile(displayName: "bob", fullName: ""))))
        event.meta.itemText = "added bob"
        #expect(EventText.text(event) == "alice added bob")
        #expect(ItemShape(Self.row(event)) == .event("alice added bob"))
    }

    static let hidden: [(String, CIDeleted, HiddenLabel)] = [
        ("marked deleted", .deleted(chatType: .group, deletedTs: nil), .markedDeleted),
        ("moderated", .moderated(byGroupMember: alice, deletedTs: nil), .moderated(by: "alice")),
        ("blocked", .blocked(deletedTs: nil), .blocked),
        ("blocked by admin", .blockedByAdmin(deletedTs: nil), .blockedByAdmin),
    ]

    @Test("ItemShape: hidden stays hidden — a deleted message is its label until revealed", arguments: hidden)
    func hiddenShape(rule: String, deletion: CIDeleted, label: HiddenLabel) {
        let item = Self.received.markedDeleted(deletion)
        #expect(ItemShape(Self.row(item)) == .hidden(label), "\(rule)")
        #expect(ItemShape(Self.row(item, revealed: true)) == .message(.text(text: "BUY CHEAP PILLS")), "\(rule): revealed")
    }

    @Test("ItemShape: an archived report reads as archived, not as deleted (issue 36 D27)")
    func archivedReportShape() {
        let report = Self.received.with(.report(reason: .spam, text: "x")).markedDeleted()
        #expect(ItemShape(Self.row(report)) == .hidden(.archivedReport))
        #expect(HiddenLabel.archivedReport.text == "archived report")
        #expect(ItemShape(Self.row(Self.received.markedDeleted())) == .hidden(.markedDeleted), "a message stays marked deleted")
    }

    /// A row of one item.
    static func row(_ item: ChatItem, revealed: Bool = false) -> MergedRow {
        MergedRow(kind: item.mergeCategory == nil ? .single : .grouped, items: [item], revealed: revealed, mergeCategory: item.mergeCategory,
                  unreadBefore: 0, renderHash: 0)
    }
}
