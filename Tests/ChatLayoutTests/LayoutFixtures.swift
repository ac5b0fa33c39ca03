import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport

/// Chats for the layout's tests: the demo chats of `parley`, or their chat info with items of
/// a test's own, presented as terminal rows and laid out with the fixed-advance measurer.
enum LayoutFixtures {
    static let measurer = FixedAdvanceMeasurer()

    /// A demo chat by file name; `demo-bots#N` is the Nth chat of the bots' file, `channel` the
    /// group demo as a channel shows it.
    static func chat(_ name: String) throws -> AChat {
        if name == "channel" {
            var chat = try chat("demo-chat")
            chat.chatItems = ChatItems.asChannel(chat.chatItems)
            return chat
        }
        let parts = name.split(separator: "#")
        let data = try Repository.data("Sources/ParleyDemo/Resources/\(parts[0]).json")
        guard parts.count == 2, let index = Int(parts[1]) else { return try SimpleXJSON.decode(AChat.self, from: data) }
        return try SimpleXJSON.decode([AChat].self, from: data)[index]
    }

    /// The environment for `chat` at `width`.
    static func environment(_ chat: AChat, width: Double = 393, body: Double = 17, theme: ThemeName = .light) -> LayoutEnvironment {
        LayoutEnvironment(chat: chat.chatInfo, width: width, bodySize: body, layout: .terminal, theme: theme)
    }

    /// The time of `chat`'s newest item: the clock its tests write times as at.
    static func now(_ chat: AChat) -> Date {
        chat.chatItems.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
    }

    /// The rows of `items` (oldest first) in the chat of `chat`, as `layout` presents them.
    static func rows(_ items: [ChatItem], in chat: AChat, now: Date? = nil, layout: ChatLayoutMode = .terminal) -> [RowPresentation] {
        var window = ChatWindow()
        window.apply(.initial(count: items.count), page: items, navigation: nil, stats: chat.chatStats)
        let now = now ?? items.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
        let timeline = TimelineEnvironment(now: now, timeZone: TimeZone(identifier: "UTC") ?? .current, locale: Locale(identifier: "en_US_POSIX"))
        return RowPresentation.present(window, chatInfo: chat.chatInfo, layout: layout, environment: timeline)
    }

    /// `items` laid out in the chat of `chat`.
    static func layout(_ items: [ChatItem], in chat: AChat, width: Double = 393, body: Double = 17) throws -> LayoutTree {
        let environment = environment(chat, width: width, body: body)
        return try ChatLayoutEngine.layout(rows: rows(items, in: chat), environment: environment, measurer: measurer)
    }
}

extension LayoutRow {
    func parts(_ kind: LayoutPart.Kind) -> [LayoutPart] {
        parts.filter { $0.kind == kind }
    }

    func part(_ kind: LayoutPart.Kind) -> LayoutPart? {
        parts.first { $0.kind == kind }
    }
}
