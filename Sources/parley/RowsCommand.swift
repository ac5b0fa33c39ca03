import ChatTimeline
import Foundation
import SimpleXModel

/// `parley rows --from FILE …`: the visible rows of a chat page, as the timeline computes them.
enum RowsCommand: ParleyCommand {
    static let name = "rows"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley rows --from FILE [--layout terminal|classic] [--now ISO] [--tz ZONE] [--reveal ID…]

        FILE is a chat page as the core returns it: its apiChat reply (which names the user, so
        your own items carry your name and badge, or "Incognito"), or a bare AChat (chatInfo,
        chatItems, chatStats; your items then say "you").
        Prints one JSON object per visible row, top (oldest) to bottom: ids (newest first), kind
        (single or grouped), revealed, dateSeparator (the text above the row, or null),
        showsTimestamp, largeGap, sender ({name, role, badge, own} or null), showsAvatar,
        gapAbove, paddingBottom, cardTopGap, cardBottomGap, textTopGap, quoteTopGap (each none,
        paragraph, levelStep, headingBottom, headerTop, headerBottom or newestRow), oneLine,
        startsWithCard, unreadBefore, menu (the context menu's actions in order, for the user as
        the chat's membership has it).
        --layout defaults to the chat's own layout setting over the user's; --now (ISO-8601) to
        the newest item's time; --tz to UTC. --reveal IDs shows those items of collapsed groups
        one by one.
        """)
    }

    static let options = CommandOptions(values: ["--from", "--layout", "--now", "--tz"], lists: ["--reveal"])

    static func run(_ arguments: [String]) throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard let path = arguments.value("--from") else { throw UsageError(CLILocale.translator.tr("rows needs --from FILE")) }
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("unknown arguments: {arguments}", ["arguments": arguments.positional.joined(separator: " ")])) }
        var revealed: Set<Int64> = []
        for text in arguments.list("--reveal") {
            guard let id = Int64(text) else { throw UsageError(CLILocale.translator.tr("--reveal takes item ids, not {value}", ["value": text])) }
            revealed.insert(id)
        }
        let chosenLayout: ChatLayoutMode?
        switch arguments.value("--layout") {
        case nil: chosenLayout = nil
        case "terminal": chosenLayout = .terminal
        case "classic": chosenLayout = .classic
        case let other?: throw UsageError(CLILocale.translator.tr("unknown layout {value}; use terminal or classic", ["value": other]))
        }
        guard let timeZone = TimeZone(identifier: arguments.value("--tz") ?? "UTC") else {
            throw UsageError(CLILocale.translator.tr("unknown time zone {value}", ["value": arguments.value("--tz") ?? ""]))
        }
        let chosenNow = try arguments.value("--now").map { text throws(UsageError) in
            guard let time = Timestamp.parse(text) else { throw UsageError(CLILocale.translator.tr("--now is not an ISO-8601 time")) }
            return time
        }
        let (chat, user) = try InputFile.chatPage(from: path)
        let profileLayout = ChatLayoutResolution.profileChatLayout(user: user, appDefault: nil)
        let layout = chosenLayout ?? ChatLayoutResolution.activeChatLayout(chat.chatInfo, profileLayout: profileLayout)
        let now = chosenNow ?? chat.chatItems.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
        let window = ChatWindow(page: chat.chatItems, stats: chat.chatStats)
        let environment = TimelineEnvironment(now: now, timeZone: timeZone, locale: Locale(identifier: "en_US_POSIX"))
        let context = MenuContext(chatInfo: chat.chatInfo)
        for row in RowPresentation.present(window, chatInfo: chat.chatInfo, user: user, layout: layout, revealedIds: revealed, environment: environment) {
            print(try line(row, menu: ContextMenu(row: row.row, context: context)))
        }
        return 0
    }

    private static func line(_ row: RowPresentation, menu: ContextMenu) throws(Failure) -> String {
        let sender: JSONValue = row.sender.map { sender in
            .object(["name": .string(sender.name), "role": sender.role.map(JSONValue.string) ?? .null,
                     "badge": sender.badge.map(JSONValue.string) ?? .null, "own": .bool(sender.isOwn)])
        } ?? .null
        let object: JSONValue = .object([
            "ids": .array(row.row.items.map { .integer($0.meta.itemId) }),
            "kind": .string(row.row.kind.rawValue),
            "revealed": .bool(row.row.revealed),
            "dateSeparator": row.dateSeparator.map(JSONValue.string) ?? .null,
            "showsTimestamp": .bool(row.separation.showsTimestamp),
            "largeGap": .bool(row.separation.hasLargeGap),
            "sender": sender,
            "showsAvatar": .bool(row.showsAvatar),
            "gapAbove": .string(row.gapAbove.rawValue),
            "paddingBottom": .string(row.paddingBottom.rawValue),
            "cardTopGap": .string(row.itemGaps.cardTopGap.rawValue),
            "cardBottomGap": .string(row.itemGaps.cardBottomGap.rawValue),
            "textTopGap": .string(row.itemGaps.textTopGap.rawValue),
            "quoteTopGap": .string(row.itemGaps.quoteTopGap.rawValue),
            "oneLine": .bool(row.oneLine),
            "startsWithCard": .bool(row.startsWithCard),
            "unreadBefore": .integer(Int64(row.row.unreadBefore)),
            "menu": .array(menu.actions.map { .string($0.rawValue) }),
        ])
        do {
            return try SimpleXJSON.text(object)
        } catch {
            throw Failure(CLILocale.translator.tr("row {id} cannot be written as JSON: {error}", ["id": String(row.row.id), "error": "\(error)"]))
        }
    }
}
