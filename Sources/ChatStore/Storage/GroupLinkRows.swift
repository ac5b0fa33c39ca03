import SimpleXModel

/// The rows of `group_links`: each group's one link, as JSON.
struct GroupLinkRows {
    private let database: SQLiteDatabase

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// The link of group `groupId`, or nil.
    func link(of groupId: Int64) throws -> GroupLink? {
        try database.statement("SELECT json FROM group_links WHERE group_id = ?").bind(.integer(groupId))
            .firstRow { try $0.decoded(GroupLink.self, at: 0) }
    }

    /// Writes the link of group `groupId`, or replaces it.
    func save(_ link: GroupLink, groupId: Int64) throws {
        try database.statement("INSERT INTO group_links (group_id, json) VALUES (?, ?) ON CONFLICT (group_id) DO UPDATE SET json = excluded.json")
            .bind(.integer(groupId), .text(SimpleXJSON.compactText(link))).run()
    }

    /// Removes the link of group `groupId`.
    func remove(of groupId: Int64) throws {
        try database.statement("DELETE FROM group_links WHERE group_id = ?").bind(.integer(groupId)).run()
    }
}
