import Foundation
import SimpleXModel

/// A chat as plain lines, oldest first: `HH:MM  sender  text`, with what the line alone
/// cannot show (edits, deletions, files, reactions) in brackets.
struct Transcript {
    let chat: AChat

    var text: String {
        ([title] + chat.chatItems.map(line)).joined(separator: "\n")
    }

    private var title: String {
        switch chat.chatInfo {
        case let .group(_, groupInfo):
            "#\(groupInfo.groupProfile.displayName) — \(groupInfo.groupSummary.currentMembers) members"
        case let .direct(contact):
            "@\(contact.profile.displayName)"
        case .local:
            "Notes"
        default:
            "Chat"
        }
    }

    private func line(_ item: ChatItem) -> String {
        var notes: [String] = []
        if item.meta.itemEdited { notes.append("edited") }
        if item.meta.itemDeleted != nil { notes.append("deleted") }
        if let file = item.file { notes.append("file \(file.fileName), \(file.fileSize) bytes") }
        if let quoted = item.quotedItem?.itemId { notes.append("reply to #\(quoted)") }
        for reaction in item.reactions {
            if case let .emoji(emoji) = reaction.reaction { notes.append("\(emoji) \(reaction.totalReacted)") }
        }
        let suffix = notes.isEmpty ? "" : "  [" + notes.joined(separator: "; ") + "]"
        return "\(Self.time(item.meta.itemTs))  \(sender(item))  \(item.meta.itemText)\(suffix)"
    }

    private func sender(_ item: ChatItem) -> String {
        switch item.chatDir {
        case let .groupRcv(member): member.memberProfile.displayName
        case .channelRcv, .directRcv, .localRcv: chat.chatInfo.displayName
        case .directSnd, .groupSnd, .localSnd: "you"
        case .unrecognized: "?"
        }
    }

    private static func time(_ date: Date) -> String {
        String(Timestamp.format(date).dropFirst(11).prefix(5))
    }
}

extension ChatInfo {
    /// The name the chat is shown by.
    var displayName: String {
        switch self {
        case let .direct(contact): contact.profile.displayName
        case let .group(_, groupInfo): groupInfo.groupProfile.displayName
        case .local: "Notes"
        case let .contactRequest(request): request.profile.displayName
        case .contactConnection, .unrecognized: "?"
        }
    }
}
