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
        (#"{"result":"#, "parley: ResponseReply: not valid JSON: Unexpected end of file during JSON parse.\n"),
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

    @Test func mainJobShowsTheDemoChat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try parley(["--db", folder.appendingPathComponent("demo.db").path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("#Team — 8 members\n"), "you and the seven current of the twelve: the count follows the members")
        #expect(result.stdout.contains("09:04  you  Yes, merged it an hour ago.  [edited; reply to #3]"))
    }
}
