import SimpleXModel

/// The rows of `local_links`: chats of different local profiles linked as peers, each link
/// stored both ways.
struct PeerRows {
    private let database: SQLiteDatabase

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// Links `one` and `other`, both ways; a link already there stays.
    func link(_ one: ChatRef, _ other: ChatRef) throws {
        for (from, to) in [(one, other), (other, one)] {
            try database.statement("INSERT OR IGNORE INTO local_links (chat_type, chat_id, peer_chat_type, peer_chat_id) VALUES (?, ?, ?, ?)")
                .bind(from.keyValues + to.keyValues).run()
        }
    }

    /// The chats linked to `ref`.
    func linked(to ref: ChatRef) throws -> [ChatRef] {
        try database.statement("SELECT peer_chat_type, peer_chat_id FROM local_links WHERE chat_type = ? AND chat_id = ?")
            .bind(ref.keyValues).rows { ChatRef(type: $0.text(0), id: $0.integer(1)) }
    }

    /// Removes the chat's links, both ways.
    func unlink(_ ref: ChatRef) throws {
        try database.statement("DELETE FROM local_links WHERE (chat_type = ?1 AND chat_id = ?2) OR (peer_chat_type = ?1 AND peer_chat_id = ?2)")
            .bind(ref.keyValues).run()
    }
}
