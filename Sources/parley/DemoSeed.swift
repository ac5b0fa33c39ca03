import ChatBackend
import ChatStore
import Foundation
import SimpleXMarkdown
import SimpleXModel

/// The demo store: the user "you", the group "Team" with its members, a direct chat with bob, and two local
/// bots — "echo" and "assistant", whose long answers stream as live messages and whose chat
/// is set to the terminal layout — from the JSON shipped with `parley`, their texts parsed as
/// the core parses them.
enum DemoSeed {
    /// Creates the demo store at `path` anew (its old files are removed first).
    static func reset(_ path: String) async throws -> ChatStore {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
        let store = try ChatStore(path: path)
        try await store.addUser(try resource("demo-user", User.self))
        let chats = [try resource("demo-chat", AChat.self), try resource("demo-direct", AChat.self)] + (try resource("demo-bots", [AChat].self))
        for chat in chats {
            try await store.addChat(chat.chatInfo)
            guard let ref = chat.chatInfo.chatRef else { throw ChatBackendError(.invalidCommand, "the demo has only direct chats and groups") }
            try await store.importItems(chat.chatItems.map(parsed), into: ref)
            if case let .group(_, group) = chat.chatInfo {
                try await store.addMembers(chat.chatItems.senders, groupId: group.groupId)
            }
        }
        return store
    }

    /// The store at `path`, made as the demo store when it does not exist yet.
    static func open(_ path: String) async throws -> ChatStore {
        FileManager.default.fileExists(atPath: path) ? try ChatStore(path: path) : try await reset(path)
    }

    private static func parsed(_ item: ChatItem) -> ChatItem {
        var item = item
        if item.formattedText == nil {
            item.formattedText = InlineMarkdown.formattedText(item.meta.itemText)
        }
        item.markdownBlocks = item.markdownBlocks ?? BlockMarkdown.blocks(item.meta.itemText)
        return item
    }

    private static func resource<Value: Decodable>(_ name: String, _ type: Value.Type) throws -> Value {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json"), let data = try? Data(contentsOf: url) else {
            throw ChatBackendError(.invalidCommand, "the demo data \(name) is missing from this build")
        }
        return try SimpleXJSON.decode(type, from: data)
    }
}
