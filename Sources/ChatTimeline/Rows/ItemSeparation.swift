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
        let calendar = environment.calendar
        let largeGap = !item.chatDir.isSameSender(as: newer.chatDir) || newer.meta.itemTs.timeIntervalSince(item.meta.itemTs) > 60
        let minute: (Date) -> DateComponents = { calendar.dateComponents([.year, .month, .day, .hour, .minute], from: $0) }
        let timestamp = largeGap || minute(item.meta.itemTs) != minute(newer.meta.itemTs)
        let sameDay = calendar.isDate(item.meta.itemTs, inSameDayAs: newer.meta.itemTs)
        self.init(showsTimestamp: timestamp, hasLargeGap: largeGap, date: sameDay ? nil : newer.meta.itemTs)
    }

    public init(showsTimestamp: Bool, hasLargeGap: Bool, date: Date?) {
        self.showsTimestamp = showsTimestamp
        self.hasLargeGap = hasLargeGap
        self.date = date
    }
}

/// The date separator between days (`getItemSeparation`'s date).
public enum DateSeparator {
    /// Abbreviated weekday, day and abbreviated month, and the year when it is not the current
    /// one ("Sat, 28 Nov", "Mon, 29 Dec 2025").
    public static func text(_ date: Date, environment: TimelineEnvironment) -> String {
        let calendar = environment.calendar
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        let currentYear = calendar.component(.year, from: environment.now)
        let weekday = calendar.shortWeekdaySymbols[(parts.weekday ?? 1) - 1]
        let month = calendar.shortMonthSymbols[(parts.month ?? 1) - 1]
        var text = "\(weekday), \(parts.day ?? 1) \(month)"
        if let year = parts.year, year != currentYear {
            text += " \(year)"
        }
        return text
    }
}
