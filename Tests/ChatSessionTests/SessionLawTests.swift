import ChatSession
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The session's laws over seeded random scripts of inputs (issue 32): answers delivered in any
/// order, late, twice or for requests already superseded; the viewport moved at random, shown or
/// not; messages arriving in the open chat and elsewhere; drafts typed; chats opened and left.
@Suite struct SessionLawTests {
    /// A fingerprint of what the session shows, to tell that an answer changed nothing.
    static func fingerprint(_ session: ChatSession) -> String {
        let open = session.open.map { "\($0.ref.text) \($0.timeline.window.items.map(\.meta.itemId)) \($0.compose.text) \($0.unreadBelow) \($0.isLoading)" } ?? "-"
        let chats = session.chats.map { "\($0.chatInfo.chatRef?.text ?? "?"):\($0.chatStats.unreadCount)" }
        return "\(open) | \(chats) | \(session.drafts.mapValues(\.text).sorted { $0.key.text < $1.key.text }) | \(session.notice.map(\.message) ?? "")"
    }

    @Test("laws: nothing is read that was not shown; a shown viewport at the newest line leaves nothing unread; superseded answers change nothing; every request is answered once; the live window is bounded",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomScripts(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let backend = SimulatedBackend()
        var driver = SessionDriver()
        driver.send(.start())
        var shownIds: Set<Int64> = []
        var answered: Set<RequestID> = []
        var nextItem: Int64 = 100_000
        for step in 0..<300 {
            let logged = driver.log.count
            let open = driver.session.open
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                driver.send(.open(Bool.random(using: &random) ? SessionFixtures.bobRef : SessionFixtures.teamRef))
            case 1:
                driver.send(.leave)
            case 2, 3:
                guard let open, open.loaded, !open.timeline.rows.isEmpty else { continue }
                let count = open.timeline.rows.count
                let low = Int.random(in: 0..<count, using: &random)
                let high = min(count - 1, low + Int.random(in: 0..<12, using: &random))
                let shown = Int.random(in: 0..<4, using: &random) > 0
                if shown { for index in low...high { shownIds.formUnion(open.timeline.rows[index].items.map(\.meta.itemId)) } }
                driver.send(.viewport(Viewport(visibleRows: low...high, atNewest: low == 0, shown: shown)))
            case 4, 5:
                let ref = Bool.random(using: &random) ? SessionFixtures.bobRef : SessionFixtures.teamRef
                let info = ref == SessionFixtures.bobRef ? Fixtures.bob.chatInfo : Fixtures.team.chatInfo
                nextItem += 1
                var item = SessionFixtures.item(nextItem, unread: true)
                item.meta.itemTs = ChatItems.time(nextItem)
                if let viewport = open?.viewport, open?.ref == ref, viewport.atNewest, viewport.shown { shownIds.insert(nextItem) }
                driver.send(.core(.newChatItems(chatItems: [AChatItem(chatInfo: info, chatItem: item)], user: SessionFixtures.user)))
            case 6:
                driver.send(.draftChanged("draft \(step)"))
            case 7:
                guard let stale = answered.randomElement(using: &random) else { continue }
                let before = Self.fingerprint(driver.session)
                driver.send(.reply(stale, .success(.page(SessionFixtures.page([SessionFixtures.item(999_999, unread: true)]), nil))))
                #expect(Self.fingerprint(driver.session) == before, "seed \(seed) step \(step): an answer given twice changed the session")
            case 8:
                guard let id = driver.localEffects.randomElement(using: &random) else { continue }
                driver.answerLocal(id)
            default:
                let requests = driver.requests
                guard let (id, request) = requests.randomElement(using: &random) else { continue }
                answered.insert(id)
                driver.answer(id, backend.answer(request))
            }
            for read in driver.log.dropFirst(logged).compactMap(Self.readIds) {
                #expect(shownIds.isSuperset(of: read), "seed \(seed) step \(step): read what was never shown: \(Set(read).subtracting(shownIds).sorted())")
            }
            if let open = driver.session.open, open.viewport?.atNewest == true, open.timeline.window.newestLoaded {
                #expect(open.timeline.window.items.count < 2 * driver.session.configuration.liveWindow + ChatQuery.pageSize,
                        "seed \(seed) step \(step): the window at the newest line holds \(open.timeline.window.items.count)")
            }
        }
        var rounds = 0
        while let (id, request) = driver.requests.first, rounds < 500 {
            driver.answer(id, backend.answer(request))
            rounds += 1
        }
        for id in driver.localEffects { driver.answerLocal(id) }
        #expect(driver.session.requestsInFlight.isEmpty, "seed \(seed): requests left unanswered: \(driver.session.requestsInFlight)")
        if let open = driver.session.open, !open.timeline.rows.isEmpty {
            driver.send(.viewport(Viewport(visibleRows: 0...(open.timeline.rows.count - 1), atNewest: true, shown: true)))
            #expect(driver.session.open?.timeline.window.items.contains(where: \.isUnread) == false,
                    "seed \(seed): a shown viewport of every row at the newest line leaves nothing unread")
        }
    }

    static func readIds(_ effect: SessionEffect) -> [Int64]? {
        if case let .request(_, .run(.readItems(_, ids))) = effect { ids } else { nil }
    }

    @Test("law: a draft survives opening another chat and coming back, and the list marks it")
    func draftsSurvive() {
        var driver = SessionFixtures.listed()
        driver.send(.open(SessionFixtures.bobRef))
        driver.answerPage(SessionFixtures.page(SessionFixtures.items(10)))
        driver.send(.draftChanged("half a thought"))
        driver.send(.open(SessionFixtures.teamRef))
        #expect(driver.session.open?.compose.text == "")
        #expect(driver.session.draft(of: SessionFixtures.bobRef) == "half a thought")
        let back = driver.send(.open(SessionFixtures.bobRef))
        #expect(back.changes.composeText == "half a thought")
        #expect(driver.session.open?.compose.text == "half a thought")
    }

    @Test("rule: an answer for a chat no longer open, or a page asked before a search, changes nothing (§4.2, §4.10)")
    func supersededAnswers() throws {
        var driver = SessionFixtures.listed()
        driver.send(.open(SessionFixtures.bobRef))
        let bobPage = try #require(driver.request { if case .page(SessionFixtures.bobRef, _, _) = $0 { true } else { false } })
        driver.send(.open(SessionFixtures.teamRef))
        driver.answer(bobPage, .success(.page(SessionFixtures.page(SessionFixtures.items(5)), nil)))
        #expect(driver.session.open?.ref == SessionFixtures.teamRef)
        #expect(driver.session.open?.loaded == false, "bob's page does not land in the team's chat")

        var searching = SessionFixtures.opened(SessionFixtures.items(200).suffix(50).map { $0 })
        searching.send(.viewport(Viewport(visibleRows: 40...49, atNewest: false)))
        let older = try #require(searching.request { if case .page(_, .before, _) = $0 { true } else { false } })
        searching.send(.search(ChatQuery(search: "message 7")))
        searching.answer(older, .success(.page(SessionFixtures.page(SessionFixtures.items(100).prefix(50).map { $0 }), nil)))
        #expect(searching.session.open?.timeline.window.items.count == 50, "the older page does not land in the search")
        searching.answerPage(SessionFixtures.page([SessionFixtures.item(7), SessionFixtures.item(70)]))
        #expect(searching.session.open?.timeline.window.items.map(\.meta.itemId) == [70, 7])
    }
}
