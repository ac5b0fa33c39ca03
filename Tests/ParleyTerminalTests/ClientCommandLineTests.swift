import ChatBackend
import ChatSession
import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

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
        ("/c", .command(.connect(link: nil))),
        ("/c https://smp.example/i#abc", .command(.connect(link: "https://smp.example/i#abc"))),
        ("/connect simplex:/contact#/?v=2", .command(.connect(link: "simplex:/contact#/?v=2"))),
        ("/ad", .command(.createAddress)),
        ("/sa", .command(.showAddress)),
        ("/ac @dora", .command(.acceptContact(name: "dora"))),
        ("/rc dora", .command(.rejectContact(name: "dora"))),
        ("/p", .command(.profile(displayName: nil))),
        ("/p Ally Cat", .command(.profile(displayName: "Ally Cat"))),
    ])
    func aLineIsReadAsTheCLIReadsIt(line: String, read: SlashCommand.Line) {
        #expect(SlashCommand.parse(line) == read)
    }

    @Test("What is not a command says why", arguments: ["/x", "/a Team bob boss", "/g", "/", "/d", "/c a b", "/ad x", "/ac"])
    func notACommandSaysWhy(line: String) {
        guard case let .refused(why) = SlashCommand.parse(line) else { Issue.record("\(line) was not refused"); return }
        #expect(!why.isEmpty)
    }

    @Test("/g in the compose bar makes a group; // sends a slash; a refused line stays")
    func composeCommands() throws {
        var client = ClientDriver.opened(ClientDriver.bob)
        client.type("/g Friends")
        let asked = client.press(.enter)
        let newGroup = ChatCommand.newGroup(userId: Fixtures.user.userId, profile: GroupProfile(displayName: "Friends", fullName: ""))
        #expect(asked == [.run(newGroup)])
        #expect(client.state.chat?.editor.isEmpty == true)
        #expect(client.answer(newGroup, with: .cmdOk(user_: Fixtures.user)) == [.chats])
        #expect(client.state.statusText == "Group #Friends made")
        client.type("//shrug")
        let sent = client.press(.enter)
        guard case let .run(.send(_, _, _, _, _, messages))? = sent.first else { Issue.record("sent \(sent)"); return }
        #expect(messages.first?.msgContent.text == "/shrug")
        client.failCommand(ChatBackendError(.notAllowed, "not now"))
        client.press(.character("u"), .control)
        client.type("/nonsense")
        #expect(client.press(.enter).isEmpty)
        #expect(client.state.chat?.editor.text == "/nonsense", "the line stays to be mended")
        #expect(client.state.statusText?.contains("/help") == true)
    }

    @Test("/help opens the keys at their commands (D29); ? opens them at the top; the keys name Ctrl-O")
    func helpOpensAtTheCommands() throws {
        var client = ClientDriver.opened(ClientDriver.bob)
        client.type("/help")
        client.press(.enter)
        guard case let .sheet(_, lines, scroll, _)? = client.state.overlay else { Issue.record("no keys sheet"); return }
        #expect(scroll > 0 && lines[scroll].text.hasPrefix("Commands"), "the sheet starts at the commands' heading")
        #expect(client.screenLines.dropFirst().first { $0.contains("│") }?.contains("Commands") == true, "the first line in the box is the heading")
        #expect(lines.contains { $0.text.contains("Ctrl-O") && $0.text.contains("send a file") })
        client.press(.escape)
        client.press(.character("?"))
        guard case let .sheet(_, _, top, _)? = client.state.overlay else { Issue.record("no keys sheet from ?"); return }
        #expect(top == 0)
    }

    @Test("/a invites a contact by name to a group by name")
    func addMemberByNames() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        client.type("/a Team bob admin")
        let asked = client.press(.enter)
        let groupId = try #require(ClientDriver.team.chatInfo.groupInfo?.groupId)
        guard case let .direct(bob) = ClientDriver.bob.chatInfo else { Issue.record("bob is no contact"); return }
        #expect(asked == [.run(.addMember(groupId: groupId, contactId: bob.contactId, role: .admin))])
        client.answerCommand(with: .cmdOk(user_: Fixtures.user))
        #expect(client.state.statusText == "Invited @bob to #Team as admin")
        client.type("/a Team nobody")
        #expect(client.press(.enter).isEmpty)
        #expect(client.state.statusText == "there is no contact @nobody")
    }

    @Test(": on the chat list opens the command line; /d asks first, then deletes and closes the chat")
    func listCommandLineDeletesAChat() throws {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        client.press(.character(":"))
        client.type("d @bob")
        #expect(client.screenLines.last == ":d @bob")
        #expect(client.press(.enter).isEmpty)
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.title == "Delete bob?")
        #expect(client.screen.contains("Delete bob?"))
        let delete = ChatCommand.deleteChat(ClientDriver.bobRef, mode: .full(notify: true))
        #expect(client.press(.enter) == [.run(delete)])
        #expect(client.answer(delete, with: .cmdOk(user_: Fixtures.user)) == [.chats])
        #expect(client.state.statusText == "Chat deleted")
    }

    // MARK: Starting conversations (issue 19)

    static let link = CreatedConnLink(connFullLink: "simplex:/invitation#/?v=2-7&smp=x", connShortLink: "https://smp.example/i#abc")

    @Test("/c makes a one-time invitation link and shows it whole, to copy")
    func invitationLink() throws {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        client.press(.character(":"))
        client.type("c")
        #expect(client.press(.enter) == [.run(.addContact(userId: Fixtures.user.userId))])
        #expect(client.answerCommand(with: .invitation(connLinkInvitation: Self.link, connection: Fixtures.pendingConnection, user: Fixtures.user)).isEmpty)
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.title == "Your one-time invitation link")
        #expect(prompt.link == "https://smp.example/i#abc")
        #expect(client.screen.contains("https://smp.example/i#abc"), "\(client.screen)")
        #expect(client.press(.enter).isEmpty)
        #expect(client.local == [.copy("https://smp.example/i#abc")], "Copy is the first button")
    }

    @Test("/c LINK asks the core for the link's plan, then asks before it connects with the link the core prepared")
    func connectByLink() throws {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        client.press(.character(":"))
        client.type("c https://smp.example/i#abc")
        #expect(client.press(.enter) == [.run(.connectPlan(userId: Fixtures.user.userId, link: "https://smp.example/i#abc"))])
        let plan = try SimpleXJSON.decode(ConnectionPlan.self, from: Data(#"{"type":"invitationLink","invitationLinkPlan":{"type":"ok"}}"#.utf8))
        client.answerCommand(with: .connectionPlan(connLink: Self.link, connectionPlan: plan, otherSimplexName: nil, planSimplexName: nil, user: Fixtures.user))
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.title == "Connect via a one-time invitation link?")
        #expect(client.press(.enter) == [.run(.connect(userId: Fixtures.user.userId, link: Self.link))])
        client.answerCommand(with: .cmdOk(user_: Fixtures.user))
        #expect(client.state.statusText == "Connecting: the other side is asked")
    }

    @Test("a 6.3.0–6.3.2 core's plan carries no link: Connect goes to the link as typed")
    func connectByLinkOfAnEarly63Core() throws {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        client.send(.commandLine("/c https://smp.example/i#abc"))
        let plan = try SimpleXJSON.decode(ConnectionPlan.self, from: Data(#"{"type":"invitationLink","invitationLinkPlan":{"type":"ok"}}"#.utf8))
        client.answerCommand(with: .connectionPlan(connLink: nil, connectionPlan: plan, otherSimplexName: nil, planSimplexName: nil, user: Fixtures.user))
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.link == "https://smp.example/i#abc")
        #expect(client.press(.enter) == [.run(.connect(userId: Fixtures.user.userId, link: CreatedConnLink(connFullLink: "https://smp.example/i#abc")))])
    }

    @Test("/ac and /rc answer a contact request by its name; /ad and /sa make and show the address")
    func contactRequestsAndAddress() throws {
        let request = Fixtures.contactRequest
        let requestChat = AChat(chatInfo: .contactRequest(contactRequest: request), chatStats: ClientDriver.bob.chatStats)
        var client = ClientDriver.list([requestChat, ClientDriver.team, ClientDriver.bob])
        #expect(client.send(.commandLine("/ac dora")) == [.run(.acceptContact(contactRequestId: 7))])
        client.answerCommand(with: .cmdOk(user_: Fixtures.user))
        #expect(client.state.statusText == "Accepted @dora: connecting")
        #expect(client.send(.commandLine("/rc Dora")) == [.run(.rejectContact(contactRequestId: 7))])
        client.answerCommand(with: .cmdOk(user_: Fixtures.user))
        #expect(client.state.statusText == "Rejected the request of Dora")
        #expect(client.send(.commandLine("/ac nobody")).isEmpty)
        #expect(client.state.statusText == "no contact request from nobody")
        #expect(client.send(.commandLine("/ad")) == [.run(.createAddress(userId: Fixtures.user.userId))])
        #expect(client.send(.commandLine("/sa")) == [.run(.showAddress(userId: Fixtures.user.userId))])
        client.answer(.createAddress(userId: Fixtures.user.userId), with: .userContactLinkCreated(connLinkContact: Self.link, user: Fixtures.user))
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.title == "Your SimpleX address")
    }

    @Test("a contact request and a new contact are told on the status line, and the list is read again")
    func connectingEventsAreTold() throws {
        let request = Fixtures.contactRequest
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        #expect(client.send(.core(.receivedContactRequest(chat_: nil, contactRequest: request, user: Fixtures.user))) == [.chats])
        #expect(client.state.statusText == "dora asks to connect: /ac dora accepts, /rc dora rejects")
        client.answerList([ClientDriver.team, ClientDriver.bob])
        guard case let .direct(bob) = ClientDriver.bob.chatInfo else { Issue.record("bob is no contact"); return }
        #expect(client.send(.core(.contactConnected(contact: bob, user: Fixtures.user, userCustomProfile: nil))) == [.chats])
        #expect(client.state.statusText == "Connected to @bob")
    }

    @Test("/p shows your profile; /p NAME sets your display name and the answer is the profile from now on")
    func displayName() throws {
        var client = ClientDriver.list([ClientDriver.team, ClientDriver.bob])
        #expect(client.send(.commandLine("/p")).isEmpty)
        #expect(client.state.statusText?.hasPrefix("Your profile: \(Fixtures.user.profile.displayName)") == true)
        var profile = Fixtures.user.profile.profile
        profile.displayName = "Ally"
        #expect(client.send(.commandLine("/p Ally")) == [.run(.updateProfile(userId: Fixtures.user.userId, profile))])
        var renamed = Fixtures.user
        renamed.profile.displayName = "Ally"
        let summary = UserProfileUpdateSummary(updateFailures: 0, updateSuccesses: 2)
        client.answerCommand(with: .userProfileUpdated(fromProfile: Fixtures.user.profile.profile, toProfile: profile, updateSummary: summary, user: renamed))
        #expect(client.state.session.user?.profile.displayName == "Ally")
        #expect(client.state.statusText == "Your display name is now Ally; 2 contacts told")
        #expect(client.screenLines.first?.contains("Parley — Ally") == true)
    }
}
