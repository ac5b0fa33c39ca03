import ChatTimeline
import Foundation
import SimpleXModel

/// `parley rows --from FILE …`: the visible rows of a chat page, as the timeline computes them.
enum RowsCommand: ParleyCommand {
    static let name = "rows"
    static let help = """
        Usage: parley rows --from FILE [--layout terminal|classic] [--now ISO] [--tz ZONE] [--reveal ID…]

        FILE is a chat page as the core returns it (AChat: chatInfo, chatItems, chatStats).
        Prints one JSON object per visible row, top (oldest) to bottom: ids (newest first), kind
        (single or grouped), revealed, dateSeparator (the text above the row, or null),
        showsTimestamp, largeGap, sender ({name, role} or null), showsAvatar, gapAbove
        (none, paragraph, …), oneLine, startsWithCard, unreadBefore, menu (the context menu's
        actions in order, for the user as the chat's membership has it).
        --layout defaults to the chat's own layout setting; --now (ISO-8601) to the newest item's
        time; --tz to UTC. --reveal IDs shows those items of collapsed groups one by one.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try Arguments(arguments, options: ["--from", "--layout", "--now", "--tz"], lists: ["--reveal"])
        guard let path = arguments.value("--from") else { throw UsageError("rows needs --from FILE") }
        guard arguments.positional.isEmpty else { throw UsageError("unknown arguments: \(arguments.positional.joined(separator: " "))") }
        var revealed: Set<Int64> = []
        for text in arguments.list("--reveal") {
            guard let id = Int64(text) else { throw UsageError("--reveal takes item ids, not \(text)") }
            revealed.insert(id)
        }
        let chosenLayout: ChatLayoutMode?
        switch arguments.value("--layout") {
        case nil: chosenLayout = nil
        case "terminal": chosenLayout = .terminal
        case "classic": chosenLayout = .classic
        case let other?: throw UsageError("unknown layout \(other); use terminal or classic")
        }
        guard let timeZone = TimeZone(identifier: arguments.value("--tz") ?? "UTC") else {
            throw UsageError("unknown time zone \(arguments.value("--tz") ?? "")")
        }
        let chosenNow = try arguments.value("--now").map { text throws(UsageError) in
            guard let time = Timestamp.parse(text) else { throw UsageError("--now is not an ISO-8601 time") }
            return time
        }
        let chat = try InputFile.decode(AChat.self, from: path)
        let layout = chosenLayout ?? ChatLayoutResolution.activeChatLayout(chat.chatInfo, profileLayout: .classic)
        let now = chosenNow ?? chat.chatItems.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
        var window = ChatWindow()
        window.apply(.initial(count: chat.chatItems.count), page: chat.chatItems, navigation: nil, stats: chat.chatStats)
        let environment = TimelineEnvironment(now: now, timeZone: timeZone, locale: Locale(identifier: "en_US_POSIX"))
        let context = MenuContext(chatInfo: chat.chatInfo)
        for row in RowPresentation.present(window, chatInfo: chat.chatInfo, layout: layout, revealedIds: revealed, environment: environment) {
            print(line(row, menu: ContextMenu(row: row.row, context: context)))
        }
        return 0
    }

    private static func line(_ row: RowPresentation, menu: ContextMenu) -> String {
        let sender: JSONValue = row.sender.map { sender in
            .object(["name": .string(sender.name), "role": sender.role.map(JSONValue.string) ?? .null])
        } ?? .null
        let object: JSONValue = .object([
            "ids": .array(row.row.items.map { .integer($0.meta.itemId) }),
            "kind": .string(row.row.kind.rawValue),
            "revealed": .bool(row.row.revealed),
            "dateSeparator": row.dateSeparator.map(JSONValue.string) ?? .null,
            "showsTimestamp": .bool(row.separation.timestamp),
            "largeGap": .bool(row.separation.largeGap),
            "sender": sender,
            "showsAvatar": .bool(row.showsAvatar),
            "gapAbove": .string(row.gapAbove.rawValue),
            "oneLine": .bool(row.oneLine),
            "startsWithCard": .bool(row.startsWithCard),
            "unreadBefore": .integer(Int64(row.row.unreadBefore)),
            "menu": .array(menu.actions.map { .string($0.rawValue) }),
        ])
        return (try? SimpleXJSON.text(object)) ?? "{}"
    }
}
