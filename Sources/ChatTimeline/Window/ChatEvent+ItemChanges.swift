import SimpleXModel

/// What an event of the core does to items already in chats: those it changes in place (an
/// edit, a status, a reaction, a deletion that leaves a replacement, a file's progress) and
/// those it removes. Every face applies them alike; a new item is not among them, since each
/// face places it by its own reading and scrolling rules.
public struct ItemChanges: Hashable, Sendable {
    /// The profile whose chats the event is about: a core with several reports them all.
    public var user: User
    /// Items to replace where they are, as the event has them.
    public var updated: [AChatItem] = []
    /// Items gone from their chats.
    public var removed: [AChatItem] = []

    /// Items changed in place or removed, for `user`.
    public init(user: User, updated: [AChatItem] = [], removed: [AChatItem] = []) {
        (self.user, self.updated, self.removed) = (user, updated, removed)
    }

    /// Deletions: an item deleted with a replacement (marked deleted, moderated) is updated
    /// to it, one without is removed.
    public init(user: User, deletions: [ChatItemDeletion]) {
        self.init(user: user, updated: deletions.compactMap(\.toChatItem), removed: deletions.filter { $0.toChatItem == nil }.map(\.deletedChatItem))
    }

    /// A reaction: the item with its reactions as they are now.
    public init(user: User, reaction: ACIReaction) {
        self.init(user: user, updated: [AChatItem(chatInfo: reaction.chatInfo, chatItem: reaction.chatReaction.chatItem)])
    }
}

extension ChatEvent {
    /// The items this event changes or removes, or nil when it touches no item already shown
    /// (simplex-wire §1.5: the item events and the file transfer events carry the item). An
    /// event that names items by id alone (`groupChatItemsDeleted`) is not among them: a face
    /// reads those items again.
    public var itemChanges: ItemChanges? {
        switch self {
        case let .chatItemUpdated(item, user):
            ItemChanges(user: user, updated: [item])
        case let .chatItemsStatusesUpdated(items, user):
            ItemChanges(user: user, updated: items)
        case let .chatItemReaction(_, reaction, user):
            ItemChanges(user: user, reaction: reaction)
        case let .chatItemsDeleted(_, deletions, _, user):
            ItemChanges(user: user, deletions: deletions)
        case let .rcvFileStart(item, user), let .rcvFileAccepted(item, user), let .rcvFileComplete(item, user),
             let .rcvFileSndCancelled(item, _, user), let .sndFileStart(item, _, user), let .sndFileComplete(item, _, user),
             let .sndFileCompleteXFTP(item, _, user):
            ItemChanges(user: user, updated: [item])
        case let .rcvFileProgressXFTP(item, _, _, _, user), let .sndFileProgressXFTP(item, _, _, _, user),
             let .rcvFileError(_, item, _, user), let .rcvFileWarning(_, item, _, user), let .sndFileRcvCancelled(item, _, user),
             let .sndFileError(item, _, _, user), let .sndFileWarning(item, _, _, user):
            ItemChanges(user: user, updated: item.map { [$0] } ?? [])
        default:
            nil
        }
    }
}

extension Timeline {
    /// `changes` applied to this timeline of chat `ref`: its items among them replaced where
    /// they are or removed; true when any row changed. Other chats' items are left.
    @discardableResult
    public mutating func apply(_ changes: ItemChanges, chat ref: ChatRef) -> Bool {
        let updated = changes.updated.filter { $0.chatInfo.chatRef == ref }.map { !itemUpdated($0.chatItem).isEmpty }.contains(true)
        let removed = Set(changes.removed.filter { $0.chatInfo.chatRef == ref }.map(\.chatItem.meta.itemId))
        if !removed.isEmpty { itemsRemoved(removed) }
        return updated || !removed.isEmpty
    }
}
