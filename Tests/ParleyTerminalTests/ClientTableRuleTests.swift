import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D21: a markdown table's `|---|` row is drawn, as a rule between its header and its
/// rows, crossing the column rules.
@Suite struct ClientTableRuleTests {
    static let table = "| name | role |\n|---|---|\n| alice | admin |\n| bob | member |"

    @Test("The separator row is a rule line under the header")
    func separatorIsARule() throws {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 24, columns: 80))
        client.send(.core(.newChatItems(chatItems: [ClientDriver.teamItem(10_000, Self.table, from: "alice", minute: 50)], user: Fixtures.user)))
        let lines = client.screenLines
        let header = try #require(lines.firstIndex { $0.contains("name") && $0.contains("role") }, "\(client.screen)")
        #expect(lines[header + 1].contains("─┼─"), "\(client.screen)")
        #expect(lines[header + 2].contains("alice") && lines[header + 3].contains("bob"))
    }
}
