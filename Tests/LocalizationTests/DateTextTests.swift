import ChatLayout
import ChatTimeline
import Foundation
import Testing

/// Dates and times in the user's locale, through Foundation's ICU data on this toolchain: the
/// date separator in the locale's own order and abbreviations, with the year off the current
/// one (simplex-view-logic §2.2), and the meta's time as the iOS app writes it
/// (`formatTimestampMeta`: the locale's short time); the POSIX locale keeps the spec's words
/// and the 24-hour clock.
@Suite struct DateTextTests {
    static let friday = Date(timeIntervalSince1970: 1_795_775_400)  // Fri, 27 Nov 2026 10:30 UTC
    static let lastYear = Date(timeIntervalSince1970: 1_764_239_400)  // Thu, 27 Nov 2025 10:30 UTC

    static func environment(_ locale: String) -> TimelineEnvironment {
        TimelineEnvironment(now: friday.addingTimeInterval(86_400 * 2), timeZone: TimeZone(identifier: "UTC") ?? .current, locale: Locale(identifier: locale))
    }

    /// `text` with ICU's no-break spaces (U+00A0, U+202F) as plain ones, to compare with the tables.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{A0}", with: " ")
    }

    static let separators: [(locale: String, thisYear: String, lastYear: String)] = [
        ("en_US_POSIX", "Fri, 27 Nov", "Thu, 27 Nov 2025"),
        ("de_DE", "Fr. 27. Nov.", "Do. 27. Nov. 2025"),
        ("ru_RU", "Пт, 27 нояб.", "Чт, 27 нояб. 2025 г."),
        ("es_ES", "vie, 27 nov", "jue, 27 nov 2025"),
        ("zh_CN", "11月27日 周五", "2025年11月27日 周四"),
        ("ar", "جمعة، 27 نوفمبر", "خميس، 27 نوفمبر، 2025"),
        ("en_US", "Fri, Nov 27", "Thu, Nov 27, 2025"),
    ]

    @Test("The date separator is in the locale's order, the year only off the current one", arguments: separators)
    func dateSeparatorFollowsTheLocale(locale: String, thisYear: String, lastYear: String) {
        #expect(Self.plain(DateSeparator.text(Self.friday, environment: Self.environment(locale))) == thisYear)
        #expect(Self.plain(DateSeparator.text(Self.lastYear, environment: Self.environment(locale))) == lastYear)
    }

    static let times: [(locale: String, morning: String, evening: String)] = [
        ("en_US_POSIX", "10:30", "21:05"),
        ("de_DE", "10:30", "21:05"),
        ("ru_RU", "10:30", "21:05"),
        ("es_ES", "10:30", "21:05"),
        ("zh_CN", "10:30", "21:05"),
        ("en_US", "10:30 AM", "9:05 PM"),
        ("xx_YY", "10:30", "21:05"),
    ]

    @Test("The meta's time is the locale's short time, as iOS's formatTimestampMeta", arguments: times)
    func metaTimeFollowsTheLocale(locale: String, morning: String, evening: String) {
        let environment = LayoutEnvironment(width: 393, localeIdentifier: locale)
        #expect(Self.plain(environment.timestampText(Self.friday)) == morning)
        #expect(Self.plain(environment.timestampText(Self.friday.addingTimeInterval(38_100))) == evening)
    }
}
