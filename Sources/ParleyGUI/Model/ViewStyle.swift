import ChatLayout
import ChatSession
import ChatTimeline
import Foundation
import Localization
import SimpleXModel

/// How the window and a ``ChatWidget`` draw chats: the theme, the body text size, the time zone
/// and the clock the times are written at, the language and locale of its words and dates
/// (issue 34: the session's, `speaking(_:)`), and exyte's options — date separators on or off,
/// replies as quotes or answers, the newest message at the bottom or the top. Each chat's
/// layout is the session's (`ChatSession.layout(of:)`).
///
/// ```swift
/// var style = ViewStyle(theme: .dark, bodySize: 15)
/// style.chatOrder = .comments
/// let chat = ChatWidget(chat: .direct(bob), style: style)
/// ```
public struct ViewStyle: Sendable {
    /// One of the four themes (seed 000 §7).
    public var theme: ThemeName
    /// The body text's size in points.
    public var bodySize: Double
    /// The zone the times are written in.
    public var timeZone: TimeZone
    /// The time the view is drawn at (nil: the wall clock, read at each frame).
    public var now: Date?
    /// The language of the words the layout writes (labels, events, menus), and a widget's
    /// compose field, menus and notices; English by default. The user's, as `parley gui` has it:
    ///
    /// ```swift
    /// let user = UserLocale()   // ParleyLocale: LANGUAGE, LC_ALL, LC_MESSAGES, LANG
    /// var style = ViewStyle()
    /// style.translator = user.translator
    /// style.locale = user.locale
    /// ```
    public var translator: Translator = .english
    /// The locale dates and times are written in; the C locale by default.
    public var locale = Locale(identifier: "en_US_POSIX")
    /// A day's date stands above its first message (the spec, seed 000 §2.2); off, no date
    /// separators are drawn (exyte's `showDateHeaders: false`).
    public var showsDateSeparators: Bool
    /// A reply quotes its original where its time puts it (the spec), or is placed under it as
    /// an answer (exyte's `.answer`; `TimelineArrangement`).
    public var replyMode: ReplyMode
    /// The newest message at the bottom (the spec), or at the top (exyte's `.comments`).
    public var chatOrder: ChatOrder

    /// A style; by default in the light theme, with date separators, as the spec arranges a chat.
    ///
    /// ```swift
    /// let style = ViewStyle(theme: .dark, showsDateSeparators: false, replyMode: .answer, chatOrder: .comments)
    /// let chat = ChatWidget(chat: .group(name: "Posts", members: [ann, bob]), style: style)
    /// ```
    public init(theme: ThemeName = .light, bodySize: Double = 17, timeZone: TimeZone = .current, now: Date? = nil, showsDateSeparators: Bool = true,
                replyMode: ReplyMode = .quote, chatOrder: ChatOrder = .conversation) {
        self.theme = theme
        self.bodySize = bodySize
        self.timeZone = timeZone
        self.now = now
        self.showsDateSeparators = showsDateSeparators
        self.replyMode = replyMode
        self.chatOrder = chatOrder
    }

    /// The chat is arranged otherwise than the spec arranges it.
    var arranges: Bool {
        replyMode != .quote || chatOrder != .conversation
    }

    /// The timeline's `rows` as this style arranges them; nil when as the spec does.
    func arranged(_ rows: [MergedRow], environment: TimelineEnvironment) -> ArrangedRows? {
        arranges ? ArrangedRows(rows, replyMode: replyMode, order: chatOrder, environment: environment) : nil
    }

    /// `rows` as this style draws them: with the days of the arrangement `arranged` (nil: the
    /// spec's, as presented), or without date separators when it shows none. O(rows), O(1)
    /// with the spec's days shown.
    func drawn(_ rows: [RowPresentation], arranged: ArrangedRows?, environment: TimelineEnvironment) -> [RowPresentation] {
        guard !showsDateSeparators || arranged != nil else { return rows }
        return rows.map { row in
            var row = row
            row.dateSeparator = showsDateSeparators ? arranged?.dateSeparators[row.row.id].map { DateSeparator.text($0, environment: environment) } : nil
            return row
        }
    }

    /// This style in the language and locale of the session's `configuration` (issue 34: the
    /// window speaks as the terminal does).
    func speaking(_ configuration: ChatSession.Configuration) -> ViewStyle {
        var style = self
        style.translator = configuration.translator
        style.locale = configuration.locale
        return style
    }

    /// The next of the four themes, in their order (Ctrl-Shift-T).
    mutating func nextTheme() {
        let all = ThemeName.allCases
        theme = all[((all.firstIndex(of: theme) ?? 0) + 1) % all.count]
    }

    /// The clock, zone and locale the window writes times in (a sheet's, a row's): the
    /// style's clock, else the wall clock now.
    var timeline: TimelineEnvironment {
        LayoutEnvironment(width: 0, timeZone: timeZone, localeIdentifier: locale.identifier, translator: translator).timeline(now: now ?? Date())
    }

    /// The environment `chatInfo` is laid out in, in `layout`, at `width` points, in selection
    /// mode when `selecting` (spec §8: every row has its checkbox).
    func environment(of chatInfo: ChatInfo, layout: ChatLayoutMode, width: Double, selecting: Bool = false) -> LayoutEnvironment {
        LayoutEnvironment(chat: chatInfo, width: width, bodySize: bodySize, layout: layout, theme: theme, timeZone: timeZone, localeIdentifier: locale.identifier,
                          selecting: selecting, translator: translator)
    }
}
