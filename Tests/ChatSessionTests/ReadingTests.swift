import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// One reading rule (issue 32): a chat opens at its first unread item; what a shown viewport
/// holds is read, one `/_read chat items` for it, and nothing else; "N new below" counts the
/// unread below the view until they are read; a chat not shown reads nothing.
@Suite struct ReadingTests {
    @Test("rule: a chat with unread messages opens at the first of them and reads only what is shown")
    func opensAtTheFirstUnread() throws {
        var driver = SessionFixtures.listed(bobUnread: 30)
        let opening = driver.send(.open(SessionFixtures.bobRef))
        #expect(SessionDriver.requests(opening) == [.page(SessionFixtures.bobRef, .initial(count: ChatQuery.pageSize), nil)])
        let page = SessionFixtures.items(80, unreadFrom: 51).suffix(55)
        let opened = driver.answerPage(SessionFixtures.page(Array(page), unread: 30), navigation: NavigationInfo(afterTotal: 0, afterUnread: 0))
        #expect(opened.changes.hint == .top(itemId: 51))
        #expect(SessionFixtures.read(opened).isEmpty, "nothing is read before it is shown")
        #expect(driver.session.open?.newMessagesAt == 51)
        let shown = driver.send(.viewport(Viewport(visibleRows: SessionFixtures.rows(of: driver, items: 51...60), atNewest: false)))
        #expect(SessionFixtures.read(shown) == Array(51...60))
        #expect(driver.session.open?.unreadBelow == 20, "the twenty below the view")
        #expect(driver.session.chats.first?.chatStats.unreadCount == 20, "the list counts what is left")
        let unseen = driver.session.open?.timeline.window.items.filter(\.isUnread).map(\.meta.itemId).sorted()
        #expect(unseen == Array(61...80), "what was never in a viewport is not read")
        let bottom = driver.send(.viewport(Viewport(visibleRows: 0...12, atNewest: true)))
        #expect(SessionFixtures.read(bottom).sorted() == Array(68...80))
        #expect(driver.session.open?.unreadBelow == 0)
    }

    @Test("rule: a chat that is not shown reads nothing, and reads what is in view once it is shown")
    func notShownReadsNothing() {
        var driver = SessionFixtures.opened(SessionFixtures.items(20, unreadFrom: 11), unread: 10)
        let hidden = driver.send(.viewport(Viewport(visibleRows: 0...19, atNewest: true, shown: false)))
        #expect(SessionFixtures.read(hidden).isEmpty)
        let shown = driver.send(.viewport(Viewport(visibleRows: 0...19, atNewest: true, shown: true)))
        #expect(SessionFixtures.read(shown).sorted() == Array(11...20))
    }

    @Test("rule: a message that comes at the newest line of a shown chat is read at once; scrolled up it counts below until seen")
    func newMessagesAreReadWhereSeen() {
        var driver = SessionFixtures.opened(SessionFixtures.items(20))
        driver.send(.viewport(Viewport(visibleRows: 0...9, atNewest: true)))
        let event = ChatEvent.newChatItems(chatItems: [AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: SessionFixtures.item(21, unread: true))], user: SessionFixtures.user)
        let atNewest = driver.send(.core(event))
        #expect(SessionFixtures.read(atNewest) == [21])
        driver.send(.viewport(Viewport(visibleRows: 5...14, atNewest: false)))
        let above = driver.send(.core(.newChatItems(chatItems: [AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: SessionFixtures.item(22, unread: true))], user: SessionFixtures.user)))
        #expect(SessionFixtures.read(above).isEmpty)
        #expect(driver.session.open?.unreadBelow == 1)
        #expect(above.effects.contains { if case .attention = $0 { true } else { false } } == false, "a chat on screen draws no attention")
        let down = driver.send(.viewport(Viewport(visibleRows: 0...9, atNewest: true)))
        #expect(SessionFixtures.read(down) == [22])
        #expect(driver.session.open?.unreadBelow == 0)
    }

    @Test("rule: a live item that changes in view while unread is read (D6)")
    func aLiveItemFinishingInViewIsRead() {
        var driver = SessionFixtures.opened(SessionFixtures.items(20))
        driver.send(.viewport(Viewport(visibleRows: 0...9, atNewest: true, shown: false)))
        driver.send(.core(.newChatItems(chatItems: [AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: SessionFixtures.item(21, unread: true, text: "the answer…"))], user: SessionFixtures.user)))
        driver.send(.viewport(Viewport(visibleRows: 0...9, atNewest: true, shown: true)))
        #expect(driver.session.open?.timeline.window.item(id: 21)?.isUnread == false)
        var streamed = SessionFixtures.item(23, unread: true, text: "the answer grows")
        driver.send(.core(.newChatItems(chatItems: [AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: streamed)], user: SessionFixtures.user)))
        streamed.meta.itemStatus = .rcvNew
        streamed.meta.itemText = "the answer, whole"
        driver.send(.viewport(Viewport(visibleRows: 0...9, atNewest: true, shown: false)))
        driver.send(.viewport(Viewport(visibleRows: 0...9, atNewest: true, shown: true)))
        let update = driver.send(.core(.chatItemUpdated(chatItem: AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: streamed), user: SessionFixtures.user)))
        #expect(SessionFixtures.read(update) == [23])
    }

    @Test("rule: a message in a chat not on screen draws attention, a muted chat's only when it mentions the user")
    func attentionElsewhere() {
        var driver = SessionFixtures.listed()
        let before = driver.session.unreadElsewhere
        let event = ChatEvent.newChatItems(chatItems: [AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: SessionFixtures.item(300, unread: true, text: "hello"))], user: SessionFixtures.user)
        let output = driver.send(.core(event))
        let attention = output.effects.compactMap { if case let .attention(attention) = $0 { attention } else { nil } }
        #expect(attention.map(\.chat) == [SessionFixtures.bobRef])
        #expect(attention.first?.text == "hello")
        #expect(output.effects.contains(.unreadCount(before + 1)))
        var muted = Fixtures.bob.chatInfo
        if case var .direct(contact) = muted {
            contact.chatSettings.enableNtfs = .none
            muted = .direct(contact: contact)
        }
        let quiet = driver.send(.core(.newChatItems(chatItems: [AChatItem(chatInfo: muted, chatItem: SessionFixtures.item(301, unread: true))], user: SessionFixtures.user)))
        #expect(!quiet.effects.contains { if case .attention = $0 { true } else { false } })
        let mention = driver.send(.core(.newChatItems(chatItems: [AChatItem(chatInfo: muted, chatItem: SessionFixtures.item(302, unread: true, mention: true))], user: SessionFixtures.user)))
        #expect(mention.effects.contains { if case .attention = $0 { true } else { false } })
    }
}
