@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel

/// An item as the store writes its row: the key columns, the compact JSON and the search text.
struct EncodedItemRow {
    let itemId: Int64
    let itemTs: Int64
    let contentTag: String?
    let unread: Bool
    let deleteAt: Int64?
    let json: [UInt8]
    let text: String

    init(_ item: ChatItem) {
        itemId = item.meta.itemId
        itemTs = Self.key(item.meta.itemTs)
        contentTag = item.msgContent?.tag?.rawValue
        unread = item.isUnread
        deleteAt = item.meta.itemTimed?.deleteAt.map(Self.key)
        json = SimpleXJSON.compactUTF8(item)
        text = item.meta.itemText
    }

    /// Microseconds since 1970, the store's order key of item times.
    private static func key(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
    }
}

/// The floor of a bulk insert: raw sqlite3 writing rows already encoded into a database of the
/// store's own schema (made by a `ChatStore`, so its indexes, FTS table and triggers), with the
/// store's settings (WAL, `synchronous = FULL`, foreign keys) and the store's INSERT statements,
/// prepared once, in one transaction a batch, as the store's import does.
final class StoreInsertFloor {
    private let connection: FloorConnection
    private let item: FloorStatement
    private let search: FloorStatement

    /// Makes the database at `path` with a store (its user and direct chat 2), then opens it raw.
    static func make(path: String, user: User, chat: ChatInfo) async throws -> StoreInsertFloor {
        do {
            let store = try ChatStore(path: path)
            try await store.addUser(user)
            try await store.addChat(chat)
        }
        return try StoreInsertFloor(path: path)
    }

    private init(path: String) throws(FloorError) {
        connection = try FloorConnection(path: path)
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
        item = try connection.prepare("""
            INSERT INTO chat_items (item_id, chat_type, chat_id, item_ts, content_tag, unread, delete_at, json, row_tag)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, random())
            """)
        search = try connection.prepare("INSERT INTO chat_items_search (rowid, text) VALUES (?, ?)")
    }

    /// Inserts `rows` into direct chat 2 in one transaction.
    func insert(_ rows: [EncodedItemRow]) throws(FloorError) {
        try connection.execute("BEGIN IMMEDIATE")
        for row in rows {
            _ = try item.bound([.integer(row.itemId), .text("direct"), .integer(2), .integer(row.itemTs), row.contentTag.map { .text($0) } ?? .null,
                                .integer(row.unread ? 1 : 0), row.deleteAt.map { .integer($0) } ?? .null, .utf8(row.json)]).step()
            _ = try search.bound([.integer(row.itemId), .text(row.text)]).step()
        }
        try connection.execute("COMMIT")
    }
}
