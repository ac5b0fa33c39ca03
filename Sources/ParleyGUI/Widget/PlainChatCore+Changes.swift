import ChatBackend
import ParleyKit
import SimpleXModel

/// The host's changes to its messages, each kept and told to the session as the core's event
/// of that change: a new message is `newChatItems`, a changed one `chatItemUpdated`, a removed
/// one `chatItemsDeleted`, and a whole new set those deletions and a mark to read the chat anew.
extension PlainChatCore {
    /// Shows `messages` in place of those shown.
    func replace(with messages: [PlainMessage]) {
        let kept = Set(messages.map(\.id))
        let old = state.withLock { state in
            defer {
                state.messages = messages
                state.older.answered(reachedStart: false)
            }
            return Chat(chat, state.messages)
        }
        let gone = old.items.filter { !kept.contains($0.meta.itemId) }.map { ChatItemDeletion(deletedChatItem: AChatItem(chatInfo: old.info, chatItem: $0)) }
        if !gone.isEmpty { tell(.chatItemsDeleted(byUser: false, chatItemDeletions: gone, timed: false, user: user)) }
        tell(.eventsCoalesced(chats: [ref], otherEvents: 0))
    }

    /// Adds `message` as the newest; a message with the same id is updated instead.
    func append(_ message: PlainMessage) {
        let (known, chat) = change { current in
            let known = current.contains { $0.id == message.id }
            if known { current = current.map { $0.id == message.id ? message : $0 } } else { current.append(message) }
            return (known, Chat(self.chat, current))
        }
        guard let item = chat.item(message.id) else { return }
        tell(known ? .chatItemUpdated(chatItem: item, user: user) : .newChatItems(chatItems: [item], user: user))
    }

    /// Shows `message` in place of the message with its id; one not shown is appended.
    func update(_ message: PlainMessage) {
        append(message)
    }

    /// Takes the message `id` away; nothing when none has it.
    func remove(_ id: Int64) {
        let old: Chat? = change { current in
            guard current.contains(where: { $0.id == id }) else { return nil }
            defer { current.removeAll { $0.id == id } }
            return Chat(chat, current)
        }
        guard let item = old?.item(id) else { return }
        tell(.chatItemsDeleted(byUser: false, chatItemDeletions: [ChatItemDeletion(deletedChatItem: item)], timed: false, user: user))
    }
}
