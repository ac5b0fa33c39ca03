import ChatBackend
import SimpleXModel
import Testing
import TestSupport
@_spi(Seeding) @testable import ChatStore

/// Issue 36 D27: a report asks the group's moderators to act; it is no mention of them, so a
/// pending report does not mark the chat `@` in the list (nor count as an unread mention),
/// even when the message it reports (and quotes) is the moderator's own.
@Suite struct ReportMentionTests {
    @Test("A report kim sends about your message reaches you without marking the chat @")
    func reportIsNoMention() async throws {
        let demo = try DemoStoreFolder(named: "report-mention")
        defer { demo.remove() }
        let store = try ChatStore(path: demo.db)
        try await store.act(asProfileNamed: "you")
        _ = try await store.execute(.send(.group(1), messages: [ComposedMessage(msgContent: .text(text: "buy now"))]))
        let mentionsBefore = try #require(try await store.chats(userId: 1).first { $0.chatInfo.displayName == "Team" }).chatStats.unreadMentions
        try await store.act(asProfileNamed: "kim")
        let kimsTeam = try #require(try await store.chats(userId: 2).first { $0.chatInfo.displayName == "Team" })
        let groupId = try #require(kimsTeam.chatInfo.groupInfo?.groupId)
        let page = try await store.chat(.group(groupId), .last(count: 50)).chat.chatItems
        let yours = try #require(page.last { item in
            if case let .groupRcv(member) = item.chatDir, member.memberProfile.displayName == "you", case .rcvMsgContent = item.content { true } else { false }
        })
        _ = try await store.execute(.report(groupId: groupId, itemId: yours.meta.itemId, reason: .spam, text: "ads"))
        try await store.act(asProfileNamed: "you")
        let yourTeam = try #require(try await store.chats(userId: 1).first { $0.chatInfo.displayName == "Team" })
        let report = try await store.chat(try #require(yourTeam.chatInfo.chatRef), .last(count: 1)).chat.chatItems.last
        guard case .report? = report?.msgContent else { Issue.record("the report did not reach you: \(String(describing: report))"); return }
        #expect(report?.meta.userMention == false)
        #expect(yourTeam.chatStats.unreadMentions == mentionsBefore, "a report is no unread mention")
    }
}
