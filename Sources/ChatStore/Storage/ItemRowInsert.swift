import SimpleXModel

/// The two statements that write an item's row and its search text, looked up once in the
/// connection's cache of prepared statements and run for each item of a batch: an import of N
/// items in one transaction finds its statements once, binds each value by position and makes
/// no array of values per row. O(1) a row besides SQLite's own work (its indexes and FTS).
struct ItemRowInsert {
    private let row: SQLiteStatement
    private let search: SQLiteStatement

    init(_ database: SQLiteDatabase) throws(SQLiteError) {
        row = try database.statement("""
            INSERT INTO chat_items (item_id, chat_type, chat_id, item_ts, content_tag, unread, delete_at, json, row_tag)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, random())
            """)
        search = try database.statement("INSERT INTO chat_items_search (rowid, text) VALUES (?, ?)")
    }

    /// Writes `item` as a row of `ref`, with its search text.
    func run(_ item: ChatItem, into ref: ChatRef) throws(SQLiteError) {
        row.reset()
        try row.bind(1, .integer(item.meta.itemId))
        try row.bind(2, .text(ref.chatType.rawValue))
        try row.bind(3, .integer(ref.chatId))
        try row.bind(4, .integer(item.meta.itemTs.microsecondsSince1970))
        try row.bind(5, item.msgContent?.tag.map { .text($0.rawValue) } ?? .null)
        try row.bind(6, .integer(item.isUnread ? 1 : 0))
        try row.bind(7, item.meta.itemTimed?.deleteAt.map { .integer($0.microsecondsSince1970) } ?? .null)
        try row.bind(8, .utf8(SimpleXJSON.compactUTF8(item)))
        try row.run()
        search.reset()
        try search.bind(1, .integer(item.meta.itemId))
        try search.bind(2, .text(item.meta.itemText))
        try search.run()
    }
}
