import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "an event redraws only the damaged rows": the rows a client keeps from frame to
/// frame (`DrawnRows`, `RowCellsMemo`) and the screen drawn from them equal the rows and the
/// screen of the same state drawn from nothing, after every step of random events, keys
/// (scrolling, focus, selection, revealed secrets, the layout) and resizes; and a frame after a
/// new message draws only the rows around it.
@Suite struct DrawnRowsTests {
    static let senders: [String?] = ["alice", "bob", nil]
    /// Messages whose cells depend on the reader's state too: a secret (revealed with x) and a
    /// code block wider than the screen (scrolled sideways with ← →).
    static let texts = ["a *bold* message", "a #secret# inside", "```\n" + String(repeating: "wide code ", count: 30) + "\n```", "plain"]

    /// The rows and screen of `state`, and of the same state with nothing drawn before.
    static func keptAndFresh(_ state: ClientState) -> (kept: ([RowCells], TerminalFrame), fresh: ([RowCells], TerminalFrame)) {
        var cold = state
        cold.forgetDrawnRows()
        return ((state.openCells, ClientScreen.frame(state)), (cold.openCells, ClientScreen.frame(cold)))
    }

    @Test("Kept rows and their screen equal a full redraw after random steps", arguments: [31, 32, 33] as [UInt64])
    func keptEqualsFullRedraw(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var client = ClientDriver.opened(ClientDriver.team, size: GridSize(rows: 30, columns: 100))
        var nextId: Int64 = 10_000
        var minute = 40.0
        for step in 0..<160 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0..<3:
                minute += Double.random(in: 0.1...30, using: &random)
                let text = Self.texts[Int.random(in: 0..<Self.texts.count, using: &random)] + " \(nextId)"
                let item = ClientDriver.teamItem(nextId, text, from: Self.senders.randomElement(using: &random) ?? nil, minute: minute)
                nextId += 1
                client.send(.core(.newChatItems(chatItems: [item], user: Fixtures.user)))
            case 3:
                guard var item = client.state.open?.timeline.window.items.randomElement(using: &random) else { continue }
                item.reactions = [CIReactionCount(reaction: .emoji(emoji: "🎉"), totalReacted: Int.random(in: 1...3, using: &random), userReacted: false)]
                client.send(.core(.chatItemUpdated(chatItem: AChatItem(chatInfo: ClientDriver.team.chatInfo, chatItem: item), user: Fixtures.user)))
            case 4:
                client.press([.up, .down, .pageUp, .pageDown, .left, .right].randomElement(using: &random) ?? .up)
            case 5:
                client.press(.tab)
            case 6:
                client.press(.character(["x", "s", " "].randomElement(using: &random) ?? "x"))
            case 7:
                client.press(.escape)
            case 8:
                if client.state.chat?.focus == nil, client.state.open?.selection == nil { client.press(.character("t"), .control) }
            case 9:
                client.handle(.resize(GridSize(rows: Int.random(in: 12...40, using: &random), columns: Int.random(in: 40...160, using: &random))))
            default:
                client.model.state.environment.now += 60
            }
            if client.state.chat == nil { client = ClientDriver.opened(ClientDriver.team, size: client.state.size) }
            let (kept, fresh) = Self.keptAndFresh(client.state)
            guard kept.0 == fresh.0, kept.1 == fresh.1 else {
                let row = kept.0.indices.first { !fresh.0.indices.contains($0) || kept.0[$0] != fresh.0[$0] }
                Issue.record("seed \(seed) step \(step): the kept rows differ from a full redraw at row \(row.map(String.init) ?? "none"); the screens \(kept.1 == fresh.1 ? "agree" : "differ")")
                return
            }
        }
    }

    @Test("A new message draws only the rows around it")
    func newMessageDrawsItsNeighbourhood() throws {
        var client = ClientDriver.opened(ClientDriver.team, size: GridSize(rows: 30, columns: 100))
        let before = client.state.openCells
        try #require(!before.isEmpty)
        client.send(.core(.newChatItems(chatItems: [ClientDriver.teamItem(10_000, "hello", from: "alice", minute: 50)], user: Fixtures.user)))
        let drawnAgain = Set(client.state.drawnRows.lastDrawnAnew)
        let after = client.state.openCells
        let kept = after.filter { row in before.contains { $0.id == row.id } }
        #expect(after.count == before.count + 1)
        #expect(kept.count == before.count)
        #expect(drawnAgain.count <= 3, "drawn anew: \(drawnAgain)")
        #expect(drawnAgain.contains(10_000))
    }
}
