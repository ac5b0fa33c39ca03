import ChatTimeline
import Foundation
@testable import ParleyGUI
import SimpleXModel
import Testing
import TestSupport

/// The menu's Info in the window: the timeline's sections as the popover's text, each line its
/// label, the section's separator and its value, headings above their lines, another
/// person's control characters shown as pictures.
@Suite struct ItemInfoTextTests {
    @Test func infoIsTheSectionsUnderTheirHeadings() {
        let environment = TimelineEnvironment(now: ChatItems.time(0), timeZone: TimeZone(identifier: "UTC") ?? .gmt, locale: Locale(identifier: "en_US_POSIX"))
        let item = AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: ChatItems.text(1, "hi", direction: .directSnd))
        let forwarded = AChatItem(chatInfo: Fixtures.team.chatInfo, chatItem: ChatItems.text(2, "first\u{1B}]0;x\u{7}"))
        let sections = ItemInfoSections(item: item, info: ChatItemInfo(forwardedFromChatItem: forwarded), members: [], environment: environment)
        let lines = ParleyWindow.text(of: sections).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "Sent message")
        #expect(lines[1].hasPrefix("Sent at: "))
        #expect(lines[2] == "")
        #expect(lines[3] == "Forwarded from")
        #expect(lines[4] == Fixtures.team.chatInfo.displayName + ": first\u{241B}]0;x\u{2407}")
    }
}
