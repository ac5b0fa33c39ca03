import Foundation
import SimpleXModel

/// How an item is set apart from its newer neighbour (`getItemSeparation`, simplex-view-logic
/// §2.2): whether its time is shown, whether a large gap follows it, and the date above the
/// newer item when the day changes.
public struct ItemSeparation: Hashable, Sendable {
    /// The meta line shows the time.
    public var showsTimestamp: Bool
    /// Another sender follows, or the newer item is more than 60 seconds later.
    public var hasLargeGap: Bool
    /// The newer item's time when it is on another day: a date separator goes between them.
    public var date: Date?

    /// The separation of `item` from `newer` (nil: the newest row, or a collapsed group).
    public init(item: ChatItem, newer: ChatItem?, environment: TimelineEnvironment) {
        guard let newer else {
            self.init(showsTimestamp: true, hasLargeGap: true, date: nil)
            return
        }
        let largeGap = !item.chatDir.isSameSender(as: newer.chatDir) || newer.meta.itemTs.timeIntervalSince(item.meta.itemTs) > 60
        let (this, next) = (LocalTime(item.meta.itemTs, environment), LocalTime(newer.meta.itemTs, environment))
        let timestamp = largeGap || this.minute != next.minute
        self.init(showsTimestamp: timestamp, hasLargeGap: largeGap, date: this.day == next.day ? nil : next.date)
    }

    /// A separation as given: whether the time shows, whether a large gap follows, the date above the newer item.
    public init(showsTimestamp: Bool, hasLargeGap: Bool, date: Date?) {
        self.showsTimestamp = showsTimestamp
        self.hasLargeGap = hasLargeGap
        self.date = date
    }
}

/// A moment in the environment's time zone, counted in whole minutes and days: what the
/// separation compares. The calendar is Gregorian and every zone's offset is a whole number of
/// minutes, so these agree with the calendar's minutes and days, at a fraction of the cost of
/// asking it (one offset lookup instead of two component breakdowns per row).
private struct LocalTime {
    let date: Date
    let minute: Int64
    let day: Int64

    init(_ date: Date, _ environment: TimelineEnvironment) {
        self.date = date
        let local = date.timeIntervalSince1970 + Double(environment.calendar.timeZone.secondsFromGMT(for: date))
        minute = Int64((local / 60).rounded(.down))
        day = Int64((local / 86_400).rounded(.down))
    }
}
