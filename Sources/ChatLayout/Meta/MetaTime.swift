import Foundation

/// `timestampText` of the meta: the time today, the weekday within the last week, else the date,
/// in the environment's time zone and locale.
extension LayoutEnvironment {
    public func timestampText(_ date: Date) -> String {
        let calendar = timeline.calendar
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: localeIdentifier)
        formatter.timeZone = timeZone
        if calendar.isDate(date, inSameDayAs: now) {
            formatter.dateFormat = "H:mm"
        } else if let days = calendar.dateComponents([.day], from: date, to: now).day, days < 6, date < now {
            formatter.dateFormat = "EEE"
        } else {
            formatter.dateFormat = "d MMM yyyy"
        }
        return formatter.string(from: date)
    }
}
