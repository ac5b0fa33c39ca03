import SimpleXModel

extension Array where Element == AChat {
    /// The chat list after a new item of chat `ref` (the core lists chats newest first): that
    /// chat moved to the top with `item` as its newest item (unless the list has a newer one, by the
    /// core's ever-growing item ids: a send's answer after the reply it drew), and when `unread` (it came to a
    /// chat not being read) one more unread, and one more mention when it mentions the user.
    /// False when `ref` is not in the list (a new chat: the list is read again).
    /// - Complexity: O(chats).
    @discardableResult
    public mutating func moveToTop(_ ref: ChatRef, with item: ChatItem, unread: Bool) -> Bool {
        guard let index = firstIndex(where: { $0.chatInfo.chatRef == ref }) else { return false }
        var chat = remove(at: index)
        if chat.chatItems.last.map({ $0.meta.itemId <= item.meta.itemId }) ?? true { chat.chatItems = [item] }
        if unread {
            chat.chatStats.unreadCount += 1
            if item.meta.userMention { chat.chatStats.unreadMentions += 1 }
        }
        insert(chat, at: 0)
        return true
    }
}
