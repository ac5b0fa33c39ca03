import Synchronization
import Foundation

/// `timestampText` of the meta (`formatTimestampMeta`, simplex-view-logic §3.6 step 6): the
/// item's time of day, "H:mm", whatever its day (the date separators carry the day), in the
/// environment's time zone and locale.
extension LayoutEnvironment {
    /// Formatted with a verbatim format style, whose formatter Foundation keeps between calls
    /// (a `DateFormatter` made per row cost some 40 µs, most of a short row's layout), once per
    /// locale and minute of the day (`MetaTimeMemo`): the text depends on nothing else, and
    /// formatting cost ~1 µs a row.
    public func timestampText(_ date: Date) -> String {
        let seconds = Int((date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
        let minute = (seconds % 86_400 + 86_400) % 86_400 / 60
        return MetaTimeMemo.text(locale: localeIdentifier, minuteOfDay: minute) {
            let format: Date.FormatString = "\(hour: .defaultDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)"
            return date.formatted(Date.VerbatimFormatStyle(format: format, locale: Locale(identifier: localeIdentifier), timeZone: timeZone, calendar: timeline.calendar))
        }
    }
}

/// The meta times formatted so far, by locale and minute of the day: at most 1,440 a locale.
enum MetaTimeMemo {
    private struct Key: Hashable {
        let locale: String
        let minuteOfDay: Int
    }

    private static let texts = Mutex<[Key: String]>([:])

    static func text(locale: String, minuteOfDay: Int, format: () -> String) -> String {
        let key = Key(locale: locale, minuteOfDay: minuteOfDay)
        if let known = texts.withLock({ $0[key] }) { return known }
        let text = format()
        texts.withLock { $0[key] = text }
        return text
    }
}
