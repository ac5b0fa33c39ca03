import ChatBackend
import Foundation
import SimpleXModel

/// The rows of `chat_items` (each item's JSON, with its chat, time, content tag, unread flag
/// and time to be deleted), their search text (`chat_items_search`) and their earlier
/// versions (`item_versions`). Items are decoded once per version of their row (its id and
/// row tag), and read with `editable` and `deletable` as they are at `now`.
struct ItemRows {
    let database: SQLiteDatabase
    private let now: @Sendable () -> Date
    /// Decoded items: a client's window of a few pages (5,000 items, about 8 MB), not a whole
    /// chat, so that a reader walking through every page (`parley export`, `render --all`)
    /// keeps the memory of a few pages, not of the chat.
    private var decoded = DecodeMemo<ItemRowKey, ChatItem>(capacity: 5_000)

    init(_ database: SQLiteDatabase, now: @escaping @Sendable () -> Date) {
        self.database = database
        self.now = now
    }

    /// The columns a query selects to read items: `item(at:column:)` reads them.
    static let columns = "item_id, row_tag, json"

    /// Writes `item` as a row of `ref`, with its search text.
    func insert(_ item: ChatItem, into ref: ChatRef) throws {
        try ItemRowInsert(database).run(item, into: ref)
    }

    /// Writes `items` as they are (ids included) as rows of `ref`, the statements found once
    /// for the batch.
    func insert(contentsOf items: [ChatItem], into ref: ChatRef) throws {
        let insert = try ItemRowInsert(database)
        for item in items {
            try insert.run(item, into: ref)
        }
    }

    /// Replaces a stored item with its new version (same id, chat and time), in place, so
    /// that what refers to it (its history, its copies) stays.
    func save(_ item: ChatItem, in ref: ChatRef) throws {
        try database.statement("UPDATE chat_items SET content_tag = ?, unread = ?, json = ?, row_tag = random() WHERE item_id = ? AND chat_type = ? AND chat_id = ?")
            .bind(item.msgContent?.tag.map { .text($0.rawValue) } ?? .null, .integer(item.isUnread ? 1 : 0), .utf8(SimpleXJSON.compactUTF8(item)),
                  .integer(item.meta.itemId), .text(ref.chatType.rawValue), .integer(ref.chatId))
            .run()
        try database.statement("UPDATE chat_items_search SET text = ? WHERE rowid = ?").bind(.text(item.meta.itemText), .integer(item.meta.itemId)).run()
    }

    /// Removes the row of item `id` (its search text goes with it, by trigger; its versions
    /// and copy links by cascade).
    func remove(_ id: Int64) throws {
        try database.statement("DELETE FROM chat_items WHERE item_id = ?").bind(.integer(id)).run()
    }

    /// Removes every item of the chat.
    func removeAll(in ref: ChatRef) throws {
        try database.statement("DELETE FROM chat_items WHERE chat_type = ? AND chat_id = ?").bind(ref.keyValues).run()
    }

    /// The next item id.
    func nextId() throws -> Int64 {
        try database.statement("SELECT COALESCE(MAX(item_id), 0) + 1 FROM chat_items").integerValue()
    }

    /// The chat that holds item `id`, of any profile; nil when there is no such item.
    func chat(ofItem id: Int64) throws -> ChatRef? {
        try database.statement("SELECT chat_type, chat_id FROM chat_items WHERE item_id = ?").bind(.integer(id))
            .firstRow { ChatRef(type: $0.text(0), id: $0.integer(1)) }
    }

    /// The item `id` of chat `ref`, or nil.
    mutating func item(_ id: Int64, in ref: ChatRef) throws -> ChatItem? {
        try database.statement("SELECT \(Self.columns) FROM chat_items WHERE item_id = ? AND chat_type = ? AND chat_id = ?")
            .bind([.integer(id)] + ref.keyValues).firstRow { try item(at: $0, column: 0) }
    }

    /// Every item of the chat, in the order they were written.
    mutating func items(in ref: ChatRef) throws -> [ChatItem] {
        try items(database.statement("SELECT \(Self.columns) FROM chat_items WHERE chat_type = ? AND chat_id = ?").bind(ref.keyValues))
    }

    /// The chat's unread items.
    mutating func unread(in ref: ChatRef) throws -> [ChatItem] {
        try items(database.statement("SELECT \(Self.columns) FROM chat_items WHERE chat_type = ? AND chat_id = ? AND unread = 1").bind(ref.keyValues))
    }

    /// The chat's messages of content `tag`.
    mutating func items(in ref: ChatRef, tagged tag: MsgContentTag) throws -> [ChatItem] {
        try items(database.statement("SELECT \(Self.columns) FROM chat_items WHERE chat_type = ? AND chat_id = ? AND content_tag = ?")
            .bind(ref.keyValues + [.text(tag.rawValue)]))
    }

    /// The chat's items that are no message (events, invitations: they have no content tag).
    mutating func untagged(in ref: ChatRef) throws -> [ChatItem] {
        try items(database.statement("SELECT \(Self.columns) FROM chat_items WHERE chat_type = ? AND chat_id = ? AND content_tag IS NULL")
            .bind(ref.keyValues))
    }

    // MARK: Versions

    /// Keeps `version` as an earlier version of item `itemId`.
    func insertVersion(_ version: ChatItem, of itemId: Int64) throws {
        try database.statement("INSERT INTO item_versions (item_id, version_ts, json) VALUES (?, ?, ?)")
            .bind(.integer(itemId), .integer(version.meta.updatedAt.microsecondsSince1970), .text(SimpleXJSON.compactText(version))).run()
    }

    /// The earlier versions of item `itemId`, newest first, each with its id.
    func versions(of itemId: Int64) throws -> [(id: Int64, item: ChatItem)] {
        try database.statement("SELECT rowid, json FROM item_versions WHERE item_id = ? ORDER BY version_ts DESC, rowid DESC").bind(.integer(itemId))
            .rows { row in try row.decoded(ChatItem.self, at: 1).map { (row.integer(0), $0) } }
    }

    // MARK: Reading

    /// Items of a statement that selects `columns` first (in the opposite order when
    /// `reversed`, for pages read newest first); `capacity` is how many are expected. Rows
    /// whose items are in the memo are taken by reference; the others' JSON is copied aside and
    /// decoded after the last row, in one run rather than between SQLite's steps, where each
    /// evicted the other's code and data. Each item is then copied out once, straight into the
    /// page in the order asked, with `editable` and `deletable` as they are now.
    mutating func items(_ statement: SQLiteStatement, capacity: Int = 0, reversed: Bool = false) throws -> [ChatItem] {
        var rows: [PageRow] = []
        rows.reserveCapacity(capacity)
        var json: [UInt8] = []
        while try statement.step() {
            let key = ItemRowKey(itemId: statement.integer(0), rowTag: statement.integer(1))
            if let box = decoded.box(for: key) {
                rows.append(.decoded(box))
                continue
            }
            let start = json.count
            guard statement.withText(2, { json.append(contentsOf: $0) }) != nil else {
                throw ChatBackendError(.storage, "item \(key.itemId) has no JSON")
            }
            rows.append(.pending(key, start..<json.count))
        }
        let now = now()
        var page: [ChatItem] = []
        page.reserveCapacity(rows.count)
        try json.withUnsafeBytes { json in
            for index in rows.indices {
                let box = switch rows[reversed ? rows.count - 1 - index : index] {
                case let .decoded(box): box
                case let .pending(key, range):
                    try decoded.box(for: key) { try SimpleXJSON.decode(ChatItem.self, from: UnsafeRawBufferPointer(rebasing: json[range])) }
                }
                page.append(box.value.withPermissions(at: now) ?? box.value)
            }
        }
        return page
    }

    /// The item of the current row, whose `columns` start at `column`: decoded only when this
    /// version of the row has not been decoded before, from the row's bytes in place.
    mutating func item(at statement: SQLiteStatement, column: Int32) throws -> ChatItem {
        let key = ItemRowKey(itemId: statement.integer(column), rowTag: statement.integer(column + 1))
        let item = try decoded.box(for: key) {
            guard let item = try statement.decoded(ChatItem.self, at: column + 2) else {
                throw ChatBackendError(.storage, "item \(key.itemId) has no JSON")
            }
            return item
        }.value
        return item.withPermissions(at: now()) ?? item
    }
}

/// A row of a page being read: its item from the memo, or where its JSON is, to decode.
private enum PageRow {
    case decoded(DecodeMemo<ItemRowKey, ChatItem>.Box)
    case pending(ItemRowKey, Range<Int>)
}
