import Foundation
@_spi(Benchmarks) @testable import ParleyTerminal
import Testing
import TestSupport

/// Issue 36 D14 under tmux: with the 1 MB and 3,000-line messages loaded in a chat, the frame
/// right after a resize has its header and hint line at the new size; it does not wait for the
/// rows to be laid out at the new width.
@Suite struct ClientResizeTmuxTests {
    /// Whether `screen`'s header spans `columns` (its right end, the layout's name, at the edge)
    /// and its last line holds the hint.
    static func framed(_ screen: String, columns: Int) -> Bool {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.first, let hint = lines.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return false }
        let name = header.trimmingCharacters(in: .whitespaces)
        return header.contains("kim") && (name.hasSuffix("classic") || name.hasSuffix("terminal")) && header.count >= columns - 2 && hint.contains("Enter ")
    }

    @Test("After a resize the header and hint line show at once with the big messages loaded")
    func headerAtOnce() throws {
        let store = try DemoStoreFolder(named: "resize")
        defer { store.remove() }
        let megabyte = String(repeating: "word ", count: 1 << 18)
        let lines = (1...3_000).map { "line \($0)" }.joined(separator: "\n")
        for text in [megabyte, lines] {
            let sent = try runParley(["send", "--db", store.db, "--chat", "@6", "-"], input: Data(text.utf8))
            #expect(sent.status == 0, "\(sent.stderr)")
        }
        let tmux = try TmuxSession(command: "'\(store.parley)' --db '\(store.db)'", columns: 60, rows: 30)
        defer { tmux.close() }
        try tmux.waitFor("Parley — you")
        try tmux.type("/kim")
        try tmux.waitFor("/ kim")
        try tmux.press("Enter")
        try tmux.waitFor("word word", timeout: 60)
        for columns in [100, 70] {
            try tmux.resize(columns: columns, rows: 30)
            try tmux.waitFor("the header and hint at \(columns) columns", timeout: 0.5) { Self.framed($0, columns: columns) }
            try tmux.waitFor("the rows at \(columns) columns", timeout: 60) { screen in
                Self.framed(screen, columns: columns) && screen.split(separator: "\n").contains { $0.contains("word word") && $0.count >= columns - 4 }
            }
        }
    }
}

/// Issue 36 D14, the model: the frame right after a resize is the sketch — the header and hint
/// line at the new width, the rows as drawn before — and finishing it lays the rows out anew.
@Suite struct ClientResizeSketchTests {
    @Test("The sketch keeps the rows as drawn; finished, they are laid out at the new width")
    func sketchThenLayout() {
        let client = ClientDriver.opened(ClientDriver.team, layout: .terminal, size: GridSize(rows: 24, columns: 60))
        var model = client.model
        let before = model.state.openCells.map(\.grid.size.columns)
        _ = model.handle(.resize(GridSize(rows: 24, columns: 100)))
        let sketch = ClientScreen.frame(model.state).grid.lineTexts
        #expect(model.state.openCells.map(\.grid.size.columns) == before, "the rows as last drawn")
        #expect(sketch.first?.trimmingCharacters(in: .whitespaces).hasSuffix("terminal") == true && (sketch.first?.count ?? 0) >= 98, "\(sketch.first ?? "")")
        _ = model.finishSketch()
        #expect(model.state.openCells.allSatisfy { $0.grid.size.columns == 100 }, "laid out at the new width")
    }
}
