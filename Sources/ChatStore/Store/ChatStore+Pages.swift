import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// A page of chat `ref` (`/_get chat`), oldest first. Pages are ordered by item time, then
    /// id; a search matches whole words of the item text (FTS5); `initial` opens at the oldest
    /// unread item, or at the end.
    ///
    /// The counts after the page (`NavigationInfo`) come only with `around` and `initial`, as
    /// the core gives them (simplex-chat `src/Simplex/Chat/Store/Messages.hs`, `getDirectChat`
    /// and its group and local forms: `CPLast`, `CPAfter` and `CPBefore` return no
    /// `NavigationInfo`); a `before`, `after` or `last` page is nil there, and the view does not
    /// read it for those (`ChatWindow.apply`). It saves the two count queries on every page
    /// scrolled back.
    func chatPage(_ ref: ChatRef, _ pagination: ChatPagination, contentTag: MsgContentTag?, search: String?) throws -> (AChat, NavigationInfo?) {
        let info = try chatInfo(ref)
        try expire(ref, info)
        let filter = PageFilter(ref: ref, contentTag: contentTag, search: search)
        let page: [ChatItem]
        let navigation: NavigationInfo?
        switch pagination {
        case let .last(count):
            page = try newest(count, filter)
            navigation = nil
        case let .before(itemId, count):
            page = try older(than: try item(itemId, in: ref), count, filter)
            navigation = nil
        case let .after(itemId, count):
            page = try newer(than: try item(itemId, in: ref), count, filter)
            navigation = nil
        case let .around(itemId, count):
            page = try around(try item(itemId, in: ref), count, filter)
            navigation = try self.navigation(after: page.last, filter)
        case let .initial(count):
            if let firstUnread = try firstUnread(filter) {
                page = try around(firstUnread, count, filter)
            } else {
                page = try newest(count, filter)
            }
            navigation = try self.navigation(after: page.last, filter)
        }
        return (AChat(chatInfo: info, chatItems: page, chatStats: try stats(ref)), navigation)
    }

    private func newest(_ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let statement = try database.statement("SELECT \(Self.itemColumns) FROM chat_items WHERE \(filter.sql) ORDER BY item_ts DESC, item_id DESC LIMIT ?")
        try filter.bind(statement, extra: [.integer(Int64(count))])
        return try items(statement, capacity: count, reversed: true)
    }

    private func older(than anchor: ChatItem, _ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let statement = try database.statement("SELECT \(Self.itemColumns) FROM chat_items WHERE \(filter.sql) AND (item_ts, item_id) < (?, ?) ORDER BY item_ts DESC, item_id DESC LIMIT ?")
        try filter.bind(statement, extra: [.integer(anchor.meta.itemTs.microsecondsSince1970), .integer(anchor.meta.itemId), .integer(Int64(count))])
        return try items(statement, capacity: count, reversed: true)
    }

    private func newer(than anchor: ChatItem, _ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let statement = try database.statement("SELECT \(Self.itemColumns) FROM chat_items WHERE \(filter.sql) AND (item_ts, item_id) > (?, ?) ORDER BY item_ts, item_id LIMIT ?")
        try filter.bind(statement, extra: [.integer(anchor.meta.itemTs.microsecondsSince1970), .integer(anchor.meta.itemId), .integer(Int64(count))])
        return try items(statement, capacity: count)
    }

    private func around(_ anchor: ChatItem, _ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let half = max(0, count - 1) / 2
        return try older(than: anchor, half, filter) + [anchor] + newer(than: anchor, count - 1 - half, filter)
    }

    private func firstUnread(_ filter: PageFilter) throws -> ChatItem? {
        let statement = try database.statement("SELECT \(Self.itemColumns) FROM chat_items WHERE \(filter.sql) AND unread = 1 ORDER BY item_ts, item_id LIMIT 1")
        try filter.bind(statement, extra: [])
        return try items(statement).first
    }

    /// Items after a page (`NavigationInfo.afterTotal`) are counted up to this many; more are
    /// reported as this many. The core counts them all, a scan of every newer item's index entry
    /// (20 ms for a page in the middle of a million-item chat); the view asks only whether there
    /// are any, and how many unread, which are counted exactly. The bound keeps the count about
    /// the cost of reading a page's rows.
    public static let afterTotalLimit = 1_000

    /// How many items (up to `afterTotalLimit`) and unread items come after `newest`. The items
    /// after it are those of a later time, and those of its time with a greater id, counted
    /// apart (as the core does): a range of `item_ts` alone is scanned in the index without
    /// comparing each entry's (time, id) pair, ~40% cheaper. O(`afterTotalLimit`) index
    /// entries at most, plus the unread ones after it.
    private func navigation(after newest: ChatItem?, _ filter: PageFilter) throws -> NavigationInfo {
        guard let newest else { return NavigationInfo(afterTotal: 0, afterUnread: 0) }
        let time: SQLiteValue = .integer(newest.meta.itemTs.microsecondsSince1970)
        let limit: SQLiteValue = .integer(Int64(Self.afterTotalLimit))
        let total = try database.statement("""
            SELECT MIN(?, (SELECT COUNT(*) FROM (SELECT 1 FROM chat_items WHERE \(filter.sql) AND item_ts > ? LIMIT ?))
                + (SELECT COUNT(*) FROM (SELECT 1 FROM chat_items WHERE \(filter.sql) AND item_ts = ? AND item_id > ? LIMIT ?)))
            """)
        try total.bind([limit] + filter.values + [time, limit] + filter.values + [time, .integer(newest.meta.itemId), limit])
        _ = try total.step()
        let unread = try database.statement("SELECT COUNT(*) FROM chat_items WHERE \(filter.sql) AND unread = 1 AND (item_ts, item_id) > (?, ?)")
        try filter.bind(unread, extra: [time, .integer(newest.meta.itemId)])
        _ = try unread.step()
        return NavigationInfo(afterTotal: Int(total.integer(0)), afterUnread: Int(unread.integer(0)))
    }

    /// The unread count, the oldest unread item (by time), the unread mark of a chat, and how
    /// many of its unread items mention the user (`meta.userMention`, issue 18 "Reading").
    func stats(_ ref: ChatRef) throws -> ChatStats {
        let statement = try database.statement("""
            SELECT COUNT(*),
                COALESCE((SELECT item_id FROM chat_items WHERE chat_type = ?1 AND chat_id = ?2 AND unread = 1 ORDER BY item_ts, item_id LIMIT 1), 0),
                (SELECT unread_chat FROM chats WHERE chat_type = ?1 AND chat_id = ?2),
                COALESCE(SUM(json_extract(json, '$.meta.userMention') = 1), 0)
            FROM chat_items WHERE chat_type = ?1 AND chat_id = ?2 AND unread = 1
            """).bind(ref.keyValues)
        _ = try statement.step()
        return ChatStats(minUnreadItemId: statement.integer(1), reportsCount: 0, unreadChat: statement.integer(2) == 1,
                         unreadCount: Int(statement.integer(0)), unreadMentions: Int(statement.integer(3)))
    }

    /// Every chat of `userId` with its newest item and counts, the most recent first.
    func chatPreviews(userId: Int64) throws -> [AChat] {
        let chats = try database.statement("SELECT chat_type, chat_id, json FROM chats WHERE user_id = ?").bind(.integer(userId))
        var previews: [(AChat, Int64)] = []
        var rows: [(ChatRef, String)] = []
        while try chats.step() {
            guard let type = chats.text(0), let json = chats.text(2) else { continue }
            rows.append((ChatRef(chatId: chats.integer(1), chatType: ChatType(rawValue: type)), json))
        }
        for (ref, json) in rows {
            let info = try decodedChat(json)
            let last = try newest(1, PageFilter(ref: ref, contentTag: nil, search: nil))
            if case let .direct(contact) = info, contact.chatDeleted, last.isEmpty { continue }
            previews.append((AChat(chatInfo: info, chatItems: last, chatStats: try stats(ref)), last.first.map { $0.meta.itemTs.microsecondsSince1970 } ?? 0))
        }
        return previews.sorted { $0.1 > $1.1 }.map(\.0)
    }
}

/// The condition of a page query: the chat, and optionally a content tag and a search.
struct PageFilter {
    let ref: ChatRef
    let contentTag: MsgContentTag?
    let search: String?

    var sql: String {
        var conditions = ["chat_type = ? AND chat_id = ?"]
        if contentTag != nil { conditions.append("content_tag = ?") }
        if searchQuery != nil { conditions.append("item_id IN (SELECT rowid FROM chat_items_search WHERE chat_items_search MATCH ?)") }
        return conditions.joined(separator: " AND ")
    }

    /// The search as an FTS5 query of quoted words, so that no search text is FTS syntax.
    var searchQuery: String? {
        let words = (search ?? "").split(whereSeparator: { $0.isWhitespace }).map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The values of `sql`'s parameters, in order.
    var values: [SQLiteValue] {
        var values = ref.keyValues
        if let contentTag { values.append(.text(contentTag.rawValue)) }
        if let searchQuery { values.append(.text(searchQuery)) }
        return values
    }

    func bind(_ statement: SQLiteStatement, extra: [SQLiteValue]) throws {
        try statement.bind(values + extra)
    }
}
