import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// Adds a user (or replaces its profile); the first becomes the active one.
    public func addUser(_ user: User) throws(ChatBackendError) {
        do {
            try database.transaction {
                let count = try database.statement("SELECT COUNT(*) FROM users")
                _ = try count.step()
                let active = count.integer(0) == 0 ? 1 : 0
                try database.statement("INSERT INTO users (user_id, active, json) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET json = excluded.json")
                    .bind(.integer(user.userId), .integer(Int64(active)), .text(try SimpleXJSON.text(user))).run()
            }
        } catch {
            throw ChatBackendError.from(error)
        }
    }

    /// Adds a chat of the active user, or replaces its info (its items stay).
    public func addChat(_ info: ChatInfo) throws(ChatBackendError) {
        defer { database.resetStatements() }
        do {
            guard let ref = info.chatRef else {
                throw ChatBackendError(.invalidCommand, "only direct chats, groups and notes can be stored")
            }
            let user = try currentUser()
            try database.transaction {
                try database.statement("""
                    INSERT INTO chats (chat_type, chat_id, user_id, json) VALUES (?, ?, ?, ?)
                    ON CONFLICT (chat_type, chat_id) DO UPDATE SET user_id = excluded.user_id, json = excluded.json
                    """)
                    .bind(.text(ref.chatType.rawValue), .integer(ref.chatId), .integer(user.userId), .text(try SimpleXJSON.text(info))).run()
            }
        } catch {
            throw ChatBackendError.from(error)
        }
    }

    /// Stores items as they are (ids included) in one transaction: imports and demo data.
    public func importItems(_ items: [ChatItem], into ref: ChatRef) throws(ChatBackendError) {
        defer { database.resetStatements() }
        do {
            _ = try chatInfo(ref)
            try database.transaction {
                for item in items {
                    try insert(item, into: ref)
                }
            }
        } catch {
            throw ChatBackendError.from(error)
        }
    }

    /// The active user.
    func currentUser() throws -> User {
        let statement = try database.statement("SELECT json FROM users ORDER BY active DESC, user_id LIMIT 1")
        guard try statement.step(), let json = statement.text(0) else {
            throw ChatBackendError(.invalidCommand, "there is no user yet: run `parley demo --reset` or create one")
        }
        return try SimpleXJSON.decode(User.self, from: Data(json.utf8))
    }

    /// The chat `ref`, or `unknownChat`.
    func chatInfo(_ ref: ChatRef) throws -> ChatInfo {
        let statement = try database.statement("SELECT json FROM chats WHERE chat_type = ? AND chat_id = ?")
            .bind(.text(ref.chatType.rawValue), .integer(ref.chatId))
        guard try statement.step(), let json = statement.text(0) else {
            throw ChatBackendError(.unknownChat, "there is no chat \(ref.text)")
        }
        return try SimpleXJSON.decode(ChatInfo.self, from: Data(json.utf8))
    }
}
