import ChatLayout
import ChatSession
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Screens", what is drawn: the hint line fits the terminal and keeps `? keys`; an
/// overlay leaves no sliver of the screen touching its frame; a message marked deleted has no
/// edit mark; a quote's empty lines are collapsed.
@Suite struct ClientDisplayTests {
    /// The keyboard's places: typing, the focused messages, selection mode, a search's results.
    static func client(in place: String, columns: Int) -> ClientDriver {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 24, columns: columns))
        switch place {
        case "focus": client.focus("Yes, merged")
        case "selection":
            client.focus("Yes, merged")
            client.press(.character("s"))
        case "found":
            client.press(.character("f"), .control)
            client.type("changelog")
            client.press(.enter)
        default: break
        }
        return client
    }

    @Test("The hint line fits the width, drops whole hints, and never drops `? keys`",
          arguments: ["compose", "focus", "selection", "found"], [40, 80, 120, 200])
    func hintLineFits(place: String, columns: Int) {
        let client = Self.client(in: place, columns: columns)
        let line = client.screenLines.last ?? ""
        #expect(line.contains("? keys"), "\(place) at \(columns): \(line)")
        #expect(CellWidth.of(line) <= columns - 1, "one cell stays free at the edge")
        guard let open = client.state.open, let chat = client.state.chat else { Issue.record("no chat"); return }
        let hints = ChatScreen.hint(open, chat).hints.map(\.text)
        let shown = line.dropFirst().components(separatedBy: "  ")
        #expect(shown.allSatisfy(hints.contains), "only whole hints: \(shown)")
    }

    @Test("A client made of a session showing a chat draws that chat at its newest line, as a benchmark and `parley` in a pipe start")
    func aSessionShowingAChatIsDrawn() {
        let session = ChatSession(user: Fixtures.user, showing: ClientDriver.bob, layout: .terminal)
        let state = ClientState(session: session, theme: .light, size: GridSize(rows: 24, columns: 80), environment: ClientDriver.environment)
        #expect(state.screen == .chat)
        #expect(state.chat?.scroll == 0 && state.chat?.focus == nil)
        let screen = ClientScreen.frame(state).grid.lineTexts
        #expect(screen.first?.hasPrefix(" bob") == true)
        #expect(screen.contains { $0.contains("Don't forget the release notes") }, "\(screen)")
        #expect(ClientState(theme: .light, size: GridSize(rows: 24, columns: 80), environment: ClientDriver.environment).screen == .chatList)
    }

    @Test("Hints are dropped from the highest rank; rank 0 stays even when too wide")
    func hintRanks() {
        let line = HintLine(ranked: [("aaaa", 1), ("bbbb", 3), ("? keys", 0), ("cccc", 2)])
        #expect(line.text(width: 100) == "aaaa  bbbb  ? keys  cccc")
        #expect(line.text(width: 25) == "aaaa  bbbb  ? keys  cccc", "24 cells fit 25 columns with the margin")
        #expect(line.text(width: 24) == "aaaa  ? keys  cccc")
        #expect(line.text(width: 15) == "aaaa  ? keys")
        #expect(line.text(width: 12) == "? keys")
        #expect(line.text(width: 3) == "? keys")
    }

    /// The columns of row `row` of the screen that hold a frame character.
    static func frameColumns(_ grid: CellGrid, row: Int) -> [Int] {
        (0..<grid.size.columns).filter { ["│", "╭", "╮", "╰", "╯"].contains(grid[row, $0].text) }
    }

    @Test("Beside a menu's frame one cell is blank on each side", arguments: [80, 81, 200])
    func menuMargin(columns: Int) throws {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 24, columns: columns))
        client.focus("Yes, merged")
        client.press(.enter)
        let grid = ClientScreen.frame(client.state).grid
        let rows = (1..<23).filter { !Self.frameColumns(grid, row: $0).isEmpty }
        #expect(!rows.isEmpty)
        for row in rows {
            let frame = Self.frameColumns(grid, row: row)
            let (left, right) = (try #require(frame.first), try #require(frame.last))
            #expect(grid[row, left - 1].text == " " && grid[row, right + 1].text == " ", "row \(row)")
        }
    }

    @Test("A sheet blanks its rows from edge to edge: nothing of the chat shows beside it", arguments: [80, 200])
    func sheetRowsBlank(columns: Int) {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 24, columns: columns))
        client.press(.character("?"))
        let grid = ClientScreen.frame(client.state).grid
        for row in 1..<23 {
            let frame = Self.frameColumns(grid, row: row)
            let outside = (0..<columns).filter { column in frame.first.map { column < $0 } ?? true || frame.last.map { column > $0 } ?? true }
            #expect(outside.allSatisfy { grid[row, $0].text == " " }, "row \(row)")
        }
    }

    /// The user's team message `text`, edited, as the screen shows it in `layout`.
    static func ownEdited(_ text: String, deleted: Bool, layout: ChatLayoutMode) -> String {
        var client = ClientDriver.opened(ClientDriver.team, layout: layout)
        var item = ClientDriver.teamItem(91, text, from: nil)
        item.chatItem.meta.itemEdited = true
        if deleted { item.chatItem = item.chatItem.markedDeleted(.deleted(chatType: .group, deletedTs: nil)) }
        client.send(.core(.newChatItems(chatItems: [item], user: Fixtures.user)))
        return client.rowTexts.last ?? ""
    }

    @Test("The edit mark ✎ is on an edited message, not on one marked deleted", arguments: [false, true], [ChatLayoutMode.terminal, .classic])
    func editMark(deleted: Bool, layout: ChatLayoutMode) {
        #expect(Self.ownEdited("edited text", deleted: deleted, layout: layout).contains("✎") == !deleted)
    }

    @Test("A quote whose text has empty lines draws no empty bar line", arguments: [ChatLayoutMode.terminal, .classic])
    func quoteCollapsesEmptyLines(layout: ChatLayoutMode) throws {
        var client = ClientDriver.opened(ClientDriver.team, layout: layout)
        var item = ClientDriver.teamItem(92, "the reply", from: "bob")
        item.chatItem = item.chatItem.quoting("first\n\n\nsecond")
        client.send(.core(.newChatItems(chatItems: [item], user: Fixtures.user)))
        let lines = try #require(client.rowTexts.last).split(separator: "\n", omittingEmptySubsequences: false)
        let bars = lines.filter { $0.contains("▎") }
        #expect(bars.first?.contains("first") == true, "\(lines)")
        #expect(bars.allSatisfy { $0.split(separator: "▎").last.map { !$0.allSatisfy(\.isWhitespace) } == true }, "\(bars)")
    }
}
