import ChatLayout
import ChatSession
import ChatTimeline
import Foundation
@testable import ParleyGUI
import SimpleXMarkdown
import SimpleXModel
import Testing
import TestSupport

/// The window's rules of text as values (issue 33): what a screen reader is told of a row, the
/// message cursor's moves, text selected across a message's lines, what a click on a link does,
/// and a chat's row in the list.
@Suite struct WindowTextRulesTests {
    static let member = Fixtures.team.chatItems.compactMap { item -> GroupMember? in
        if case let .groupRcv(member) = item.chatDir { member } else { nil }
    }.first!

    /// The rows of `items` in the demo's Team, laid out in `layout` with a fixed-advance measurer.
    static func laidOut(_ items: [ChatItem], layout: ChatLayoutMode) throws -> (rows: [MergedRow], tree: LayoutTree) {
        let page = AChat(chatInfo: Fixtures.team.chatInfo, chatItems: items.map { $0.parsingMarkdown() }, chatStats: Fixtures.team.chatStats)
        let session = ChatSession(user: nil, showing: page, layout: layout)
        let open = try #require(session.open)
        let style = ViewStyle(timeZone: TimeZone(identifier: "UTC")!, now: ChatItems.time(100))
        let environment = style.environment(of: open.info, layout: layout, width: 600)
        var presented = PresentedRows()
        presented.present(open.timeline.rows, chatInfo: open.info, layout: layout, environment: environment.timeline(now: ChatItems.time(100)))
        var cache = LayoutCache()
        return (open.timeline.rows, try cache.layout(rows: presented.presentations, environment: environment, measurer: FixedAdvanceMeasurer()))
    }

    /// The announcement of the newest row of `items`.
    static func announcement(_ items: [ChatItem], layout: ChatLayoutMode = .terminal) throws -> String {
        let (rows, tree) = try laidOut(items, layout: layout)
        let row = try #require(rows.first)
        let laidOut = try #require(tree.rows.first { $0.ids.contains(row.id) })
        return RowAnnouncement.text(of: laidOut, item: row.newest, chatName: "Team", time: "10:42")
    }

    /// The sender, the text, the quote, the reactions, the time and state; in both layouts.
    @Test(arguments: [ChatLayoutMode.terminal, .classic])
    func aRowIsReadAsTheFacesDrawIt(layout: ChatLayoutMode) throws {
        let received = ChatItems.text(2, "see you at 8", direction: .groupRcv(groupMember: Self.member)).reacted("👍")
        let text = try Self.announcement([ChatItems.text(1, "first", direction: .groupSnd), received], layout: layout)
        let name = Self.member.memberProfile.displayName
        #expect(text.hasPrefix("\(name)"), "\(text)")
        #expect(text.contains("see you at 8"), "\(text)")
        #expect(text.contains("Reactions 👍"), "\(text)")
        #expect(text.hasSuffix("10:42"), "\(text)")
        let sent = try Self.announcement([ChatItems.text(1, "mine", direction: .groupSnd, status: .sndSent(sndProgress: .complete))], layout: layout)
        #expect(sent.hasPrefix("You") && sent.contains(": mine. 10:42"), "\(sent)")
        #expect(sent.contains("10:42, sent"), "\(sent)")
        let quoting = try Self.announcement([ChatItems.text(3, "yes", direction: .groupRcv(groupMember: Self.member)).quoting("the plan")], layout: layout)
        #expect(quoting.contains("In reply to"), "\(quoting)")
        #expect(quoting.contains("the plan"), "\(quoting)")
    }

    /// Hidden content is read as its label, never its words: a secret, a deleted message.
    @Test(arguments: [ChatLayoutMode.terminal, .classic])
    func hiddenContentIsReadAsItsLabel(layout: ChatLayoutMode) throws {
        let secret = try Self.announcement([ChatItems.text(1, "the code is #4242# now", direction: .groupRcv(groupMember: Self.member))], layout: layout)
        #expect(secret.contains("the code is secret now"), "\(secret)")
        #expect(!secret.contains("4242"), "\(secret)")
        let deleted = try Self.announcement([ChatItems.text(1, "words nobody should hear", direction: .groupRcv(groupMember: Self.member)).markedDeleted()], layout: layout)
        #expect(!deleted.contains("nobody should hear"), "\(deleted)")
        #expect(deleted.lowercased().contains("deleted"), "\(deleted)")
    }

    /// MessageCursor: from no row the newest; a step older or newer; stopping at the ends.
    @Test(arguments: [
        (from: Int64?.none, step: 1, expected: Int64?.some(30)),
        (from: .some(30), step: 1, expected: .some(20)),
        (from: .some(20), step: -1, expected: .some(30)),
        (from: .some(30), step: -5, expected: .some(30)),
        (from: .some(20), step: 10, expected: .some(10)),
        (from: .some(99), step: 1, expected: .some(30)),
    ])
    func messageCursor(from: Int64?, step: Int, expected: Int64?) {
        #expect(MessageCursor.move(from: from, in: [30, 20, 10], by: step) == expected)
        #expect(MessageCursor.move(from: from, in: [], by: step) == nil)
    }

    /// TextSelection: across the paragraphs of a message, in either direction, a part a line;
    /// nothing selected for an empty range; the edges of a row.
    @Test func selectionAcrossParagraphs() throws {
        let (_, tree) = try Self.laidOut([ChatItems.text(1, "# Plan\nfirst line\n\nsecond paragraph", direction: .groupSnd)], layout: .terminal)
        let row = try #require(tree.rows.last)
        let id = try #require(row.ids.first)
        let parts = row.parts.indices.filter { TextSelection.text(of: row, part: $0) != nil }
        #expect(parts.count >= 2, "\(row.parts.map(\.kind))")
        let first = try #require(parts.first), last = try #require(parts.last)
        let forward = TextSelection(anchor: TextPlace(row: id, part: first, offset: 2), focus: TextPlace(row: id, part: last, offset: 6))
        let backward = TextSelection(anchor: forward.focus, focus: forward.anchor)
        #expect(forward.text(in: row) == backward.text(in: row))
        let text = forward.text(in: row)
        #expect(text.hasSuffix("second"), "\(text)")
        #expect(text.contains("\n"), "\(text)")
        #expect(TextSelection(anchor: forward.anchor, focus: forward.anchor).ranges(in: row).isEmpty)
        #expect(TextSelection.edge(of: row, end: false, id: id) == TextPlace(row: id, part: first, offset: 0))
        let whole = try #require(TextSelection.edge(of: row, end: true, id: id))
        #expect(TextSelection(anchor: TextSelection.edge(of: row, end: false, id: id)!, focus: whole).text(in: row).hasSuffix("second paragraph"))
    }

    /// LinkOpening: a link drawn as its own target opens; a SimpleX link asks to connect; a
    /// link whose text says something else asks first.
    @Test(arguments: [
        (text: "https://example.com/a", target: "https://example.com/a", expected: LinkOpening.open),
        (text: "example.com", target: "https://example.com", expected: .open),
        (text: "a@example.com", target: "mailto:a@example.com", expected: .open),
        (text: "+1 234 567", target: "tel:+1234567", expected: .open),
        (text: "the site", target: "https://example.com", expected: .askDifferentTarget),
        (text: "https://bank.example", target: "https://evil.example", expected: .askDifferentTarget),
        (text: "join us", target: WindowTextRulesTests.simplexLink, expected: .askSimplexLink),
        (text: WindowTextRulesTests.simplexLink, target: WindowTextRulesTests.simplexLink, expected: .askSimplexLink),
    ])
    func linkOpening(text: String, target: String, expected: LinkOpening) {
        #expect(LinkOpening.decide(text: text, target: target) == expected)
    }

    /// A SimpleX contact address (from the core's 6.4 replies).
    static let simplexLink = "https://simplex.chat/contact#/?v=2-7&smp=smp%3A%2F%2Fhpq7_4gGJiilmz5Rf-CswuU5kZGkm_zOIooSw6yALRg%3D%40smp5.simplex.im%2FR0p4SjBVYUJqS3R4RmZGSw%23%2F%3Fv%3D1-4%26dh%3DMCowBQYDK2VuAyEAwP1ZEL1Bf2lr9C0sIZdWo1MBGQjU7wJgtY7mx0YR7nQ%253D"

    /// A chat's row in the list: the sender, the markdown's styles, secrets blocked, links by
    /// their text, one line; "you: " for your own; a draft instead; the marks and counts.
    @Test func theListRowAsTheTerminalDrawsIt() {
        let environment = ViewStyle(timeZone: TimeZone(identifier: "UTC")!, now: ChatItems.time(100)).timeline
        var chat = Fixtures.team
        chat.chatItems = [ChatItems.text(99, "*soon* #1234# [docs](https://example.com)\nnext", at: ChatItems.time(99), direction: .groupRcv(groupMember: Self.member))]
        chat.chatStats.unreadCount = 4
        chat.chatStats.unreadMentions = 1
        let preview = ListPreview(chat, draft: nil, match: nil, environment: environment)
        let name = Self.member.memberProfile.displayName
        #expect(preview.pieces == [ListPreview.Piece("\(name): ", .sender), ListPreview.Piece("soon", .bold), ListPreview.Piece(" "),
                                   ListPreview.Piece("▒▒▒▒", .secret), ListPreview.Piece(" "), ListPreview.Piece("docs", .link), ListPreview.Piece(" next")])
        #expect(preview.unread == 4 && preview.mentioned && !preview.muted)
        #expect(preview.initials == Avatar.initials(chat.chatInfo.displayName))
        #expect(preview.time == environment.timestampText(ChatItems.time(99)))
        #expect(ListPreview(chat, draft: "half\nwritten", match: nil, environment: environment).pieces == [ListPreview.Piece("Draft: ", .draft), ListPreview.Piece("half written")])
        chat.chatItems = [ChatItems.text(98, "mine", direction: .groupSnd)]
        #expect(ListPreview(chat, draft: nil, match: nil, environment: environment).pieces == [ListPreview.Piece("you: "), ListPreview.Piece("mine")])
        let old = ListPreview.time(ChatItems.time(0) - 86_400 * 3, environment)
        #expect(!old.contains(":"), "an older day shows the date: \(old)")
    }
}
