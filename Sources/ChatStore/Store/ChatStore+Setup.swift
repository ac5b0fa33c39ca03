import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// Adds a user (or replaces its profile); the first becomes the active one.
    public func addUser(_ user: User) throws(ChatBackendError) {
        commandUser = nil
        try entry {
            try database.transaction {
                let count = try database.statement("SELECT COUNT(*) FROM users")
                _ = try count.step()
                let active = count.integer(0) == 0 ? 1 : 0
                try database.statement("INSERT INTO users (user_id, active, json) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET json = excluded.json")
                    .bind(.integer(user.userId), .integer(Int64(active)), .text(SimpleXJSON.compactText(user))).run()
            }
        }
    }

    /// Adds a chat of `userId` (by default the active user), or replaces its info (its items stay).
    public func addChat(_ info: ChatInfo, userId: Int64? = nil) throws(ChatBackendError) {
        try entry {
            guard let ref = info.chatRef else {
                throw ChatBackendError(.invalidCommand, "only direct chats, groups and notes can be stored")
            }
            let owner = try userId.map { try user($0) } ?? currentUser()
            try database.transaction { try saveChat(info, ref, userId: owner.userId) }
        }
    }

    /// Stores items as they are (ids included) in one transaction, its two statements prepared
    /// once for the batch: imports and demo data.
    public func importItems(_ items: [ChatItem], into ref: ChatRef) throws(ChatBackendError) {
        try entry {
            _ = try storedChat(ref)
            try database.transaction {
                let insert = try ItemRowInsert(database)
                for item in items {
                    try insert.run(item, into: ref)
                }
            }
        }
    }

    /// The chat `ref` of the current profile, or `unknownChat`.
    func chatInfo(_ ref: ChatRef) throws -> ChatInfo {
        let (info, owner) = try storedChat(ref)
        let user = try currentUser()
        guard owner == user.userId else {
            throw ChatBackendError(.unknownChat, "there is no chat \(ref.text) of \(user.localDisplayName)")
        }
        return info
    }

    /// The chat `ref` of any profile, and the profile's id.
    func storedChat(_ ref: ChatRef) throws -> (info: ChatInfo, userId: Int64) {
        let statement = try database.statement("SELECT json, user_id FROM chats WHERE chat_type = ? AND chat_id = ?")
            .bind(ref.keyValues)
        guard try statement.step(), let json = statement.text(0) else {
            throw ChatBackendError(.unknownChat, "there is no chat \(ref.text)")
        }
        return (try decodedChat(json), statement.integer(1))
    }

    /// The chat info of stored JSON, decoded once per version.
    func decodedChat(_ json: String) throws -> ChatInfo {
        try decodedChats.value(for: json) { try SimpleXJSON.decode(ChatInfo.self, from: Data(json.utf8)) }
    }

    /// Writes the chat's info, keeping its items.
    func saveChat(_ info: ChatInfo, _ ref: ChatRef, userId: Int64) throws {
        try database.statement("""
            INSERT INTO chats (chat_type, chat_id, user_id, json) VALUES (?, ?, ?, ?)
            ON CONFLICT (chat_type, chat_id) DO UPDATE SET user_id = excluded.user_id, json = excluded.json
            """)
            .bind(ref.keyValues + [.integer(userId), .text(SimpleXJSON.compactText(info))]).run()
    }

    /// Replaces the stored info of an existing chat (its profile and items stay).
    func updateChat(_ info: ChatInfo) throws {
        guard let ref = info.chatRef else { throw ChatBackendError(.invalidCommand, "only direct chats, groups and notes can be stored") }
        try database.transaction {
            try database.statement("UPDATE chats SET json = ? WHERE chat_type = ? AND chat_id = ?")
                .bind([.text(SimpleXJSON.compactText(info))] + ref.keyValues).run()
        }
    }

    /// Replaces the stored info of an existing group, its count of current members (the
    /// user among them) taken from its members.
    func updateGroup(_ info: GroupInfo) throws {
        var info = info
        let current = try members(of: info.groupId).filter(\.memberStatus.isCurrent).count + (info.membership.memberStatus.isCurrent ? 1 : 0)
        info.groupSummary.currentMembers = Int64(current)
        try updateChat(.group(groupChatScope: nil, groupInfo: info))
    }
}

extension ChatStore {
    /// Stores earlier versions of item `itemId` of `ref` (imports and demo data), as an edit
    /// stores them; `itemInfo` lists them.
    public func importHistory(_ versions: [ChatItem], of itemId: Int64, in ref: ChatRef) throws(ChatBackendError) {
        try entry {
            _ = try item(itemId, in: ref)
            try database.transaction {
                try versions.forEach { try insertVersion($0, of: itemId) }
            }
        }
    }
}
