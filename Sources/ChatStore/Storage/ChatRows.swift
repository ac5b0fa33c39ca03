import Foundation
import SimpleXModel

/// The rows of `chats`: each chat's info as JSON, the profile it belongs to, and its unread
/// mark. A chat's info is decoded once per version of its JSON.
struct ChatRows {
    private let database: SQLiteDatabase
    private var decoded = DecodeMemo<String, ChatInfo>(capacity: 1_000)

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// The chat `ref` of any profile, and the profile's id; nil when there is none.
    mutating func chat(_ ref: ChatRef) throws -> (info: ChatInfo, userId: Int64)? {
        try database.statement("SELECT json, user_id FROM chats WHERE chat_type = ? AND chat_id = ?").bind(ref.keyValues).firstRow { row in
            guard let json = row.text(0) else { return nil }
            return (try decodedChat(json), row.integer(1))
        }
    }

    /// Every chat of profile `userId`, in no order.
    mutating func chats(of userId: Int64) throws -> [(ref: ChatRef, info: ChatInfo)] {
        let rows = try database.statement("SELECT chat_type, chat_id, json FROM chats WHERE user_id = ?").bind(.integer(userId)).rows { row -> (ChatRef, String)? in
            guard let ref = ChatRef(type: row.text(0), id: row.integer(1)), let json = row.text(2) else { return nil }
            return (ref, json)
        }
        return try rows.map { ref, json in (ref, try decodedChat(json)) }
    }

    /// The ids of profile `userId`'s direct chats.
    func directChatIds(of userId: Int64) throws -> [Int64] {
        try database.statement("SELECT chat_id FROM chats WHERE chat_type = 'direct' AND user_id = ?").bind(.integer(userId)).rows { $0.integer(0) }
    }

    /// The next id of a chat of `type`.
    func nextId(_ type: ChatType) throws -> Int64 {
        try database.statement("SELECT COALESCE(MAX(chat_id), 0) + 1 FROM chats WHERE chat_type = ?").bind(.text(type.rawValue)).integerValue()
    }

    /// Writes the chat's info as a chat of profile `userId`, keeping its items.
    func save(_ info: ChatInfo, _ ref: ChatRef, userId: Int64) throws {
        try database.statement("""
            INSERT INTO chats (chat_type, chat_id, user_id, json) VALUES (?, ?, ?, ?)
            ON CONFLICT (chat_type, chat_id) DO UPDATE SET user_id = excluded.user_id, json = excluded.json
            """)
            .bind(ref.keyValues + [.integer(userId), .text(SimpleXJSON.compactText(info))]).run()
    }

    /// Replaces the info of the existing chat `ref` (its profile and items stay).
    func update(_ info: ChatInfo, _ ref: ChatRef) throws {
        try database.statement("UPDATE chats SET json = ? WHERE chat_type = ? AND chat_id = ?")
            .bind([.text(SimpleXJSON.compactText(info))] + ref.keyValues).run()
    }

    /// Sets or clears the chat's unread mark.
    func setUnreadMark(_ ref: ChatRef, _ unread: Bool) throws {
        try database.statement("UPDATE chats SET unread_chat = ? WHERE chat_type = ? AND chat_id = ?")
            .bind([.integer(unread ? 1 : 0)] + ref.keyValues).run()
    }

    /// Removes the chat, and its items by cascade.
    func remove(_ ref: ChatRef) throws {
        try database.statement("DELETE FROM chats WHERE chat_type = ? AND chat_id = ?").bind(ref.keyValues).run()
    }

    private mutating func decodedChat(_ json: String) throws -> ChatInfo {
        try decoded.value(for: json) { try SimpleXJSON.decode(ChatInfo.self, from: Data(json.utf8)) }
    }
}
