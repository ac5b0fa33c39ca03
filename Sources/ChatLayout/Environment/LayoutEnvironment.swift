import ChatTimeline
import Foundation
import SimpleXModel

/// Everything outside the rows that changes their geometry: the units, the width, the body text
/// size, the layout, the theme (its colours set the line boxes' contrast term), whether the chat
/// has a gutter, and the clock and calendar the times are written with. Hashable: it is part of
/// the layout cache's key.
public struct LayoutEnvironment: Hashable, Sendable {
    /// What every length of the layout is in: points (the renderer) or terminal cells.
    public var units: LayoutUnits
    /// The chat's width in `units`.
    public var width: Double
    /// The body text size in points (17 at the default Dynamic Type size).
    public var bodySize: Double
    public var layout: ChatLayoutMode
    public var theme: ThemeName
    /// Groups and channels: rows have the avatar gutter (spec §9 Rows "gutter").
    public var hasGutter: Bool
    /// The current time and calendar of the timeline (for the meta's time text).
    public var now: Date
    public var timeZone: TimeZone
    public var localeIdentifier: String
    /// The user's name in the chat (a group's membership): mentions of it are tinted.
    public var userName: String?
    /// Selection mode: the ids of the selected items, or nil when not selecting (spec §8, §9 Rows "selection").
    public var selection: Set<Int64>?

    public init(units: LayoutUnits = .points, width: Double, bodySize: Double = 17, layout: ChatLayoutMode = .terminal, theme: ThemeName = .light,
                hasGutter: Bool = false, now: Date = Date(timeIntervalSince1970: 0),
                timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, localeIdentifier: String = "en_US_POSIX", userName: String? = nil, selection: Set<Int64>? = nil) {
        self.units = units
        self.width = width
        self.bodySize = bodySize
        self.layout = layout
        self.theme = theme
        self.hasGutter = hasGutter
        self.now = now
        self.timeZone = timeZone
        self.localeIdentifier = localeIdentifier
        self.userName = userName
        self.selection = selection
    }

    /// The timeline's view of the same clock and calendar.
    public var timeline: TimelineEnvironment {
        TimelineEnvironment(now: now, timeZone: timeZone, locale: Locale(identifier: localeIdentifier))
    }

    /// The meta's time of `date` (`MetaTimestamp`, the one rule of every face).
    public func timestampText(_ date: Date) -> String {
        MetaTimestamp.text(date, timeZone: timeZone, localeIdentifier: localeIdentifier)
    }

    /// The palette of `theme`.
    public var palette: ThemePalette { ThemePalette(theme) }
}

/// The units of a layout. In cells one unit is one terminal cell wide and one line high: the
/// spec's points become whole cells and lines by one rule each (`LayoutEnvironment.points(for:)`,
/// `TerminalMetrics`), and the text shown is made safe for a terminal first (`SafeText`).
public enum LayoutUnits: Hashable, Sendable {
    case points, cells
}
