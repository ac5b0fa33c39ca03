/// The store's schema as forward-only migrations: version N is reached by running every
/// migration up to N in order, each in its own transaction. `PRAGMA user_version` holds the
/// version; a database of a newer version is refused, never changed.
enum Schema {
    static let migrations: [String] = [
        """
        CREATE TABLE users (
            user_id INTEGER PRIMARY KEY,
            active INTEGER NOT NULL DEFAULT 0,
            json TEXT NOT NULL
        );
        CREATE TABLE chats (
            chat_type TEXT NOT NULL,
            chat_id INTEGER NOT NULL,
            user_id INTEGER NOT NULL REFERENCES users ON DELETE CASCADE,
            json TEXT NOT NULL,
            PRIMARY KEY (chat_type, chat_id)
        );
        CREATE TABLE chat_items (
            item_id INTEGER PRIMARY KEY AUTOINCREMENT,
            chat_type TEXT NOT NULL,
            chat_id INTEGER NOT NULL,
            item_ts INTEGER NOT NULL,
            content_tag TEXT,
            unread INTEGER NOT NULL DEFAULT 0,
            json TEXT NOT NULL,
            FOREIGN KEY (chat_type, chat_id) REFERENCES chats ON DELETE CASCADE
        );
        CREATE INDEX chat_items_by_chat ON chat_items (chat_type, chat_id, item_ts, item_id);
        CREATE INDEX chat_items_unread ON chat_items (chat_type, chat_id, unread, item_ts);
        CREATE VIRTUAL TABLE chat_items_search USING fts5 (text, tokenize = 'unicode61');
        """,
        """
        CREATE TABLE item_versions (
            item_id INTEGER NOT NULL REFERENCES chat_items ON DELETE CASCADE,
            version_ts INTEGER NOT NULL,
            json TEXT NOT NULL
        );
        CREATE INDEX item_versions_by_item ON item_versions (item_id, version_ts);
        """,
        """
        ALTER TABLE chat_items ADD COLUMN delete_at INTEGER;
        CREATE INDEX chat_items_timed ON chat_items (chat_type, chat_id, delete_at) WHERE delete_at IS NOT NULL;
        CREATE TRIGGER chat_items_search_delete AFTER DELETE ON chat_items BEGIN
            DELETE FROM chat_items_search WHERE rowid = old.item_id;
        END;
        DELETE FROM chat_items_search WHERE rowid NOT IN (SELECT item_id FROM chat_items);
        """,
        """
        CREATE TABLE group_members (
            group_id INTEGER NOT NULL,
            group_member_id INTEGER NOT NULL,
            json TEXT NOT NULL,
            PRIMARY KEY (group_id, group_member_id)
        );
        """,
        """
        CREATE TABLE local_links (
            chat_type TEXT NOT NULL,
            chat_id INTEGER NOT NULL,
            peer_chat_type TEXT NOT NULL,
            peer_chat_id INTEGER NOT NULL,
            PRIMARY KEY (chat_type, chat_id, peer_chat_type, peer_chat_id)
        );
        CREATE TABLE item_copies (
            item_id INTEGER NOT NULL REFERENCES chat_items ON DELETE CASCADE,
            copy_id INTEGER NOT NULL REFERENCES chat_items ON DELETE CASCADE,
            PRIMARY KEY (item_id, copy_id)
        );
        CREATE INDEX item_copies_by_copy ON item_copies (copy_id);
        CREATE TABLE chat_relays (
            chat_relay_id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users ON DELETE CASCADE,
            json TEXT NOT NULL
        );
        CREATE TABLE group_relays (
            group_id INTEGER NOT NULL,
            group_relay_id INTEGER NOT NULL,
            json TEXT NOT NULL,
            PRIMARY KEY (group_id, group_relay_id)
        );
        CREATE TABLE group_links (
            group_id INTEGER PRIMARY KEY,
            json TEXT NOT NULL
        );
        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        ALTER TABLE chats ADD COLUMN unread_chat INTEGER NOT NULL DEFAULT 0;
        """,
        """
        ALTER TABLE chat_items ADD COLUMN row_tag INTEGER NOT NULL DEFAULT 0;
        """,
        """
        CREATE TABLE shared_events (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            connection TEXT NOT NULL,
            json TEXT NOT NULL
        );
        """,
        """
        DROP TABLE chat_items_search;
        CREATE VIRTUAL TABLE chat_items_search USING fts5 (text, tokenize = 'unicode61', columnsize = 0);
        INSERT INTO chat_items_search (rowid, text) SELECT item_id, json_extract(json, '$.meta.itemText') FROM chat_items;
        """,
        """
        CREATE TABLE local_connection_links (
            link_id INTEGER PRIMARY KEY,
            token TEXT NOT NULL UNIQUE,
            kind TEXT NOT NULL,
            user_id INTEGER NOT NULL REFERENCES users ON DELETE CASCADE
        );
        CREATE TABLE local_contact_requests (
            contact_request_id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users ON DELETE CASCADE,
            from_user_id INTEGER NOT NULL REFERENCES users ON DELETE CASCADE
        );
        """,
    ]

    /// The version this build writes.
    static var currentVersion: Int64 { Int64(migrations.count) }

    /// Brings `database` from its version to `currentVersion`.
    static func migrate(_ database: SQLiteDatabase) throws(ChatStoreError) {
        let version: Int64
        do {
            let statement = try database.statement("PRAGMA user_version")
            _ = try statement.step()
            version = statement.integer(0)
            database.resetStatements()
        } catch {
            throw ChatStoreError.from(error)
        }
        guard version <= currentVersion else {
            throw ChatStoreError(.newerDatabase, "the database is of schema version \(version), newer than this Parley's \(currentVersion); nothing was changed")
        }
        for (index, sql) in migrations.enumerated() where Int64(index) >= version {
            do {
                try database.transaction {
                    try database.execute(sql)
                    try database.execute("PRAGMA user_version = \(index + 1)")
                }
            } catch {
                throw ChatStoreError.from(error)
            }
        }
    }
}
