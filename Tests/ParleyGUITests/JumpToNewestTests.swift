@testable import ParleyGUI
import Testing

/// The "jump to the newest" button (issue 38 "A place in long chats"): it shows while the view
/// is away from the newest line, with the count of unread items below when there are any.
@Suite struct JumpToNewestTests {
    @Test(arguments: [
        (offset: 0.0, newestLoaded: true, unreadBelow: 0, shown: false, count: nil as Int?),
        (offset: 0.5, newestLoaded: true, unreadBelow: 0, shown: false, count: nil),
        (offset: 0.0, newestLoaded: true, unreadBelow: 3, shown: false, count: nil),
        (offset: 1.0, newestLoaded: true, unreadBelow: 0, shown: true, count: nil),
        (offset: 640.0, newestLoaded: true, unreadBelow: 7, shown: true, count: 7),
        (offset: 0.0, newestLoaded: false, unreadBelow: 0, shown: true, count: nil),
        (offset: 0.0, newestLoaded: false, unreadBelow: 120, shown: true, count: 120),
    ])
    func theButtonShowsAwayFromTheNewestLineWithTheCountBelow(offset: Double, newestLoaded: Bool, unreadBelow: Int, shown: Bool, count: Int?) {
        let button = JumpToNewest(offset: offset, newestLoaded: newestLoaded, unreadBelow: unreadBelow)
        #expect(button.shown == shown)
        #expect(button.count == count)
    }

    @Test func aScreenReaderHearsTheCount() {
        #expect(JumpToNewest(offset: 100, newestLoaded: true, unreadBelow: 0).accessibleName(.english) == "Jump to newest")
        #expect(JumpToNewest(offset: 100, newestLoaded: true, unreadBelow: 4).accessibleName(.english) == "Jump to newest, 4 new")
    }
}
