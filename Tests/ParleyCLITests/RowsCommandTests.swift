import Foundation
import SimpleXModel
import Testing
import TestSupport

/// `parley rows`, run as a user runs it, on the demo chat.
@Suite struct RowsCommandTests {
    private func rows(_ arguments: [String]) throws -> ProcessOutput {
        try runParley(["rows", "--from", Fixtures.demoPath("demo-chat")] + arguments)
    }

    @Test func terminalRowsTopToBottom() throws {
        let result = try rows(["--layout", "terminal"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.first?.contains(#""dateSeparator":"Sat, 28 Nov""#) == true)
        #expect(lines.first?.contains(#""kind":"grouped""#) == true)
        #expect(lines[1].contains(#""sender":{"badge":null,"name":"alice","own":false,"role":"admin"}"#))
        #expect(lines[3].contains(#""sender":{"badge":null,"name":"you","own":true,"role":"owner"}"#))
        #expect(lines[3].contains(#""showsAvatar":true"#), "D6: own group items show the user's avatar in the terminal layout")
        #expect(lines.last?.contains(#""paddingBottom":"newestRow""#) == true, "the newest row's bottom padding")
        for gap in ["cardTopGap", "cardBottomGap", "textTopGap", "quoteTopGap", "paddingBottom", "gapAbove"] {
            #expect(lines.allSatisfy { $0.contains("\"\(gap)\":") }, "every row prints \(gap)")
        }
    }

    /// The core's `apiChat` reply names the user: a direct chat's own items carry the user's
    /// name (D5), or "Incognito" when the contact's connection uses an incognito profile.
    @Test(arguments: [false, true])
    func apiChatRepliesNameTheUser(incognito: Bool) throws {
        var chat = Fixtures.bob
        if incognito, case var .direct(contact) = chat.chatInfo {
            contact.activeConn = try SimpleXJSON.decode(Connection.self, from: Data(Self.incognitoConnection.utf8))
            chat.chatInfo = .direct(contact: contact)
        }
        var user = Fixtures.user
        user.profile.displayName = "Yuri"
        let reply = ChatResponse.apiChat(chat: chat, navInfo: nil, user: user)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parley-rows-\(UUID().uuidString).json")
        try Data(SimpleXJSON.text(CoreReply<ChatResponse>.result(reply)).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runParley(["rows", "--from", file.path, "--layout", "terminal"])
        #expect(result.status == 0, "\(result.stderr)")
        let own = result.stdout.split(separator: "\n").filter { $0.contains(#""own":true"#) }
        #expect(!own.isEmpty)
        let expected = incognito ? "Incognito" : "Yuri"
        #expect(own.allSatisfy { $0.contains(#""name":"\#(expected)""#) }, "own items are \(expected)")
    }

    static let incognitoConnection = """
        {"agentConnId":"a","authErrCounter":0,"connChatVersion":16,"connId":9,"connLevel":0,"connStatus":"ready",
         "connType":"contact","contactConnInitiated":true,"createdAt":"2026-11-28T10:00:00Z","customUserProfileId":7,
         "localAlias":"","peerChatVRange":{"minVersion":1,"maxVersion":16},"pqEncryption":false,"pqSupport":false,
         "quotaErrCounter":0,"viaGroupLink":false}
        """

    @Test func aReplyThatIsNotAChatPageIsOneError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parley-rows-\(UUID().uuidString).json")
        try Data(#"{"result":{"type":"chatStarted"}}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runParley(["rows", "--from", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the core's reply is chatStarted, not apiChat"))
    }

    @Test func otherYearsShowTheYear() throws {
        let result = try rows(["--now", "2027-02-01T00:00:00Z", "--tz", "America/New_York"])
        #expect(result.stdout.split(separator: "\n").first?.contains(#""dateSeparator":"Sat, 28 Nov 2026""#) == true)
    }

    @Test func badOptionsAreStatusTwo() throws {
        #expect(try rows(["--layout", "cards"]).status == 2)
        #expect(try rows(["--tz", "Mars/Olympus"]).status == 2)
        #expect(try runParley(["rows"]).status == 2)
    }
}
