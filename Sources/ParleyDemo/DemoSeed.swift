import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXMarkdown
import SimpleXModel

/// The demo store, from the JSON shipped with this module (texts parsed as the core parses them)
/// and the demo's builders: the profile "you" with the group "Team" (twelve members of every
/// role), a direct chat with bob showing every kind of content, two local bots — "echo" and
/// "assistant", whose long answers stream as live messages and whose chat is set to the
/// terminal layout — the 100,000-message chat "history", and the local side (`DemoLocal`): the
/// second profile "kim" and the channel "Parley News" with its relays.
public enum DemoSeed {
    /// Creates the demo store at `path` anew (its old files are removed first).
    public static func reset(_ path: String) async throws -> ChatStore {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
        let store = try ChatStore(path: path)
        let you = try resource("demo-user", User.self)
        try await store.addUser(you)
        let team = try resource("demo-chat", AChat.self)
        let teamRef = try await add(team, to: store)
        try await store.addMembers(DemoTeam.members(senders: team.chatItems.senders), groupId: teamRef.chatId)

        let bob = try resource("demo-direct", AChat.self)
        let bobRef = try await add(bob, to: store)
        let showcase = DemoShowcase.items(firstId: 20)
        try await store.importItems(showcase.items.map(parsed), into: bobRef)
        try await store.importHistory(showcase.history, of: showcase.edited, in: bobRef)

        for bot in try resource("demo-bots", [AChat].self) {
            let botRef = try await add(bot, to: store)
            if case let .direct(contact) = bot.chatInfo, contact.profile.chatLayout == .terminal {
                _ = try await store.execute(.setTheme(botRef, UIThemeEntityOverrides(chatLayout: .terminal)))
            }
        }

        guard case let .direct(template) = bob.chatInfo else { throw ChatBackendError(.invalidCommand, "the demo's bob is a contact") }
        try await store.addChat(.direct(contact: contact(DemoHistory.contactId, DemoHistory.profile, like: template)))
        for chunk in stride(from: Int64(0), to: DemoHistory.count, by: 10_000) {
            try await store.importItems((chunk..<min(chunk + 10_000, DemoHistory.count)).map { DemoHistory.item($0, firstId: 1_000) },
                                        into: .direct(DemoHistory.contactId))
        }
        try await DemoLocal.add(to: store, path: path, you: you, contactTemplate: template)
        return store
    }

    /// Adds `chat` with its items; returns its ref.
    private static func add(_ chat: AChat, to store: ChatStore) async throws -> ChatRef {
        try await store.addChat(chat.chatInfo)
        guard let ref = chat.chatInfo.chatRef else { throw ChatBackendError(.invalidCommand, "the demo has only direct chats and groups") }
        try await store.importItems(chat.chatItems.map(parsed), into: ref)
        return ref
    }

    /// A contact `id` with `profile`, otherwise as `template` (its bot role and theme left out).
    static func contact(_ id: Int64, _ profile: LocalProfile, like template: Contact) -> Contact {
        var contact = template
        contact.contactId = id
        contact.localDisplayName = profile.displayName
        contact.profile = profile
        contact.customData = nil
        contact.uiThemes = nil
        return contact
    }

    /// A text message of the demo, sent or received, read (or delivered).
    static func message(_ id: Int64, _ text: String, sent: Bool, at time: Date) -> ChatItem {
        .message(id, .text(text: text), direction: sent ? .directSnd : .directRcv, at: time,
                 status: sent ? .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete) : .rcvRead)
    }

    /// A new store at `path` with one profile named `displayName` and no chats: what a first
    /// run on a new `--db` makes, as the simplex-chat CLI does.
    public static func create(_ path: String, displayName: String) async throws -> ChatStore {
        let store = try ChatStore(path: path)
        var user = try resource("demo-user", User.self)
        user.localDisplayName = displayName
        user.profile.displayName = displayName
        user.profile.fullName = ""
        try await store.addUser(user)
        return store
    }

    /// The store at `path`, made as the demo store when it does not exist yet.
    public static func open(_ path: String) async throws -> ChatStore {
        FileManager.default.fileExists(atPath: path) ? try ChatStore(path: path) : try await reset(path)
    }

    private static func parsed(_ item: ChatItem) -> ChatItem {
        item.parsingMarkdown()
    }

    private static func resource<Value: Decodable>(_ name: String, _ type: Value.Type) throws -> Value {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources"), let data = try? Data(contentsOf: url) else {
            throw ChatBackendError(.invalidCommand, "the demo data \(name) is missing from this build")
        }
        return try SimpleXJSON.decode(type, from: data)
    }
}
