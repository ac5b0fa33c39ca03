import SimpleXModel

/// The rows of `group_members`: each group's members (the user's own membership is in the
/// group's info), as JSON, in the order they were added.
struct MemberRows {
    private let database: SQLiteDatabase

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// The members of group `groupId`, in the order they were added.
    func all(of groupId: Int64) throws -> [GroupMember] {
        try database.statement("SELECT json FROM group_members WHERE group_id = ? ORDER BY rowid").bind(.integer(groupId))
            .rows { try $0.decoded(GroupMember.self, at: 0) }
    }

    /// Writes `member` of group `groupId`, or replaces it.
    func save(_ member: GroupMember, groupId: Int64) throws {
        try database.statement("""
            INSERT INTO group_members (group_id, group_member_id, json) VALUES (?, ?, ?)
            ON CONFLICT (group_id, group_member_id) DO UPDATE SET json = excluded.json
            """)
            .bind(.integer(groupId), .integer(member.groupMemberId), .text(SimpleXJSON.compactText(member))).run()
    }

    /// Removes every member of group `groupId`.
    func removeAll(of groupId: Int64) throws {
        try database.statement("DELETE FROM group_members WHERE group_id = ?").bind(.integer(groupId)).run()
    }
}
