import SimpleXModel

/// The rows of `chat_relays` (the relays each profile may use) and `group_relays` (the
/// relays serving each channel), as JSON.
struct RelayRows {
    private let database: SQLiteDatabase

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// Writes profile `userId`'s chat relay, or replaces it (and its profile).
    func saveChatRelay(_ relay: UserChatRelay, userId: Int64) throws {
        try database.statement("""
            INSERT INTO chat_relays (chat_relay_id, user_id, json) VALUES (?, ?, ?)
            ON CONFLICT (chat_relay_id) DO UPDATE SET user_id = excluded.user_id, json = excluded.json
            """).bind(.integer(relay.chatRelayId), .integer(userId), .text(SimpleXJSON.compactText(relay))).run()
    }

    /// Profile `userId`'s chat relay `id`, or nil.
    func chatRelay(_ id: Int64, userId: Int64) throws -> UserChatRelay? {
        try database.statement("SELECT json FROM chat_relays WHERE chat_relay_id = ? AND user_id = ?").bind(.integer(id), .integer(userId))
            .firstRow { try $0.decoded(UserChatRelay.self, at: 0) }
    }

    /// The relays of channel `groupId`, by id.
    func groupRelays(of groupId: Int64) throws -> [GroupRelay] {
        try database.statement("SELECT json FROM group_relays WHERE group_id = ? ORDER BY group_relay_id").bind(.integer(groupId))
            .rows { try $0.decoded(GroupRelay.self, at: 0) }
    }

    /// Writes a relay of channel `groupId`, or replaces it.
    func saveGroupRelay(_ relay: GroupRelay, groupId: Int64) throws {
        try database.statement("""
            INSERT INTO group_relays (group_id, group_relay_id, json) VALUES (?, ?, ?)
            ON CONFLICT (group_id, group_relay_id) DO UPDATE SET json = excluded.json
            """).bind(.integer(groupId), .integer(relay.groupRelayId), .text(SimpleXJSON.compactText(relay))).run()
    }

    /// Removes every relay of channel `groupId`.
    func removeGroupRelays(of groupId: Int64) throws {
        try database.statement("DELETE FROM group_relays WHERE group_id = ?").bind(.integer(groupId)).run()
    }
}
