import ChatBackend
import SimpleXModel

/// The seeding API: imports and demo data write users, chats, items, their history, members,
/// links and relays as they are, past the commands' rules. It is `@_spi(Seeding)`: ParleyDemo,
/// the benchmarks and the tests import it with `@_spi(Seeding) import ChatStore`.
extension ChatStore {
    /// Adds a user (or replaces its profile); the first becomes the active one.
    @_spi(Seeding) public func addUser(_ user: User) throws(ChatBackendError) {
        try entry {
            try database.transaction {
                try rows.users.add(user, active: try rows.users.count() == 0)
            }
        }
    }

    /// Adds a chat of `userId` (by default the active user), or replaces its info (its items stay).
    @_spi(Seeding) public func addChat(_ info: ChatInfo, userId: Int64? = nil) throws(ChatBackendError) {
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
    @_spi(Seeding) public func importItems(_ items: [ChatItem], into ref: ChatRef) throws(ChatBackendError) {
        try entry {
            _ = try storedChat(ref)
            try database.transaction { try rows.items.insert(contentsOf: items, into: ref) }
        }
    }

    /// Stores earlier versions of item `itemId` of `ref` (imports and demo data), as an edit
    /// stores them; `itemInfo` lists them.
    @_spi(Seeding) public func importHistory(_ versions: [ChatItem], of itemId: Int64, in ref: ChatRef) throws(ChatBackendError) {
        try entry {
            _ = try item(itemId, in: ref)
            try database.transaction {
                try versions.forEach { try rows.items.insertVersion($0, of: itemId) }
            }
        }
    }

    /// Adds or replaces members of group `groupId` (imports and demo data).
    @_spi(Seeding) public func addMembers(_ members: [GroupMember], groupId: Int64) throws(ChatBackendError) {
        try entry {
            guard try storedChat(.group(groupId)).info.groupInfo != nil else {
                throw ChatBackendError(.unknownChat, "#\(groupId) is not a group")
            }
            try database.transaction { try saveMembers(members, groupId: groupId) }
        }
    }

    /// Links two chats of different profiles as peers, both ways.
    @_spi(Seeding) public func link(_ one: ChatRef, _ other: ChatRef) throws(ChatBackendError) {
        try entry {
            try linkChats(one, other)
        }
    }

    /// Adds or replaces a chat relay the profile `userId` (by default the current one) may use.
    @_spi(Seeding) public func addChatRelay(_ relay: UserChatRelay, userId: Int64? = nil) throws(ChatBackendError) {
        try entry {
            let owner = try userId.map { try user($0) } ?? currentUser()
            try database.transaction { try rows.relays.saveChatRelay(relay, userId: owner.userId) }
        }
    }

    /// Adds or replaces a channel's relays as they are (imports and demo data).
    @_spi(Seeding) public func addGroupRelays(_ relays: [GroupRelay], groupId: Int64) throws(ChatBackendError) {
        try entry {
            guard try storedChat(.group(groupId)).info.groupInfo != nil else {
                throw ChatBackendError(.unknownChat, "#\(groupId) is not a group")
            }
            try database.transaction { try relays.forEach { try rows.relays.saveGroupRelay($0, groupId: groupId) } }
        }
    }
}
