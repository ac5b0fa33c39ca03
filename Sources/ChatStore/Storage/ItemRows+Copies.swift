import SimpleXModel

/// The rows of `item_copies`: each received copy of an item, linked to its original, so that
/// edits, deletions for everyone and reactions reach all copies.
extension ItemRows {
    /// Links item `copyId` to `original`, as its copy.
    func addCopy(_ copyId: Int64, of original: Int64) throws {
        try database.statement("INSERT INTO item_copies (item_id, copy_id) VALUES (?, ?)").bind(.integer(original), .integer(copyId)).run()
    }

    /// The original of copy `copyId`, or nil when it is no copy.
    func original(ofCopy copyId: Int64) throws -> Int64? {
        try database.statement("SELECT item_id FROM item_copies WHERE copy_id = ?").bind(.integer(copyId)).firstRow { $0.integer(0) }
    }

    /// Every other copy of item `id` (its original and the original's copies), with the
    /// chats that hold them.
    mutating func copies(of id: Int64) throws -> [(ref: ChatRef, item: ChatItem)] {
        let statement = try database.statement("""
            WITH root AS (SELECT COALESCE((SELECT item_id FROM item_copies WHERE copy_id = ?1), ?1) AS id)
            SELECT chat_type, chat_id, \(Self.columns) FROM chat_items
            WHERE item_id != ?1 AND (item_id = (SELECT id FROM root) OR item_id IN (SELECT copy_id FROM item_copies WHERE item_id = (SELECT id FROM root)))
            """).bind(.integer(id))
        var copies: [(ref: ChatRef, item: ChatItem)] = []
        while try statement.step() {
            if let ref = ChatRef(type: statement.text(0), id: statement.integer(1)) {
                copies.append((ref, try item(at: statement, column: 2)))
            }
        }
        return copies
    }
}
