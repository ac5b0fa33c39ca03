import ChatBackend
import Foundation
import SimpleXModel

/// Stored chats: the current profile's, any profile's, and their info written back.
extension ChatStore {
    /// The chat `ref` of the current profile, or `unknownChat`.
    func chatInfo(_ ref: ChatRef) throws -> ChatInfo {
        let (info, owner) = try storedChat(ref)
        let user = try currentUser()
        guard owner == user.userId else {
            throw ChatBackendError(.unknownChat, "there is no chat \(ref.text) of \(user.localDisplayName)")
        }
        return info
    }

    /// The chat `ref` of any profile, and the profile's id.
    func storedChat(_ ref: ChatRef) throws -> (info: ChatInfo, userId: Int64) {
        guard let chat = try rows.chats.chat(ref) else {
            throw ChatBackendError(.unknownChat, "there is no chat \(ref.text)")
        }
        return chat
    }

    /// Replaces the stored info of an existing chat (its profile and items stay).
    func updateChat(_ info: ChatInfo) throws {
        guard let ref = info.chatRef else { throw ChatBackendError(.invalidCommand, "only direct chats, groups and notes can be stored") }
        try database.transaction { try rows.chats.update(info, ref) }
    }

    /// Replaces the stored info of an existing group, its count of current members (the
    /// user among them) taken from its members.
    func updateGroup(_ info: GroupInfo) throws {
        var info = info
        let current = try rows.members.all(of: info.groupId).filter(\.memberStatus.isCurrent).count + (info.membership.memberStatus.isCurrent ? 1 : 0)
        info.groupSummary.currentMembers = Int64(current)
        try updateChat(.group(groupChatScope: nil, groupInfo: info))
    }
}
