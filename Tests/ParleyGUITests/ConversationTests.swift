@testable import ParleyGUI
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// The window's open chat as a value: scrolling kept in bounds, events of other chats and
/// profiles passed over, one page asked at a time.
@Suite struct ConversationTests {
    /// bob's chat with items 1…count.
    static func chat(items count: Int) -> AChat {
        var chat = Fixtures.bob
        chat.chatItems = ChatItems.chat(count: Int64(count))
        return chat
    }

    static var ref: ChatRef { Fixtures.bob.chatInfo.chatRef! }

    /// A scroll stays between the newest line (0) and the top of the loaded rows.
    @Test(arguments: [
        (by: 100.0, content: 1000.0, view: 600.0, scroll: 100.0),
        (by: 900.0, content: 1000.0, view: 600.0, scroll: 400.0),
        (by: -50.0, content: 1000.0, view: 600.0, scroll: 0.0),
        (by: 300.0, content: 400.0, view: 600.0, scroll: 0.0),
    ])
    func scrollIsBounded(by points: Double, content: Double, view: Double, scroll: Double) {
        var conversation = Conversation(Self.chat(items: 3), ref: Self.ref)
        conversation.scroll(by: points, contentHeight: content, viewHeight: view)
        #expect(conversation.scroll == scroll)
    }

    /// Scrolled up, rows added below (40 pt) or above (an older page of 200 pt) keep the row at
    /// the view's top where it was, a shorter chat is kept in bounds; at the newest line the
    /// view follows new rows.
    @Test(arguments: [
        (scrolled: 0.0, content: 1040.0, rowNow: 300.0, scroll: 0.0),
        (scrolled: 100.0, content: 1040.0, rowNow: 300.0, scroll: 140.0),
        (scrolled: 100.0, content: 1200.0, rowNow: 500.0, scroll: 100.0),
        (scrolled: 400.0, content: 900.0, rowNow: 0.0, scroll: 300.0),
    ])
    func newRowsKeepTheLinesInView(scrolled: Double, content: Double, rowNow: Double, scroll: Double) {
        var conversation = Conversation(Self.chat(items: 3), ref: Self.ref)
        conversation.scroll(by: scrolled, contentHeight: 1000, viewHeight: 600)
        let offset = 300 - (1000 - 600 - conversation.scroll)
        conversation.keepRow(at: offset, now: rowNow, contentHeight: content, viewHeight: 600)
        #expect(conversation.scroll == scroll)
    }

    /// A new message of this chat and profile is added; one of another chat or another profile
    /// changes nothing.
    @Test func eventsOfThisChatAndProfileOnly() {
        var conversation = Conversation(Self.chat(items: 3), ref: Self.ref)
        let user = Fixtures.user
        var other = user
        other.userId += 1
        let item = ChatItems.text(100, "new")
        let elsewhere = AChatItem(chatInfo: Fixtures.team.chatInfo, chatItem: item)
        let here = AChatItem(chatInfo: conversation.chatInfo, chatItem: item)
        let otherChat = conversation.apply(.newChatItems(chatItems: [elsewhere], user: user), userId: user.userId)
        let otherProfile = conversation.apply(.newChatItems(chatItems: [here], user: other), userId: user.userId)
        #expect(!otherChat && !otherProfile && conversation.timeline.window.items.count == 3)
        let this = conversation.apply(.newChatItems(chatItems: [here], user: user), userId: user.userId)
        #expect(this && conversation.timeline.window.items.count == 4)
    }

    /// Near the oldest loaded row an older page is due, and none while one is loading; a page
    /// that comes back empty is not asked again.
    @Test func onePageAtATime() throws {
        var conversation = Conversation(Self.chat(items: 60), ref: Self.ref)
        let rows = conversation.timeline.rows.count
        let page = try #require(conversation.pageDue(firstVisible: rows - 5, lastVisible: rows - 1))
        #expect(page == .before(itemId: 1, count: Preload.preloadCount))
        conversation.loading = true
        #expect(conversation.pageDue(firstVisible: rows - 5, lastVisible: rows - 1) == nil)
        conversation.pageLoaded(page, AChat(chatInfo: conversation.chatInfo, chatItems: [], chatStats: Fixtures.bob.chatStats))
        #expect(!conversation.loading)
        #expect(conversation.pageDue(firstVisible: rows - 5, lastVisible: rows - 1) == nil)
    }

    /// Reading the chat marks every loaded unread item read and names them; a second read
    /// finds none.
    @Test func readingMarksTheUnreadItems() {
        var chat = Fixtures.bob
        chat.chatItems = ChatItems.chat(count: 6, unreadFrom: 4)
        var conversation = Conversation(chat, ref: Self.ref)
        #expect(Set(conversation.markRead()) == [4, 5, 6])
        #expect(conversation.timeline.window.items.allSatisfy { !$0.isUnread })
        #expect(conversation.markRead().isEmpty)
    }
}
