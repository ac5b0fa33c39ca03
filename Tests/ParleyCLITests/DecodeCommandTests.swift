import Foundation
import Testing
import TestSupport

/// `parley decode` and the main job, run as a user runs them.
@Suite struct DecodeCommandTests {
    private func parley(_ arguments: [String], input: String = "") throws -> ProcessOutput {
        try runParley(arguments, input: Data(input.utf8))
    }

    @Test func objectFormIsPrintedTagged() throws {
        let result = try parley(["decode", "ResponseReply"], input: #"{"result":{"_owsf":true,"chatStarted":{}}}"#)
        #expect(result.status == 0)
        #expect(result.stdout == #"{"result":{"type":"chatStarted"}}"# + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func fileArgumentIsRead() throws {
        let result = try parley(["decode", "User", Repository.url("Tests/Fixtures/simplex/user.json").path])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""agentUserId":"1""#))
    }

    @Test func listTypesDecode() throws {
        let result = try parley(["decode", "[Format]"], input: #"[{"type":"bold"},{"_owsf":true,"colored":{"color":"red"}}]"#)
        #expect(result.stdout == #"[{"type":"bold"},{"color":"red","type":"colored"}]"# + "\n")
    }

    @Test(arguments: [
        (#"{"result":{"type":"apiChats","chats":[]}}"#, "parley: ResponseReply: result.user: required field is missing\n"),
        (#"{"result":"#, "parley: ResponseReply: not valid JSON: unexpected end of input at byte 10\n"),
        ("[]", "parley: ResponseReply: expected an object\n"),
    ])
    func badInputIsOneLineAndStatusOne(input: String, message: String) throws {
        let result = try parley(["decode", "ResponseReply"], input: input)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }

    @Test func missingFileIsAnError() throws {
        let result = try parley(["decode", "User", "/nonexistent/user.json"])
        #expect(result.status == 1)
        #expect(result.stderr == "parley: cannot read /nonexistent/user.json\n")
    }

    @Test(arguments: [["decode"], ["decode", "NoSuchType"], ["decode", "User", "a", "b"], ["frobnicate"]])
    func badCommandLinesAreStatusTwo(arguments: [String]) throws {
        let result = try parley(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func helpExplainsItself() throws {
        let main = try parley(["--help"])
        #expect(main.status == 0 && main.stdout.contains("parley decode TYPE [FILE]"))
        let decode = try parley(["decode", "--help"])
        #expect(decode.status == 0 && decode.stdout.contains("Usage: parley decode TYPE [FILE]"))
        let types = try parley(["decode", "--types"])
        #expect(types.stdout.split(separator: "\n").contains("ChatItem"))
    }

    /// The main job in a pipe: `parley` prints the chat as text in the terminal layout (the
    /// first chat by default) and exits 0; a new `--db` path asks for the profile's name.
    @Test func mainJobInAPipePrintsTheChat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("demo.db").path
        #expect(try parley(["demo", "--db", path]).status == 0)
        let team = try parley(["--db", path, "--chat", "#1", "--layout", "terminal"])
        #expect(team.status == 0, "\(team.stderr)")
        let lines = team.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Team")
        #expect(lines.contains { $0.contains("── Sat, 28 Nov ──") }, "date separators")
        #expect(lines.contains { $0.hasPrefix(" A  alice  admin") }, "the sender row with the avatar's initials and the role")
        #expect(lines.contains { $0.contains("Yes, merged it an hour ago.") && $0.hasSuffix("✎ ✓✓ 9:04") }, "the meta at the row's end")
        let first = try parley(["--db", path])
        #expect(first.status == 0 && !first.stdout.isEmpty, "without --chat: the first chat")
        let fresh = folder.appendingPathComponent("new.db").path
        let created = try runParley(["--db", fresh], input: Data("Ada\n".utf8))
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stderr.contains("Your profile's display name"))
        #expect(try parley(["chats", "--db", fresh]).stdout.isEmpty, "a new store has no chats")
    }
}
