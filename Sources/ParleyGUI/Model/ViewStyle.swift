import ChatLayout
import ChatSession
import ChatTimeline
import Foundation
import Localization
import SimpleXModel

/// How the window draws chats: the theme, the body text size, the time zone and the clock
/// the times are written at, and the language and locale of its words and dates (issue 34: the
/// session's, `speaking(_:)`). Each chat's layout is the session's (`ChatSession.layout(of:)`).
public struct ViewStyle: Sendable {
    /// One of the four themes (seed 000 §7).
    public var theme: ThemeName
    /// The body text's size in points.
    public var bodySize: Double
    /// The zone the times are written in.
    public var timeZone: TimeZone
    /// The time the view is drawn at (nil: the wall clock, read at each frame).
    public var now: Date?
    /// The language of the words the layout writes (labels, events, menus); English by default.
    public var translator: Translator = .english
    /// The locale dates and times are written in; the C locale by default.
    public var locale = Locale(identifier: "en_US_POSIX")

    /// A style; by default in the light theme.
    public init(theme: ThemeName = .light, bodySize: Double = 17, timeZone: TimeZone = .current, now: Date? = nil) {
        self.theme = theme
        self.bodySize = bodySize
        self.timeZone = timeZone
        self.now = now
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
