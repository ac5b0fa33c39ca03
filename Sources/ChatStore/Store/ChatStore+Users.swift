import ChatBackend
import Foundation
import SimpleXModel

/// Local profiles: one store holds several users; commands act as the active one, or as the
/// profile a connection chose with `act(as:)` (so `parley send --as alice` does not switch the
/// terminal client's profile). Each profile's default chat layout is its theme's `chatLayout`;
/// the app's default is a store setting below every profile's.
extension ChatStore: LocalCore {
    /// Makes this connection act as the profile named `name` (`parley send --as NAME`), without
    /// changing the active profile; a name no profile has is `unknownChat`.
    public func act(asProfileNamed name: String) throws(ChatBackendError) {
        try act(as: try user(named: name).userId)
    }

    /// Makes this connection act as `userId` without changing the active profile.
    package func act(as userId: Int64) throws(ChatBackendError) {
        try entry {
            _ = try user(userId)
        }
        actingUserId = userId
        commandUser = nil
    }

    /// The profile whose display name is `name`, or `unknownChat`.
    package func user(named name: String) throws(ChatBackendError) -> User {
        try entry {
            guard let user = try users().first(where: { $0.localDisplayName == name || $0.profile.displayName == name }) else {
                throw ChatBackendError(.unknownChat, "there is no profile named \(name)")
            }
            return user
        }
    }

    /// The app's default chat layout, below every profile's own; nil when it is not set.
    public func appChatLayout() throws(ChatBackendError) -> ChatLayoutMode? {
        try entry {
            return try rows.settings.value("app.chatLayout").map { ChatLayoutMode(rawValue: $0) }
        }
    }

    /// Sets the app's default chat layout; nil removes it.
    public func setAppChatLayout(_ layout: ChatLayoutMode?) throws(ChatBackendError) {
        try entry {
            try database.transaction { try rows.settings.set("app.chatLayout", layout?.rawValue) }
        }
    }

    /// The profile commands act as: the one chosen by `act(as:)`, else the active one.
    /// Read once per command (`commandUser`, forgotten when the command ends or a profile
    /// changes).
    func currentUser() throws -> User {
        if let commandUser {
            return commandUser
        }
        let user = if let actingUserId { try rows.users.user(actingUserId) } else { try rows.users.active() }
        guard let user else {
            throw ChatBackendError(.invalidCommand, "there is no user yet: run `parley demo --reset` or create one")
        }
        commandUser = user
        return user
    }

    /// The profile `userId`, or `unknownChat`.
    func user(_ userId: Int64) throws -> User {
        guard let user = try rows.users.user(userId) else {
            throw ChatBackendError(.unknownChat, "there is no profile \(userId)")
        }
        return user
    }

    /// Every profile, in the order they were added.
    func users() throws -> [User] {
        try rows.users.all()
    }

    /// Every profile with its unread count (`/users`).
    func usersList() throws -> [UserInfo] {
        try users().map { user in
            UserInfo(unreadCount: try rows.users.unreadCount(of: user.userId), user: user)
        }
    }

    /// Makes `userId` the active profile (`/_user`); this connection then acts as it.
    func setActiveUser(_ userId: Int64) throws -> User {
        _ = try user(userId)
        try database.transaction {
            try rows.users.activate(userId)
        }
        actingUserId = nil
        commandUser = nil
        return try user(userId)
    }

    /// The profile's theme, and with it its default chat layout (`/_set theme user`).
    func setUserTheme(_ userId: Int64, _ theme: UIThemeEntityOverrides?) throws {
        var user = try user(userId)
        user.uiThemes = theme
        try saveUser(user)
    }

    /// The profile's default message time to live, nil when messages are kept (`/_ttl USER`).
    func userTTL(_ userId: Int64) throws -> Int64? {
        _ = try user(userId)
        return try storedTTL(of: userId)
    }

    /// The default time to live of a profile known to exist (the current one): its setting
    /// alone, without reading the profile again.
    func storedTTL(of userId: Int64) throws -> Int64? {
        try rows.settings.value("user.\(userId).ttl").flatMap { Int64($0) }
    }

    /// Sets the profile's default message time to live; 0 keeps messages (`/_ttl USER SECONDS`).
    func setUserTTL(_ userId: Int64, seconds: Int64) throws {
        guard seconds >= 0 else { throw ChatBackendError(.invalidCommand, "a time to live is 0 or more seconds") }
        _ = try user(userId)
        try database.transaction { try rows.settings.set("user.\(userId).ttl", seconds == 0 ? nil : String(seconds)) }
    }

    /// Writes the profile, which the command reads again.
    func saveUser(_ user: User) throws {
        commandUser = nil
        try database.transaction { try rows.users.save(user) }
    }
}
