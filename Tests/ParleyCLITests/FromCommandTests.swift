import Foundation
import Testing
import TestSupport

/// Issue 22 "`parley --from FILE`": the terminal client's cells of a chat page read from a file,
/// with `parley layout`'s options, so both faces can be held against one input.
@Suite struct FromCommandTests {
    private func from(_ chat: String, _ arguments: [String] = [], columns: Int = 80) throws -> ProcessOutput {
        let parley = Repository.productsFolder.appendingPathComponent("parley").path
        return try runProcess("/usr/bin/env", ["COLUMNS=\(columns)", parley, "--from", Repository.url("Sources/ParleyDemo/Resources/\(chat).json").path] + arguments)
    }

    @Test("The page in the terminal layout, COLUMNS wide: the chat's name, its rows, the meta at the end")
    func terminalLayout() throws {
        let result = try from("demo-chat", ["--layout", "terminal"], columns: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Team")
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(lines.contains { $0.hasPrefix("    alice added bob") && $0.hasSuffix("9:00") })
        #expect(lines.contains { $0.contains("Yes, merged it an hour ago.") && $0.hasSuffix("✎ ✓✓ 9:04") })
        #expect(lines.contains { $0.contains("▌ marked deleted") }, "hidden stays hidden")
    }

    @Test("The classic layout draws bubbles; --tz moves the times")
    func classicAndTimeZone() throws {
        let result = try from("demo-chat", ["--layout", "classic", "--tz", "Europe/Berlin"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("╭") && result.stdout.contains("╯"))
        #expect(result.stdout.contains("alice added bob  10:00"), "9:00 UTC is 10:00 in Berlin in November")
    }

    @Test("--from takes no store, and a file that is no chat page is one clear error", arguments: [
        ["--db", "x.db"], ["--chat", "@2"],
    ])
    func refusals(extra: [String]) throws {
        let result = try from("demo-chat", extra)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--from reads a chat page from a file"))
    }

    @Test func unreadableFile() throws {
        let result = try runParley(["--from", Repository.url("Sources/ParleyDemo/Resources/demo-user.json").path])
        #expect(result.status != 0)
        #expect(!result.stderr.isEmpty && result.stdout.isEmpty)
    }
}
