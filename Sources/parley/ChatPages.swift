import ChatBackend
import SimpleXModel

/// A whole chat read from the core a page at a time, oldest first, for the commands that draw
/// all of it (`render --all`, `export`): only one page is held at once, whatever the chat's
/// length. The core pages backwards from the newest item and forwards from a known item, so
/// `survey` first walks back to find the oldest item (and counts the items on the way).
struct ChatPages: WholeChat {
    /// Items a page asks the core for.
    static let pageSize = 500

    let backend: any ChatBackend
    let ref: ChatRef

    /// The chat walked from its newest page back to its oldest, keeping nothing but the ends and
    /// the count. O(items) read, O(page) held.
    func survey() async throws(ChatBackendError) -> ChatSurvey {
        let last = try await backend.chat(ref, .last(count: Self.pageSize)).chat
        var survey = ChatSurvey(chatInfo: last.chatInfo, newest: last.chatItems.last, oldest: last.chatItems.first, count: last.chatItems.count)
        var page = last.chatItems
        while page.count == Self.pageSize, let oldest = page.first {
            page = try await backend.chat(ref, .before(itemId: oldest.meta.itemId, count: Self.pageSize)).chat.chatItems
            survey.oldest = page.first ?? survey.oldest
            survey.count += page.count
        }
        return survey
    }

    /// Calls `body` with each page of the chat from `oldest` on, oldest first, until the core has
    /// no newer items.
    func forEachPage(from oldest: ChatItem, _ body: ([ChatItem]) throws -> Void) async throws {
        var page = [oldest]
        try body(page)
        while let newest = page.last {
            page = try await backend.chat(ref, .after(itemId: newest.meta.itemId, count: Self.pageSize)).chat.chatItems
            guard !page.isEmpty else { return }
            try body(page)
        }
    }
}

/// A whole chat to be read a page at a time, oldest first: from the core (`ChatPages`) or from a
/// chat page already read (`ChatFilePages`).
protocol WholeChat {
    /// The chat, its ends and how many items it has.
    func survey() async throws -> ChatSurvey
    /// Calls `body` with each page of the chat from `oldest` on, oldest first.
    func forEachPage(from oldest: ChatItem, _ body: ([ChatItem]) throws -> Void) async throws
}

/// The chat, its newest and oldest items and how many items it has.
struct ChatSurvey {
    var chatInfo: ChatInfo
    var newest: ChatItem?
    var oldest: ChatItem?
    var count: Int
}

/// The items of a chat page read from a file, given out in pages as the core would.
struct ChatFilePages: WholeChat {
    let chat: AChat

    func survey() -> ChatSurvey {
        ChatSurvey(chatInfo: chat.chatInfo, newest: chat.chatItems.last, oldest: chat.chatItems.first, count: chat.chatItems.count)
    }

    func forEachPage(from oldest: ChatItem, _ body: ([ChatItem]) throws -> Void) throws {
        guard let start = chat.chatItems.firstIndex(where: { $0.meta.itemId == oldest.meta.itemId }) else { return }
        for page in stride(from: start, to: chat.chatItems.count, by: ChatPages.pageSize) {
            try body(Array(chat.chatItems[page..<min(page + ChatPages.pageSize, chat.chatItems.count)]))
        }
    }
}
