import Foundation

/// `timestampText` of the meta: the time today ("H:mm"), the weekday within the last week
/// ("EEE"), else the date ("d MMM yyyy"), in the environment's time zone and locale.
extension LayoutEnvironment {
    /// Formatted with verbatim format styles, whose formatters Foundation keeps between calls
    /// (a `DateFormatter` made per row cost some 40 µs, most of a short row's layout).
    public func timestampText(_ date: Date) -> String {
        let calendar = timeline.calendar
        let locale = Locale(identifier: localeIdentifier)
        let format: Date.FormatString = if calendar.isDate(date, inSameDayAs: now) {
            "\(hour: .defaultDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)"
        } else if let days = calendar.dateComponents([.day], from: date, to: now).day, days < 6, date < now {
            "\(weekday: .abbreviated)"
        } else {
            "\(day: .defaultDigits) \(month: .abbreviated) \(year: .padded(4))"
        }
        return date.formatted(Date.VerbatimFormatStyle(format: format, locale: locale, timeZone: timeZone, calendar: calendar))
    }
}
