import Foundation

/// Answers the commands of the chat view as the core would, from recorded JSON: the active user
/// of `Tests/Fixtures/simplex/ffi-result-activeUser.tagged.json`, the group chat of the demo
/// (`Sources/ParleyDemo/Resources/demo-chat.json`, its items repeated to `itemCount` with ids 1…N) and the
/// group of `Tests/Fixtures/demo-group.json`. What it does not know is a `chatCmdError`, as the
/// core's parser answers.
public struct FixtureCore: Sendable {
    public let itemCount: Int
    private let user: String
    private let chatInfo: String
    private let chatStats: String
    private let items: [String]
    private let group: String
    private let groupInfo: String

    public init(itemCount: Int = 200) throws {
        self.itemCount = itemCount
        let activeUser = try Self.object(Repository.data("Tests/Fixtures/simplex/ffi-result-activeUser.tagged.json"))
        user = try Self.text((activeUser["result"] as? [String: Any])?["user"] ?? [:])
        let chat = try Self.object(Repository.data("Sources/ParleyDemo/Resources/demo-chat.json"))
        chatInfo = try Self.text(chat["chatInfo"] ?? [:])
        chatStats = try Self.text(chat["chatStats"] ?? [:])
        let demoItems = chat["chatItems"] as? [[String: Any]] ?? []
        items = try (1...itemCount).map { id in
            var item = demoItems[(id - 1) % demoItems.count]
            var meta = item["meta"] as? [String: Any] ?? [:]
            meta["itemId"] = id
            item["meta"] = meta
            return try Self.text(item)
        }
        let demoGroup = try Self.object(Repository.data("Tests/Fixtures/demo-group.json"))
        group = try Self.text(demoGroup)
        groupInfo = try Self.text(demoGroup["groupInfo"] ?? [:])
    }

    /// The `resp` JSON the core answers `command` with.
    public func answer(_ command: String) -> String {
        let words = command.split(separator: " ").map(String.init)
        switch words.first {
        case "/user": return #"{"type":"activeUser","user":\#(user)}"#
        case "/_start": return #"{"type":"chatRunning"}"#
        case "/_get" where words.count >= 3 && words[1] == "chats":
            return #"{"type":"apiChats","user":\#(user),"chats":[\#(chat(items.suffix(1)))]}"#
        case "/_get" where words.count >= 4 && words[1] == "chat" && words[2] == "#1":
            return #"{"type":"apiChat","user":\#(user),"chat":\#(chat(page(words.dropFirst(3))))}"#
        case "/_send" where words.count >= 2 && words[1] == "#1":
            return #"{"type":"newChatItems","user":\#(user),"chatItems":[\#(aChatItem(items[items.count - 1]))]}"#
        case "/_update" where words.count >= 4 && words[2] == "#1":
            return #"{"type":"chatItemUpdated","user":\#(user),"chatItem":\#(aChatItem(item(words[3])))}"#
        case "/_delete" where words.count >= 5 && words[1] == "item" && words[2] == "#1":
            let deletions = words[3].split(separator: ",").map { #"{"deletedChatItem":\#(aChatItem(item(String($0))))}"# }
            return #"{"type":"chatItemsDeleted","user":\#(user),"byUser":true,"timed":false,"chatItemDeletions":[\#(deletions.joined(separator: ","))]}"#
        case "/_read", "/_unread", "/_settings":
            return #"{"type":"cmdOk","user_":\#(user)}"#
        case "/_members" where words.count == 2 && words[1] == "#1":
            return #"{"type":"groupMembers","user":\#(user),"group":\#(group)}"#
        case "/_info" where words.count == 2 && words[1] == "#1":
            return #"{"type":"groupInfo","user":\#(user),"groupInfo":\#(groupInfo)}"#
        default:
            return #"{"type":"chatCmdError","chatError":{"type":"error","errorType":{"type":"commandError","message":"unknown command"}}}"#
        }
    }

    /// An event the core pushes: a new message in the demo group.
    public var newItemEvent: String {
        #"{"resp":{"type":"newChatItems","user":\#(user),"chatItems":[\#(aChatItem(items[0]))]}}"#
    }

    /// A `newChatItems` event of a new message `id` saying `text`, received in the fixture's
    /// chat (its first received message, with that id and text).
    public func newMessageEvent(id: Int, text: String) throws -> String {
        let message = try items.lazy.map { try Self.object(Data($0.utf8)) }.first { item in
            ((item["content"] as? [String: Any])?["type"] as? String) == "rcvMsgContent"
        } ?? Self.object(Data(items[0].utf8))
        var item = message
        var meta = item["meta"] as? [String: Any] ?? [:]
        meta["itemId"] = id
        meta["itemText"] = text
        item["meta"] = meta
        item["content"] = ["type": "rcvMsgContent", "msgContent": ["type": "text", "text": text]]
        item["formattedText"] = nil
        return #"{"resp":{"type":"newChatItems","user":\#(user),"chatItems":[\#(aChatItem(try Self.text(item)))]}}"#
    }

    /// The items of a page (`count=N`, `before=ID count=N`, `after=`, `around=`, `initial=N`).
    private func page(_ words: ArraySlice<String>) -> ArraySlice<String> {
        var fields: [String: Int] = [:]
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        let count = fields["count"] ?? fields["initial"] ?? 50
        let all = items[...]
        if let before = fields["before"] { return all.prefix(max(0, before - 1)).suffix(count) }
        if let after = fields["after"] { return all.dropFirst(min(after, all.count)).prefix(count) }
        if let around = fields["around"] {
            let start = max(0, min(around - 1 - count / 2, all.count - count))
            return all.dropFirst(start).prefix(count)
        }
        return all.suffix(count)
    }

    private func item(_ id: String) -> String {
        guard let index = Int(id), items.indices.contains(index - 1) else { return items[0] }
        return items[index - 1]
    }

    private func chat(_ page: ArraySlice<String>) -> String {
        #"{"chatInfo":\#(chatInfo),"chatItems":[\#(page.joined(separator: ","))],"chatStats":\#(chatStats)}"#
    }

    private func aChatItem(_ item: String) -> String {
        #"{"chatInfo":\#(chatInfo),"chatItem":\#(item)}"#
    }

    private static func object(_ data: Data) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    private static func text(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
}
