@testable import ParleyGUI
import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The window's key for the look: Ctrl-Shift-T takes the next of the four themes, in their
/// order (Ctrl-T, the chat's layout, is the session's).
@Suite struct ViewStyleTests {
    @Test func theThemesComeInTurn() {
        var style = ViewStyle(theme: ThemeName.allCases[0])
        var seen: [ThemeName] = []
        for _ in ThemeName.allCases {
            seen.append(style.theme)
            style.nextTheme()
        }
        #expect(seen == ThemeName.allCases && style.theme == ThemeName.allCases[0])
    }
}

/// exyte's date headers on or off (issue 35): a style without date separators draws the rows
/// the timeline presented with none, and changes nothing else of them.
@Suite struct DateSeparatorOptionTests {
    static let environment = TimelineEnvironment(now: ChatItems.time(0), timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))

    static let stats = ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0)

    /// Three messages on two days: the timeline puts a separator above the first of each day.
    static var presented: [RowPresentation] {
        let items = [0.0, 60, 86_400].enumerated().map { index, offset in ChatItems.text(Int64(index + 1), "m\(index + 1)", at: ChatItems.time(0).addingTimeInterval(offset)) }
        return RowPresentation.present(ChatWindow(page: items, stats: Self.stats), chatInfo: Fixtures.bob.chatInfo, layout: .classic, environment: environment)
    }

    @Test(arguments: [(true, 2), (false, 0)])
    func dateSeparatorOptionRule(_ shows: Bool, separators: Int) {
        let drawn = ViewStyle(showsDateSeparators: shows).drawn(Self.presented, arranged: nil, environment: Self.environment)
        #expect(drawn.count { $0.dateSeparator != nil } == separators)
        #expect(drawn.map(\.row.id) == Self.presented.map(\.row.id) && drawn.map(\.sender) == Self.presented.map(\.sender))
    }
}
