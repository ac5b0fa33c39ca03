import Foundation
import SimpleXModel

/// The rows of `users`: each local profile's JSON and whether it is the active one. Profiles
/// are decoded once per version of their JSON.
struct UserRows {
    private let database: SQLiteDatabase
    private var decoded = DecodeMemo<String, User>(capacity: 100)

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// The active profile, else the first one; nil when there is none.
    mutating func active() throws -> User? {
        try users(database.statement("SELECT json, active FROM users ORDER BY active DESC, user_id LIMIT 1")).first
    }

    /// The profile `userId`, or nil.
    mutating func user(_ userId: Int64) throws -> User? {
        try users(database.statement("SELECT json, active FROM users WHERE user_id = ?").bind(.integer(userId))).first
    }

    /// Every profile, in the order they were added.
    mutating func all() throws -> [User] {
        try users(database.statement("SELECT json, active FROM users ORDER BY user_id"))
    }

    /// How many profiles there are.
    func count() throws -> Int {
        Int(try database.statement("SELECT COUNT(*) FROM users").integerValue())
    }

    /// How many unread items the chats of profile `userId` hold.
    func unreadCount(of userId: Int64) throws -> Int {
        Int(try database.statement("""
            SELECT COUNT(*) FROM chat_items JOIN chats USING (chat_type, chat_id) WHERE chats.user_id = ? AND chat_items.unread = 1
            """).bind(.integer(userId)).integerValue())
    }

    /// Writes `user` as a new profile, `active` or not, or replaces the profile's JSON (its
    /// active flag stays).
    func add(_ user: User, active: Bool) throws {
        try database.statement("INSERT INTO users (user_id, active, json) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET json = excluded.json")
            .bind(.integer(user.userId), .integer(active ? 1 : 0), .text(SimpleXJSON.compactText(user))).run()
    }

    /// Replaces the JSON of an existing profile.
    func save(_ user: User) throws {
        try database.statement("UPDATE users SET json = ? WHERE user_id = ?").bind(.text(SimpleXJSON.compactText(user)), .integer(user.userId)).run()
    }

    /// Makes `userId` the one active profile.
    func activate(_ userId: Int64) throws {
        try database.statement("UPDATE users SET active = (user_id = ?)").bind(.integer(userId)).run()
    }

    /// The profiles a statement selects (`json, active`); `activeUser` is the stored active flag.
    private mutating func users(_ statement: SQLiteStatement) throws -> [User] {
        var users: [User] = []
        while try statement.step() {
            guard let json = statement.text(0) else { continue }
            var user = try decoded.value(for: json) { try SimpleXJSON.decode(User.self, from: Data(json.utf8)) }
            user.activeUser = statement.integer(1) == 1
            users.append(user)
        }
        return users
    }
}
