import Foundation
import SimpleXModel
import TestSupport
import Testing

/// `ChatCommand.text` against the official Python library of SimpleX Chat (PyPI `simplex-chat`
/// 7.0.2), whose `*_cmd_string` functions are generated from the core's API definitions
/// (`bots/src/API/Docs`): every command both have, with sample parameters. The words must be the
/// same; JSON parts are compared as values (Python writes `", "` and escapes non-ASCII).
/// Needs python3 with the package (Scripts/setup.sh installs it).
@Suite struct ChatCommandPythonParityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var command: String
        var params: String
        var chatCommand: ChatCommand
        var testDescription: String { command }
    }

    static func json(_ value: some Encodable) -> String {
        do {
            return try SimpleXJSON.text(value)
        } catch {
            return "null"
        }
    }

    static let profile = GroupProfile(description: "Welcome", displayName: "Team", fullName: "Parley team")
    static let message = ComposedMessage(mentions: ["bob": 7], msgContent: .text(text: "hi 👋"), quotedItemId: 4)
    static let edit = UpdatedMessage(mentions: [:], msgContent: .text(text: "edited"))
    static let reaction = MsgReaction.emoji(emoji: "👍")
    static let direct = #"{"chatType":"direct","chatId":3}"#
    static let group = #"{"chatType":"group","chatId":5}"#
    static let support = #"{"chatType":"group","chatId":5,"chatScope":{"type":"memberSupport","groupMemberId_":9}}"#

    static let cases: [Case] = [
        Case(command: "ShowActiveUser", params: "{}", chatCommand: .showActiveUser),
        Case(command: "StartChat", params: #"{"mainApp":true,"enableSndFiles":true}"#, chatCommand: .startChat),
        Case(command: "ListUsers", params: "{}", chatCommand: .listUsers),
        Case(command: "APISetActiveUser", params: #"{"userId":2}"#, chatCommand: .setActiveUser(userId: 2)),
        Case(command: "APIStopChat", params: "{}", chatCommand: .stopChat),
        Case(command: "CreateActiveUser", params: #"{"newUser":{"profile":{"displayName":"alice","fullName":""},"pastTimestamp":false,"userChatRelay":false,"clientService":false}}"#,
             chatCommand: .createActiveUser(NewUser(clientService: false, pastTimestamp: false, profile: Profile(displayName: "alice", fullName: ""), userChatRelay: false))),
        Case(command: "APIUpdateProfile", params: #"{"userId":2,"profile":{"displayName":"kim","fullName":"Kim Lee"}}"#,
             chatCommand: .updateProfile(userId: 2, Profile(displayName: "kim", fullName: "Kim Lee"))),
        Case(command: "APIConnectPlan", params: #"{"userId":1,"connectTarget":"https://simplex.chat/a#x","resolveMode":"known"}"#, chatCommand: .connectPlan(userId: 1, link: "https://simplex.chat/a#x")),
        Case(command: "APIConnect", params: #"{"userId":1,"incognito":false,"preparedLink_":{"connFullLink":"simplex:/invitation#/?v=2","connShortLink":"https://smp.example/i#x"}}"#,
             chatCommand: .connect(userId: 1, link: CreatedConnLink(connFullLink: "simplex:/invitation#/?v=2", connShortLink: "https://smp.example/i#x"))),
        Case(command: "APIConnect", params: #"{"userId":1,"incognito":false,"preparedLink_":{"connFullLink":"simplex:/contact#/?v=2"}}"#,
             chatCommand: .connect(userId: 1, link: CreatedConnLink(connFullLink: "simplex:/contact#/?v=2"))),
        Case(command: "APIAddContact", params: #"{"userId":1,"incognito":false}"#, chatCommand: .addContact(userId: 1)),
        Case(command: "APIAddContact", params: #"{"userId":1,"incognito":true}"#, chatCommand: .addContact(userId: 1, incognito: true)),
        Case(command: "APICreateMyAddress", params: #"{"userId":1}"#, chatCommand: .createAddress(userId: 1)),
        Case(command: "APIShowMyAddress", params: #"{"userId":1}"#, chatCommand: .showAddress(userId: 1)),
        Case(command: "APIAcceptContact", params: #"{"contactReqId":7}"#, chatCommand: .acceptContact(contactRequestId: 7)),
        Case(command: "APIRejectContact", params: #"{"contactReqId":7}"#, chatCommand: .rejectContact(contactRequestId: 7)),
        Case(command: "ReceiveFile", params: #"{"fileId":4,"userApprovedRelays":false}"#, chatCommand: .receiveFile(fileId: 4)),
        Case(command: "ReceiveFile", params: #"{"fileId":4,"userApprovedRelays":true,"filePath":"/tmp/a.txt"}"#,
             chatCommand: .receiveFile(fileId: 4, approvedRelays: true, path: "/tmp/a.txt")),
        Case(command: "CancelFile", params: #"{"fileId":4}"#, chatCommand: .cancelFile(fileId: 4)),
        Case(command: "APIGetChats", params: #"{"userId":1,"pendingConnections":false,"pagination":{"type":"last","count":5000},"query":{"type":"filters","favorite":false,"unread":false}}"#, chatCommand: .getChats(userId: 1)),
        Case(command: "APIGetChats", params: #"{"userId":1,"pendingConnections":true,"pagination":{"type":"last","count":20},"query":{"type":"search","search":"ali"}}"#, chatCommand: .getChats(userId: 1, pendingConnections: true, pagination: .last(count: 20), query: .search(search: "ali"))),
        Case(command: "APIDeleteChat", params: #"{"chatRef":\#(direct),"chatDeleteMode":{"type":"full","notify":true}}"#, chatCommand: .deleteChat(.direct(3), mode: .full(notify: true))),
        Case(command: "APIDeleteChat", params: #"{"chatRef":\#(group),"chatDeleteMode":{"type":"entity","notify":false}}"#, chatCommand: .deleteChat(.group(5), mode: .entity(notify: false))),
        Case(command: "APIDeleteChat", params: #"{"chatRef":\#(direct),"chatDeleteMode":{"type":"messages"}}"#, chatCommand: .deleteChat(.direct(3), mode: .messages)),
        Case(command: "APISendMessages", params: #"{"sendRef":\#(group),"liveMessage":false,"signMessages":false,"composedMessages":[\#(json(message))]}"#, chatCommand: .send(.group(5), messages: [message])),
        Case(command: "APISendMessages", params: #"{"sendRef":\#(support),"liveMessage":true,"ttl":30,"signMessages":true,"composedMessages":[\#(json(message)),\#(json(message))]}"#, chatCommand: .send(.group(5, scope: .memberSupport(groupMemberId_: 9)), live: true, ttl: 30, sign: true, messages: [message, message])),
        Case(command: "APIUpdateChatItem", params: #"{"chatRef":\#(direct),"chatItemId":12,"liveMessage":false,"updatedMessage":\#(json(edit))}"#, chatCommand: .update(.direct(3), itemId: 12, message: edit)),
        Case(command: "APIUpdateChatItem", params: #"{"chatRef":\#(group),"chatItemId":12,"liveMessage":true,"updatedMessage":\#(json(edit))}"#, chatCommand: .update(.group(5), itemId: 12, live: true, message: edit)),
        Case(command: "APIDeleteChatItem", params: #"{"chatRef":\#(group),"chatItemIds":[1,2,3],"deleteMode":"broadcast"}"#, chatCommand: .deleteItems(.group(5), itemIds: [1, 2, 3], mode: .broadcast)),
        Case(command: "APIDeleteChatItem", params: #"{"chatRef":\#(direct),"chatItemIds":[4],"deleteMode":"internalMark"}"#, chatCommand: .deleteItems(.direct(3), itemIds: [4], mode: .internalMark)),
        Case(command: "APIDeleteMemberChatItem", params: #"{"groupId":5,"chatItemIds":[7,8]}"#, chatCommand: .deleteMemberItems(groupId: 5, itemIds: [7, 8])),
        Case(command: "APIChatItemReaction", params: #"{"chatRef":\#(group),"chatItemId":12,"add":true,"reaction":\#(json(reaction))}"#, chatCommand: .reaction(.group(5), itemId: 12, add: true, reaction: reaction)),
        Case(command: "APIChatItemReaction", params: #"{"chatRef":\#(direct),"chatItemId":12,"add":false,"reaction":\#(json(reaction))}"#, chatCommand: .reaction(.direct(3), itemId: 12, add: false, reaction: reaction)),
        Case(command: "APIAddMember", params: #"{"groupId":5,"contactId":3,"memberRole":"admin"}"#, chatCommand: .addMember(groupId: 5, contactId: 3, role: .admin)),
        Case(command: "APIJoinGroup", params: #"{"groupId":5}"#, chatCommand: .joinGroup(groupId: 5)),
        Case(command: "APIAcceptMember", params: #"{"groupId":5,"groupMemberId":9,"memberRole":"member"}"#, chatCommand: .acceptMember(groupId: 5, groupMemberId: 9, role: .member)),
        Case(command: "APIMembersRole", params: #"{"groupId":5,"groupMemberIds":[9,10],"memberRole":"moderator"}"#, chatCommand: .setMembersRole(groupId: 5, groupMemberIds: [9, 10], role: .moderator)),
        Case(command: "APIBlockMembersForAll", params: #"{"groupId":5,"groupMemberIds":[9],"blocked":true}"#, chatCommand: .blockMembersForAll(groupId: 5, groupMemberIds: [9], blocked: true)),
        Case(command: "APIBlockMembersForAll", params: #"{"groupId":5,"groupMemberIds":[9,10],"blocked":false}"#, chatCommand: .blockMembersForAll(groupId: 5, groupMemberIds: [9, 10], blocked: false)),
        Case(command: "APIRemoveMembers", params: #"{"groupId":5,"groupMemberIds":[9],"withMessages":false}"#, chatCommand: .removeMembers(groupId: 5, groupMemberIds: [9])),
        Case(command: "APIRemoveMembers", params: #"{"groupId":5,"groupMemberIds":[9,10],"withMessages":true}"#, chatCommand: .removeMembers(groupId: 5, groupMemberIds: [9, 10], withMessages: true)),
        Case(command: "APILeaveGroup", params: #"{"groupId":5}"#, chatCommand: .leaveGroup(groupId: 5)),
        Case(command: "APIListMembers", params: #"{"groupId":5}"#, chatCommand: .members(groupId: 5)),
        Case(command: "APINewGroup", params: #"{"userId":1,"incognito":false,"groupProfile":\#(json(profile))}"#, chatCommand: .newGroup(userId: 1, profile: profile)),
        Case(command: "APINewGroup", params: #"{"userId":1,"incognito":true,"groupProfile":\#(json(profile))}"#, chatCommand: .newGroup(userId: 1, incognito: true, profile: profile)),
        Case(command: "APINewPublicGroup", params: #"{"userId":1,"incognito":false,"relayIds":[1,2],"groupProfile":\#(json(profile))}"#, chatCommand: .newChannel(userId: 1, relayIds: [1, 2], profile: profile)),
        Case(command: "APIGetGroupRelays", params: #"{"groupId":5}"#, chatCommand: .getRelays(groupId: 5)),
        Case(command: "APIAddGroupRelays", params: #"{"groupId":5,"relayIds":[3,4]}"#, chatCommand: .addRelays(groupId: 5, relayIds: [3, 4])),
        Case(command: "APIAllowRelayGroup", params: #"{"groupId":5}"#, chatCommand: .allowRelayGroup(groupId: 5)),
        Case(command: "APIUpdateGroupProfile", params: #"{"groupId":5,"groupProfile":\#(json(profile))}"#, chatCommand: .updateGroupProfile(groupId: 5, profile: profile)),
        Case(command: "APICreateGroupLink", params: #"{"groupId":5,"memberRole":"member"}"#, chatCommand: .createGroupLink(groupId: 5)),
        Case(command: "APIGroupLinkMemberRole", params: #"{"groupId":5,"memberRole":"observer"}"#, chatCommand: .setGroupLinkRole(groupId: 5, role: .observer)),
        Case(command: "APIDeleteGroupLink", params: #"{"groupId":5}"#, chatCommand: .deleteGroupLink(groupId: 5)),
        Case(command: "APIGetGroupLink", params: #"{"groupId":5}"#, chatCommand: .getGroupLink(groupId: 5)),
    ]

    /// The Python library's strings for `cases`, computed once.
    static let pythonStrings: Result<[String], PythonParityError> = {
        let input = "[" + cases.map { #"{"command":"\#($0.command)","params":\#($0.params)}"# }.joined(separator: ",") + "]"
        do {
            let output = try runProcess("python3", [Repository.url("Scripts/simplex-command-strings.py").path], input: Data(input.utf8))
            guard output.status == 0 else { return .failure(PythonParityError(message: output.stderr)) }
            return .success(try JSONDecoder().decode([String].self, from: Data(output.stdout.utf8)))
        } catch {
            return .failure(PythonParityError(message: "\(error)"))
        }
    }()

    @Test("ChatCommand writes the string the core's own definitions write", arguments: cases.indices)
    func sameAsPython(index: Int) throws {
        let python = try Self.pythonStrings.get()[index]
        let swift = Self.cases[index].chatCommand.text
        let (pythonWords, pythonJSON) = Self.split(python)
        let (swiftWords, swiftJSON) = Self.split(swift)
        #expect(swiftWords == pythonWords, "\(Self.cases[index].command)")
        #expect(try swiftJSON.map(Self.value) == pythonJSON.map(Self.value), "\(Self.cases[index].command): \(swift) vs \(python)")
    }

    /// The words before the first JSON value, and that value's text (nil when there is none).
    static func split(_ command: String) -> (String, String?) {
        guard let start = command.firstIndex(where: { $0 == "{" || $0 == "[" }) else { return (command, nil) }
        return (String(command[..<start]), String(command[start...]))
    }

    static func value(_ text: String) throws -> JSONValue {
        try SimpleXJSON.decode(JSONValue.self, from: Data(text.utf8))
    }
}

struct PythonParityError: Error, CustomStringConvertible {
    var message: String
    var description: String { "the Python library of SimpleX Chat did not run (Scripts/setup.sh installs it): \(message)" }
}
