import Foundation

/// `timestampText` of the meta (`formatTimestampMeta`, simplex-view-logic §3.6 step 6): the
/// item's time of day, "H:mm", whatever its day (the date separators carry the day), in the
/// environment's time zone and locale.
extension LayoutEnvironment {
    /// Formatted with a verbatim format style, whose formatter Foundation keeps between calls
    /// (a `DateFormatter` made per row cost some 40 µs, most of a short row's layout).
    public func timestampText(_ date: Date) -> String {
        let format: Date.FormatString = "\(hour: .defaultDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)"
        return date.formatted(Date.VerbatimFormatStyle(format: format, locale: Locale(identifier: localeIdentifier), timeZone: timeZone, calendar: timeline.calendar))
    }
}
