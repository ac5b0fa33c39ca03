import SimpleXModel

extension ChatStore {
    /// The commands of items: sending (and the local bots' answers), editing, deleting,
    /// reactions, reading, forwarding, an item's versions, and reports and moderation.
    func runMessages(_ command: ChatCommand) throws -> CommandReply? {
        switch command {
        case let .send(ref, asGroup, live, ttl, _, messages):
            let sent = try sendMessages(ref, messages, live: live, ttl: ttl, asGroup: asGroup)
            if let bot = bot(try chatInfo(ref)) {
                for message in messages {
                    try answer(bot, in: ref, to: message.msgContent.text)
                }
            }
            return .forUser { .newChatItems(chatItems: sent, user: $0) }
        case let .createNoteItems(folderId, messages):
            let sent = try sendMessages(.local(folderId), messages, live: false, ttl: nil)
            return .forUser { .newChatItems(chatItems: sent, user: $0) }
        case let .update(ref, itemId, live, message):
            let updated = try updateMessage(ref, itemId: itemId, message: message, live: live)
            return .forUser { .chatItemUpdated(chatItem: updated, user: $0) }
        case let .deleteItems(ref, itemIds, mode):
            let deletions = try deleteItems(ref, itemIds: itemIds, mode: mode)
            return .forUser { .chatItemsDeleted(byUser: true, chatItemDeletions: deletions, timed: false, user: $0) }
        case let .reaction(ref, itemId, add, reaction):
            let reacted = try react(ref, itemId: itemId, add: add, reaction: reaction)
            return .forUser { .chatItemReaction(added: add, reaction: reacted, user: $0) }
        case let .readItems(ref, itemIds):
            try markRead(ref, itemIds: itemIds)
            let info = try chatInfo(ref)
            return .forUser { .itemsReadForChat(chatInfo: info, user: $0) }
        case let .forwardPlan(from, itemIds):
            let plan = try forwardPlan(from, itemIds: itemIds)
            return .forUser { .forwardPlan(chatItemIds: plan.ids, forwardConfirmation: nil, itemsCount: plan.count, user: $0) }
        case let .forward(to, _, from, itemIds, ttl):
            let forwarded = try forward(itemIds, from: from, to: to, ttl: ttl)
            return .forUser { .newChatItems(chatItems: forwarded, user: $0) }
        case let .getItemInfo(ref, itemId):
            let (item, info) = try itemInfo(ref, itemId: itemId)
            return .forUser { .chatItemInfo(chatItem: item, chatItemInfo: info, user: $0) }
        case let .report(groupId, itemId, reason, text):
            let sent = try report(groupId: groupId, itemId: itemId, reason: reason, text: text)
            return .forUser { .newChatItems(chatItems: sent, user: $0) }
        case let .archiveReports(groupId):
            try archiveReports(groupId: groupId)
            return .forUser { .cmdOk(user_: $0) }
        case let .deleteReports(groupId, itemIds, mode):
            let deletions = try archiveReports(groupId: groupId, itemIds: itemIds, mode: mode)
            return .forUser { .chatItemsDeleted(byUser: true, chatItemDeletions: deletions, timed: false, user: $0) }
        case let .deleteMemberItems(groupId, itemIds):
            let deletions = try moderate(groupId: groupId, itemIds: itemIds)
            return .forUser { .chatItemsDeleted(byUser: true, chatItemDeletions: deletions, timed: false, user: $0) }
        default:
            return nil
        }
    }
}
