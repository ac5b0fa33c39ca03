import ChatBackend
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@testable import ParleyTerminal

/// Issue 18 "Commands": a compose line that starts with `/` is a command (`//` sends a slash),
/// and `:` on the chat list opens the same command line.
@Suite struct ClientCommandLineTests {
    @Test("A line is a message, a command, or refused with a reason", arguments: [
        ("hello", SlashCommand.Line.message("hello")),
        ("//slash first", .message("/slash first")),
        ("/help", .command(.help)),
        ("/g Friends of Parley", .command(.newGroup(name: "Friends of Parley"))),
        ("/g #team2", .command(.newGroup(name: "team2"))),
        ("/a #Team @bob", .command(.addMember(group: "Team", member: "bob", role: .member))),
        ("/a Team bob Admin", .command(.addMember(group: "Team", member: "bob", role: .admin))),
        ("/d @bob", .command(.deleteChat(name: "@bob"))),
    ])
    func aLineIsReadAsTheCLIReadsIt(line: String, read: SlashCommand.Line) {
        #expect(SlashCommand.parse(line) == read)
    }

    @Test("What is not a command says why", arguments: ["/x", "/a Team bob boss", "/g", "/", "/d"])
    func notACommandSaysWhy(line: String) {
        guard case let .refused(why) = SlashCommand.parse(line) else { Issue.record("\(line) was not refused"); return }
        #expect(!why.isEmpty)
    }

    @Test("/g in the compose bar makes a group; // sends a slash; a refused line stays")
    func composeCommands() throws {
        var client = ClientDriver.opened(ClientDriver.bob)
        client.model.state.user = Fixtures.user
        client.type("/g Friends")
        let asked = client.press(.enter)
        #expect(asked == [.run(.newGroup(userId: Fixtures.user.userId, profile: GroupProfile(displayName: "Friends", fullName: "")), purpose: .commandDone("Group #Friends made"))])
        #expect(client.state.chat?.editor.isEmpty == true)
        #expect(client.handle(.answered(.commandDone("Group #Friends made"), .cmdOk(user_: Fixtures.user))) == [.loadChats])
        #expect(client.state.status == "Group #Friends made")
        client.type("//shrug")
        let sent = client.press(.enter)
        guard case let .run(.send(_, _, _, _, _, messages), .send)? = sent.first else { Issue.record("sent \(sent)"); return }
        #expect(messages.first?.msgContent.text == "/shrug")
        client.model.state.chat?.compose = ComposeState()
        client.model.state.chat?.editor = ComposeEditor()
        client.type("/nonsense")
        #expect(client.press(.enter).isEmpty)
        #expect(client.state.chat?.editor.text == "/nonsense", "the line stays to be mended")
        #expect(client.state.status?.contains("/help") == true)
    }

    @Test("/a invites a contact by name to a group by name")
    func addMemberByNames() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.model.state.chats = [ClientDriver.team, ClientDriver.bob]
        client.type("/a Team bob admin")
        let asked = client.press(.enter)
        let groupId = try #require(ClientDriver.team.chatInfo.groupInfo?.groupId)
        guard case let .direct(bob) = ClientDriver.bob.chatInfo else { Issue.record("bob is no contact"); return }
        #expect(asked == [.run(.addMember(groupId: groupId, contactId: bob.contactId, role: .admin), purpose: .commandDone("Invited @bob to #Team as admin"))])
        client.type("/a Team nobody")
        #expect(client.press(.enter).isEmpty)
        #expect(client.state.status == "there is no contact @nobody")
    }

    @Test(": on the chat list opens the command line; /d asks first, then deletes and closes the chat")
    func listCommandLineDeletesAChat() throws {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        client.press(.character(":"))
        client.type("d @bob")
        #expect(client.screenLines.last == ":d @bob")
        #expect(client.press(.enter).isEmpty)
        guard case let .dialog(dialog)? = client.state.overlay else { Issue.record("no dialog"); return }
        #expect(dialog.title == "Delete bob?")
        let asked = client.press(.enter)
        #expect(asked == [.run(.deleteChat(ClientDriver.bobRef, mode: .full(notify: true)), purpose: .chatDeleted(ClientDriver.bobRef))])
        #expect(client.handle(.answered(.chatDeleted(ClientDriver.bobRef), .cmdOk(user_: Fixtures.user))) == [.loadChats])
        #expect(client.state.status == "Chat deleted")
    }
}
