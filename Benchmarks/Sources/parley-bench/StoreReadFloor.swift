import Foundation

/// The floor of a page read: raw sqlite3 on a second connection to the store's file, running
/// the store's own SQL for the page (ChatStore+Pages: the anchor row, the page's rows, and for
/// `around` and `initial` the two counts after the page, bounded alike) with the store's parameters, statements prepared
/// once as the store's are. It reads the columns the store reads (`item_id, row_tag, json`, the
/// JSON in place) and `item_ts`, which the store takes from the decoded item. It does none of
/// the rest: no chat, user or stats query, no decoding, no executor hop.
final class StoreReadFloor {
    /// A row's place in the chat's order: item time, then id.
    typealias Position = (ts: Int64, id: Int64)

    private let connection: FloorConnection
    private let anchor: FloorStatement
    private let older: FloorStatement
    private let newer: FloorStatement
    private let newest: FloorStatement
    private let newestMatching: FloorStatement
    private let firstUnread: FloorStatement
    private let afterTotal: FloorStatement
    private let afterUnread: FloorStatement
    private let chat: [FloorValue] = [.text("direct"), .integer(2)]
    private let afterTotalLimit: Int64

    init(path: String, afterTotalLimit: Int) throws(FloorError) {
        connection = try FloorConnection(path: path)
        self.afterTotalLimit = Int64(afterTotalLimit)
        let columns = "item_id, row_tag, json, item_ts"
        let chat = "chat_type = ? AND chat_id = ?"
        let matching = chat + " AND item_id IN (SELECT rowid FROM chat_items_search WHERE chat_items_search MATCH ?)"
        anchor = try connection.prepare("SELECT \(columns) FROM chat_items WHERE item_id = ? AND chat_type = ? AND chat_id = ?")
        older = try connection.prepare("SELECT \(columns) FROM chat_items WHERE \(chat) AND (item_ts, item_id) < (?, ?) ORDER BY item_ts DESC, item_id DESC LIMIT ?")
        newer = try connection.prepare("SELECT \(columns) FROM chat_items WHERE \(chat) AND (item_ts, item_id) > (?, ?) ORDER BY item_ts, item_id LIMIT ?")
        newest = try connection.prepare("SELECT \(columns) FROM chat_items WHERE \(chat) ORDER BY item_ts DESC, item_id DESC LIMIT ?")
        newestMatching = try connection.prepare("SELECT \(columns) FROM chat_items WHERE \(matching) ORDER BY item_ts DESC, item_id DESC LIMIT ?")
        firstUnread = try connection.prepare("SELECT \(columns) FROM chat_items WHERE \(chat) AND unread = 1 ORDER BY item_ts, item_id LIMIT 1")
        afterTotal = try connection.prepare("""
            SELECT MIN(?, (SELECT COUNT(*) FROM (SELECT 1 FROM chat_items WHERE \(chat) AND item_ts > ? LIMIT ?))
                + (SELECT COUNT(*) FROM (SELECT 1 FROM chat_items WHERE \(chat) AND item_ts = ? AND item_id > ? LIMIT ?)))
            """)
        afterUnread = try connection.prepare("SELECT COUNT(*) FROM chat_items WHERE \(chat) AND unread = 1 AND (item_ts, item_id) > (?, ?)")
    }

    /// `before(id, count)`: the anchor and the rows older than it (no counts after a `before`
    /// page, as the store). The number of rows read.
    func before(_ id: Int64, _ count: Int) throws(FloorError) -> Int {
        let from = try anchorRow(id)
        let page = try rows(older.bound(chat + [.integer(from.ts), .integer(from.id), .integer(Int64(count))]))
        return page.count + 1
    }

    /// `around(id, count)`: the anchor, the rows on both sides of it, the counts after the page.
    func around(_ id: Int64, _ count: Int) throws(FloorError) -> Int {
        let from = try anchorRow(id)
        let half = max(0, count - 1) / 2
        let before = try rows(older.bound(chat + [.integer(from.ts), .integer(from.id), .integer(Int64(half))]))
        let after = try rows(newer.bound(chat + [.integer(from.ts), .integer(from.id), .integer(Int64(count - 1 - half))]))
        try countAfter(after.last ?? from)
        return before.count + 1 + after.count
    }

    /// `initial(count)` of a chat without unread items: the unread look-up, the newest rows,
    /// the counts after them.
    func initial(_ count: Int) throws(FloorError) -> Int {
        _ = try rows(firstUnread.bound(chat))
        let page = try rows(newest.bound(chat + [.integer(Int64(count))]))
        try countAfter(page.first)
        return page.count
    }

    /// `last(count)` with a search: the newest matching rows (no counts after a `last` page).
    func search(_ query: String, _ count: Int) throws(FloorError) -> Int {
        try rows(newestMatching.bound(chat + [.text(query), .integer(Int64(count))])).count
    }

    /// The JSON of the anchor and of the rows older than it, copied: what the store decodes
    /// for a `before` page read for the first time.
    func beforeJSON(_ id: Int64, _ count: Int) throws(FloorError) -> [Data] {
        let from = try anchorRow(id)
        var json = [anchor.data(2)]
        let statement = older.bound(chat + [.integer(from.ts), .integer(from.id), .integer(Int64(count))])
        while try statement.step() {
            json.append(statement.data(2))
        }
        return json
    }

    private func anchorRow(_ id: Int64) throws(FloorError) -> Position {
        let statement = anchor.bound([.integer(id)] + chat)
        guard try statement.step(), statement.textLength(2) > 0 else { throw FloorError(message: "no item \(id)") }
        return (statement.integer(3), statement.integer(0))
    }

    /// Steps `statement` to its end, reading each row's columns; each row's position.
    private func rows(_ statement: FloorStatement) throws(FloorError) -> [Position] {
        var positions: [Position] = []
        while try statement.step() {
            _ = statement.integer(1)
            if statement.textLength(2) > 0 {
                positions.append((statement.integer(3), statement.integer(0)))
            }
        }
        return positions
    }

    private func countAfter(_ newest: Position?) throws(FloorError) {
        guard let newest else { return }
        _ = try afterTotal.bound([.integer(afterTotalLimit)] + chat + [.integer(newest.ts), .integer(afterTotalLimit)]
            + chat + [.integer(newest.ts), .integer(newest.id), .integer(afterTotalLimit)]).step()
        _ = try afterUnread.bound(chat + [.integer(newest.ts), .integer(newest.id)]).step()
    }
}
