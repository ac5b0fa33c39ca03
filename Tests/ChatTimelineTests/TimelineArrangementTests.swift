import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The reply modes and chat orders a host chooses (exyte/Chat's `ReplyMode` and `ChatType`,
/// issue 35): `TimelineArrangement` as tables. A message is written `id@minute` (minutes from
/// Thursday 1 January 2026 00:00 UTC; 1440 is Friday) and `>n` for a reply to n. An arranged
/// row is `[Day] id position ^n quote`: the day's separator above it, its place in its thread,
/// the post it is under, and whether it shows its quote.
@Suite struct TimelineArrangementTests {
    static let environment = TimelineEnvironment(now: ChatItems.time(0), timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))

    /// `"3@5>1"`: item 3 at minute 5, replying to item 1.
    static func item(_ text: String) -> ChatItem {
        let parts = text.split(separator: ">")
        let head = parts[0].split(separator: "@")
        let id = Int64(head[0])!, minute = Double(head[1])!
        var item = ChatItems.text(id, "m\(id)", at: Date(timeIntervalSince1970: 1_767_225_600 + minute * 60))
        if parts.count > 1 {
            item.quotedItem = CIQuote(content: .text(text: "earlier"), itemId: Int64(parts[1])!, sentAt: item.meta.itemTs)
        }
        return item
    }

    static func arranged(_ items: [String], _ mode: ReplyMode, _ order: ChatOrder) -> [String] {
        TimelineArrangement.arrange(items.map(item), replyMode: mode, order: order, environment: environment).map { row in
            let day = row.dateSeparator.map { "[\(DateSeparator.text($0, environment: environment))] " } ?? ""
            let position = row.position.map { " \($0.rawValue)" } ?? ""
            let post = row.threadPost.map { " ^\($0)" } ?? ""
            return "\(day)\(row.itemId)\(position)\(post)\(row.showsQuote ? " quote" : "")"
        }
    }

    static let replyModeRuleCases: [(String, [String], ReplyMode, [String])] = [
        ("quote: replies stay where their time puts them, quoting", ["1@0", "2@1>1", "3@2"], .quote,
         ["[Thu, 1 Jan] 1", "2 quote", "3"]),
        ("answer: each reply under its post, in time order", ["1@0", "2@1", "3@2>1", "4@3>2", "5@4>1"], .answer,
         ["[Thu, 1 Jan] 1 postWithAnswers", "3 firstAnswer ^1", "5 lastAnswer ^1", "2 postWithAnswers", "4 lastAnswer ^2"]),
        ("answer: three answers, first, middle and last", ["1@0", "2@1>1", "3@2>1", "4@3>1"], .answer,
         ["[Thu, 1 Jan] 1 postWithAnswers", "2 firstAnswer ^1", "3 middleAnswer ^1", "4 lastAnswer ^1"]),
        ("answer: an answer to an answer is in the post's thread and quotes what it answers", ["1@0", "2@1>1", "3@2>2"], .answer,
         ["[Thu, 1 Jan] 1 postWithAnswers", "2 firstAnswer ^1", "3 lastAnswer ^1 quote"]),
        ("answer: a reply to a message not loaded is a post with its quote", ["2@0>99", "3@1"], .answer,
         ["[Thu, 1 Jan] 2 post quote", "3 post"]),
        ("answer: a later day's answer stays in its thread; days are the posts'", ["1@0", "2@1440", "3@1441>1"], .answer,
         ["[Thu, 1 Jan] 1 postWithAnswers", "3 lastAnswer ^1", "[Fri, 2 Jan] 2 post"]),
        ("answer: replies that loop are posts", ["1@0>2", "2@1>1"], .answer,
         ["[Thu, 1 Jan] 1 post quote", "2 post quote"]),
        ("items in any order are arranged by time, then id", ["3@2>1", "1@0", "2@0"], .answer,
         ["[Thu, 1 Jan] 1 postWithAnswers", "3 lastAnswer ^1", "2 post"]),
    ]

    /// `ReplyMode`, in the conversation order.
    @Test(arguments: replyModeRuleCases)
    func replyModeRule(_ name: String, items: [String], mode: ReplyMode, expected: [String]) {
        #expect(Self.arranged(items, mode, .conversation) == expected, "\(name)")
    }

    static let chatOrderRuleCases: [(String, [String], ReplyMode, [String])] = [
        ("comments, quote: newest at the top, each day's separator above its newest", ["1@0", "2@1", "3@1440>1"], .quote,
         ["[Fri, 2 Jan] 3 quote", "[Thu, 1 Jan] 2", "1"]),
        ("comments, answer: newest post first, each above its answers, newest first", ["1@0", "2@1", "3@2>1", "4@3>1"], .answer,
         ["[Thu, 1 Jan] 2 post", "1 postWithAnswers", "4 firstAnswer ^1", "3 lastAnswer ^1"]),
        ("comments, answer: days newest first, by their posts", ["1@0", "2@1440", "3@1441>1"], .answer,
         ["[Fri, 2 Jan] 2 post", "[Thu, 1 Jan] 1 postWithAnswers", "3 lastAnswer ^1"]),
    ]

    /// `ChatOrder.comments`: what the conversation order puts at the bottom is at the top.
    @Test(arguments: chatOrderRuleCases)
    func chatOrderRule(_ name: String, items: [String], mode: ReplyMode, expected: [String]) {
        #expect(Self.arranged(items, mode, .comments) == expected, "\(name)")
    }

    /// The spec's own arrangement (quote, conversation) keeps the core's order and shows a
    /// separator where `ItemSeparation` puts one: above the first message of each day.
    @Test func quoteConversationIsTheSpecsOrder() {
        let items = ["1@0", "2@5", "3@1440", "4@1500>1", "5@2900"]
        let rows = TimelineArrangement.arrange(items.map(Self.item), replyMode: .quote, order: .conversation, environment: Self.environment)
        #expect(rows.map(\.itemId) == [1, 2, 3, 4, 5])
        let sorted = items.map(Self.item)
        let separated = zip(sorted.dropLast(), sorted.dropFirst()).map { ItemSeparation(item: $0, newer: $1, environment: Self.environment).date != nil }
        #expect(rows.dropFirst().map { $0.dateSeparator != nil } == separated)
    }
}

/// The timeline's rows as an arrangement shows them (`ArrangedRows`, what the widget draws):
/// bottom first, an answer without its post's quote, the arrangement's days.
@Suite struct ArrangedRowsTests {
    /// `[Day] id` bottom first, `-quote` where an item's quote was left out.
    static func arranged(_ items: [String], _ mode: ReplyMode, _ order: ChatOrder) -> [String] {
        let window = ChatWindow(page: items.map(TimelineArrangementTests.item), stats: ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0))
        let environment = TimelineArrangementTests.environment
        let arranged = ArrangedRows(MergedRow.rows(of: window), replyMode: mode, order: order, environment: environment)
        return arranged.rows.map { row in
            let day = arranged.dateSeparators[row.id].map { "[\(DateSeparator.text($0, environment: environment))] " } ?? ""
            let original = window.item(id: row.id)?.quotedItem != nil
            return "\(day)\(row.id)\(original && row.newest.quotedItem == nil ? " -quote" : "")"
        }
    }

    static let arrangedRowsRuleCases: [(String, [String], ReplyMode, ChatOrder, [String])] = [
        ("quote, conversation: the timeline's rows as they are", ["1@0", "2@1>1", "3@1440"], .quote, .conversation,
         ["[Fri, 2 Jan] 3", "2", "[Thu, 1 Jan] 1"]),
        ("answer: the answer right above its post, bottom first, without its quote", ["1@0", "2@1", "3@2>1"], .answer, .conversation,
         ["2", "3 -quote", "[Thu, 1 Jan] 1"]),
        ("comments: the oldest at the bottom row", ["1@0", "2@1", "3@1440"], .quote, .comments,
         ["1", "[Thu, 1 Jan] 2", "[Fri, 2 Jan] 3"]),
        ("answer and comments: the newest post on top, its answers under it", ["1@0", "2@1", "3@2>1"], .answer, .comments,
         ["3 -quote", "1", "[Thu, 1 Jan] 2"]),
    ]

    @Test(arguments: arrangedRowsRuleCases)
    func arrangedRowsRule(_ name: String, items: [String], mode: ReplyMode, order: ChatOrder, expected: [String]) {
        #expect(Self.arranged(items, mode, order) == expected, "\(name)")
    }

    @Test func eachRowIsHashedWithItsNewNeighbours() {
        let window = ChatWindow(page: ["1@0", "2@1", "3@2>1"].map(TimelineArrangementTests.item), stats: ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0))
        let rows = MergedRow.rows(of: window)
        let arranged = ArrangedRows(rows, replyMode: .answer, order: .conversation, environment: TimelineArrangementTests.environment).rows
        #expect(Set(arranged.map(\.renderHash)).isDisjoint(with: rows.map(\.renderHash)), "every row has new neighbours or a new quote")
    }
}
