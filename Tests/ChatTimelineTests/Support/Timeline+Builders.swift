@testable import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport

extension ChatWindow {
    /// A window holding `items` (oldest first, as the core pages them) and the newest of the chat.
    static func loaded(_ items: [ChatItem]) -> ChatWindow {
        var window = ChatWindow()
        window.apply(.initial(count: items.count), page: items, navigation: nil, stats: ChatStats.zero)
        return window
    }
}

extension MergedRow {
    /// The rows of `items` (oldest first), newest row first, as `MergedItems.create` makes them.
    static func rows(_ items: [ChatItem], revealedIds: Set<Int64> = []) -> [MergedRow] {
        rows(of: ChatWindow.loaded(items), revealedIds: revealedIds)
    }

    /// One row of `items` (newest first): single for an item without a merge category,
    /// otherwise grouped, collapsed unless `revealed`.
    static func row(_ items: [ChatItem], revealed: Bool = true) -> MergedRow {
        let category = items[0].mergeCategory
        return MergedRow(kind: category == nil ? .single : .grouped, items: items, revealed: category == nil || revealed,
                         mergeCategory: category, unreadBefore: 0, renderHash: 0)
    }
}

extension TimelineEnvironment {
    /// UTC in the POSIX locale, "now" being the time of item 0 (2026-01-01 00:00): dates and
    /// times that read the same on every machine.
    static let utc = TimelineEnvironment(now: ChatItems.time(0), timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))
}
