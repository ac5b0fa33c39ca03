import ChatLayout
import Testing
@_spi(Benchmarks) @testable import ParleyTerminal

/// The cell grid (issue 11 "Cell grid and diff renderer"; code review §5.4).
@Suite struct CellGridTests {
    static func text(_ grid: CellGrid, row: Int) -> String {
        grid.row(row).map(\.text).joined()
    }

    @Test("put draws clusters, returns the columns used and clips at the edge", arguments: [
        ("hello", 0, 8, "hello   ", 5),
        ("hello world", 3, 8, "   hello", 5),
        ("世界", 0, 8, "世界    ", 4),
        ("ab世", 0, 3, "ab ", 3),
        ("e\u{0301}x", 1, 4, " e\u{0301}x ", 2),
        ("\u{1B}[31m", 0, 8, "␛[31m   ", 5),
        ("a\u{200B}b", 0, 4, "ab  ", 2),
        ("🇫🇷!", 0, 4, "🇫🇷! ", 3),
    ] as [(String, Int, Int, String, Int)])
    func put(text: String, column: Int, width: Int, expected: String, used: Int) {
        var grid = CellGrid(rows: 1, columns: width)
        #expect(grid.put(text, at: GridPoint(row: 0, column: column)) == used)
        #expect(Self.text(grid, row: 0) == expected)
    }

    @Test("A wide cluster at the clip's right edge leaves a blank and ends the text")
    func wideAtEdge() {
        var grid = CellGrid(rows: 1, columns: 6, fill: Cell(".", width: 1, style: .plain))
        let used = grid.put("a世b", at: GridPoint(row: 0, column: 0), clip: GridRect(row: 0, column: 0, height: 1, width: 2))
        #expect(used == 2)
        #expect(Self.text(grid, row: 0) == "a ....")
    }

    @Test("Text starting left of the clip shows from the clip's edge (sideways scroll)")
    func leftClip() {
        var grid = CellGrid(rows: 1, columns: 6)
        grid.put("0123世5678", at: GridPoint(row: 0, column: -3), clip: GridRect(row: 0, column: 1, height: 1, width: 4))
        #expect(Self.text(grid, row: 0) == " 世56 ")
        var cut = CellGrid(rows: 1, columns: 4)
        cut.put("a世b", at: GridPoint(row: 0, column: -2))
        #expect(Self.text(cut, row: 0) == " b  ")
    }

    @Test("Overwriting half of a wide cluster blanks the other half")
    func wideRepair() {
        var grid = CellGrid(rows: 1, columns: 6)
        grid.put("世界", at: GridPoint(row: 0, column: 0))
        grid.put("x", at: GridPoint(row: 0, column: 1))
        grid.put("y", at: GridPoint(row: 0, column: 2))
        #expect(Self.text(grid, row: 0) == " xy   ")
        #expect(grid.cells.allSatisfy { !$0.isContinuation })
        grid.put("漢", at: GridPoint(row: 0, column: 0))
        grid.put("字", at: GridPoint(row: 0, column: 1))
        #expect(Self.text(grid, row: 0) == " 字   ")
        #expect(grid[0, 2].isContinuation)
    }

    @Test("Aligned runs: trailing and centred in a rect, the row filled first")
    func aligned() {
        var grid = CellGrid(rows: 2, columns: 10)
        let rect = GridRect(row: 0, column: 2, height: 2, width: 8)
        grid.put([StyledText("12:30")], row: 0, in: rect, alignment: .trailing, fill: CellStyle(background: .blue))
        grid.put([StyledText("ab"), StyledText("cd", style: CellStyle(attributes: .bold))], row: 1, in: rect, alignment: .center)
        #expect(Self.text(grid, row: 0) == "     12:30")
        #expect(Self.text(grid, row: 1) == "    abcd  ")
        #expect(grid[0, 2].style.background == .blue && grid[0, 1].style == .plain)
        #expect(grid[1, 7].style.attributes == .bold)
    }

    @Test("Scrolling moves rows and blanks the ones left behind")
    func scroll() {
        var grid = CellGrid(rows: 4, columns: 2)
        for row in 0..<4 { grid.put("\(row)", at: GridPoint(row: row, column: 0)) }
        grid.scroll(1..<4, by: -1)
        #expect((0..<4).map { Self.text(grid, row: $0) } == ["0 ", "2 ", "3 ", "  "])
        grid.scroll(0..<4, by: 2)
        #expect((0..<4).map { Self.text(grid, row: $0) } == ["  ", "  ", "0 ", "2 "])
    }

    @Test("A pane drawn apart is placed and clipped; a subgrid cuts wide clusters to blanks")
    func panes() {
        var pane = CellGrid(rows: 1, columns: 4)
        pane.put("a世b", at: GridPoint(row: 0, column: 0))
        var screen = CellGrid(rows: 2, columns: 5)
        screen.draw(pane, at: GridPoint(row: 1, column: 3))
        #expect(Self.text(screen, row: 1) == "   a ")
        #expect(Self.text(pane.subgrid(GridRect(row: 0, column: 2, height: 1, width: 2)), row: 0) == " b")
    }

    @Test("The snapshot dump: characters, style letters per row, legend")
    func dump() {
        var grid = CellGrid(rows: 2, columns: 7)
        grid.put("Hi", style: CellStyle(foreground: .red, attributes: .bold), at: GridPoint(row: 0, column: 0))
        grid.put("世界", style: CellStyle(foreground: .rgb(0x33, 0x66, 0x99), link: "https://example.org"), at: GridPoint(row: 0, column: 3))
        grid.put("ok", style: CellStyle(background: .indexed(236), attributes: [.italic, .underline]), at: GridPoint(row: 1, column: 5))
        #expect(grid.dump == """
        |Hi 世界|
        |     ok|
        --
        |aa.bbbb|
        |.....cc|
        --
        a: bold fg=red
        b: fg=#336699 link=https://example.org
        c: italic underline bg=idx(236)

        """)
    }
}

extension CellGridTests {
    @Test("Measured text is drawn line by line in its runs' styles, hanging spaces left out")
    func measuredText() {
        let runs = [StyledText("hello "), StyledText("wide", style: CellStyle(attributes: .bold)), StyledText(" world 世界")]
        let font = FontSpec(size: 14)
        let measured = CellTextMeasurer().measure(TextParagraph(runs: runs.map { TextRun($0.text, font: font) }), maxWidth: 11)
        var grid = CellGrid(rows: 3, columns: 12, fill: Cell(".", width: 1, style: .plain))
        grid.put(runs, measured: measured, at: GridPoint(row: 0, column: 1))
        #expect((0..<3).map { Self.text(grid, row: $0) } == [".hello wide.", ".world 世界.", "............"])
        #expect(grid[0, 7].style.attributes == .bold && grid[0, 6].style == .plain)
    }
}
