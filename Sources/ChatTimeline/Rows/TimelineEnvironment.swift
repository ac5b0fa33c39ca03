import Foundation

/// What the timeline must not take from the machine: the current time, and the calendar (with
/// its time zone and locale) that decides days, times and date texts.
public struct TimelineEnvironment: Hashable, Sendable {
    /// The current time: date separators leave out the current year.
    public var now: Date
    /// The calendar of days, minutes and date texts, with its time zone and locale.
    public var calendar: Calendar

    /// `calendar` should carry the time zone and locale to show dates in.
    public init(now: Date, calendar: Calendar) {
        self.now = now
        self.calendar = calendar
    }

    /// A Gregorian calendar in `timeZone` and `locale`.
    public init(now: Date, timeZone: TimeZone, locale: Locale) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.init(now: now, calendar: calendar)
    }
}
