import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Issue 19, "one bad entry is one bad entry": a chat of a list that cannot be read is that
/// one chat, `.invalidJSON`, and the others read; a member of a group's list likewise.
@Suite struct UnreadableEntryTests {
    /// A chat whose group has no profile: what a core with another schema could send.
    static let unreadableChat = #"{"chatInfo":{"type":"group","groupInfo":{"groupId":9}},"chatItems":[],"chatStats":{"unreadCount":4,"reportsCount":0,"minUnreadItemId":1,"unreadMentions":0,"unreadChat":false}}"#

    /// The fixture core's chat list with `unreadableChat` first.
    static var apiChatsReply: Data {
        let list = (try? FixtureCore())?.answer(ChatCommand.getChats(userId: 1).text) ?? ""
        return Data(#"{"result":\#(list.replacingOccurrences(of: #""chats":["#, with: #""chats":[\#(unreadableChat),"#))}"#.utf8)
    }

    @Test("an apiChats reply with an unreadable chat reads the others, and names what it could not read", arguments: [false, true])
    func unreadableChatInAList(withJSONDecoder: Bool) throws {
        let reply = withJSONDecoder
            ? try SimpleXJSON.decodeWithJSONDecoder(CoreReply<ChatResponse>.self, from: Self.apiChatsReply)
            : try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: Self.apiChatsReply)
        guard case let .result(.apiChats(chats, _), _) = reply else { Issue.record("not apiChats: \(reply)"); return }
        try #require(chats.count == 2)
        guard case let .invalidJSON(decodingError, json) = chats[0].chatInfo else { Issue.record("read: \(chats[0].chatInfo)"); return }
        #expect(decodingError.contains("chatInfo.groupInfo.") && decodingError.contains("required field is missing"), "\(decodingError)")
        #expect(json.contains(#""groupId":9"#))
        #expect(chats[0].chatStats.unreadCount == 4, "its stats read on their own")
        #expect(chats[0].chatInfo.displayName == "invalid chat")
        #expect(chats[1].chatInfo.chatRef == .group(1))
    }

    /// The team's members with the second one's status a number: unreadable.
    static var groupMembersReply: Data {
        let members = (try? SimpleXJSON.text(GroupFixtures.team)) ?? ""
        var broken = members
        if let range = broken.range(of: #""memberStatus":"connected""#) { broken.replaceSubrange(range, with: #""memberStatus":42"#) }
        return Data(#"{"result":{"type":"groupMembers","user":\#((try? SimpleXJSON.text(Fixtures.coreUser)) ?? ""),"group":\#(broken)}}"#.utf8)
    }

    @Test("a groupMembers reply with an unreadable member lists the others, and keeps what the bad one says of itself", arguments: [false, true])
    func unreadableMemberInAList(withJSONDecoder: Bool) throws {
        let reply = withJSONDecoder
            ? try SimpleXJSON.decodeWithJSONDecoder(CoreReply<ChatResponse>.self, from: Self.groupMembersReply)
            : try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: Self.groupMembersReply)
        guard case let .result(.groupMembers(group, _), _) = reply else { Issue.record("not groupMembers: \(reply)"); return }
        #expect(group.members.count == GroupFixtures.team.members.count)
        let unreadable = group.members.filter { $0.invalidJSON != nil }
        try #require(unreadable.count == 1)
        let bad = unreadable[0]
        let original = try #require(GroupFixtures.team.members.first { $0.groupMemberId == bad.groupMemberId })
        #expect(bad.memberProfile.displayName == original.memberProfile.displayName && bad.memberId == original.memberId && bad.memberRole == original.memberRole)
        #expect(bad.memberStatus == .unknown && bad.invalidJSON?.contains("memberStatus") == true, "\(bad.invalidJSON ?? "")")
        #expect(group.members.filter { $0.invalidJSON == nil }.allSatisfy { $0.memberStatus != .unknown })
    }
}
