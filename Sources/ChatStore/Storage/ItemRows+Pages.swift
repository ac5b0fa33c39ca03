import Foundation
import SimpleXModel

/// The page queries of `chat_items`: pages are ordered by item time, then id (the index
/// `chat_items_by_chat`); a filter narrows them to a content tag and a search.
extension ItemRows {
    /// The newest `count` items, oldest first.
    mutating func newest(_ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let statement = try database.statement("SELECT \(Self.columns) FROM chat_items WHERE \(filter.sql) ORDER BY item_ts DESC, item_id DESC LIMIT ?")
        try statement.bind(filter.values + [.integer(Int64(count))])
        return try items(statement, capacity: count, reversed: true)
    }

    /// The oldest `count` items, oldest first.
    mutating func oldest(_ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let statement = try database.statement("SELECT \(Self.columns) FROM chat_items WHERE \(filter.sql) ORDER BY item_ts, item_id LIMIT ?")
        try statement.bind(filter.values + [.integer(Int64(count))])
        return try items(statement, capacity: count)
    }

    /// The `count` items before `anchor`, oldest first.
    mutating func older(than anchor: ChatItem, _ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let statement = try database.statement("SELECT \(Self.columns) FROM chat_items WHERE \(filter.sql) AND (item_ts, item_id) < (?, ?) ORDER BY item_ts DESC, item_id DESC LIMIT ?")
        try statement.bind(filter.values + [.integer(anchor.meta.itemTs.microsecondsSince1970), .integer(anchor.meta.itemId), .integer(Int64(count))])
        return try items(statement, capacity: count, reversed: true)
    }

    /// The `count` items after `anchor`, oldest first.
    mutating func newer(than anchor: ChatItem, _ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let statement = try database.statement("SELECT \(Self.columns) FROM chat_items WHERE \(filter.sql) AND (item_ts, item_id) > (?, ?) ORDER BY item_ts, item_id LIMIT ?")
        try statement.bind(filter.values + [.integer(anchor.meta.itemTs.microsecondsSince1970), .integer(anchor.meta.itemId), .integer(Int64(count))])
        return try items(statement, capacity: count)
    }

    /// The oldest unread item, or nil.
    mutating func firstUnread(_ filter: PageFilter) throws -> ChatItem? {
        let statement = try database.statement("SELECT \(Self.columns) FROM chat_items WHERE \(filter.sql) AND unread = 1 ORDER BY item_ts, item_id LIMIT 1")
        try statement.bind(filter.values)
        return try items(statement).first
    }

    /// How many items (up to `limit`) and unread items come after `newest`. The items after
    /// it are those of a later time, and those of its time with a greater id, counted apart (as
    /// the core does): a range of `item_ts` alone is scanned in the index without comparing
    /// each entry's (time, id) pair, ~40% cheaper. O(`limit`) index entries at most, plus the
    /// unread ones after it.
    func counts(after newest: ChatItem, _ filter: PageFilter, limit: Int) throws -> (total: Int, unread: Int) {
        let time: SQLiteValue = .integer(newest.meta.itemTs.microsecondsSince1970)
        let limit: SQLiteValue = .integer(Int64(limit))
        let total = try database.statement("""
            SELECT MIN(?, (SELECT COUNT(*) FROM (SELECT 1 FROM chat_items WHERE \(filter.sql) AND item_ts > ? LIMIT ?))
                + (SELECT COUNT(*) FROM (SELECT 1 FROM chat_items WHERE \(filter.sql) AND item_ts = ? AND item_id > ? LIMIT ?)))
            """)
        try total.bind([limit] + filter.values + [time, limit] + filter.values + [time, .integer(newest.meta.itemId), limit])
        _ = try total.step()
        let unread = try database.statement("SELECT COUNT(*) FROM chat_items WHERE \(filter.sql) AND unread = 1 AND (item_ts, item_id) > (?, ?)")
        try unread.bind(filter.values + [time, .integer(newest.meta.itemId)])
        _ = try unread.step()
        return (Int(total.integer(0)), Int(unread.integer(0)))
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

    /// Whether the chat holds items past their time: timed items due at `now`, or items older
    /// than `keptFor` seconds (nil keeps items of any age).
    func hasExpired(in ref: ChatRef, at now: Date, keptFor seconds: Int64?) throws -> Bool {
        let now = now.microsecondsSince1970
        let cutoff = seconds.map { now - $0 * 1_000_000 } ?? Int64.min
        let due = try database.statement("""
            SELECT EXISTS (SELECT 1 FROM chat_items WHERE chat_type = ?1 AND chat_id = ?2 AND delete_at IS NOT NULL AND delete_at <= ?3)
                OR EXISTS (SELECT 1 FROM chat_items WHERE chat_type = ?1 AND chat_id = ?2 AND item_ts < ?4)
            """).bind(ref.keyValues + [.integer(now), .integer(cutoff)])
        return try due.step() && due.integer(0) == 1
    }

    /// Removes the chat's items past their time, as `hasExpired` finds them.
    func removeExpired(in ref: ChatRef, at now: Date, keptFor seconds: Int64?) throws {
        let now = now.microsecondsSince1970
        try database.statement("DELETE FROM chat_items WHERE chat_type = ? AND chat_id = ? AND delete_at IS NOT NULL AND delete_at <= ?")
            .bind(ref.keyValues + [.integer(now)]).run()
        if let seconds {
            try database.statement("DELETE FROM chat_items WHERE chat_type = ? AND chat_id = ? AND item_ts < ?")
                .bind(ref.keyValues + [.integer(now - seconds * 1_000_000)]).run()
        }
    }
}

/// The condition of a page query: the chat, and optionally a content tag and a search.
struct PageFilter {
    let ref: ChatRef
    let contentTag: MsgContentTag?
    let search: String?

    /// The condition, with a parameter for each of `values`.
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
}
