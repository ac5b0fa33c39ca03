import Foundation
import Localization

/// What the timeline must not take from the machine: the current time, the calendar (with
/// its time zone and locale) that decides days, times and date texts, and the translator its
/// words go through (English unless a face passes the user's).
public struct TimelineEnvironment: Hashable, Sendable {
    /// The current time: date separators leave out the current year.
    public var now: Date
    /// The calendar of days, minutes and date texts, with its time zone and locale.
    public var calendar: Calendar
    /// The user's language for every word the timeline writes (menus, alerts, group info,
    /// labels); English by default.
    public var translator: Translator

    /// `calendar` should carry the time zone and locale to show dates in.
    public init(now: Date, calendar: Calendar, translator: Translator = .english) {
        self.now = now
        self.calendar = calendar
        self.translator = translator
    }

    /// A Gregorian calendar in `timeZone` and `locale`.
    public init(now: Date, timeZone: TimeZone, locale: Locale, translator: Translator = .english) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.init(now: now, calendar: calendar, translator: translator)
    }
}
