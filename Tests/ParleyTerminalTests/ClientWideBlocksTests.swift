import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D21: a code block or table wider than the screen shows that it continues — ▶ at
/// the right edge while more is to the right, ◀ at the left edge once scrolled — and ← →
/// scroll the focused one by half of what shows, up to its end.
@Suite struct ClientWideBlocksTests {
    static let code = "```\n" + (0..<12).map { "column\($0)" }.joined(separator: " ") + "\n```"
    static let table = "| " + (0..<14).map { "head\($0)" }.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: 14) + "\n| "
        + (0..<14).map { "cell\($0)" }.joined(separator: " | ") + " |"

    static func client(_ text: String) -> ClientDriver {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 24, columns: 80))
        client.send(.core(.newChatItems(chatItems: [ClientDriver.teamItem(10_000, text, from: "alice", minute: 50)], user: Fixtures.user)))
        client.press(.tab)
        return client
    }

    static func lines(_ client: ClientDriver, containing words: [String]) -> [String] {
        client.screenLines.filter { line in words.contains { line.contains($0) } }
    }

    @Test("A wide block shows ▶ where it is cut; scrolled, ◀ too; at its end no ▶", arguments: [("code", code, ["column"]), ("table", table, ["head", "cell"])])
    func wideBlocksShowTheyContinue(kind: String, text: String, words: [String]) {
        var client = Self.client(text)
        let start = Self.lines(client, containing: words)
        #expect(!start.isEmpty && start.allSatisfy { $0.contains("▶") && !$0.contains("◀") }, "\(kind): \(start)")
        client.press(.right)
        let scrolled = Self.lines(client, containing: words)
        #expect(!scrolled.isEmpty && scrolled.allSatisfy { $0.contains("◀") }, "\(kind): \(scrolled)")
        for _ in 0..<20 { client.press(.right) }
        let end = Self.lines(client, containing: words)
        #expect(!end.isEmpty && end.allSatisfy { $0.contains("◀") && !$0.contains("▶") }, "\(kind): \(end)")
    }

    @Test("→ scrolls by half of what shows, so a block twice the screen's width takes a few presses", arguments: [code, table])
    func arrowsScrollByAUsefulStep(text: String) {
        var client = Self.client(text)
        client.press(.right)
        let step = client.state.chat?.horizontalOffset ?? 0
        #expect(step >= client.state.size.columns / 4, "a step of \(step) cells")
        var presses = 1
        while presses < 40 {
            let before = client.state.chat?.horizontalOffset
            client.press(.right)
            if client.state.chat?.horizontalOffset == before { break }
            presses += 1
        }
        #expect(presses <= 4, "\(presses) presses to the end")
        let end = client.state.chat?.horizontalOffset ?? 0
        client.press(.left)
        #expect(client.state.chat?.horizontalOffset == max(0, end - step), "← goes back one step")
    }
}
