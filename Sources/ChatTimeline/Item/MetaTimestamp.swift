import Foundation
import Synchronization

/// `timestampText` of the meta (`formatTimestampMeta`, simplex-view-logic §3.6 step 6): the
/// item's time of day, whatever its day (the date separators carry the day), in a time zone and
/// locale. Every face writes the meta's time with it. As the iOS app does
/// (`date.formatted(date: .omitted, time: .shortened)`), it is the locale's short time: "10:30"
/// in German, "10:30 AM" in American English, "١٠:٣٠ ص" in Egyptian Arabic. The POSIX locale
/// (the C locale's, the tests') writes the 24-hour "H:mm" of C's own `%H:%M` clock.
public enum MetaTimestamp {
    /// Formatted with a verbatim format style, whose formatter Foundation keeps between calls
    /// (a `DateFormatter` made per row cost some 40 µs, most of a short row's layout), once per
    /// locale and minute of the day (`MetaTimeMemo`): the text depends on nothing else, and
    /// formatting cost ~1 µs a row.
    public static func text(_ date: Date, timeZone: TimeZone, localeIdentifier: String) -> String {
        let seconds = Int((date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
        let minute = (seconds % 86_400 + 86_400) % 86_400 / 60
        return MetaTimeMemo.text(locale: localeIdentifier, minuteOfDay: minute) {
            let locale = Locale(identifier: localeIdentifier)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            guard locale.isPOSIX else {
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone))
            }
            let format: Date.FormatString = "\(hour: .defaultDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)"
            return date.formatted(Date.VerbatimFormatStyle(format: format, locale: locale, timeZone: timeZone, calendar: calendar))
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
