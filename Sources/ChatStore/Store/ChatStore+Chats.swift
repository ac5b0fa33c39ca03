import ChatBackend
import Foundation
import SimpleXModel

/// Whole chats: deleting them, marking them unread, and reports to a group's moderators.
extension ChatStore {
    /// Deletes a chat (`/_delete`). A contact: `full` removes the contact and the conversation,
    /// `entity` removes the contact and keeps the conversation, `messages` removes the
    /// conversation and keeps the contact (hidden from the list until a new message). A group:
    /// its owner, or a user no longer in it, removes it with everything it holds; when the
    /// owner deletes it, the linked copies of other profiles see the group deleted.
    func deleteChat(_ ref: ChatRef, mode: ChatDeleteMode) throws -> ChatResponse {
        if case .unrecognized = mode {
            throw ChatBackendError(.invalidCommand, "unknown delete mode: nothing was deleted")
        }
        let info = try chatInfo(ref)
        let user = try currentUser()
        switch info {
        case var .direct(contact):
            try database.transaction {
                switch mode {
                case .messages:
                    contact.chatDeleted = true
                    try rows.items.removeAll(in: ref)
                    try updateChat(.direct(contact: contact))
                case .entity:
                    contact.contactStatus = .deletedByUser
                    try rows.peers.unlink(ref)
                    try updateChat(.direct(contact: contact))
                case .full, .unrecognized:
                    try removeChat(ref)
                }
            }
            return .contactDeleted(contact: contact, user: user)
        case let .group(_, group):
            let permissions = GroupPermissions(group)
            guard permissions.canDelete else {
                throw ChatBackendError(.notAllowed, "only owners delete \(group.groupProfile.displayName); leave it first")
            }
            let events = try database.transaction { () throws -> [ChatEvent] in
                let events = permissions.isOwner
                    ? try setPeerMembership(of: group.groupId, to: .deleted, where: { _ in true }) { copy, owner, user in
                        .groupDeleted(groupInfo: copy, member: owner, msgSigned: nil, user: user)
                    }
                    : []
                try removeChat(ref)
                try rows.members.removeAll(of: group.groupId)
                try rows.relays.removeGroupRelays(of: group.groupId)
                try rows.groupLinks.remove(of: group.groupId)
                return events
            }
            events.forEach(publish)
            return .groupDeletedUser(groupInfo: group, msgSigned: false, user: user)
        default:
            throw ChatBackendError(.notAllowed, "\(ref.text) cannot be deleted; clear it instead")
        }
    }

    /// Marks the chat unread, or not (`/_unread chat`); reading the chat clears the mark.
    func markUnread(_ ref: ChatRef, unread: Bool) throws {
        _ = try chatInfo(ref)
        try database.transaction { try rows.chats.setUnreadMark(ref, unread) }
    }

    /// Reports a member's message to the group's moderators (`/_report`): only received
    /// messages, when the group allows reports. The report quotes the message and is delivered
    /// only to moderators' copies.
    func report(groupId: Int64, itemId: Int64, reason: ReportReason, text: String) throws -> [AChatItem] {
        let ref = ChatRef.group(groupId)
        guard let group = try chatInfo(ref).groupInfo else { throw ChatBackendError(.unknownChat, "#\(groupId) is not a group") }
        guard group.fullGroupPreferences.reports.enable == .on else {
            throw ChatBackendError(.notAllowed, "\(group.groupProfile.displayName) does not allow reports")
        }
        let reported = try item(itemId, in: ref)
        guard case .groupRcv = reported.chatDir, reported.msgContent != nil, reported.meta.itemDeleted == nil else {
            throw ChatBackendError(.notAllowed, "only members' messages can be reported")
        }
        let message = ComposedMessage(msgContent: .report(reason: reason, text: text), quotedItemId: itemId)
        return try sendMessages(ref, [message], live: false, ttl: nil)
    }

    /// Archives the group's reports (`/_archive reports`) in the user's copy: moderators and above.
    func archiveReports(groupId: Int64) throws {
        let ref = ChatRef.group(groupId)
        guard let group = try chatInfo(ref).groupInfo else { throw ChatBackendError(.unknownChat, "#\(groupId) is not a group") }
        guard GroupPermissions(group).canArchiveForAllModerators else {
            throw ChatBackendError(.notAllowed, "only active moderators archive reports for all moderators")
        }
        let reports = try rows.items.items(in: ref, tagged: .report).filter { $0.meta.itemDeleted == nil }
        let time = now()
        try database.transaction {
            for var report in reports {
                report.meta.itemDeleted = .deleted(chatType: .group, deletedTs: time)
                try rows.items.save(report, in: ref)
            }
        }
    }

    /// Archives the reports `itemIds` of the group (`/_delete reports`, the menu's Archive
    /// report): marked deleted in the user's copy (`internalMark`), and with `broadcast` in the
    /// other moderators' copies too, which only an active moderator may do (`internal` removes
    /// them from the user's copy). Only members' reports, and only a moderator's. Published as
    /// `chatItemsDeleted`.
    func archiveReports(groupId: Int64, itemIds: [Int64], mode: CIDeleteMode) throws -> [ChatItemDeletion] {
        let ref = ChatRef.group(groupId)
        let info = try chatInfo(ref)
        guard let group = info.groupInfo else { throw ChatBackendError(.unknownChat, "#\(groupId) is not a group") }
        let permissions = GroupPermissions(group)
        let reports = try itemIds.map { try item($0, in: ref) }
        if let other = reports.first(where: { !permissions.canArchive($0) }) {
            throw ChatBackendError(.notAllowed, "item \(other.meta.itemId) is not a member's report a moderator may archive")
        }
        if mode == .broadcast, !permissions.canArchiveForAllModerators {
            throw ChatBackendError(.notAllowed, "only active moderators archive reports for all moderators")
        }
        let time = now()
        return try delete(reports, in: ref, of: info, removing: mode == .internal, forEveryone: mode == .broadcast) { report in
            var marked = report
            marked.meta.itemDeleted = .deleted(chatType: .group, deletedTs: time)
            return marked
        }
    }

    /// Removes the chat with its items (by cascade) and its links.
    private func removeChat(_ ref: ChatRef) throws {
        try rows.peers.unlink(ref)
        try rows.chats.remove(ref)
    }
}
