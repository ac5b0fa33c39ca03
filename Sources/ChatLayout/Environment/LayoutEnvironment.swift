import ChatTimeline
import Foundation
import Localization
import SimpleXModel

/// Everything outside the rows that changes their geometry: the units, the width, the body text
/// size, the layout, the theme (its colours set the line boxes' contrast term), whether the chat
/// has a gutter, the calendar the times are written in, the translator of its labels, and
/// whether selection mode is on.
/// Hashable: it is the layout cache's key, so it holds only what layout reads. The clock is not
/// here (it decides presentation, `RowPresentation`, not geometry), nor what is selected
/// (`LayoutTree.marking(selected:)` ticks laid-out rows): a clock tick or a tick of a checkbox
/// lays out no row again.
public struct LayoutEnvironment: Hashable, Sendable {
    /// What every length of the layout is in: points (the renderer) or terminal cells.
    public var units: LayoutUnits
    /// The chat's width in `units`.
    public var width: Double
    /// The body text size in points (17 at the default Dynamic Type size).
    public var bodySize: Double
    /// The chat's layout: terminal rows (spec §9) or classic bubbles; an unrecognized one fails (`LayoutError.unknownLayout`).
    public var layout: ChatLayoutMode
    /// The built-in theme: its palette colours the parts and sets the line boxes' contrast term (`lineBox`).
    public var theme: ThemeName
    /// Colours of the caller's own in place of `theme`'s (a custom palette); nil for the theme's.
    public var customPalette: ThemePalette?
    /// Groups and channels: rows have the avatar gutter (spec §9 Rows "gutter").
    public var hasGutter: Bool
    /// The calendar of the meta's time text.
    public var timeZone: TimeZone
    /// The locale of the meta's time text, by identifier (`MetaTimestamp`).
    public var localeIdentifier: String
    /// The user's name in the chat (a group's membership): mentions of it are tinted.
    public var userName: String?
    /// Selection mode (spec §8, §9 Rows "selection"): every row has its checkbox, and classic
    /// rows move to make room for it.
    public var selecting: Bool
    /// The user's language for the layout's words (labels, cards, banners); English by default.
    public var translator: Translator
    /// In cells, whether images and videos show their picture above their card (a terminal that
    /// can draw pictures, `--images`); off, the card alone. Points always draw pictures.
    public var drawsPictures: Bool

    /// An environment `width` wide; the defaults are points, the 17 pt body, the terminal layout, the light theme
    /// and no palette of your own, no gutter, UTC and `en_US_POSIX`, no user name, selection mode off, English
    /// and, in cells, no pictures.
    public init(units: LayoutUnits = .points, width: Double, bodySize: Double = 17, layout: ChatLayoutMode = .terminal, theme: ThemeName = .light,
                customPalette: ThemePalette? = nil, hasGutter: Bool = false, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current,
                localeIdentifier: String = "en_US_POSIX", userName: String? = nil, selecting: Bool = false, translator: Translator = .english,
                drawsPictures: Bool = false) {
        self.units = units
        self.width = width
        self.bodySize = bodySize
        self.layout = layout
        self.theme = theme
        self.customPalette = customPalette
        self.hasGutter = hasGutter
        self.timeZone = timeZone
        self.localeIdentifier = localeIdentifier
        self.userName = userName
        self.selecting = selecting
        self.translator = translator
        self.drawsPictures = drawsPictures
    }

    /// The timeline's view of the same calendar and translator at the time `now`.
    public func timeline(now: Date) -> TimelineEnvironment {
        TimelineEnvironment(now: now, timeZone: timeZone, locale: Locale(identifier: localeIdentifier), translator: translator)
    }

    /// The meta's time of `date` (`MetaTimestamp`, the one rule of every face).
    public func timestampText(_ date: Date) -> String {
        MetaTimestamp.text(date, timeZone: timeZone, localeIdentifier: localeIdentifier)
    }

    /// The colours to draw with: `customPalette`, else `theme`'s.
    public var palette: ThemePalette { customPalette ?? ThemePalette(theme) }
}

/// The units of a layout. In cells one unit is one terminal cell wide and one line high: the
/// spec's points become whole cells and lines by one rule each (`LayoutEnvironment.points(for:)`,
/// `TerminalMetrics`), and the text shown is made safe for a terminal first (`SafeText`).
public enum LayoutUnits: Hashable, Sendable {
    /// The spec's points, as the renderer draws them.
    case points
    /// Terminal cells: one unit is a cell wide and a line high.
    case cells
}
