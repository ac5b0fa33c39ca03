import Foundation
import SimpleXModel

extension ChatInfo {
    /// This chat with its group changed by `change` (the user's role, the group's preferences,
    /// relays); chats that are no group are returned as they are.
    public func withGroup(_ change: (inout GroupInfo) -> Void) -> ChatInfo {
        guard case .group(let scope, var groupInfo) = self else { return self }
        change(&groupInfo)
        return .group(groupChatScope: scope, groupInfo: groupInfo)
    }

    /// This group with the user's membership in `role`.
    public func withRole(_ role: GroupMemberRole) -> ChatInfo {
        withGroup { $0.membership.memberRole = role }
    }

    /// This direct chat with its contact changed by `change`; other chats as they are.
    public func withContact(_ change: (inout Contact) -> Void) -> ChatInfo {
        guard case .direct(var contact) = self else { return self }
        change(&contact)
        return .direct(contact: contact)
    }
}

extension Fixtures {
    /// The demo group "Team" as a channel (`useRelays`), the user its owner.
    public static let channel: ChatInfo = team.chatInfo.withGroup { $0.useRelays = true }

    /// The user's local notes.
    public static let notes: ChatInfo = .local(noteFolder: NoteFolder(
        chatTs: ChatItems.time(0), createdAt: ChatItems.time(0), favorite: false, noteFolderId: 1, unread: false,
        updatedAt: ChatItems.time(0), userId: 1))
}

extension ChatItem {
    /// The item with a file attached, in `status` (`size` bytes, sent over `fileProtocol`).
    public func withFile(_ status: CIFileStatus, size: Int64 = 48_213, fileProtocol: FileProtocol = .xftp, id: Int64 = 1) -> ChatItem {
        var item = self
        item.file = CIFile(fileId: id, fileName: "file.bin", fileProtocol: fileProtocol, fileSize: size, fileStatus: status)
        return item
    }
}

extension Connection {
    /// A ready contact connection; `incognitoProfileId` is the custom user profile an incognito
    /// connection carries (`customUserProfileId`).
    public static func ready(incognitoProfileId: Int64? = nil) -> Connection {
        Connection(agentConnId: "conn", authErrCounter: 0, connChatVersion: 1, connId: 1, connLevel: 0, connStatus: .ready, connType: .contact,
                   contactConnInitiated: true, createdAt: ChatItems.time(0), customUserProfileId: incognitoProfileId, localAlias: "",
                   peerChatVRange: VersionRange(maxVersion: 1, minVersion: 1), pqEncryption: false, pqSupport: false, quotaErrCounter: 0,
                   viaGroupLink: false)
    }
}

extension LocalProfile {
    /// The profile with a verified badge of `type` in `status`.
    public func withBadge(_ type: BadgeType, status: BadgeStatus = .active) -> LocalProfile {
        var profile = self
        profile.localBadge = LocalBadge(badge: BadgeInfo(badgeExtra: "", badgeType: type), status: status)
        return profile
    }
}
