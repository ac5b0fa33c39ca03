import SimpleXModel

extension ChatEvent {
    /// The chats whose newest page, read again, holds what this event says (issue 19: a backlog
    /// of them coalesces into a reload); nil for events about no one chat or about more than
    /// its items (contacts, members, groups, files, the connection).
    package var coalescingChats: [ChatRef]? {
        let refs: [ChatRef?] = switch self {
        case let .newChatItems(items, _), let .chatItemsStatusesUpdated(items, _): items.map(\.chatInfo.chatRef)
        case let .chatItemUpdated(item, _), let .chatItemNotChanged(item, _): [item.chatInfo.chatRef]
        case let .chatItemReaction(_, reaction, _): [reaction.chatInfo.chatRef]
        case let .chatItemsDeleted(_, deletions, _, _): deletions.map(\.deletedChatItem.chatInfo.chatRef)
        case let .groupChatItemsDeleted(_, _, groupInfo, _, _): [.group(groupInfo.groupId)]
        default: []
        }
        let chats = refs.compactMap(\.self)
        return chats.isEmpty || chats.count < refs.count ? nil : chats
    }
}
