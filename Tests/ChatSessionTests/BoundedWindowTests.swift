import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// D2: reading far back keeps a bounded window — whichever way the reader pages, the loaded items
/// stay within a bound and each page costs the same (the window it merges into does not grow).
@Suite struct BoundedWindowTests {
    /// The most items the window holds while paging: the newest kept, those around the view on
    /// either side of it, the view itself (at most 50 rows here) and a page.
    static let bound = 3 * ChatWindow.trimKeepCount + Preload.preloadCount + 50

    @Test("law: paging 300 pages up the 100,000-message history and back down keeps the window bounded", arguments: [1, 2, 3] as [UInt64])
    func pagingBothWays(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let core = PagedCore(count: 100_000)
        var driver = SessionFixtures.listed()
        driver.send(.open(SessionFixtures.bobRef))
        driver.answerPage(core.page(.last(count: ChatQuery.pageSize)))
        var largest = 0
        var pages = 0
        var oldestSeen = Int64.max
        for direction in [true, false] {
            for _ in 0..<300 {
                guard let open = driver.session.open, !open.timeline.rows.isEmpty else { break }
                let rows = open.timeline.rows.count
                let span = Int.random(in: 5...15, using: &random)
                let visible: ClosedRange<Int>
                if direction {
                    visible = max(0, rows - 1 - span)...(rows - 1)
                } else {
                    let splitRow = open.timeline.window.splits.compactMap { open.timeline.rowIndex(ofItem: $0) }.filter { $0 > 0 }.min() ?? 0
                    visible = max(0, splitRow - span)...max(0, splitRow)
                }
                driver.send(.viewport(Viewport(visibleRows: visible, atNewest: visible.lowerBound == 0)))
                guard let (id, request) = driver.requests.first(where: { if case .page = $0.request { true } else { false } }),
                      case let .page(_, pagination, _) = request else { break }
                driver.answer(id, .success(.page(core.page(pagination), nil)))
                pages += 1
                largest = max(largest, driver.session.open?.timeline.window.items.count ?? 0)
                oldestSeen = min(oldestSeen, driver.session.open?.timeline.window.items.last?.meta.itemId ?? .max)
                #expect((driver.session.open?.timeline.window.items.count ?? 0) <= Self.bound, "seed \(seed) page \(pages): \(driver.session.open?.timeline.window.items.count ?? 0) items loaded")
            }
        }
        #expect(pages >= 300, "seed \(seed): only \(pages) pages were asked")
        #expect(oldestSeen < 100_000 - 20_000, "seed \(seed): the reader went \(100_000 - oldestSeen) messages back")
        #expect(largest <= Self.bound)
    }

    @Test("rule: Home opens the chat at its first item, and the core that cannot says so")
    func homeGoesToTheStart() {
        var driver = SessionFixtures.opened(SessionFixtures.items(50))
        let home = driver.send(.oldest)
        #expect(SessionDriver.requests(home) == [.page(SessionFixtures.bobRef, .after(itemId: 0, count: ChatQuery.pageSize), nil)])
        let core = PagedCore(count: 100_000)
        let first = driver.answerPage(core.page(.after(itemId: 0, count: ChatQuery.pageSize)))
        #expect(first.changes.hint == .top(itemId: 1))
        #expect(driver.session.open?.timeline.window.items.last?.meta.itemId == 1)
        var refusing = SessionFixtures.opened(SessionFixtures.items(50))
        refusing.send(.oldest)
        let id = refusing.request { if case .page = $0 { true } else { false } } ?? 0
        refusing.answer(id, .failure(ChatBackendError(.unknownItem, "no item 0")))
        #expect(refusing.session.notice == .startUnreachable)
        #expect(refusing.session.open?.timeline.window.items.count == 50, "what was loaded stays")
    }
}
