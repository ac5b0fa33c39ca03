import ChatLayout
import Foundation
import Testing

/// simplex-view-logic §3.6 step 6: the meta's time is `formatTimestampMeta`, the short time of
/// day, for an item of today as for one of last week or last year; the day is the date
/// separators' to show.
@Suite struct MetaTimeTests {
    static let now = Date(timeIntervalSince1970: 1_764_590_400)  // Tue, 1 Dec 2025 12:00 UTC

    static let days: [(day: String, offset: TimeInterval, time: String)] = [
        ("today", -3_600, "11:00"), ("yesterday", -86_460, "11:59"),
        ("four days ago", -343_800, "12:30"), ("last year", -34_603_200, "0:00"),
    ]

    @Test("The meta's time is the time of day, whatever the item's day", arguments: days)
    func metaTimeIsTheTimeOfDay(day: String, offset: TimeInterval, time: String) {
        let environment = LayoutEnvironment(width: 393)
        #expect(environment.timestampText(Self.now.addingTimeInterval(offset)) == time, "\(day)")
    }
}
