import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// Writes `item` as a row of `ref`, with its search text.
    func insert(_ item: ChatItem, into ref: ChatRef) throws {
        try ItemRowInsert(database).run(item, into: ref)
    }

    /// Replaces a stored item with its new version (same id, chat and time), in place, so
    /// that what refers to it (its history) stays.
    func save(_ item: ChatItem, in ref: ChatRef) throws {
        try database.statement("UPDATE chat_items SET content_tag = ?, unread = ?, json = ?, row_tag = random() WHERE item_id = ? AND chat_type = ? AND chat_id = ?")
            .bind(item.msgContent?.tag.map { .text($0.rawValue) } ?? .null, .integer(item.isUnread ? 1 : 0), .utf8(SimpleXJSON.compactUTF8(item)),
                  .integer(item.meta.itemId), .text(ref.chatType.rawValue), .integer(ref.chatId))
            .run()
        try database.statement("UPDATE chat_items_search SET text = ? WHERE rowid = ?").bind(.text(item.meta.itemText), .integer(item.meta.itemId)).run()
    }

    /// The chat that holds item `id`, of any profile; nil when there is no such item.
    func chat(ofItem id: Int64) throws -> ChatRef? {
        let statement = try database.statement("SELECT chat_type, chat_id FROM chat_items WHERE item_id = ?").bind(.integer(id))
        guard try statement.step(), let type = statement.text(0) else { return nil }
        return ChatRef(chatId: statement.integer(1), chatType: ChatType(rawValue: type))
    }

    /// The item `id` of chat `ref`, or `unknownItem`.
    func item(_ id: Int64, in ref: ChatRef) throws -> ChatItem {
        let statement = try database.statement("SELECT \(Self.itemColumns) FROM chat_items WHERE item_id = ? AND chat_type = ? AND chat_id = ?")
            .bind([.integer(id)] + ref.keyValues)
        guard try statement.step() else {
            throw ChatBackendError(.unknownItem, "there is no item \(id) in \(ref.text)")
        }
        return try item(at: statement, column: 0)
    }

    /// Deletes items in one transaction: each is removed, or else replaced by its `marked`
    /// version; `forEveryone`, their copies in linked chats go the same way. Published as
    /// `chatItemsDeleted`.
    func delete(_ items: [ChatItem], in ref: ChatRef, of info: ChatInfo, removing: Bool, forEveryone: Bool,
                marked: (ChatItem) -> ChatItem) throws -> [ChatItemDeletion] {
        var deliveries: [Delivery] = []
        let deletions = try database.transaction { () throws -> [ChatItemDeletion] in
            try items.map { item in
                let deleted = AChatItem(chatInfo: info, chatItem: item)
                let replacement = marked(item)
                if forEveryone {
                    deliveries += try updateCopies(of: item) { copy in
                        guard !removing else { return nil }
                        var copy = copy
                        copy.meta.itemDeleted = replacement.meta.itemDeleted
                        return copy
                    }
                }
                if removing {
                    try removeRow(item.meta.itemId)
                    return ChatItemDeletion(deletedChatItem: deleted)
                }
                try save(replacement, in: ref)
                return ChatItemDeletion(deletedChatItem: deleted, toChatItem: AChatItem(chatInfo: info, chatItem: replacement))
            }
        }
        publish(.chatItemsDeleted(byUser: true, chatItemDeletions: deletions, timed: false, user: try currentUser()))
        try publish(deliveries) { delivery, user in
            let before = AChatItem(chatInfo: delivery.info, chatItem: delivery.previous ?? delivery.item)
            let deletion = removing ? ChatItemDeletion(deletedChatItem: before) : ChatItemDeletion(deletedChatItem: before, toChatItem: delivery.chatItem)
            return .chatItemsDeleted(byUser: false, chatItemDeletions: [deletion], timed: false, user: user)
        }
        return deletions
    }

    /// Keeps `version` as an earlier version of item `itemId`.
    func insertVersion(_ version: ChatItem, of itemId: Int64) throws {
        try database.statement("INSERT INTO item_versions (item_id, version_ts, json) VALUES (?, ?, ?)")
            .bind(.integer(itemId), .integer(version.meta.updatedAt.microsecondsSince1970), .text(SimpleXJSON.compactText(version))).run()
    }

    /// Removes the row of item `id` (its search text goes with it, by trigger).
    func removeRow(_ id: Int64) throws {
        try database.statement("DELETE FROM chat_items WHERE item_id = ?").bind(.integer(id)).run()
    }

    /// The columns a query selects to read items: `item(at:column:)` reads them.
    static let itemColumns = "item_id, row_tag, json"

    /// Items of a statement that selects `itemColumns` first (in the opposite order when
    /// `reversed`, for pages read newest first); `capacity` is how many are expected. Rows
    /// whose items are in the memo are taken by reference; the others' JSON is copied aside and
    /// decoded after the last row, in one run rather than between SQLite's steps, where each
    /// evicted the other's code and data. Each item is then copied out once, straight into the
    /// page in the order asked, with `editable` and `deletable` as they are now.
    func items(_ statement: SQLiteStatement, capacity: Int = 0, reversed: Bool = false) throws -> [ChatItem] {
        var rows: [PageRow] = []
        rows.reserveCapacity(capacity)
        var json: [UInt8] = []
        while try statement.step() {
            let key = ItemRowKey(itemId: statement.integer(0), rowTag: statement.integer(1))
            if let box = decodedItems.box(for: key) {
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
                    try decodedItems.box(for: key) { try SimpleXJSON.decode(ChatItem.self, from: UnsafeRawBufferPointer(rebasing: json[range])) }
                }
                page.append(box.value.withPermissions(at: now) ?? box.value)
            }
        }
        return page
    }

    /// The item of the current row, whose `itemColumns` start at `column` (see `decodedItem`).
    func item(at statement: SQLiteStatement, column: Int32) throws -> ChatItem {
        let item = try decodedItem(at: statement, column: column).value
        return item.withPermissions(at: now()) ?? item
    }

    /// The decoded item of the current row, whose `itemColumns` start at `column`: decoded only
    /// when this version of the row has not been decoded before, from the row's bytes in place.
    private func decodedItem(at statement: SQLiteStatement, column: Int32) throws -> DecodeMemo<ItemRowKey, ChatItem>.Box {
        let key = ItemRowKey(itemId: statement.integer(column), rowTag: statement.integer(column + 1))
        return try decodedItems.box(for: key) {
            guard let item = try statement.withText(column + 2, { json in try SimpleXJSON.decode(ChatItem.self, from: json) }) else {
                throw ChatBackendError(.storage, "item \(key.itemId) has no JSON")
            }
            return item
        }
    }

    /// The next item id.
    func nextItemId() throws -> Int64 {
        let statement = try database.statement("SELECT COALESCE(MAX(item_id), 0) + 1 FROM chat_items")
        _ = try statement.step()
        return statement.integer(0)
    }
}


extension Date {
    /// The time in whole microseconds since 1970, as the store writes times (`item_ts`,
    /// `delete_at`, `version_ts`): items sort by it.
    var microsecondsSince1970: Int64 {
        Int64((timeIntervalSince1970 * 1_000_000).rounded())
    }
}

/// A row of a page being read: its item from the memo, or where its JSON is, to decode.
private enum PageRow {
    case decoded(DecodeMemo<ItemRowKey, ChatItem>.Box)
    case pending(ItemRowKey, Range<Int>)
}

extension ChatRef {
    /// The chat's key columns, `chat_type` and `chat_id`, as statement values.
    var keyValues: [SQLiteValue] {
        [.text(chatType.rawValue), .integer(chatId)]
    }
}
