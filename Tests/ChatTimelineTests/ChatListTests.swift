import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// The chat list after a new message (`moveToTop`): the chat goes first with its newest item;
/// unread and mention counts grow only for a message to a chat not being read.
@Suite struct ChatListTests {
    static let chats = [Fixtures.team, Fixtures.bob]
    static var bob: ChatRef { Fixtures.bob.chatInfo.chatRef! }

    @Test(arguments: [
        (unread: false, mention: false, unreadCount: 0, mentions: 0),
        (unread: true, mention: false, unreadCount: 1, mentions: 0),
        (unread: true, mention: true, unreadCount: 1, mentions: 1),
        (unread: false, mention: true, unreadCount: 0, mentions: 0),
    ])
    func aNewMessageMovesItsChatFirst(unread: Bool, mention: Bool, unreadCount: Int, mentions: Int) throws {
        var chats = Self.chats
        let before = Fixtures.bob.chatStats
        var item = ChatItems.text(900, "new")
        item.meta.userMention = mention
        let moved = chats.moveToTop(Self.bob, with: item, unread: unread)
        #expect(moved)
        let first = try #require(chats.first)
        #expect(first.chatInfo.chatRef == Self.bob && first.chatItems.map(\.meta.itemId) == [900])
        #expect(first.chatStats.unreadCount == before.unreadCount + unreadCount)
        #expect(first.chatStats.unreadMentions == before.unreadMentions + mentions)
        #expect(chats.map(\.chatInfo.chatRef) == [Self.bob, Fixtures.team.chatInfo.chatRef])
    }

    /// A send's answer that comes after the reply it drew (an echo bot) leaves the reply as the
    /// chat's newest in the list.
    @Test func anOlderItemKeepsTheNewestAsPreview() throws {
        var chats = Self.chats
        chats.moveToTop(Self.bob, with: ChatItems.text(901, "echo: hi", at: ChatItems.time(901)), unread: false)
        chats.moveToTop(Self.bob, with: ChatItems.text(900, "hi", at: ChatItems.time(900)), unread: false)
        #expect(try #require(chats.first).chatItems.map(\.meta.itemId) == [901])
    }

    /// A message of a chat the list does not have changes nothing and says so.
    @Test func aChatNotListedIsReported() {
        var chats = [Fixtures.team]
        let moved = chats.moveToTop(Self.bob, with: ChatItems.text(900), unread: true)
        #expect(!moved && chats == [Fixtures.team])
    }
}
