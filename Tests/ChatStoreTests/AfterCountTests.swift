import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The counts after a page (`NavigationInfo`), given with `around` and `initial` pages: items
/// after it are counted exactly up to `ChatStore.afterTotalLimit` and reported as that bound
/// past it; unread items after it are counted exactly, however many items there are.
@Suite struct AfterCountTests {
    static let limit = ChatStore.afterTotalLimit
    /// Items 1001…(1010 + limit) of @2, the last 3 unread.
    static let newest = Int64(1010 + limit)

    static let pages: [(rule: String, pagination: ChatPagination, afterTotal: Int)] = [
        ("fewer than the bound after the page: counted exactly", .around(itemId: newest - 10, count: 5), 8),
        ("as many as the bound: counted exactly", .around(itemId: newest - Int64(limit) - 2, count: 5), limit),
        ("more than the bound: reported as the bound", .around(itemId: 1005, count: 3), limit),
        ("nothing after a page that ends at the newest item", .around(itemId: newest, count: 3), 0),
    ]

    @Test(arguments: pages)
    func afterTotalIsBounded(_ page: (rule: String, pagination: ChatPagination, afterTotal: Int)) async throws {
        let fixture = try await StoreFixture.seeded(contactItems: Int64(Self.limit + 10))
        let navigation = try await fixture.store.chat(.direct(2), page.pagination).navigation
        let unreadAfter = page.afterTotal == 0 ? 0 : 3
        #expect(navigation == NavigationInfo(afterTotal: page.afterTotal, afterUnread: unreadAfter), "\(page.rule)")
    }

    static let uncounted: [(rule: String, pagination: ChatPagination)] = [
        ("before: no counts, as the core's CPBefore", .before(itemId: 1005, count: 3)),
        ("after: no counts, as the core's CPAfter", .after(itemId: 1005, count: 3)),
        ("last: no counts, as the core's CPLast", .last(count: 3)),
    ]

    /// The core counts the items after a page only for `around` and `initial`; `before`,
    /// `after` and `last` pages come without `NavigationInfo`.
    @Test(arguments: uncounted)
    func countsComeOnlyWithAroundAndInitial(_ page: (rule: String, pagination: ChatPagination)) async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 20)
        let answer = try await fixture.store.chat(.direct(2), page.pagination)
        #expect(!answer.chat.chatItems.isEmpty, "\(page.rule)")
        #expect(answer.navigation == nil, "\(page.rule)")
    }

    /// Items of the same time as the page's newest item come after it when their id is greater.
    @Test func itemsOfTheSameTimeAreOrderedById() async throws {
        let fixture = try await StoreFixture.seeded()
        let time = Date(timeIntervalSince1970: 1_700_000_000)
        try await fixture.store.importItems((1001...1006).map { ChatItems.text($0, "same time", at: time) }, into: .direct(2))
        let page = try await fixture.store.chat(.direct(2), .around(itemId: 1002, count: 3))
        #expect(page.chat.chatItems.map(\.meta.itemId) == [1001, 1002, 1003])
        #expect(page.navigation == NavigationInfo(afterTotal: 3, afterUnread: 0))
    }
}
