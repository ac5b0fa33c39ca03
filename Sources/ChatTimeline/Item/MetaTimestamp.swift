import Foundation
import Synchronization

/// `timestampText` of the meta (`formatTimestampMeta`, simplex-view-logic §3.6 step 6): the
/// item's time of day, "H:mm", whatever its day (the date separators carry the day), in a time
/// zone and locale. Every face writes the meta's time with it.
public enum MetaTimestamp {
    /// Formatted with a verbatim format style, whose formatter Foundation keeps between calls
    /// (a `DateFormatter` made per row cost some 40 µs, most of a short row's layout), once per
    /// locale and minute of the day (`MetaTimeMemo`): the text depends on nothing else, and
    /// formatting cost ~1 µs a row.
    public static func text(_ date: Date, timeZone: TimeZone, localeIdentifier: String) -> String {
        let seconds = Int((date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
        let minute = (seconds % 86_400 + 86_400) % 86_400 / 60
        return MetaTimeMemo.text(locale: localeIdentifier, minuteOfDay: minute) {
            let format: Date.FormatString = "\(hour: .defaultDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)"
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return date.formatted(Date.VerbatimFormatStyle(format: format, locale: Locale(identifier: localeIdentifier), timeZone: timeZone, calendar: calendar))
        }
    }
}

extension TimelineEnvironment {
    /// The meta's time of `date` in this environment's time zone and locale (`MetaTimestamp`).
    public func timestampText(_ date: Date) -> String {
        MetaTimestamp.text(date, timeZone: calendar.timeZone, localeIdentifier: (calendar.locale ?? Locale(identifier: "en_US_POSIX")).identifier)
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
