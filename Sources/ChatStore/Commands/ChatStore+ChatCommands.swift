import SimpleXModel

extension ChatStore {
    /// The commands of whole chats: the list, a page, reading, clearing, deleting, the unread
    /// mark, and each chat's settings, theme and message time to live.
    func runChats(_ command: ChatCommand) throws -> CommandReply? {
        switch command {
        case let .getChats(userId, _, _, _):
            let chats = try chatPreviews(userId: userId)
            return .forUser { .apiChats(chats: chats, user: $0) }
        case let .getChat(ref, pagination, contentTag, search):
            let (chat, navigation) = try chatPage(ref, pagination, contentTag: contentTag, search: search)
            return .forUser { .apiChat(chat: chat, navInfo: navigation, user: $0) }
        case let .readChat(ref):
            try markRead(ref, itemIds: nil)
            return .forUser { .cmdOk(user_: $0) }
        case let .clearChat(ref):
            let info = try clear(ref)
            return .forUser { .chatCleared(chatInfo: info, user: $0) }
        case let .deleteChat(ref, mode):
            return .response(try deleteChat(ref, mode: mode))
        case let .markChatUnread(ref, unread):
            try markUnread(ref, unread: unread)
            return .forUser { .cmdOk(user_: $0) }
        case let .setChatSettings(ref, settings):
            try setSettings(ref, settings)
            return .forUser { .cmdOk(user_: $0) }
        case let .setTheme(ref, theme):
            try setTheme(ref, theme)
            return .forUser { .cmdOk(user_: $0) }
        case let .setChatTTL(_, ref, seconds):
            try setTTL(ref, seconds: seconds)
            return .forUser { .cmdOk(user_: $0) }
        default:
            return nil
        }
    }
}
