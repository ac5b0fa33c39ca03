import Foundation
import SimpleXModel

/// The order of a chat's messages top to bottom for the reply mode and the chat order a host
/// chose (exyte/Chat's `ReplyMode` and `ChatType`, issue 35), as a pure rule: where each message
/// goes, its place in its thread, whether it shows its quote, and where days begin.
///
/// - Quote, conversation (the spec): oldest at the top, a day's separator above its first message.
/// - Answer: a message that replies to another is placed under its thread's post — the first
///   message up its chain of replies that replies to none among the items (a reply whose
///   original is not there is a post) — after the post's earlier answers; days are the posts'
///   (an answer written a day later stays in its thread). A chain that loops is a post.
/// - Comments: the same, newest at the top: the days, the posts and each thread's answers
///   newest first, a day's separator above its newest post, each post above its answers.
public enum TimelineArrangement {
    /// `items` (in any order; by time, then id, as they were sent) arranged top to bottom, days
    /// in `environment`'s calendar.
    /// - Complexity: O(n log n) in the items, and the length of the reply chains.
    public static func arrange(_ items: [ChatItem], replyMode: ReplyMode, order: ChatOrder, environment: TimelineEnvironment) -> [ArrangedItem] {
        let sorted = items.sorted { ($0.meta.itemTs, $0.meta.itemId) < ($1.meta.itemTs, $1.meta.itemId) }
        let calendar = environment.calendar
        switch replyMode {
        case .quote:
            let shown = order == .conversation ? sorted : sorted.reversed()
            var lastDay: Date?
            return shown.map { item in
                let day = calendar.startOfDay(for: item.meta.itemTs)
                defer { lastDay = day }
                return ArrangedItem(itemId: item.meta.itemId, showsQuote: item.quotedItem != nil, dateSeparator: day == lastDay ? nil : item.meta.itemTs)
            }
        case .answer:
            return threads(sorted, order: order, calendar: calendar)
        }
    }

    /// The answer mode: each post followed by its answers, posts and answers in `order`.
    private static func threads(_ sorted: [ChatItem], order: ChatOrder, calendar: Calendar) -> [ArrangedItem] {
        let byId = Dictionary(sorted.map { ($0.meta.itemId, $0) }, uniquingKeysWith: { first, _ in first })
        var answers: [Int64: [ChatItem]] = [:]
        var posts: [ChatItem] = []
        for item in sorted {
            if let post = post(of: item, in: byId) {
                answers[post, default: []].append(item)
            } else {
                posts.append(item)
            }
        }
        var arranged: [ArrangedItem] = []
        var lastDay: Date?
        for post in order == .conversation ? posts : posts.reversed() {
            let postId = post.meta.itemId
            let thread = answers[postId] ?? []
            let day = calendar.startOfDay(for: post.meta.itemTs)
            arranged.append(ArrangedItem(itemId: postId, position: thread.isEmpty ? .post : .postWithAnswers, showsQuote: post.quotedItem != nil,
                                         dateSeparator: day == lastDay ? nil : post.meta.itemTs))
            lastDay = day
            let shown = order == .conversation ? thread : thread.reversed()
            for (index, answer) in shown.enumerated() {
                let position: ThreadPosition = index == shown.count - 1 ? .lastAnswer : index == 0 ? .firstAnswer : .middleAnswer
                arranged.append(ArrangedItem(itemId: answer.meta.itemId, threadPost: postId, position: position,
                                             showsQuote: answer.quotedItem?.itemId != postId))
            }
        }
        return arranged
    }

    /// The post `item` answers: the top of its chain of replies among the items; nil when it
    /// replies to none of them, or its chain loops.
    private static func post(of item: ChatItem, in byId: [Int64: ChatItem]) -> Int64? {
        var visited: Set<Int64> = [item.meta.itemId]
        var current = item
        while let originalId = current.quotedItem?.itemId, let original = byId[originalId] {
            guard visited.insert(originalId).inserted else { return nil }
            current = original
        }
        return current.meta.itemId == item.meta.itemId ? nil : current.meta.itemId
    }
}
