import SimpleXModel
import Testing

/// Every `ChatCommand` writes the exact string the core's parser reads (simplex-wire §3).
@Suite struct ChatCommandTests {
    static let text = MsgContent.text(text: "hi *there*")
    static let message = ComposedMessage(mentions: ["bob": 7], msgContent: text, quotedItemId: 12)
    static let thumbsUp = MsgReaction.emoji(emoji: "👍")
    static let profile = GroupProfile(description: "Welcome!", displayName: "Team", fullName: "")

    static let commandStrings: [(ChatCommand, String)] = [
        (.showActiveUser, "/user"),
        (.startChat, "/_start"),
        (.listUsers, "/users"),
        (.setActiveUser(userId: 2), "/_user 2"),
        (.setUserTheme(userId: 1, UIThemeEntityOverrides(chatLayout: .terminal)), #"/_set theme user 1 {"chatLayout":"terminal"}"#),
        (.setUserTheme(userId: 1, nil), "/_set theme user 1"),
        (.getChats(userId: 1), #"/_get chats 1 count=5000 {"favorite":false,"type":"filters","unread":false}"#),
        (.getChats(userId: 1, pendingConnections: true, pagination: .last(count: 20), query: .search(search: "ali")), #"/_get chats 1 pcc=on count=20 {"search":"ali","type":"search"}"#),
        (.getChat(.direct(3), pagination: .last(count: 50)), "/_get chat @3 count=50"),
        (.getChat(.group(5), pagination: .initial(count: 75)), "/_get chat #5 initial=75"),
        (.getChat(.group(5), pagination: .before(itemId: 100, count: 100)), "/_get chat #5 before=100 count=100"),
        (.getChat(.group(5), pagination: .after(itemId: 100, count: 100)), "/_get chat #5 after=100 count=100"),
        (.getChat(.local(1), pagination: .around(itemId: 42, count: 200)), "/_get chat *1 around=42 count=200"),
        (.getChat(.direct(3), pagination: .last(count: 50), search: "two words"), "/_get chat @3 count=50 search=two words"),
        (.getChat(.direct(3), pagination: .last(count: 50), search: ""), "/_get chat @3 count=50"),
        (.getChat(.group(5), pagination: .last(count: 50), contentTag: .image), "/_get chat #5 content=image count=50"),
        (.getChat(.group(5), pagination: .last(count: 10), contentTag: .file, search: "pdf"), "/_get chat #5 content=file count=10 search=pdf"),
        (.getChat(.group(5, scope: .memberSupport(groupMemberId_: nil)), pagination: .last(count: 5)), "/_get chat #5(_support) count=5"),
        (.getChat(.group(5, scope: .memberSupport(groupMemberId_: 9)), pagination: .last(count: 5)), "/_get chat #5(_support:9) count=5"),
        (.getItemInfo(.group(5), itemId: 8), "/_get item info #5 8"),
        (.send(.direct(3), messages: [message]), #"/_send @3 json [{"mentions":{"bob":7},"msgContent":{"text":"hi *there*","type":"text"},"quotedItemId":12}]"#),
        (.send(.group(5), asGroup: true, live: true, ttl: 3600, sign: true, messages: [ComposedMessage(msgContent: text)]),
         #"/_send #5(as_group=on) live=on ttl=3600 sign=on json [{"mentions":{},"msgContent":{"text":"hi *there*","type":"text"}}]"#),
        (.createNoteItems(noteFolderId: 1, messages: [ComposedMessage(msgContent: text)]), #"/_create *1 json [{"mentions":{},"msgContent":{"text":"hi *there*","type":"text"}}]"#),
        (.update(.direct(3), itemId: 9, message: UpdatedMessage(mentions: [:], msgContent: text)), #"/_update item @3 9 json {"mentions":{},"msgContent":{"text":"hi *there*","type":"text"}}"#),
        (.update(.direct(3), itemId: 9, live: true, message: UpdatedMessage(mentions: [:], msgContent: .text(text: "typ"))), #"/_update item @3 9 live=on json {"mentions":{},"msgContent":{"text":"typ","type":"text"}}"#),
        (.report(groupId: 5, itemId: 8, reason: .spam), "/_report #5 8 reason=spam"),
        (.report(groupId: 5, itemId: 8, reason: .other, text: "not ok"), "/_report #5 8 reason=other not ok"),
        (.forwardPlan(from: .group(5), itemIds: [1, 2, 3]), "/_forward plan #5 1,2,3"),
        (.forward(to: .direct(3), from: .group(5), itemIds: [1, 2]), "/_forward @3 #5 1,2"),
        (.forward(to: .group(6), asGroup: true, from: .local(1), itemIds: [4], ttl: 86400), "/_forward #6 as_group=on *1 4 ttl=86400"),
        (.deleteItems(.direct(3), itemIds: [4, 5], mode: .broadcast), "/_delete item @3 4,5 broadcast"),
        (.deleteItems(.direct(3), itemIds: [4], mode: .internal), "/_delete item @3 4 internal"),
        (.deleteItems(.group(5), itemIds: [4], mode: .internalMark), "/_delete item #5 4 internalMark"),
        (.deleteItems(.group(5), itemIds: [4], mode: .history), "/_delete item #5 4 history"),
        (.deleteMemberItems(groupId: 5, itemIds: [10, 11]), "/_delete member item #5 10,11"),
        (.archiveReports(groupId: 5), "/_archive reports #5"),
        (.deleteReports(groupId: 5, itemIds: [7, 8], mode: .internalMark), "/_delete reports #5 7,8 internalMark"),
        (.deleteReports(groupId: 5, itemIds: [7], mode: .broadcast), "/_delete reports #5 7 broadcast"),
        (.clearChat(.direct(3)), "/_clear chat @3"),
        (.deleteChat(.direct(3), mode: .full(notify: true)), "/_delete @3 full"),
        (.deleteChat(.direct(3), mode: .full(notify: false)), "/_delete @3 full notify=off"),
        (.deleteChat(.direct(3), mode: .entity(notify: false)), "/_delete @3 entity notify=off"),
        (.deleteChat(.group(5), mode: .messages), "/_delete #5 messages"),
        (.reaction(.group(5), itemId: 8, add: true, reaction: thumbsUp), #"/_reaction #5 8 on {"emoji":"👍","type":"emoji"}"#),
        (.reaction(.direct(3), itemId: 8, add: false, reaction: thumbsUp), #"/_reaction @3 8 off {"emoji":"👍","type":"emoji"}"#),
        (.reactionMembers(userId: 1, groupId: 5, itemId: 8, reaction: thumbsUp), #"/_reaction members 1 #5 8 {"emoji":"👍","type":"emoji"}"#),
        (.readChat(.group(5)), "/_read chat #5"),
        (.readItems(.group(5), itemIds: [7, 8]), "/_read chat items #5 7,8"),
        (.markChatUnread(.direct(3), unread: true), "/_unread chat @3 on"),
        (.newGroup(userId: 1, profile: profile), #"/_group 1 {"description":"Welcome!","displayName":"Team","fullName":""}"#),
        (.newChannel(userId: 1, incognito: true, relayIds: [2, 3], profile: profile), #"/_public group 1 incognito=on 2,3 {"description":"Welcome!","displayName":"Team","fullName":""}"#),
        (.groupInfo(groupId: 5), "/_info #5"),
        (.members(groupId: 5), "/_members #5"),
        (.memberInfo(groupId: 5, groupMemberId: 9), "/_info #5 9"),
        (.addMember(groupId: 5, contactId: 3, role: .member), "/_add #5 3 member"),
        (.joinGroup(groupId: 5), "/_join #5"),
        (.acceptMember(groupId: 5, groupMemberId: 9, role: .observer), "/_accept member #5 9 observer"),
        (.setMembersRole(groupId: 5, groupMemberIds: [9, 10], role: .moderator), "/_member role #5 9,10 moderator"),
        (.blockMembersForAll(groupId: 5, groupMemberIds: [9], blocked: true), "/_block #5 9 blocked=on"),
        (.blockMembersForAll(groupId: 5, groupMemberIds: [9], blocked: false), "/_block #5 9 blocked=off"),
        (.setMemberSettings(groupId: 5, groupMemberId: 9, settings: GroupMemberSettings(showMessages: false)), #"/_member settings #5 9 {"showMessages":false}"#),
        (.removeMembers(groupId: 5, groupMemberIds: [9]), "/_remove #5 9"),
        (.removeMembers(groupId: 5, groupMemberIds: [9, 10], withMessages: true), "/_remove #5 9,10 messages=on"),
        (.leaveGroup(groupId: 5), "/_leave #5"),
        (.updateGroupProfile(groupId: 5, profile: profile), #"/_group_profile #5 {"description":"Welcome!","displayName":"Team","fullName":""}"#),
        (.setGroupAlias(groupId: 5, alias: "work"), "/_set alias #5 work"),
        (.setGroupAlias(groupId: 5, alias: ""), "/_set alias #5"),
        (.createGroupLink(groupId: 5), "/_create link #5 member"),
        (.createGroupLink(groupId: 5, role: .observer), "/_create link #5 observer"),
        (.setGroupLinkRole(groupId: 5, role: .member), "/_set link role #5 member"),
        (.getGroupLink(groupId: 5), "/_get link #5"),
        (.deleteGroupLink(groupId: 5), "/_delete link #5"),
        (.getRelays(groupId: 5), "/_get relays #5"),
        (.addRelays(groupId: 5, relayIds: [1, 2]), "/_add relays #5 1,2"),
        (.allowRelayGroup(groupId: 5), "/_relay allow #5"),
        (.setChatTTL(userId: 1, .group(5), seconds: 86400), "/_ttl 1 #5 86400"),
        (.setChatTTL(userId: 1, .direct(3), seconds: nil), "/_ttl 1 @3 default"),
        (.setUserTTL(userId: 1, seconds: 0), "/_ttl 1 0"),
        (.getUserTTL(userId: 1), "/_ttl 1"),
        (.setChatSettings(.direct(3), ChatSettings(enableNtfs: .mentions, favorite: true)), #"/_settings @3 {"enableNtfs":"mentions","favorite":true}"#),
        (.setTheme(.direct(3), UIThemeEntityOverrides(chatLayout: .terminal)), #"/_set theme @3 {"chatLayout":"terminal"}"#),
        (.setTheme(.direct(3), nil), "/_set theme @3"),
    ]

    @Test(arguments: commandStrings)
    func commandWritesTheCoreSyntax(command: ChatCommand, expected: String) {
        #expect(command.text == expected)
    }

    @Test(arguments: ["@3", "#5", "*1", "#5(_support)", "#5(_support:9)"])
    func chatRefTextRoundTrips(text: String) throws {
        #expect(try #require(ChatRef(text: text)).text == text)
    }

    @Test(arguments: ["", "3", "@", "@x", "@-1", "#5(_support", "#5(_other)", "@3(_support)", "#５", "@3 "])
    func chatRefRejectsOtherText(text: String) {
        #expect(ChatRef(text: text) == nil)
    }
}
