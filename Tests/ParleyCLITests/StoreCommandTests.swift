import Foundation
import Testing
import TestSupport

/// `parley chats`, `send`, `messages` and `demo` on a store of their own, as a script runs them;
/// and durability: a sender killed at random moments loses nothing it acknowledged.
@Suite struct StoreCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-cli-\(UUID().uuidString)")
    var database: String { folder.appendingPathComponent("demo.db").path }

    private func parley(_ arguments: [String]) throws -> ProcessOutput {
        try runParley(arguments + ["--db", database])
    }

    @Test func chatsSendMessages() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let chats = try parley(["chats"])
        #expect(chats.status == 0)
        let refs = chats.stdout.split(separator: "\n").compactMap { line in
            line.range(of: #""ref":""#).map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        #expect(Set(refs) == ["@2", "#1", "@3", "@4", "@5", "@6", "#3"], "bob, Team, the two bots, history, kim and the channel")
        let sent = try parley(["send", "--chat", "#1", "--quote", "3", "on it *now*"])
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(sent.stdout.contains(#""quotedItem":{"#) && sent.stdout.contains(#"{"format":{"type":"bold"},"text":"now"}"#))
        let last = try parley(["messages", "--chat", "#1", "--last", "1"])
        #expect(last.stdout == sent.stdout)
        let found = try parley(["messages", "--chat", "#1", "--search", "changelog"])
        #expect(found.stdout.split(separator: "\n").count == 1)
    }

    /// Issue 18: `parley send … -` takes the message from standard input, of any length.
    @Test func sendReadsTheMessageFromStandardInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = String(repeating: "one line of a long message\n", count: 40_000) + "the end"
        let sent = try runParley(["send", "--chat", "@2", "-", "--db", database], input: Data(text.utf8))
        #expect(sent.status == 0, "\(sent.stderr)")
        let last = try parley(["messages", "--chat", "@2", "--last", "1"])
        #expect(last.stdout.contains("the end") && last.stdout.utf8.count > 1_000_000, "all of it, over 1 MB")
        let empty = try runParley(["send", "--chat", "@2", "-", "--db", database], input: Data())
        #expect(empty.status == 1 && empty.stderr.contains("standard input is empty"))
    }

    /// Issue 18 defects 13 and 15: a chat that does not exist is one clear error, and an empty
    /// display name is asked for again.
    @Test func anUnknownChatIsAnErrorAndAnEmptyNameIsAskedAgain() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = try runParley(["--db", database], input: Data("\n  \nAnn\n".utf8))
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stderr.components(separatedBy: "A display name cannot be empty").count == 3, "asked again twice")
        let unknown = try parley(["--chat", "@999"])
        #expect(unknown.status == 1 && unknown.stderr.contains("cannot open @999"), "\(unknown.stderr)")
        #expect(unknown.stdout.isEmpty)
    }

    /// Issue 18 defect 14: in a pipe the chat is printed in the terminal layout, and a chat
    /// longer than the page says so.
    @Test func aPipedChatIsInTheTerminalLayoutAndSaysWhenItIsCut() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try parley(["chats"]).status == 0, "the demo store made")
        let long = try parley(["--chat", "@5"])
        #expect(long.status == 0, "\(long.stderr)")
        #expect(long.stdout.hasSuffix("(the newest 50 messages; parley messages --chat @5 prints them all)\n"))
        let short = try parley(["--chat", "@3"])
        #expect(!short.stdout.contains("the newest 50") && !short.stdout.contains("╭"), "whole, and no classic bubbles")
    }

    /// Issue 36 D10: `@you` sent by a script is a mention, in kim's item and in your copy.
    @Test func aScriptsMentionIsAMention() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let sent = try parley(["send", "--as", "kim", "--chat", "#2", "@you mention number 3"])
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(sent.stdout.contains(#""mentions":{"you":{"#), "\(sent.stdout)")
        let yours = try parley(["messages", "--chat", "#1", "--last", "1"])
        #expect(yours.stdout.contains(#""text":"@you mention number 3""#) && yours.stdout.contains(#""userMention":true"#), "\(yours.stdout)")
        let plain = try parley(["send", "--as", "kim", "--chat", "#2", "@nobody is not a member"])
        #expect(plain.stdout.contains(#""mentions":{}"#) || !plain.stdout.contains(#""mentions""#), "\(plain.stdout)")
    }

    @Test func anotherProfileAnswers() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let kimChats = try parley(["chats", "--as", "kim"])
        #expect(kimChats.stdout.contains(#""ref":"@7""#) && !kimChats.stdout.contains(#""ref":"@2""#), "kim sees her own chats")
        let sent = try parley(["send", "--as", "kim", "--chat", "@7", "from kim"])
        #expect(sent.status == 0, "\(sent.stderr)")
        let received = try parley(["messages", "--chat", "@6", "--last", "1"])
        #expect(received.stdout.contains(#""text":"from kim""#) && received.stdout.contains(#""type":"directRcv""#))
        let unknown = try parley(["chats", "--as", "nobody"])
        #expect(unknown.status == 1 && unknown.stderr == "parley: there is no profile named nobody\n")
    }

    @Test(arguments: ["chats", "send", "messages", "demo", "decode", "markdown", "rows", "group-info"])
    func everyCommandExplainsItself(command: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let help = try runParley([command, "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("Usage: parley"), "\(command)")
        let unknown = try runParley([command, "--no-such-option", "--db", database])
        #expect(unknown.status == 2 && unknown.stderr == "parley: unknown option --no-such-option; see parley \(command) --help\n", "\(command)")
        if ["chats", "send", "messages", "demo"].contains(command) {
            #expect(!FileManager.default.fileExists(atPath: database), "\(command): a usage error is found before the store is opened")
        }
    }

    @Test func errorsAreOneLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let early = try parley(["messages", "--last", "x"])
        #expect(early.status == 2 && early.stderr == "parley: --chat REF is required (@CONTACT, #GROUP, *NOTES); see parley messages --help\n")
        #expect(!FileManager.default.fileExists(atPath: database), "a usage error is found before the demo store is made")
        let unknown = try parley(["messages", "--chat", "@9"])
        #expect(unknown.status == 1 && unknown.stderr == "parley: there is no chat @9\n")
        let missing = try parley(["send", "--chat", "--quote", "5", "hi"])
        #expect(missing.status == 2 && missing.stderr == "parley: --chat needs a value; see parley send --help\n")
        let both = try parley(["messages", "--chat", "@2", "--last", "5", "--before", "100"])
        #expect(both.status == 2 && both.stderr == "parley: give one of --last, --before and --around; see parley messages --help\n")
        let dashes = try runParley(["send", "--db", database, "--chat", "@2", "--", "--help is just text"])
        #expect(dashes.status == 0 && dashes.stdout.contains(#""itemText":"--help is just text""#), "after -- everything is the text")
        let usage = try parley(["send", "--chat", "#1"])
        #expect(usage.status == 2 && usage.stderr == "parley: send takes the text as one argument, or - for standard input; see parley send --help\n")
    }

    @Test func aSenderKilledAtRandomMomentsLosesNothingAcknowledged() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try parley(["demo", "--reset"])
        var acknowledged: [Int64] = []
        var random = SeededRandom(seed: 20)
        for _ in 0..<20 {
            let process = Process()
            process.executableURL = Repository.productsFolder.appendingPathComponent("parley")
            process.arguments = ["send", "--chat", "@2", "--repeat", "10000", "durable", "--db", database]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // A random moment of the sender's work, not of the clock: after its k-th acknowledgement.
            let moment = Int.random(in: 1...300, using: &random)
            var read = Data()
            var lines = 0
            while lines < moment {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                read += chunk
                lines += chunk.count { $0 == UInt8(ascii: "\n") }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            read += output.fileHandleForReading.readDataToEndOfFile()
            let printed = String(decoding: read, as: UTF8.self)
            for line in printed.split(separator: "\n") where line.hasSuffix("}") {
                if let range = line.range(of: #""itemId":"#) {
                    acknowledged.append(Int64(line[range.upperBound...].prefix { $0.isNumber }) ?? -1)
                }
            }
            let check = try runProcess("python3", ["-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute('PRAGMA integrity_check').fetchone()[0])", database])
            #expect(check.stdout == "ok\n")
        }
        #expect(acknowledged.count > 20, "the sender acknowledged items before it was killed")
        let stored = try parley(["messages", "--chat", "@2", "--last", "100000"])
        let storedIds = Set(stored.stdout.split(separator: "\n").compactMap { line -> Int64? in
            line.range(of: #""itemId":"#).flatMap { Int64(line[$0.upperBound...].prefix { $0.isNumber }) }
        })
        #expect(Set(acknowledged).isSubset(of: storedIds), "\(Set(acknowledged).subtracting(storedIds).count) acknowledged items are missing")
    }
}
