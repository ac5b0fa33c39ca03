import ChatBackend
import ChatLayout
import Foundation
import SimpleXModel

/// `parley chats`: every chat of the profile, one JSON line each.
enum ChatsCommand: ParleyCommand {
    static let name = "chats"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley chats [--as PROFILE] [--db PATH | --connect URL | --core-lib PATH --core-db PREFIX [--create NAME]]

        Prints each chat of the profile (the active one, or PROFILE), the most recent first, as
        one JSON line: {ref, name, type (direct, group, channel, local), unread, lastItem}.

        {core}
        """, ["core": BackendAccess.help])
    }

    static let options = BackendAccess.options

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("chats takes only --as PROFILE and the core's options")) }
        let chats = try await BackendAccess.withBackend(arguments) { backend in
            try await backend.chats(userId: try await backend.activeUser().userId)
        }
        for (index, chat) in chats.enumerated() {
            if case let .invalidJSON(decodingError, _) = chat.chatInfo {
                let line = CLILocale.translator.tr("chat {number} of {count} could not be read, the others are listed: {error}",
                                                   ["number": String(index + 1), "count": String(chats.count), "error": SafeText.sanitize(decodingError, for: .name)])
                FileHandle.standardError.write(Data(("parley: " + line + "\n").utf8))
                continue
            }
            let type = switch chat.chatInfo {
            case .direct: "direct"
            case let .group(_, groupInfo): groupInfo.useRelays ? "channel" : "group"
            case .local: "local"
            default: "other"
            }
            let line = JSONValue.object([
                "ref": .string(chat.chatInfo.chatRef?.text ?? ""), "name": .string(chat.chatInfo.displayName), "type": .string(type),
                "unread": .integer(Int64(chat.chatStats.unreadCount)),
                "lastItem": try JSONValue(encoding: chat.chatItems.last),
            ])
            print(try SimpleXJSON.text(line))
        }
        return 0
    }
}
