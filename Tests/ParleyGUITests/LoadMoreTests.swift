import ChatBackend
import ChatSession
import Foundation
import ParleyKit
@testable import ParleyGUI
import SimpleXModel
import Synchronization
import Testing
import TestSupport

/// `ChatWidget.onLoadMore` (issue 35): the host's older messages are the session's paging. The
/// core of plain messages answers a page before an item from the host's messages; when they
/// hold fewer than the page before it, it asks the host for messages older than its oldest
/// and the page waits for the answer (`prepend`); an answer of none is the chat's start.
@Suite struct LoadMoreTests {
    static let me = PlainSender(id: "me", name: "Ann", isMe: true)
    static let bob = PlainSender(id: "bob", name: "Bob")

    static func messages(_ ids: ClosedRange<Int>) -> [PlainMessage] {
        ids.map { id in PlainMessage(id: Int64(id), sender: id % 2 == 0 ? me : bob, date: Date(timeIntervalSince1970: 1_700_000_000 + Double(id)), text: "message \(id)") }
    }

    /// A core showing messages 5…10 whose host keeps 1…4 (or keeps none, or is not asked), and
    /// the questions it heard.
    final class Host: Sendable {
        let core = PlainChatCore(chat: .direct(LoadMoreTests.bob), messages: LoadMoreTests.messages(5...10))
        let asked = Mutex<[Int64]>([])

        init(archive: [PlainMessage]?) {
            guard let archive else { return }
            core.hearLoadMore { [self] before in
                asked.withLock { $0.append(before) }
                core.prepend(archive.filter { $0.id < before })
            }
        }

        func page(_ pagination: ChatPagination, search: String? = nil) async throws -> [Int64] {
            guard case let .apiChat(chat, _, _) = try await core.execute(.getChat(core.ref, pagination: pagination, search: search)) else { return [-1] }
            return chat.chatItems.map(\.meta.itemId)
        }
    }

    /// Which host, which page: the questions the host heard (the id of the oldest message it
    /// showed) and the page's items.
    static let loadMoreRuleCases: [(String, [PlainMessage]?, ChatPagination, [Int64], [Int64])] = [
        ("before the oldest shown: the host is asked, its answer is the page", messages(1...4), .before(itemId: 5, count: 3), [5], [2, 3, 4]),
        ("a page partly shown is filled from the host's answer", messages(1...4), .before(itemId: 6, count: 3), [5], [3, 4, 5]),
        ("a page the shown messages fill asks nothing", messages(1...4), .before(itemId: 9, count: 3), [], [6, 7, 8]),
        ("a host with no older messages answers none: the page is what there is", [], .before(itemId: 6, count: 3), [5], [5]),
        ("no onLoadMore: nothing is asked", nil, .before(itemId: 5, count: 3), [], []),
        ("the newest page asks nothing", messages(1...4), .last(count: 3), [], [8, 9, 10]),
        ("an item not shown asks nothing", messages(1...4), .before(itemId: 99, count: 3), [], [8, 9, 10]),
    ]

    @Test(arguments: loadMoreRuleCases)
    func loadMoreRule(_ name: String, archive: [PlainMessage]?, pagination: ChatPagination, asked: [Int64], page: [Int64]) async throws {
        let host = Host(archive: archive)
        #expect(try await host.page(pagination) == page, "\(name)")
        #expect(host.asked.withLock { $0 } == asked, "\(name)")
    }

    @Test func noneOlderIsTheStartUntilANewSetIsShown() async throws {
        let host = Host(archive: [])
        #expect(try await host.page(.before(itemId: 5, count: 3)) == [])
        #expect(try await host.page(.before(itemId: 5, count: 3)) == [])
        #expect(host.asked.withLock { $0 } == [5], "the start is not asked for again")
        host.core.replace(with: Self.messages(7...10))
        #expect(try await host.page(.before(itemId: 7, count: 3)) == [])
        #expect(host.asked.withLock { $0 } == [5, 7], "a new set of messages has a start of its own")
    }

    @Test func aPageWaitsForTheHostsAnswerAndClosingEndsTheWait() async throws {
        let core = PlainChatCore(chat: .direct(Self.bob), messages: Self.messages(5...10))
        let asked = AsyncStream.makeStream(of: Int64.self)
        core.hearLoadMore { _ = asked.continuation.yield($0) }
        async let waiting = core.execute(.getChat(core.ref, pagination: .before(itemId: 5, count: 3)))
        var questions = asked.stream.makeAsyncIterator()
        #expect(await questions.next() == 5)
        core.prepend(Self.messages(3...4))
        guard case let .apiChat(chat, _, _) = try await waiting else { Issue.record("no page"); return }
        #expect(chat.chatItems.map(\.meta.itemId) == [3, 4])

        async let unanswered = core.execute(.getChat(core.ref, pagination: .before(itemId: 3, count: 3)))
        #expect(await questions.next() == 3)
        await core.close()
        guard case let .apiChat(none, _, _) = try await unanswered else { Issue.record("no page"); return }
        #expect(none.chatItems.isEmpty, "a core closed answers with what it has")
    }

    /// The session's preload rule decides when: a viewport near the oldest row of the 20
    /// messages shown asks the page before them, which the host's 80 older fill; near the oldest
    /// again, the host answers none, and the session asks no more.
    @Test func thePreloadRuleAsksTheHost() async throws {
        let core = PlainChatCore(chat: .direct(Self.bob), messages: Self.messages(81...100))
        let asked = Mutex<[Int64]>([])
        let archive = Self.messages(1...80)
        core.hearLoadMore { before in
            asked.withLock { $0.append(before) }
            core.prepend(archive.filter { $0.id < before })
        }
        var driver = SessionDriver()
        driver.send(.start(opening: core.ref))
        await driver.run(on: core)
        for id in driver.localEffects { driver.answerLocal(id) }
        await driver.run(on: core)
        #expect(driver.session.open?.timeline.window.items.count == 20)
        #expect(asked.withLock { $0 }.isEmpty, "nothing is asked before the chat is seen")

        driver.send(.viewport(Viewport(visibleRows: 0...5, atNewest: true)))
        await driver.run(on: core)
        #expect(asked.withLock { $0 } == [81])
        #expect(driver.session.open?.timeline.window.items.count == 100)

        driver.send(.viewport(Viewport(visibleRows: 90...99, atNewest: false)))
        await driver.run(on: core)
        driver.send(.viewport(Viewport(visibleRows: 92...99, atNewest: false)))
        await driver.run(on: core)
        #expect(asked.withLock { $0 } == [81, 1], "the start is asked for once")
        #expect(driver.requests.isEmpty)
    }
}
