import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// Notifications, receipts and favourite (`/_settings`).
    func setSettings(_ ref: ChatRef, _ settings: ChatSettings) throws {
        try modifyChat(ref, "settings", contact: { $0.chatSettings = settings }, group: { $0.chatSettings = settings })
    }

    /// The chat's theme and layout override; nil removes it (`/_set theme`).
    func setTheme(_ ref: ChatRef, _ theme: UIThemeEntityOverrides?) throws {
        try modifyChat(ref, "a theme", contact: { $0.uiThemes = theme }, group: { $0.uiThemes = theme })
    }

    /// The chat's message time to live; nil is the user's default (`/_ttl`). Items older than
    /// it are deleted when the chat is next read.
    func setTTL(_ ref: ChatRef, seconds: Int64?) throws {
        try modifyChat(ref, "a time to live", contact: { $0.chatItemTTL = seconds }, group: { $0.chatItemTTL = seconds })
    }

    /// Deletes the chat's items past their time: timed items whose time is up, and all items
    /// older than the chat's time to live, or else the profile's.
    func expire(_ ref: ChatRef, _ info: ChatInfo) throws {
        let now = now()
        let ttl = try info.chatItemTTL ?? storedTTL(of: try currentUser().userId)
        let kept = ttl.flatMap { $0 > 0 ? $0 : nil }
        guard try rows.items.hasExpired(in: ref, at: now, keptFor: kept) else { return }
        try database.transaction { try rows.items.removeExpired(in: ref, at: now, keptFor: kept) }
    }

    /// Changes the contact or the group of chat `ref`; notes have no `what`.
    private func modifyChat(_ ref: ChatRef, _ what: String, contact: (inout Contact) -> Void, group: (inout GroupInfo) -> Void) throws {
        var info = try chatInfo(ref)
        switch info {
        case var .direct(value):
            contact(&value)
            info = .direct(contact: value)
        case .group(let scope, var value):
            group(&value)
            info = .group(groupChatScope: scope, groupInfo: value)
        default:
            throw ChatBackendError(.notAllowed, "\(ref.text) has no \(what)")
        }
        try updateChat(info)
    }
}

extension ChatInfo {
    /// The chat's own time to live, if set.
    var chatItemTTL: Int64? {
        switch self {
        case let .direct(contact): contact.chatItemTTL
        case let .group(_, groupInfo): groupInfo.chatItemTTL
        default: nil
        }
    }
}
