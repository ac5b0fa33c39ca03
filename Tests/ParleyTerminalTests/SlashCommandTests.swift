import SimpleXModel
import ChatSession
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D9: names as the simplex-chat CLI takes them — a name with spaces in single quotes
/// (`'Book Club'`, `#'Book Club'`, `@'Mary Ann'`), a chat by its id (`#12`, `@3`) — in every
/// command that names a chat or a member; and the lookup that takes an id.
@Suite struct SlashCommandTests {
    @Test("displayNameP: quoted names and id references in each command that names a chat", arguments: [
        ("/a 'Book Club' bob", SlashCommand.Line.command(.addMember(group: "Book Club", member: "bob", role: .member))),
        ("/a #'Book Club' @'Mary Ann' admin", .command(.addMember(group: "Book Club", member: "Mary Ann", role: .admin))),
        ("/a #12 @3", .command(.addMember(group: "#12", member: "@3", role: .member))),
        ("/a '12' '3'", .command(.addMember(group: "12", member: "3", role: .member))),
        ("/a #'12' @'3'", .command(.addMember(group: "12", member: "3", role: .member))),
        ("/a   'Book Club'   bob   owner", .command(.addMember(group: "Book Club", member: "bob", role: .owner))),
        ("/add 'C#' 'it''s'", .refused("a name in quotes ends the word: 'Book Club' bob")),
        ("/d #'Book Club'", .command(.deleteChat(name: "#Book Club"))),
        ("/d 'Book Club'", .command(.deleteChat(name: "Book Club"))),
        ("/d Book Club", .command(.deleteChat(name: "Book Club"))),
        ("/d #Book Club", .command(.deleteChat(name: "#Book Club"))),
        ("/d #12", .command(.deleteChat(name: "#12"))),
        ("/d @3", .command(.deleteChat(name: "@3"))),
        ("/g 'Book Club'", .command(.newGroup(name: "Book Club"))),
        ("/g #'Book Club'", .command(.newGroup(name: "Book Club"))),
        ("/g Book Club", .command(.newGroup(name: "Book Club"))),
        ("/ac 'Mary Ann'", .command(.acceptContact(name: "Mary Ann"))),
        ("/ac @'Mary Ann'", .command(.acceptContact(name: "Mary Ann"))),
        ("/rc Mary Ann", .command(.rejectContact(name: "Mary Ann"))),
        ("/p 'Ally Cat'", .command(.profile(displayName: "Ally Cat"))),
        ("/f /srv/it's here.txt", .command(.sendFile(path: "/srv/it's here.txt"))),
        ("/c https://smp.example/i#a'b", .command(.connect(link: "https://smp.example/i#a'b"))),
        ("/a 'Book Club bob", .refused("a name in quotes ends with ': 'Book Club'")),
        ("/a '' bob", .refused("'' names nothing: write the name between the quotes")),
        ("/g 'Book' Club", .refused("a name in quotes stands alone: 'Book Club'")),
        ("/d 'Book'Club", .refused("a name in quotes ends the word: 'Book Club' bob")),
    ])
    func displayNameP(line: String, read: SlashCommand.Line) {
        #expect(SlashCommand.parse(line) == read)
    }

    @Test("/a #Book Club nobody says how to name a group with spaces")
    func unquotedSpacesHint() {
        guard case let .refused(why) = SlashCommand.parse("/a #Book Club nobody") else { Issue.record("not refused"); return }
        #expect(why.contains("'Book Club'"))
    }

    static var bookClub: AChat {
        var chat = ClientDriver.team
        chat.chatInfo = chat.chatInfo.withGroup { group in
            group.groupId = 12
            group.groupProfile.displayName = "Book Club"
            group.localDisplayName = "Book Club"
        }
        return chat
    }

    @Test("/a 'Book Club' bob invites; #12 and @id name the same chats")
    func addByQuotedNameAndId() throws {
        var client = ClientDriver.list([Self.bookClub, ClientDriver.team, ClientDriver.bob])
        guard case let .direct(bob) = ClientDriver.bob.chatInfo else { Issue.record("bob is no contact"); return }
        let invite = BackendRequest.run(.addMember(groupId: 12, contactId: bob.contactId, role: .member))
        #expect(client.commandLine("/a 'Book Club' bob") == [invite])
        client.answerCommand(with: .cmdOk(user_: Fixtures.user))
        #expect(client.commandLine("/a #12 @\(bob.contactId)") == [invite])
        client.answerCommand(with: .cmdOk(user_: Fixtures.user))
        #expect(client.commandLine("/a #99 bob").isEmpty)
        #expect(client.state.statusText == "there is no group #99")
        #expect(client.commandLine("/a #12 @99").isEmpty)
        #expect(client.state.statusText == "there is no contact @99")
    }

    @Test("/d #12 asks to delete that group")
    func deleteById() {
        var client = ClientDriver.list([Self.bookClub, ClientDriver.team, ClientDriver.bob])
        #expect(client.commandLine("/d #12").isEmpty)
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        #expect(prompt.title == "Delete Book Club?")
    }
}

private extension ClientDriver {
    /// Runs `line` from the chat list's command line (`:`), as a user types it.
    mutating func commandLine(_ line: String) -> [BackendRequest] {
        press(.character(":"))
        type(String(line.dropFirst()))
        return press(.enter)
    }
}
