import ChatBackend
import Foundation
import SimpleXMarkdown
import SimpleXModel

extension ChatStore {
    /// How long a sent message stays editable (the core's window for its own messages).
    package static let editableWindow: TimeInterval = 24 * 60 * 60

    /// New items from composed messages: sent by the user, with the core's `formattedText`
    /// and the blocks of their text, their quotes and mentions; delivered to linked chats in
    /// the same transaction. In groups the user must be a current member of role author or
    /// above; `asGroup` posts to a channel as the channel (owners only). Published as
    /// `newChatItems`, sent (✓: stored); then each item a recipient's copy (or a local bot)
    /// received as `chatItemsStatusesUpdated`, received (✓✓, `sentStatus`), as the core
    /// reports its delivery receipts. Returns the items as they are stored at the end.
    func sendMessages(_ ref: ChatRef, _ messages: [ComposedMessage], live: Bool, ttl: Int?, asGroup: Bool = false,
                      adjust: (Int, inout ChatItem) -> Void = { _, _ in }) throws -> [AChatItem] {
        let info = try chatInfo(ref)
        guard !messages.isEmpty else { throw ChatBackendError(.invalidCommand, "nothing to send") }
        try checkCanSend(info, asGroup: asGroup)
        let time = now()
        var deliveries: [Delivery] = []
        var stored: [ChatItem] = []
        var received: [ChatItem] = []
        let items = try database.transaction { () throws -> [ChatItem] in
            var items: [ChatItem] = []
            for (index, message) in messages.enumerated() {
                var item = try newItem(message, in: ref, at: time, live: live)
                item.meta.showGroupAsSender = asGroup
                adjust(index, &item)
                if let ttl {
                    item.meta.itemTimed = CITimed(deleteAt: time.addingTimeInterval(Double(ttl)), ttl: ttl)
                }
                try rows.items.insert(item, into: ref)
                let delivered = try deliver(item, from: ref, sender: info.membership?.memberId)
                deliveries += delivered
                stored.append(item)
                let status = try sentStatus(of: item, in: info, copies: delivered)
                if status != item.meta.itemStatus {
                    item.meta.itemStatus = status
                    try rows.items.save(item, in: ref)
                    received.append(item)
                }
                items.append(item)
            }
            return items
        }
        let user = try currentUser()
        publish(.newChatItems(chatItems: stored.map { AChatItem(chatInfo: info, chatItem: $0) }, user: user))
        try publish(deliveries) { .newChatItems(chatItems: [$0.chatItem], user: $1) }
        if !received.isEmpty {
            publish(.chatItemsStatusesUpdated(chatItems: received.map { AChatItem(chatInfo: info, chatItem: $0) }, user: user))
        }
        return items.map { AChatItem(chatInfo: info, chatItem: $0) }
    }

    private func checkCanSend(_ info: ChatInfo, asGroup: Bool) throws {
        if case let .direct(contact) = info, contact.contactStatus != .active {
            throw ChatBackendError(.notAllowed, "\(contact.profile.displayName) is deleted: the conversation is kept, but messages cannot be sent")
        }
        guard case let .group(_, group) = info else {
            if asGroup { throw ChatBackendError(.notAllowed, "only channels take posts as the channel") }
            return
        }
        let permissions = GroupPermissions(group)
        guard permissions.canSend else {
            let reason = group.membership.memberStatus.isCurrent ? "observers only read" : "you are not a member"
            throw ChatBackendError(.notAllowed, "you cannot send to \(group.groupProfile.displayName): \(reason)")
        }
        if asGroup, !permissions.canSendAsGroup(inChannel: group.useRelays) {
            throw ChatBackendError(.notAllowed, "only a channel's owners post as the channel")
        }
    }

    private func newItem(_ message: ComposedMessage, in ref: ChatRef, at time: Date, live: Bool) throws -> ChatItem {
        let text = message.msgContent.text
        let direction: CIDirection = switch ref.chatType {
        case .group: .groupSnd
        case .local: .localSnd
        default: .directSnd
        }
        let quote = try message.quotedItemId.map { id -> CIQuote in
            let quoted = try item(id, in: ref)
            return CIQuote(chatDir: quoted.chatDir, content: quoted.msgContent ?? .text(text: quoted.meta.itemText),
                           formattedText: quoted.formattedText, itemId: id, sentAt: quoted.meta.itemTs)
        }
        var sent = try makeItem(.sndMsgContent(msgContent: message.msgContent), text: text, direction: direction, at: time)
        sent.setMessage(message.msgContent)
        sent.file = try message.fileSource.map { try fileReference($0, id: sent.meta.itemId, sent: ref.chatType != .local) }
        sent.mentions = try mentions(message.mentions, in: ref)
        sent.quotedItem = quote
        sent.meta.editable = true
        sent.meta.itemLive = live ? true : nil
        sent.meta.itemStatus = .sndSent(sndProgress: .complete)
        return sent
    }

    /// The mentions of a message in a group, by name, from the members' ids the composer
    /// gives; other chats have none.
    private func mentions(_ named: [String: Int64], in ref: ChatRef) throws -> [String: CIMention] {
        guard ref.chatType == .group, !named.isEmpty else { return [:] }
        guard named.count <= MessageLimits.mentions else {
            throw ChatBackendError(.notAllowed, "a message mentions at most \(MessageLimits.mentions) members")
        }
        let members = try rows.members.all(of: ref.chatId)
        return try named.mapValues { groupMemberId in
            guard let member = members.first(where: { $0.groupMemberId == groupMemberId }) else {
                throw ChatBackendError(.unknownItem, "there is no member \(groupMemberId) to mention in \(ref.text)")
            }
            return CIMention(memberId: member.memberId, memberRef: CIMentionMember(member))
        }
    }

    /// A file sent by reference: the file stays where it is and the item names it, `sent`
    /// (offered to the other profiles at once, nothing to upload) or stored (in notes); a path
    /// with no file is refused.
    private func fileReference(_ source: CryptoFile, id: Int64, sent: Bool) throws -> CIFile {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: source.filePath),
              let size = attributes[.size] as? NSNumber else {
            throw ChatBackendError(.invalidCommand, "there is no file at \(source.filePath)")
        }
        return CIFile(fileId: id, fileName: URL(fileURLWithPath: source.filePath).lastPathComponent, fileProtocol: .local,
                      fileSize: size.int64Value, fileSource: source, fileStatus: sent ? .sndComplete : .sndStored)
    }

    /// Edits a message the user sent: while it is editable — a message, not deleted, within
    /// `editableWindow` of being sent (live messages until they end) — the old version is kept
    /// in the item's history and the new text replaces it. Published as `chatItemUpdated`.
    func updateMessage(_ ref: ChatRef, itemId: Int64, message: UpdatedMessage, live: Bool) throws -> AChatItem {
        let info = try chatInfo(ref)
        var item = try item(itemId, in: ref)
        guard item.isEditable(at: now()) else {
            throw ChatBackendError(.notEditable, "item \(itemId) cannot be edited: only your own messages, within 24 hours")
        }
        let previous = item
        item.setMessage(message.msgContent)
        item.mentions = try mentions(message.mentions, in: ref)
        item.meta.itemEdited = item.meta.itemLive != true || !live ? previous.meta.itemLive != true : false
        item.meta.itemLive = live ? true : nil
        item.meta.updatedAt = now()
        let edited = item
        let deliveries = try database.transaction { () throws -> [Delivery] in
            if previous.meta.itemLive != true {
                try rows.items.insertVersion(previous, of: itemId)
            }
            try rows.items.save(edited, in: ref)
            return try updateCopies(of: edited) { copy in
                var copy = copy
                copy.setMessage(message.msgContent)
                copy.meta.itemEdited = edited.meta.itemEdited
                copy.meta.itemLive = edited.meta.itemLive
                copy.meta.updatedAt = edited.meta.updatedAt
                return copy
            }
        }
        let updated = AChatItem(chatInfo: info, chatItem: item)
        publish(.chatItemUpdated(chatItem: updated, user: try currentUser()))
        try publish(deliveries) { .chatItemUpdated(chatItem: $0.chatItem, user: $1) }
        return updated
    }

    /// Deletes items: for the user (`internal`: removed), or for everyone (`broadcast`: only
    /// the user's deletable items; removed when the chat allows full deletion, else marked
    /// deleted), or marked (`internalMark`). Published as `chatItemsDeleted`.
    func deleteItems(_ ref: ChatRef, itemIds: [Int64], mode: CIDeleteMode) throws -> [ChatItemDeletion] {
        let info = try chatInfo(ref)
        let items = try itemIds.map { try item($0, in: ref) }
        if mode == .broadcast, let refused = items.first(where: { !$0.chatDir.isSent || !$0.meta.deletable }) {
            throw ChatBackendError(.notAllowed, "item \(refused.meta.itemId) cannot be deleted for everyone")
        }
        let removes = mode == .internal || (mode == .broadcast && info.fullDeleteEnabled)
        let time = now()
        return try delete(items, in: ref, of: info, removing: removes, forEveryone: mode == .broadcast) { item in
            var marked = item
            marked.meta.itemDeleted = .deleted(chatType: ref.chatType, deletedTs: time)
            marked.meta.editable = false
            marked.meta.deletable = false
            return marked
        }
    }

    /// Adds or removes the user's reaction: not on deleted items, at most three per user.
    /// Published as `chatItemReaction`.
    func react(_ ref: ChatRef, itemId: Int64, add: Bool, reaction: MsgReaction) throws -> ACIReaction {
        let info = try chatInfo(ref)
        var item = try item(itemId, in: ref)
        guard item.meta.itemDeleted == nil else {
            throw ChatBackendError(.notAllowed, "item \(itemId) is deleted: no reactions")
        }
        var reactions = item.reactions
        let index = reactions.firstIndex { $0.reaction == reaction }
        if add {
            guard index.map({ !reactions[$0].userReacted }) ?? true else { return reactionValue(info, item, reaction) }
            guard reactions.filter(\.userReacted).count < MessageLimits.reactionsPerUser else {
                throw ChatBackendError(.notAllowed, "at most \(MessageLimits.reactionsPerUser) reactions of yours on one message")
            }
            if let index {
                reactions[index].userReacted = true
                reactions[index].totalReacted += 1
            } else {
                reactions.append(CIReactionCount(reaction: reaction, totalReacted: 1, userReacted: true))
            }
        } else if let index, reactions[index].userReacted {
            reactions[index].userReacted = false
            reactions[index].totalReacted -= 1
            if reactions[index].totalReacted <= 0 {
                reactions.remove(at: index)
            }
        }
        let changed = item.reactions != reactions
        item.reactions = reactions
        let reacted = item
        let deliveries = try database.transaction { () throws -> [Delivery] in
            try rows.items.save(reacted, in: ref)
            return changed ? try updateCopies(of: reacted) { $0.countingReaction(reaction, add: add) } : []
        }
        let value = reactionValue(info, item, reaction)
        publish(.chatItemReaction(added: add, reaction: value, user: try currentUser()))
        try publish(deliveries) { .chatItemReaction(added: add, reaction: self.reactionValue($0.info, $0.item, reaction), user: $1) }
        return value
    }

    private func reactionValue(_ info: ChatInfo, _ item: ChatItem, _ reaction: MsgReaction) -> ACIReaction {
        ACIReaction(chatInfo: info, chatReaction: CIReaction(chatDir: item.chatDir, chatItem: item, reaction: reaction, sentAt: now()))
    }

    /// Marks items (or, with nil, the whole chat, clearing its unread mark) read.
    func markRead(_ ref: ChatRef, itemIds: [Int64]?) throws {
        _ = try chatInfo(ref)
        try database.transaction {
            if itemIds == nil {
                try rows.chats.setUnreadMark(ref, false)
            }
            let unread: [ChatItem]
            if let itemIds {
                unread = try itemIds.map { try item($0, in: ref) }.filter(\.isUnread)
            } else {
                unread = try rows.items.unread(in: ref)
            }
            for var item in unread {
                item.meta.itemStatus = .rcvRead
                try rows.items.save(item, in: ref)
            }
        }
    }

    /// An item with its earlier versions, newest first.
    func itemInfo(_ ref: ChatRef, itemId: Int64) throws -> (AChatItem, ChatItemInfo) {
        let info = try chatInfo(ref)
        let current = try item(itemId, in: ref)
        let versions = [ChatItemVersion(current, id: 0)] + (try rows.items.versions(of: itemId).map { ChatItemVersion($0.item, id: $0.id) })
        return (AChatItem(chatInfo: info, chatItem: current),
                ChatItemInfo(forwardedFromChatItem: try forwardedFrom(current), itemVersions: versions, memberDeliveryStatuses: try deliveryStatuses(current, in: info)))
    }

    /// The item a forwarded item came from, when the user still has it.
    private func forwardedFrom(_ forwarded: ChatItem) throws -> AChatItem? {
        let origin: (ChatRef, Int64)? = switch forwarded.meta.itemForwarded {
        case let .contact(itemId?, _, contactId?, _): (.direct(contactId), itemId)
        case let .group(itemId?, _, groupId?, _): (.group(groupId), itemId)
        default: nil
        }
        guard let (ref, itemId) = origin, let info = try ifFound({ try chatInfo(ref) }), let original = try ifFound({ try item(itemId, in: ref) }) else {
            return nil
        }
        return AChatItem(chatInfo: info, chatItem: original)
    }

    /// For the user's messages in a group, each recipient's delivery (`memberDeliveries`).
    private func deliveryStatuses(_ item: ChatItem, in info: ChatInfo) throws -> [MemberDeliveryStatus]? {
        guard let group = info.groupInfo, item.chatDir.isSent else { return nil }
        let receivers = Set(try copies(of: item.meta.itemId).compactMap { $0.info.membership?.memberId })
        return try memberDeliveries(item, in: group, receivers: receivers)
    }
}

extension ChatItemVersion {
    /// `version` of an item as its history lists it, by its id there (0 for the current one).
    init(_ version: ChatItem, id: Int64) {
        self.init(chatItemVersionId: id, createdAt: version.meta.updatedAt, formattedText: version.formattedText,
                  itemVersionTs: version.meta.updatedAt, msgContent: version.msgContent ?? .text(text: version.meta.itemText))
    }
}

extension CIMentionMember {
    /// How a mention names `member`.
    init(_ member: GroupMember) {
        self.init(displayName: member.memberProfile.displayName, groupMemberId: member.groupMemberId,
                  localAlias: member.memberProfile.localAlias.isEmpty ? nil : member.memberProfile.localAlias, memberRole: member.memberRole)
    }
}

extension ChatItem {
    /// Whether the user may edit the item now, the core's rule: a message the user sent, not
    /// deleted, less than `ChatStore.editableWindow` old (a live message for as long as it is live).
    func isEditable(at now: Date) -> Bool {
        guard case .sndMsgContent = content, meta.itemDeleted == nil else { return false }
        return meta.itemLive == true || now.timeIntervalSince(meta.itemTs) < ChatStore.editableWindow
    }

    /// Whether the user may delete the item for everyone now, the core's `deletable'`: a
    /// message the user sent, not deleted, less than a day old (in notes, at any age).
    func isDeletable(at now: Date) -> Bool {
        guard case .sndMsgContent = content, meta.itemDeleted == nil else { return false }
        return chatDir == .localSnd || now.timeIntervalSince(meta.itemTs) < ChatStore.editableWindow
    }

    /// The item with `editable` and `deletable` as they are at `now`; nil when both already are.
    func withPermissions(at now: Date) -> ChatItem? {
        let (editable, deletable) = (isEditable(at: now), isDeletable(at: now))
        guard meta.editable != editable || meta.deletable != deletable else { return nil }
        var item = self
        item.meta.editable = editable
        item.meta.deletable = deletable
        return item
    }

    /// The item with another profile's reaction counted in (or out).
    func countingReaction(_ reaction: MsgReaction, add: Bool) -> ChatItem {
        var item = self
        if let index = item.reactions.firstIndex(where: { $0.reaction == reaction }) {
            item.reactions[index].totalReacted += add ? 1 : -1
            if item.reactions[index].totalReacted <= 0 {
                item.reactions.remove(at: index)
            }
        } else if add {
            item.reactions.append(CIReactionCount(reaction: reaction, totalReacted: 1, userReacted: false))
        }
        return item
    }
}
