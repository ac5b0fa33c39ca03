import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// Adds a user (or replaces its profile); the first becomes the active one.
    public func addUser(_ user: User) throws(ChatBackendError) {
        commandUser = nil
        try entry {
            try database.transaction {
                try rows.users.add(user, active: try rows.users.count() == 0)
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
            try database.transaction { try rows.chats.save(info, ref, userId: owner.userId) }
        }
    }

    /// Stores items as they are (ids included) in one transaction, its two statements prepared
    /// once for the batch: imports and demo data.
    public func importItems(_ items: [ChatItem], into ref: ChatRef) throws(ChatBackendError) {
        try entry {
            _ = try storedChat(ref)
            try database.transaction { try rows.items.insert(contentsOf: items, into: ref) }
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
        guard let chat = try rows.chats.chat(ref) else {
            throw ChatBackendError(.unknownChat, "there is no chat \(ref.text)")
        }
        return chat
    }

    /// Replaces the stored info of an existing chat (its profile and items stay).
    func updateChat(_ info: ChatInfo) throws {
        guard let ref = info.chatRef else { throw ChatBackendError(.invalidCommand, "only direct chats, groups and notes can be stored") }
        try database.transaction { try rows.chats.update(info, ref) }
    }

    /// Replaces the stored info of an existing group, its count of current members (the
    /// user among them) taken from its members.
    func updateGroup(_ info: GroupInfo) throws {
        var info = info
        let current = try rows.members.all(of: info.groupId).filter(\.memberStatus.isCurrent).count + (info.membership.memberStatus.isCurrent ? 1 : 0)
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
                try versions.forEach { try rows.items.insertVersion($0, of: itemId) }
            }
        }
    }
}
