import ChatBackend
import Foundation
import ParleyKit
@testable import ParleyGUI
import SimpleXModel
import Synchronization
import Testing

/// The core of a `ChatWidget` of plain messages (issue 35): pages and the list as a core
/// answers them, made by ParleyKit's adapter; a send or an edit becomes the host's draft, not a
/// stored message; the host's changes become the core's events.
@Suite struct PlainChatCoreTests {
    static let me = PlainSender(id: "me", name: "Ann", isMe: true)
    static let bob = PlainSender(id: "bob", name: "Bob")
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static func messages(_ count: Int) -> [PlainMessage] {
        (1...count).map { id in PlainMessage(id: Int64(id), sender: id % 2 == 0 ? me : bob, date: start.addingTimeInterval(Double(id)), text: "message \(id)") }
    }

    /// The pages `/_get chat` answers over items 1…10: which ids, and how many are newer.
    static let pages: [(ChatPagination, [Int64], Int)] = [
        (.last(count: 3), [8, 9, 10], 0),
        (.initial(count: 50), Array(1...10), 0),
        (.before(itemId: 5, count: 3), [2, 3, 4], 6),
        (.before(itemId: 2, count: 3), [1], 9),
        (.after(itemId: 5, count: 3), [6, 7, 8], 2),
        (.after(itemId: 10, count: 3), [], 0),
        (.around(itemId: 5, count: 4), [3, 4, 5, 6], 4),
        (.around(itemId: 1, count: 4), [1, 2, 3, 4], 6),
        (.around(itemId: 99, count: 4), [7, 8, 9, 10], 0),
    ]

    @Test("the core's pages", arguments: pages)
    func thePage(_ pagination: ChatPagination, ids: [Int64], after: Int) async throws {
        let core = PlainChatCore(chat: .direct(Self.bob), messages: Self.messages(10).shuffled())
        let response = try await core.execute(.getChat(core.ref, pagination: pagination))
        guard case let .apiChat(chat, navigation, _) = response else { Issue.record("answered \(response.typeTag)"); return }
        #expect(chat.chatItems.map(\.meta.itemId) == ids)
        #expect(navigation?.afterTotal == after)
    }

    @Test func theChatIsTheAdaptersAndAReplyQuotesItsOriginal() async throws {
        var reply = PlainMessage(id: 3, sender: Self.me, date: Self.start.addingTimeInterval(9), text: "yes", replyTo: 1)
        reply.status = .delivered
        let core = PlainChatCore(chat: .group(name: "Lunch", members: [Self.me, Self.bob]), messages: Self.messages(2) + [reply])
        guard case let .activeUser(user) = try await core.execute(.showActiveUser) else { Issue.record("no user"); return }
        #expect(user.profile.displayName == "Ann")
        guard case let .apiChats(chats, _) = try await core.execute(.getChats(userId: user.userId)) else { Issue.record("no list"); return }
        #expect(chats.map(\.chatInfo.chatRef) == [core.ref] && chats.first?.chatItems.map(\.meta.itemId) == [3])
        guard case let .apiChat(chat, _, _) = try await core.execute(.getChat(core.ref, pagination: .last(count: 50))) else { Issue.record("no chat"); return }
        #expect(chat.chatInfo.displayName == "Lunch")
        #expect(chat.chatItems.last?.quotedItem?.itemId == 1)
        guard case let .groupMembers(group, _) = try await core.execute(.members(groupId: PlainChatCore.groupId)) else { Issue.record("no members"); return }
        #expect(group.members.map(\.memberProfile.displayName) == ["Bob"])
    }

    @Test func aSendOrAnEditIsTheHostsDraftAndNotStored() async throws {
        let core = PlainChatCore(chat: .direct(Self.bob), messages: Self.messages(2))
        let heard = Mutex<[ChatWidget.Draft]>([])
        core.hearDrafts { draft in heard.withLock { $0.append(draft) } }
        let file = ComposedMessage(fileSource: CryptoFile(filePath: "/files/plan.txt"), msgContent: .file(text: ""))
        let sent = try await core.execute(.send(core.ref, messages: [ComposedMessage(msgContent: .text(text: "hi *there*"), quotedItemId: 1), file]))
        let edited = try await core.execute(.update(core.ref, itemId: 2, message: UpdatedMessage(msgContent: .text(text: "fixed"))))
        #expect(sent.typeTag == "cmdOk" && edited.typeTag == "cmdOk")
        #expect(heard.withLock { $0 } == [ChatWidget.Draft(text: "hi *there*", replyTo: 1), ChatWidget.Draft(text: "", filePath: "/files/plan.txt"),
                                          ChatWidget.Draft(text: "fixed", editing: 2)])
        #expect(core.messages.map(\.text) == ["message 1", "message 2"])
        await #expect(throws: ChatBackendError.self) { try await core.execute(.clearChat(core.ref)) }
        await #expect(throws: ChatBackendError.self) { try await core.execute(.getChat(.group(9), pagination: .last(count: 5))) }
    }

    @Test func theHostsChangesAreTheCoresEvents() async throws {
        let core = PlainChatCore(chat: .direct(Self.bob), messages: Self.messages(2))
        var events = await core.events().makeAsyncIterator()
        core.append(PlainMessage(id: 3, sender: Self.me, date: Self.start.addingTimeInterval(5), text: "new"))
        core.update(PlainMessage(id: 3, sender: Self.me, date: Self.start.addingTimeInterval(5), text: "newer"))
        core.remove(1)
        core.remove(42)
        core.replace(with: [PlainMessage(id: 7, sender: Self.bob, date: Self.start, text: "all new")])
        var told: [String] = []
        for _ in 0..<5 {
            switch await events.next() {
            case let .newChatItems(items, _)?: told.append("new \(items.map(\.chatItem.meta.itemText))")
            case let .chatItemUpdated(item, _)?: told.append("updated \(item.chatItem.meta.itemText)")
            case let .chatItemsDeleted(_, deletions, _, _)?: told.append("deleted \(deletions.map(\.deletedChatItem.chatItem.meta.itemId))")
            case let .eventsCoalesced(chats, _)?: told.append("read anew \(chats == [core.ref])")
            case let other: told.append("\(String(describing: other))")
            }
        }
        #expect(told == [#"new ["new"]"#, "updated newer", "deleted [1]", "deleted [2, 3]", "read anew true"])
        #expect(core.messages.map(\.id) == [7])
        await core.close()
        #expect(await events.next() == nil)
    }
}
