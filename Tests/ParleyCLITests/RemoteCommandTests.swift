import Foundation
import SimpleXModel
@_spi(StandIn) import SimpleXRemote
import Testing
import TestSupport

/// `parley chats`, `messages` and `send` on a remote core (issue 12, "Everywhere"), run as a
/// script runs them: over `--connect` against the loopback stand-in of the CLI's WebSocket
/// server (`CLIStandIn`, answering from `FixtureCore`), and over `--core-lib` against the stand-in
/// for libsimplex's ABI. Neither is the SimpleX core.
@Suite struct RemoteCommandTests {
    let fixtures: FixtureCore

    init() throws {
        fixtures = try FixtureCore(itemCount: 200)
    }

    func standIn() throws -> CLIStandIn {
        try CLIStandIn.answering(fixtures)
    }

    /// The JSON object of each line of `text`.
    func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    func itemId(_ item: Any?) -> Int? {
        ((item as? [String: Any])?["meta"] as? [String: Any])?["itemId"] as? Int
    }

    @Test("chats over --connect prints the lines --db prints, for the core's chats")
    func chatsOverWebSocket() throws {
        let standIn = try standIn()
        defer { standIn.stop() }
        let remote = try runParley(["chats", "--connect", standIn.url])
        #expect(remote.status == 0 && remote.stderr.isEmpty, "\(remote.stderr)")
        let chats = try objects(remote.stdout)
        try #require(chats.count == 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let local = try objects(try runParley(["chats", "--db", folder.appendingPathComponent("demo.db").path]).stdout)
        let team = try #require(local.first { $0["ref"] as? String == "#1" }, "the demo store has the group Team")
        #expect(Set(chats[0].keys) == Set(team.keys))
        for key in ["ref", "name", "type"] {
            #expect(chats[0][key] as? String == team[key] as? String, "\(key)")
        }
        #expect(chats[0]["unread"] as? Int == 1 && itemId(chats[0]["lastItem"]) == 200)
        #expect(standIn.commands.last == ChatCommand.getChats(userId: 1).text)
    }

    /// A chat whose group has no profile: what a core with another schema could send.
    static let unreadableChat = #"{"chatInfo":{"type":"group","groupInfo":{"groupId":9}},"chatItems":[],"chatStats":{"unreadCount":4,"reportsCount":0,"minUnreadItemId":1,"unreadMentions":0,"unreadChat":false}}"#

    @Test("chats with one chat it cannot read lists the others, and says so once on stderr")
    func oneUnreadableChat() throws {
        let fixtures = fixtures
        let standIn = try CLIStandIn { command in
            let answer = fixtures.answer(command)
            return [.reply(command.hasPrefix("/_get chats") ? answer.replacingOccurrences(of: #""chats":["#, with: #""chats":[\#(Self.unreadableChat),"#) : answer)]
        }
        defer { standIn.stop() }
        let output = try runParley(["chats", "--connect", standIn.url])
        #expect(output.status == 0)
        let chats = try objects(output.stdout)
        #expect(chats.map { $0["ref"] as? String } == ["#1"], "the readable chat is listed")
        let warnings = output.stderr.split(separator: "\n")
        #expect(warnings.count == 1, "\(output.stderr)")
        #expect(warnings.first?.contains("chat 1 of 2 could not be read") == true)
        #expect(warnings.first?.contains("chatInfo.groupInfo.") == true, "it names what is missing: \(output.stderr)")
    }

    static let pages: [([String], String, ClosedRange<Int>)] = [
        (["--last", "5"], "count=5", 196...200),
        (["--before", "101", "--count", "20"], "before=101 count=20", 81...100),
        (["--around", "100", "--count", "10"], "around=100 count=10", 95...104),
    ]

    @Test("messages over --connect prints the page the core answers", arguments: pages)
    func messagesOverWebSocket(options: [String], pagination: String, ids: ClosedRange<Int>) throws {
        let standIn = try standIn()
        defer { standIn.stop() }
        let output = try runParley(["messages", "--chat", "#1", "--connect", standIn.url] + options)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try objects(output.stdout).map { itemId($0) } == Array(ids))
        #expect(standIn.commands.last == "/_get chat #1 \(pagination)")
    }

    @Test("send over --connect sends the core's command and prints the item it answers")
    func sendOverWebSocket() throws {
        let standIn = try standIn()
        defer { standIn.stop() }
        let output = try runParley(["send", "--chat", "#1", "--connect", standIn.url, "on it *now*"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try objects(output.stdout).map { itemId($0) } == [200])
        let sent = ChatCommand.send(.group(1), messages: [ComposedMessage(msgContent: .text(text: "on it *now*"))]).text
        #expect(standIn.commands.last == sent)
    }

    /// A core that is not there: nothing listens, or something listens and never answers the
    /// WebSocket upgrade (the connect's timeout ends the wait).
    enum Absent: String, CaseIterable {
        case refused, silent
    }

    @Test("an unreachable core is one error line naming the address and status 1", arguments: Absent.allCases)
    func unreachable(absent: Absent) throws {
        let (listener, port) = try TCPSocket.listenOnLoopback()
        if absent == .refused { listener.close() }
        let url = "ws://127.0.0.1:\(port)"
        let output = try runParley(["chats", "--connect", url])
        if absent == .silent { listener.close() }
        #expect(output.status == 1 && output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("parley: cannot connect to the SimpleX CLI at \(url): "), "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1 && output.stderr.hasSuffix("\n"))
    }

    static let choices: [[String]] = [
        ["--db", "x.db", "--connect", "ws://127.0.0.1:5225"],
        ["--connect", "ws://127.0.0.1:5225", "--core-lib", "libsimplex.so", "--core-db", "simplex"],
        ["--db", "x.db", "--core-lib", "libsimplex.so", "--core-db", "simplex"],
    ]

    @Test("more than one core is a usage error", arguments: ["chats", "messages", "send"], choices)
    func oneCore(command: String, options: [String]) throws {
        let extra = command == "chats" ? [] : ["--chat", "#1"] + (command == "send" ? ["hi"] : [])
        let output = try runParley([command] + options + extra)
        #expect(output.status == 2)
        #expect(output.stderr == "parley: give one of --db PATH, --connect URL and --core-lib PATH --core-db PREFIX; see parley \(command) --help\n")
        #expect(!FileManager.default.fileExists(atPath: Repository.url("x.db").path), "nothing is opened")
    }

    @Test("a usage error about the core's options is found before connecting", arguments: [
        (["--core-lib", "libsimplex.so"], "--core-lib PATH and --core-db PREFIX go together"),
        (["--core-db", "simplex"], "--core-lib PATH and --core-db PREFIX go together"),
        (["--connect", "http://127.0.0.1:5225"], "--connect: http://127.0.0.1:5225 is not a ws:// address"),
    ])
    func badCoreOptions(options: [String], message: String) throws {
        let output = try runParley(["chats"] + options)
        #expect(output.status == 2 && output.stderr == "parley: \(message); see parley chats --help\n")
    }

    @Test("--as needs the embedded store: over --connect it is the capability error")
    func profileNeedsTheStore() throws {
        let standIn = try standIn()
        defer { standIn.stop() }
        let output = try runParley(["chats", "--as", "kim", "--connect", standIn.url])
        #expect(output.status == 1 && output.stdout.isEmpty)
        #expect(output.stderr == "parley: --as needs the embedded store: a remote core has one active profile for all its clients\n")
    }

    @Test("chats over --core-lib, through the stand-in for libsimplex's ABI")
    func chatsOverLibrary() throws {
        let reply = { (command: ChatCommand) in #"{"result":\#(fixtures.answer(command.text))}"# }
        let prefix = try CoreLibraryStandIn.databasePrefix(replies: [
            ChatCommand.showActiveUser.text: reply(.showActiveUser),
            ChatCommand.startChat.text: #"{"result":{"type":"chatStarted"}}"#,
            ChatCommand.getChats(userId: 1).text: reply(.getChats(userId: 1)),
        ])
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: prefix).deletingLastPathComponent().path) }
        let output = try runParley(["chats", "--core-lib", CoreLibraryStandIn.library, "--core-db", prefix])
        #expect(output.status == 0, "\(output.stderr)")
        let chats = try objects(output.stdout)
        #expect(chats.map { $0["ref"] as? String } == ["#1"] && itemId(chats.first?["lastItem"]) == 200)
    }
}
