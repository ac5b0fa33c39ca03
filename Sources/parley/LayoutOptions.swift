import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel

/// The options `layout` and `render` share: --layout, --width, --body, --theme, --now, --tz,
/// --select IDS (selection mode with those items selected); and the chat's rows and layout
/// environment they give.
struct LayoutOptions {
    static let options = CommandOptions(values: ["--layout", "--width", "--body", "--theme", "--now", "--tz"], lists: ["--select"])

    var layout: ChatLayoutMode?
    var width: Double
    var body: Double
    var theme: ThemeName
    var now: Date?
    var timeZone: TimeZone
    var selection: Set<Int64>?

    init(_ arguments: Arguments, defaultWidth: Double = 393, defaultBody: Double = 17) throws(UsageError) {
        switch arguments.value("--layout") {
        case nil: layout = nil
        case "terminal": layout = .terminal
        case "classic": layout = .classic
        case let other?: throw UsageError(CLILocale.translator.tr("unknown layout {value}; use terminal or classic", ["value": other]))
        }
        width = try Self.points(arguments, "--width") ?? defaultWidth
        body = try Self.points(arguments, "--body") ?? defaultBody
        guard (8...64).contains(body) else { throw UsageError(CLILocale.translator.tr("--body takes a text size from 8 to 64 points")) }
        guard (100...10_000).contains(width) else { throw UsageError(CLILocale.translator.tr("--width takes a width from 100 to 10000 points")) }
        let themeName = arguments.value("--theme") ?? "light"
        guard let theme = ThemeName(named: themeName) else { throw UsageError(CLILocale.translator.tr("unknown theme {value}; use light, dark, simplex or black", ["value": themeName])) }
        self.theme = theme
        guard let timeZone = TimeZone(identifier: arguments.value("--tz") ?? "UTC") else {
            throw UsageError(CLILocale.translator.tr("unknown time zone {value}", ["value": arguments.value("--tz") ?? ""]))
        }
        self.timeZone = timeZone
        if !arguments.list("--select").isEmpty {
            var selection: Set<Int64> = []
            for text in arguments.list("--select") {
                guard let id = Int64(text) else { throw UsageError(CLILocale.translator.tr("--select takes item ids, not {value}", ["value": text])) }
                selection.insert(id)
            }
            self.selection = selection
        }
        now = try arguments.value("--now").map { text throws(UsageError) in
            guard let time = Timestamp.parse(text) else { throw UsageError(CLILocale.translator.tr("--now is not an ISO-8601 time")) }
            return time
        }
    }

    private static func points(_ arguments: Arguments, _ name: String) throws(UsageError) -> Double? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Double(text), value.isFinite, value > 0 else { throw UsageError(CLILocale.translator.tr("{option} takes points, not {value}", ["option": name, "value": text])) }
        return value
    }

    /// The rows of `chat` and the environment to lay them out in.
    func rows(of chat: AChat) -> (rows: [RowPresentation], environment: LayoutEnvironment) {
        let environment = environment(of: chat.chatInfo)
        let window = ChatWindow(page: chat.chatItems, stats: chat.chatStats)
        let now = clock(newest: chat.chatItems.map(\.meta.itemTs).max())
        let rows = RowPresentation.present(window, chatInfo: chat.chatInfo, layout: environment.layout, environment: environment.timeline(now: now))
        return (rows, environment)
    }

    /// The environment to lay out the chat `chatInfo` in, in the user's language and date locale:
    /// in selection mode when `--select` is given.
    func environment(of chatInfo: ChatInfo) -> LayoutEnvironment {
        let layout = layout ?? ChatLayoutResolution.activeChatLayout(chatInfo, profileLayout: .classic)
        return LayoutEnvironment(chat: chatInfo, width: width, bodySize: body, layout: layout, theme: theme, timeZone: timeZone,
                                 localeIdentifier: CLILocale.user.locale.identifier, selecting: selection != nil, translator: CLILocale.translator)
    }

    /// The time the chat's times are written as at: `--now`, else the time of its newest item (`newest`).
    func clock(newest: Date?) -> Date {
        now ?? newest ?? Date(timeIntervalSince1970: 0)
    }

    /// `tree` with the `--select` items ticked.
    func marked(_ tree: LayoutTree) -> LayoutTree {
        selection.map(tree.marking(selected:)) ?? tree
    }
}
