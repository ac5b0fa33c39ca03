import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The terminal layout's function table (seed 000 §9 "Rows", "Items"), one table per rule,
/// each case named after the clause it checks; the audit's D-items are named where they are
/// mended.
@Suite struct TerminalRuleTests {
    static let base = ChatItems.time(0)

    static func item(_ id: Int64 = 1, after seconds: Double = 0, _ direction: CIDirection = .directRcv, _ text: String = "hi") -> ChatItem {
        ChatItems.text(id, text, at: base.addingTimeInterval(seconds), direction: direction)
    }

    static let member = Fixtures.teamMember("alice")
    static let other = Fixtures.teamMember("bob")

    static func channelPost(_ id: Int64 = 1, after seconds: Double = 0) -> ChatItem {
        item(id, after: seconds, .channelRcv)
    }

    static func ownPostAsChannel(_ id: Int64 = 1, after seconds: Double = 0) -> ChatItem {
        var post = item(id, after: seconds, .groupSnd)
        post.meta.showGroupAsSender = true
        return post
    }

    static let event = item().with(.rcvGroupEvent(rcvGroupEvent: .memberConnected))
    static let report = item(1, after: 0, .groupRcv(groupMember: member)).with(.report(reason: .spam, text: "spam"))
    static let image = item().with(.image(image: "", text: ""))
    static let captioned = item().with(.image(image: "", text: "caption"))
    static let voice = item().with(.voice(duration: 3, text: ""))
    static let file = item().with(.file(text: ""))
    static let linkPreview = item().with(.link(preview: LinkPreview(description: "", image: "", title: "t", uri: "https://a.b"), text: ""))

    static let senderRows: [(rule: String, item: ChatItem, older: ChatItem?, shows: Bool)] = [
        ("the older item is absent", item(2), nil, true),
        ("the same sender soon after does not", item(2, after: 60), item(1), false),
        ("7.5 minutes or more older (450 s)", item(2, after: 450), item(1), true),
        ("just under 7.5 minutes (449 s)", item(2, after: 449), item(1), false),
        ("another sender", item(2, after: 60, .directSnd), item(1), true),
        ("the older item has no sender (an event)", item(2, after: 60), event, true),
        ("an event has no sender", event, nil, false),
        ("another member of the group", item(2, after: 10, .groupRcv(groupMember: member)), item(1, after: 0, .groupRcv(groupMember: other)), true),
        ("channel as sender on both items: same sender", channelPost(2, after: 10), channelPost(1), false),
        ("the owner's post shown as the channel counts as the channel", ownPostAsChannel(2, after: 10), channelPost(1), false),
        ("the channel after the owner's own post: another sender", channelPost(2, after: 10), item(1, after: 0, .groupSnd), true),
    ]

    @Test(arguments: senderRows)
    func terminalItemShowsSender(rule: String, item: ChatItem, older: ChatItem?, shows: Bool) {
        #expect(TerminalRules.terminalItemShowsSender(item, older: older) == shows, "\(rule)")
    }

    static let hasSender: [(rule: String, content: CIContent, direction: CIDirection, has: Bool)] = [
        ("sent messages", .sndMsgContent(msgContent: .text(text: "a")), .directSnd, true),
        ("sent deleted items", .sndDeleted(deleteMode: .broadcast), .directSnd, true),
        ("sent moderated items", .sndModerated, .groupSnd, true),
        ("sent calls", .sndCall(duration: 1, status: .missed), .directSnd, true),
        ("sent group invitations", .sndGroupInvitation(groupInvitation: Fixtures.invitation, memberRole: .member), .directSnd, true),
        ("received messages show the member's name", .rcvMsgContent(msgContent: .text(text: "a")), .directRcv, true),
        ("received deleted items", .rcvDeleted(deleteMode: .broadcast), .directRcv, true),
        ("received moderated items", .rcvModerated, .directRcv, true),
        ("received blocked items", .rcvBlocked, .directRcv, true),
        ("received invalid items", .invalidJSON(decodingError: "bad", json: "{}"), .directRcv, true),
        ("received calls", .rcvCall(duration: 1, status: .missed), .directRcv, true),
        ("events have none", .rcvGroupEvent(rcvGroupEvent: .memberConnected), .directRcv, false),
        ("sent events have none", .sndGroupEvent(sndGroupEvent: .userLeft), .groupSnd, false),
    ]

    @Test(arguments: hasSender)
    func hasTerminalSender(rule: String, content: CIContent, direction: CIDirection, has: Bool) {
        #expect(Self.item(1, after: 0, direction).with(content).hasTerminalSender == has, "\(rule)")
    }

    static let rowGaps: [(rule: String, item: ChatItem, older: ChatItem?, separated: Bool, largeGap: Bool, senderRow: Bool, gap: TerminalGap)] = [
        ("no older item: none", item(2), nil, false, true, true, .none),
        ("separated rows: none", item(2), item(1), true, true, true, .none),
        ("one-line neighbours of one run: none", item(2, after: 10), item(1), false, false, false, .none),
        ("a large gap", item(2, after: 10), item(1), false, true, false, .paragraph),
        ("a sender row", item(2, after: 10), item(1), false, false, true, .paragraph),
        ("an item that is not one-line", item(2, after: 10, .directRcv, "two\nlines"), item(1), false, false, false, .paragraph),
        ("an older item that is not one-line", item(2, after: 10), item(1, after: 0, .directRcv, "two\nlines"), false, false, false, .paragraph),
        ("reactions on the older item", item(2, after: 10), item(1).reacted(), false, false, false, .paragraph),
    ]

    @Test(arguments: rowGaps)
    func terminalRowGap(rule: String, item: ChatItem, older: ChatItem?, separated: Bool, largeGap: Bool, senderRow: Bool, gap: TerminalGap) {
        #expect(TerminalRules.terminalRowGap(item, older: older, separated: separated, largeGap: largeGap, hasSenderRow: senderRow) == gap, "\(rule)")
    }

    static let separated: [(rule: String, olderNewest: ChatItem, separation: ItemSeparation, separated: Bool)] = [
        ("the older row's newest item is the chat banner", item().with(.chatBanner), ItemSeparation(showsTimestamp: true, hasLargeGap: true, date: nil), true),
        ("a date separator stands above the row", item(), ItemSeparation(showsTimestamp: true, hasLargeGap: false, date: base), true),
        ("the same day, no banner", item(), ItemSeparation(showsTimestamp: true, hasLargeGap: true, date: nil), false),
    ]

    @Test(arguments: separated)
    func terminalRowsSeparated(rule: String, olderNewest: ChatItem, separation: ItemSeparation, separated: Bool) {
        #expect(TerminalRules.terminalRowsSeparated(olderNewest: olderNewest, separation: separation) == separated, "\(rule)")
    }

    static let oneLine: [(rule: String, item: ChatItem, oneLine: Bool)] = [
        ("plain text", item(1, after: 0, .directRcv, "hello *there*"), true),
        ("a line break", item(1, after: 0, .directRcv, "hello\nthere"), false),
        ("block markdown", item(1, after: 0, .directRcv, "- a list"), false),
        ("a quote above the text", item().quoting(), false),
        ("a live header above the text", item().live(), false),
        ("a deleted header above the text", item().markedDeleted(), false),
        ("a report header above the text", report, false),
        ("D3: forwarded is an end button, not a header: a forwarded one-liner is one-line", item().forwarded(), true),
        ("a large emoji", item(1, after: 0, .directRcv, "👍👍"), true),
        ("reactions do not count", item().reacted(), true),
        ("an event has no sender", event, false),
        ("media is no text", image, false),
    ]

    @Test(arguments: oneLine)
    func isOneLine(rule: String, item: ChatItem, oneLine: Bool) {
        #expect(item.isOneLine == oneLine, "\(rule)")
    }

    static let cards: [(rule: String, item: ChatItem, revealed: Bool, card: Bool)] = [
        ("text is no card", item(), true, false),
        ("a marked deleted item is a card until revealed", item().markedDeleted(), false, true),
        ("a revealed marked deleted message shows its content under a header", item().markedDeleted(), true, false),
        ("D4: revealed moderated content is still drawn as the marked deleted card",
         item().with(.rcvModerated).markedDeleted(.moderated(byGroupMember: member, deletedTs: nil)), true, true),
        ("D4: revealed blocked content is still a card", item().with(.rcvBlocked).markedDeleted(.blockedByAdmin(deletedTs: nil)), true, true),
        ("a quote without a header is a card", item().quoting(), true, true),
        ("D2: a forwarded reply's quote is a card (forwarded is no header above a quote)", item().quoting().forwarded(), true, true),
        ("a quote below a live header is no card", item().quoting().live(), true, false),
        ("a quote below a report header is no card", report.quoting(), true, false),
        ("a header alone is no card", item().live(), true, false),
        ("an event is a card", event, true, true),
        ("calls are no card", item().with(.rcvCall(duration: 1, status: .missed)), true, false),
        ("invalid data is a card", item().with(.invalidJSON(decodingError: "bad", json: "{}")), true, true),
        ("media is a card", image, true, true),
        ("a link preview is a card (terminalMediaCard)", linkPreview, true, true),
        ("a code block first is a card", item(1, after: 0, .directRcv, "```\ncode\n```"), true, true),
        ("a table first is a card", item(1, after: 0, .directRcv, "| a | b |\n|---|---|\n| 1 | 2 |"), true, true),
        ("a rule first is a card", item(1, after: 0, .directRcv, "---\ntext"), true, true),
        ("a heading first is no card", item(1, after: 0, .directRcv, "# Title\ntext"), true, false),
        ("a large emoji is a card", item(1, after: 0, .directRcv, "🚀"), true, true),
    ]

    @Test(arguments: cards)
    func terminalItemStartsWithCard(rule: String, item: ChatItem, revealed: Bool, card: Bool) {
        #expect(TerminalRules.terminalItemStartsWithCard(item, revealed: revealed) == card, "\(rule)")
    }

    static let cardTopGaps: [(rule: String, item: ChatItem, gap: TerminalGap)] = [
        ("text has no card top gap", item().quoting(), .none),
        ("media below a quote", image.quoting(), .paragraph),
        ("media below a live header", image.live(), .paragraph),
        ("media at the item top", image, .none),
        ("D3: forwarded media is at the item top", image.forwarded(), .none),
        ("voice below a quote", voice.quoting(), .paragraph),
        ("a file below a quote", file.quoting(), .paragraph),
        ("D7: a link preview below a quote has none (only media, voice, file and emoji)", linkPreview.quoting(), .none),
        ("an emoji below a quote", item(1, after: 0, .directRcv, "🚀").quoting(), .paragraph),
    ]

    @Test(arguments: cardTopGaps)
    func terminalCardTopGap(rule: String, item: ChatItem, gap: TerminalGap) {
        #expect(TerminalRules.terminalCardTopGap(item) == gap, "\(rule)")
    }

    static let cardBottomGaps: [(rule: String, item: ChatItem, gap: TerminalGap)] = [
        ("no reactions: none", image, .none),
        ("captionless media ending the item above reactions", image.reacted(), .paragraph),
        ("a caption ends the item, not the media", captioned.reacted(), .none),
        ("voice without text above reactions", voice.reacted(), .paragraph),
        ("a file without text above reactions", file.reacted(), .paragraph),
        ("an emoji above reactions", item(1, after: 0, .directRcv, "🚀").reacted(), .paragraph),
        ("D8: a link preview is followed by its text, not a card end", linkPreview.reacted(), .none),
        ("text ending with a code block is no card end (MessageLastBlock carries the meta)",
         item(1, after: 0, .directRcv, "a\n```\ncode\n```").reacted(), .none),
    ]

    @Test(arguments: cardBottomGaps)
    func terminalCardBottomGap(rule: String, item: ChatItem, gap: TerminalGap) {
        #expect(TerminalRules.terminalCardBottomGap(item) == gap, "\(rule)")
    }

    static let textTopGaps: [(rule: String, item: ChatItem, gap: TerminalGap)] = [
        ("0 at the item top", item(), .none),
        ("D1: 0 at the item top even when the text starts with a code block (the sender row's card gap)",
         item(1, after: 0, .directRcv, "```\ncode\n```"), .none),
        ("D1: 0 at the item top for a rule", item(1, after: 0, .directRcv, "---\nafter a rule"), .none),
        ("a paragraph below a quote", item().quoting(), .paragraph),
        ("a paragraph below media", captioned, .paragraph),
        ("0 below a quote when the text starts with empty lines", item(1, after: 0, .directRcv, "\nstarts empty").quoting(), .none),
        ("0 below a quote when block text starts with empty lines", item(1, after: 0, .directRcv, "\n\n- list").quoting(), .none),
        ("a paragraph below a live header when the text starts with a code block", item(1, after: 0, .directRcv, "```\ncode\n```").live(), .paragraph),
        ("a level step below a header when the text starts with a heading", item(1, after: 0, .directRcv, "# Title\ntext").live(), .levelStep),
        ("0 below a header for plain text", item().live(), .none),
        ("a report's reason is drawn first: a line break at its start is no empty line", report.quoting(), .paragraph),
    ]

    @Test(arguments: textTopGaps)
    func terminalTextTopGap(rule: String, item: ChatItem, gap: TerminalGap) {
        #expect(TerminalRules.terminalTextTopGap(item) == gap, "\(rule)")
    }

    static let quoteTopGaps: [(rule: String, item: ChatItem, gap: TerminalGap)] = [
        ("a quote at the item top: 0", item().quoting(), .none),
        ("a paragraph below a live header (hasHeaderAboveQuote)", item().quoting().live(), .paragraph),
        ("a paragraph below a deleted header", item().quoting().markedDeleted(), .paragraph),
        ("D3: forwarded is no header above a quote", item().quoting().forwarded(), .none),
        ("no quote: 0", item().live(), .none),
    ]

    @Test(arguments: quoteTopGaps)
    func terminalQuoteTopGap(rule: String, item: ChatItem, gap: TerminalGap) {
        #expect(TerminalRules.terminalQuoteTopGap(item) == gap, "\(rule)")
    }

    static let bottomPaddings: [(rule: String, newest: Bool, dateBelow: Bool, padding: TerminalGap)] = [
        ("the newest row: 8 pt", true, false, .newestRow),
        ("above a date separator: the level step", false, true, .levelStep),
        ("otherwise 0", false, false, .none),
    ]

    @Test(arguments: bottomPaddings)
    func terminalRowBottomPadding(rule: String, newest: Bool, dateBelow: Bool, padding: TerminalGap) {
        #expect(TerminalRules.terminalRowBottomPadding(isNewest: newest, dateSeparatorBelow: dateBelow) == padding, "\(rule)")
    }
}
