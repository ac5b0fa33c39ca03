import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// Random page sequences against a simulated core keep the window's invariants
/// (simplex-view-logic §1.3): no duplicates, newest-first order, a split wherever unloaded items
/// lie between two loaded ones (a page cannot tell that it ends next to a loaded item, so a
/// split may stand where no item is missing; the next page there closes it), the newest item a
/// split whenever newer items exist, counters never negative.
@Suite struct ChatWindowPropertyTests {
    /// A chat of `items` (oldest first) paged as the core pages it.
    struct SimulatedCore {
        let items: [ChatItem]
        let stats = ChatStats.zero

        func position(_ id: Int64) -> Int { Int(id) - 1 }

        func page(_ pagination: ChatPagination) -> (page: [ChatItem], navigation: NavigationInfo) {
            let range: Range<Int>
            switch pagination {
            case let .last(count):
                range = max(0, items.count - count)..<items.count
            case let .initial(count):
                range = max(0, items.count - count)..<items.count
            case let .before(id, count):
                range = max(0, position(id) - count)..<position(id)
            case let .after(id, count):
                range = position(id) + 1..<min(items.count, position(id) + 1 + count)
            case let .around(id, count):
                range = max(0, position(id) - count / 2)..<min(items.count, position(id) + count / 2 + 1)
            }
            let after = items.count - range.upperBound
            return (Array(items[range]), NavigationInfo(afterTotal: after, afterUnread: 0))
        }
    }

    static func checkInvariants(_ window: ChatWindow, _ core: SimulatedCore, _ step: String) {
        let ids = window.items.map(\.meta.itemId)
        #expect(Set(ids).count == ids.count, "\(step): duplicates")
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 > $1 }, "\(step): not newest first")
        #expect(window.splits.allSatisfy { ids.contains($0) }, "\(step): a split that is not loaded")
        for (newer, older) in zip(ids, ids.dropFirst()) {
            if newer - older > 1 {
                #expect(window.splits.contains(older), "\(step): a gap between \(newer) and \(older) without a split")
            }
        }
        if let newest = ids.first, !window.splits.contains(newest) {
            #expect(newest == Int64(core.items.count), "\(step): newer items exist but the newest loaded item is no split")
        }
        #expect(window.unreadTotal >= 0 && window.unreadAfter >= 0 && window.unreadAfterNewestLoaded >= 0)
    }

    @Test func aSplitWithoutAGapClosesWithTheNextPage() {
        let core = SimulatedCore(items: ChatItems.chat(count: 300))
        var window = ChatWindow()
        let (last, navigation) = core.page(.last(count: 50))
        window.apply(.initial(count: 50), page: last, navigation: navigation, stats: core.stats)
        let (middle, _) = core.page(.around(itemId: 150, count: 100))
        window.apply(.around(itemId: 150, count: 100), page: middle, navigation: NavigationInfo(afterTotal: 100, afterUnread: 0), stats: core.stats)
        #expect(window.splits == [200])
        let (gap, _) = core.page(.before(itemId: 251, count: 50))
        window.apply(.before(itemId: 251, count: 50), page: gap, navigation: nil, stats: core.stats)
        #expect(window.splits == [200], "the page cannot tell that 200 is next to its oldest item")
        let (closing, _) = core.page(.before(itemId: 201, count: 50))
        window.apply(.before(itemId: 201, count: 50), page: closing, navigation: nil, stats: core.stats)
        #expect(window.splits.isEmpty)
        #expect(window.items.map(\.meta.itemId) == Array((100...300).reversed()))
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomPageSequencesKeepTheInvariants(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let core = SimulatedCore(items: ChatItems.chat(count: 2000))
        var window = ChatWindow()
        let (first, navigation) = core.page(.around(itemId: Int64.random(in: 1...2000, using: &random), count: 100))
        window.apply(.initial(count: 100), page: first, navigation: navigation, stats: core.stats)
        for step in 0..<60 {
            let loaded = window.items.map(\.meta.itemId)
            let anchor = loaded.randomElement(using: &random) ?? 1
            let pagination: ChatPagination = switch Int.random(in: 0..<5, using: &random) {
            case 0: .before(itemId: window.items.last?.meta.itemId ?? anchor, count: 100)
            case 1: .after(itemId: window.splits.randomElement(using: &random) ?? anchor, count: 100)
            case 2: .around(itemId: Int64.random(in: 1...2000, using: &random), count: 200)
            case 3: .last(count: 50)
            default: .before(itemId: anchor, count: Int.random(in: 1...150, using: &random))
            }
            let (page, navigation) = core.page(pagination)
            let visible = Int.random(in: 0..<max(1, window.items.count), using: &random)
            window.apply(pagination, page: page, navigation: navigation, stats: core.stats, visibleRows: visible...visible + 10)
            Self.checkInvariants(window, core, "seed \(seed) step \(step) \(pagination)")
        }
    }
}
