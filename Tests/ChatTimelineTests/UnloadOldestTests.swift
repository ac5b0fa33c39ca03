import ChatTimeline
import Testing
import TestSupport

/// A window at its newest line under a flood unloads its oldest items (issue 19): the newest
/// stay, the counters stay, and an unloaded unread anchor moves to the oldest item kept.
@Suite struct UnloadOldestTests {
    @Test func theNewestItemsStayAndTheCountersToo() {
        var timeline = Timeline()
        timeline.apply(.initial(count: 10), page: (1...10).map { ChatItems.text($0, "m\($0)") }, navigation: nil, stats: .zero)
        let before = (timeline.window.unreadTotal, timeline.window.totalAfter)
        timeline.unloadOldest(keeping: 4)
        #expect(timeline.window.items.map(\.meta.itemId) == [10, 9, 8, 7])
        #expect(timeline.rows.count == 4)
        #expect((timeline.window.unreadTotal, timeline.window.totalAfter) == before)
        timeline.unloadOldest(keeping: 10)
        #expect(timeline.window.items.count == 4, "nothing to unload")
    }
}
