import Foundation

/// The date separator between days (`getItemSeparation`'s date; simplex-view-logic §2.2
/// "<abbreviated weekday>, <day> <abbreviated month> plus year when not the current year"), in
/// the calendar's locale: its own order, abbreviations and punctuation ("Fr. 27. Nov.",
/// "Пт, 27 нояб.", "11月27日 周五"). The POSIX locale, the C locale's and the tests', writes the
/// spec's English words in the spec's order ("Sat, 28 Nov").
public enum DateSeparator {
    /// Abbreviated weekday, day and abbreviated month, and the year when it is not the current
    /// one ("Sat, 28 Nov", "Mon, 29 Dec 2025"; "Sa. 28. Nov.", "Mo. 29. Dez. 2025").
    public static func text(_ date: Date, environment: TimelineEnvironment) -> String {
        let calendar = environment.calendar
        let showsYear = calendar.component(.year, from: date) != calendar.component(.year, from: environment.now)
        guard let locale = calendar.locale, !locale.isPOSIX else { return posixText(date, calendar: calendar, showsYear: showsYear) }
        var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).weekday(.abbreviated).day().month(.abbreviated)
        if showsYear {
            style = style.year()
        }
        return date.formatted(style)
    }

    private static func posixText(_ date: Date, calendar: Calendar, showsYear: Bool) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        let weekday = calendar.shortWeekdaySymbols[(parts.weekday ?? 1) - 1]
        let month = calendar.shortMonthSymbols[(parts.month ?? 1) - 1]
        var text = "\(weekday), \(parts.day ?? 1) \(month)"
        if showsYear, let year = parts.year {
            text += " \(year)"
        }
        return text
    }
}

extension Locale {
    /// The POSIX locale (`en_US_POSIX`, what the C locale resolves to): dates and times in the
    /// spec's own fixed words and 24-hour clock rather than a language's.
    public var isPOSIX: Bool { identifier == "en_US_POSIX" }
}
