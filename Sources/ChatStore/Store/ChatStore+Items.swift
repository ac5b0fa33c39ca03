import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// The item `id` of chat `ref`, or `unknownItem`.
    func item(_ id: Int64, in ref: ChatRef) throws -> ChatItem {
        guard let item = try rows.items.item(id, in: ref) else {
            throw ChatBackendError(.unknownItem, "there is no item \(id) in \(ref.text)")
        }
        return item
    }

    /// Deletes items in one transaction: each is removed, or else replaced by its `marked`
    /// version; `forEveryone`, their copies in linked chats go the same way. Published as
    /// `chatItemsDeleted`.
    func delete(_ items: [ChatItem], in ref: ChatRef, of info: ChatInfo, removing: Bool, forEveryone: Bool,
                marked: (ChatItem) -> ChatItem) throws -> [ChatItemDeletion] {
        var deliveries: [Delivery] = []
        let deletions = try database.transaction { () throws -> [ChatItemDeletion] in
            try items.map { item in
                let deleted = AChatItem(chatInfo: info, chatItem: item)
                let replacement = marked(item)
                if forEveryone {
                    deliveries += try updateCopies(of: item) { copy in
                        guard !removing else { return nil }
                        var copy = copy
                        copy.meta.itemDeleted = replacement.meta.itemDeleted
                        return copy
                    }
                }
                if removing {
                    try rows.items.remove(item.meta.itemId)
                    return ChatItemDeletion(deletedChatItem: deleted)
                }
                try rows.items.save(replacement, in: ref)
                return ChatItemDeletion(deletedChatItem: deleted, toChatItem: AChatItem(chatInfo: info, chatItem: replacement))
            }
        }
        publish(.chatItemsDeleted(byUser: true, chatItemDeletions: deletions, timed: false, user: try currentUser()))
        try publish(deliveries) { delivery, user in
            let before = AChatItem(chatInfo: delivery.info, chatItem: delivery.previous ?? delivery.item)
            let deletion = removing ? ChatItemDeletion(deletedChatItem: before) : ChatItemDeletion(deletedChatItem: before, toChatItem: delivery.chatItem)
            return .chatItemsDeleted(byUser: false, chatItemDeletions: [deletion], timed: false, user: user)
        }
        return deletions
    }
}
