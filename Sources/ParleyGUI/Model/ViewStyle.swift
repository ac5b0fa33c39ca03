import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel

/// How the window draws chats: the layout (nil: each chat's own, else the app's, as
/// `ChatLayoutResolution` decides), the theme, the body text size, the time zone and the clock
/// the times are written at.
public struct ViewStyle: Sendable {
    /// The layout every chat is drawn in, or nil for each chat's own setting.
    public var layout: ChatLayoutMode?
    /// The layout of a chat that has no setting of its own (the app's).
    public var appLayout: ChatLayoutMode
    /// One of the four themes (seed 000 §7).
    public var theme: ThemeName
    /// The body text's size in points.
    public var bodySize: Double
    /// The zone the times are written in.
    public var timeZone: TimeZone
    /// The time the view is drawn at (nil: the wall clock, read at each frame).
    public var now: Date?

    /// A style; by default each chat's own layout, classic otherwise, in the light theme.
    public init(layout: ChatLayoutMode? = nil, appLayout: ChatLayoutMode = .classic, theme: ThemeName = .light, bodySize: Double = 17,
                timeZone: TimeZone = .current, now: Date? = nil) {
        self.layout = layout
        self.appLayout = appLayout
        self.theme = theme
        self.bodySize = bodySize
        self.timeZone = timeZone
        self.now = now
    }

    /// The other layout for `chatInfo` than the one it is drawn in (Ctrl-T): every chat is
    /// then drawn in it.
    mutating func switchLayout(of chatInfo: ChatInfo) {
        let current = layout ?? ChatLayoutResolution.activeChatLayout(chatInfo, profileLayout: appLayout)
        layout = current == .terminal ? .classic : .terminal
    }

    /// The next of the four themes, in their order (Ctrl-Shift-T).
    mutating func nextTheme() {
        let all = ThemeName.allCases
        theme = all[((all.firstIndex(of: theme) ?? 0) + 1) % all.count]
    }

    /// The clock, zone and locale the window writes times in (a sheet's, a row's): the
    /// style's clock, else the wall clock now.
    var timeline: TimelineEnvironment {
        LayoutEnvironment(width: 0, timeZone: timeZone).timeline(now: now ?? Date())
    }

    /// The environment `chatInfo` is laid out in at `width` points, in selection mode when
    /// `selecting` (spec §8: every row has its checkbox).
    func environment(of chatInfo: ChatInfo, width: Double, selecting: Bool = false) -> LayoutEnvironment {
        let layout = layout ?? ChatLayoutResolution.activeChatLayout(chatInfo, profileLayout: appLayout)
        return LayoutEnvironment(chat: chatInfo, width: width, bodySize: bodySize, layout: layout, theme: theme, timeZone: timeZone, selecting: selecting)
    }
}
