/// The rows of `settings`: the store's own values by key (the app's chat layout, each
/// profile's default time to live).
struct SettingRows {
    private let database: SQLiteDatabase

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// The value of `key`, or nil when it is not set.
    func value(_ key: String) throws -> String? {
        try database.statement("SELECT value FROM settings WHERE key = ?").bind(.text(key)).firstRow { $0.text(0) }
    }

    /// Sets `key` to `value`; nil removes it.
    func set(_ key: String, _ value: String?) throws {
        if let value {
            try database.statement("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                .bind(.text(key), .text(value)).run()
        } else {
            try database.statement("DELETE FROM settings WHERE key = ?").bind(.text(key)).run()
        }
    }
}
