import ChatBackend
import Foundation
import SimpleXMarkdown
import SimpleXModel

extension ChatStore {
    /// What forwarding these items needs: every message can be forwarded (files are shared by
    /// reference in this core, so none needs downloading first).
    func forwardPlan(_ ref: ChatRef, itemIds: [Int64]) throws -> (ids: [Int64], count: Int) {
        let forwardable = try itemIds.map { try item($0, in: ref) }.filter { $0.msgContent != nil && $0.meta.itemDeleted == nil }
        return (forwardable.map(\.meta.itemId), itemIds.count)
    }

    /// Forwards messages of `source` to `target` as new items of the user, oldest first, each
    /// labelled with where it came from (`itemForwarded`). Published as `newChatItems`.
    func forward(_ itemIds: [Int64], from source: ChatRef, to target: ChatRef, ttl: Int?) throws -> [AChatItem] {
        let sourceInfo = try chatInfo(source)
        let originals = try itemIds.map { try item($0, in: source) }.sorted { ($0.meta.itemTs, $0.meta.itemId) < ($1.meta.itemTs, $1.meta.itemId) }
        if let refused = originals.first(where: { $0.msgContent == nil || $0.meta.itemDeleted != nil }) {
            throw ChatBackendError(.notAllowed, "item \(refused.meta.itemId) cannot be forwarded: only messages that are not deleted")
        }
        let messages = originals.compactMap { original in original.msgContent.map { ComposedMessage(msgContent: $0) } }
        return try sendMessages(target, messages, live: false, ttl: ttl) { index, item in
            item.meta.itemForwarded = Self.forwardedFrom(originals[index], sourceInfo)
        }
    }

    private static func forwardedFrom(_ item: ChatItem, _ source: ChatInfo) -> CIForwardedFrom {
        let direction: MsgDirection = item.chatDir.isSent ? .snd : .rcv
        switch source {
        case let .direct(contact):
            return .contact(chatItemId: item.meta.itemId, chatName: contact.profile.displayName, contactId: contact.contactId, msgDir: direction)
        case let .group(_, groupInfo):
            return .group(chatItemId: item.meta.itemId, chatName: groupInfo.groupProfile.displayName, groupId: groupInfo.groupId, msgDir: direction)
        default:
            return .unknown
        }
    }

    /// Deletes every item of the chat for the user (`/_clear chat`).
    func clear(_ ref: ChatRef) throws -> ChatInfo {
        let info = try chatInfo(ref)
        try database.transaction { try rows.items.removeAll(in: ref) }
        return info
    }

    /// Moderates members' items (`/_delete member item`) by `GroupPermissions.canModerate`:
    /// the user must be an active moderator or above, and at least each author's role (the
    /// user's own items in a batch are moderated too); the items are marked moderated by the user, or
    /// removed when the group allows full deletion. Published as `chatItemsDeleted`.
    func moderate(groupId: Int64, itemIds: [Int64]) throws -> [ChatItemDeletion] {
        let ref = ChatRef.group(groupId)
        let info = try chatInfo(ref)
        guard case let .group(_, groupInfo) = info else { throw ChatBackendError(.notAllowed, "only group items can be moderated") }
        let me = groupInfo.membership
        let permissions = GroupPermissions(groupInfo)
        guard permissions.canModerate else {
            throw ChatBackendError(.notAllowed, "moderating needs the moderator role or above")
        }
        let items = try itemIds.map { try item($0, in: ref) }
        for item in items where !permissions.canModerate(item) {
            if case let .groupRcv(author) = item.chatDir {
                throw ChatBackendError(.notAllowed, "\(author.memberProfile.displayName) is \(author.memberRole.rawValue): your role is too low to moderate them")
            }
            throw ChatBackendError(.notAllowed, "item \(item.meta.itemId) is not a member's message that can be moderated")
        }
        let time = now()
        return try delete(items, in: ref, of: info, removing: info.fullDeleteEnabled, forEveryone: true) { item in
            var moderated = item
            moderated.meta.itemDeleted = .moderated(byGroupMember: me, deletedTs: time)
            return moderated
        }
    }
}
