import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// Notifications, receipts and favourite (`/_settings`).
    func setSettings(_ ref: ChatRef, _ settings: ChatSettings) throws {
        try updateChat(ref) { info in
            switch info {
            case var .direct(contact):
                contact.chatSettings = settings
                info = .direct(contact: contact)
            case .group(let scope, var groupInfo):
                groupInfo.chatSettings = settings
                info = .group(groupChatScope: scope, groupInfo: groupInfo)
            default:
                throw ChatBackendError(.notAllowed, "\(ref.text) has no settings")
            }
        }
    }

    /// The chat's theme and layout override; nil removes it (`/_set theme`).
    func setTheme(_ ref: ChatRef, _ theme: UIThemeEntityOverrides?) throws {
        try updateChat(ref) { info in
            switch info {
            case var .direct(contact):
                contact.uiThemes = theme
                info = .direct(contact: contact)
            case .group(let scope, var groupInfo):
                groupInfo.uiThemes = theme
                info = .group(groupChatScope: scope, groupInfo: groupInfo)
            default:
                throw ChatBackendError(.notAllowed, "\(ref.text) has no theme")
            }
        }
    }

    /// The chat's message time to live; nil is the user's default (`/_ttl`). Items older than
    /// it are deleted when the chat is next read.
    func setTTL(_ ref: ChatRef, seconds: Int64?) throws {
        try updateChat(ref) { info in
            switch info {
            case var .direct(contact):
                contact.chatItemTTL = seconds
                info = .direct(contact: contact)
            case .group(let scope, var groupInfo):
                groupInfo.chatItemTTL = seconds
                info = .group(groupChatScope: scope, groupInfo: groupInfo)
            default:
                throw ChatBackendError(.notAllowed, "\(ref.text) has no time to live")
            }
        }
    }

    /// Deletes the chat's items past their time: timed items whose time is up, and all items
    /// older than the chat's time to live.
    func expire(_ ref: ChatRef, _ info: ChatInfo) throws {
        let now = Self.key(now())
        try database.transaction {
            try database.statement("DELETE FROM chat_items WHERE chat_type = ? AND chat_id = ? AND delete_at IS NOT NULL AND delete_at <= ?")
                .bind(.text(ref.chatType.rawValue), .integer(ref.chatId), .integer(now)).run()
            if let ttl = info.chatItemTTL, ttl > 0 {
                try database.statement("DELETE FROM chat_items WHERE chat_type = ? AND chat_id = ? AND item_ts < ?")
                    .bind(.text(ref.chatType.rawValue), .integer(ref.chatId), .integer(now - ttl * 1_000_000)).run()
            }
        }
    }

    private func updateChat(_ ref: ChatRef, _ change: (inout ChatInfo) throws -> Void) throws {
        var info = try chatInfo(ref)
        try change(&info)
        try database.transaction {
            try database.statement("UPDATE chats SET json = ? WHERE chat_type = ? AND chat_id = ?")
                .bind(.text(try SimpleXJSON.text(info)), .text(ref.chatType.rawValue), .integer(ref.chatId)).run()
        }
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
