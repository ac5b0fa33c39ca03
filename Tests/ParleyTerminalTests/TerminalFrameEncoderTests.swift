import Testing
@_spi(Benchmarks) @testable import ParleyTerminal

/// The diff renderer's bytes (issue 11 "Cell grid and diff renderer"; research §2.2, §2.5).
@Suite struct TerminalFrameEncoderTests {
    static func grid(_ rows: [String], columns: Int) -> CellGrid {
        var grid = CellGrid(rows: rows.count, columns: columns)
        for (row, text) in rows.enumerated() { grid.put(text, at: GridPoint(row: row, column: 0)) }
        return grid
    }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
    }

    @Test("A full redraw clears and writes only non-blank cells, moving the cheapest way")
    func fullRedraw() {
        var grid = CellGrid(rows: 2, columns: 5)
        grid.put("ab", at: GridPoint(row: 0, column: 0))
        grid.put("c", style: CellStyle(foreground: .red), at: GridPoint(row: 1, column: 4))
        let frame = TerminalFrameEncoder().encode(TerminalFrame(grid: grid), after: nil)
        #expect(Self.text(frame.bytes) == "⎋[?25l⎋[0m⎋[2J⎋[Hab\n⎋[5G⎋[31mc⎋[0m")
        #expect(frame.cellsWritten == 3 && frame.isFullRedraw)
    }

    @Test("Only changed cells are written; a short unchanged gap is rewritten instead of moving")
    func changedCellsOnly() {
        let old = TerminalFrame(grid: Self.grid(["hello", "world"], columns: 8))
        let new = TerminalFrame(grid: Self.grid(["jelly", "world"], columns: 8))
        let frame = TerminalFrameEncoder().encode(new, after: old)
        #expect(Self.text(frame.bytes) == "⎋[Hjelly")
        #expect(frame.cellsWritten == 5)
    }

    @Test("An unchanged frame writes nothing, even synchronized")
    func unchanged() {
        let frame = TerminalFrame(grid: Self.grid(["same"], columns: 8), cursor: GridPoint(row: 0, column: 4))
        #expect(TerminalFrameEncoder(synchronizedOutput: true).encode(frame, after: frame).bytes.isEmpty)
    }

    @Test("Far cells on one row move with CUF or CHA, not CUP", arguments: [
        (10, "⎋[Hx⎋[9Cy"), (3, "⎋[Hx  y"),
    ])
    func sameRowMotion(column: Int, expected: String) {
        let old = TerminalFrame(grid: CellGrid(rows: 1, columns: 20))
        var grid = CellGrid(rows: 1, columns: 20)
        grid.put("x", at: GridPoint(row: 0, column: 0))
        grid.put("y", at: GridPoint(row: 0, column: column))
        #expect(Self.text(TerminalFrameEncoder().encode(TerminalFrame(grid: grid), after: old).bytes) == expected)
    }

    @Test("SGR changes are minimal: only what differs, or a reset when shorter", arguments: [
        (CellStyle(foreground: .red, attributes: .bold), CellStyle(foreground: .blue, attributes: .bold), "⎋[34m"),
        (CellStyle(attributes: [.bold, .underline]), CellStyle(attributes: .bold), "⎋[24m"),
        (CellStyle(attributes: .bold), CellStyle(attributes: [.bold, .dim]), "⎋[2m"),
        (CellStyle(attributes: [.bold, .dim, .italic]), CellStyle(attributes: [.dim, .italic]), "⎋[22;2m"),
        (CellStyle(attributes: .bold), CellStyle(attributes: .dim), "⎋[0;2m"),
        (CellStyle(foreground: .rgb(1, 2, 3), background: .indexed(200), attributes: [.italic, .inverse]), CellStyle(attributes: .bold), "⎋[0;1m"),
        (CellStyle(foreground: .brightWhite), CellStyle(background: .ansi(9)), "⎋[0;101m"),
        (CellStyle(background: .ansi(9)), CellStyle(foreground: .indexed(17), background: .ansi(9)), "⎋[38;5;17m"),
        (CellStyle(), CellStyle(foreground: .rgb(10, 20, 30), attributes: .strikethrough), "⎋[9;38;2;10;20;30m"),
    ])
    func sgr(from: CellStyle, to: CellStyle, expected: String) {
        var state = EncoderState(encoder: TerminalFrameEncoder(), size: GridSize(rows: 1, columns: 1))
        state.pen = from
        state.setStyle(to)
        #expect(Self.text(state.out.bytes) == expected)
        #expect(state.pen == to)
    }

    @Test("Linked cells are wrapped in OSC 8 with the URL cleaned of controls and spaces")
    func hyperlinks() {
        var grid = CellGrid(rows: 1, columns: 10)
        grid.put("see", at: GridPoint(row: 0, column: 0))
        grid.put("link", style: CellStyle(attributes: .underline, link: "https://a.example/x y\u{1B}]é"), at: GridPoint(row: 0, column: 4))
        let bytes = Self.text(TerminalFrameEncoder().encode(TerminalFrame(grid: grid), after: nil).bytes)
        #expect(bytes == "⎋[?25l⎋[0m⎋[2J⎋[Hsee ⎋]8;;https://a.example/x%20y]%C3%A9⎋\\⎋[4mlink⎋]8;;⎋\\⎋[0m")
        let plain = Self.text(TerminalFrameEncoder(hyperlinks: false).encode(TerminalFrame(grid: grid), after: nil).bytes)
        #expect(!plain.contains("]8;"))
    }

    @Test("Synchronized output wraps the frame; the cursor is placed and shown last")
    func synchronizedAndCursor() {
        let old = TerminalFrame(grid: Self.grid(["ab"], columns: 4))
        let new = TerminalFrame(grid: Self.grid(["ac"], columns: 4), cursor: GridPoint(row: 0, column: 3))
        let bytes = Self.text(TerminalFrameEncoder(synchronizedOutput: true).encode(new, after: old).bytes)
        #expect(bytes == "⎋[?2026h⎋[?25l⎋[1;2Hc⎋[C⎋[?25h⎋[?2026l")
        let hidden = TerminalFrame(grid: new.grid)
        #expect(Self.text(TerminalFrameEncoder().encode(hidden, after: new).bytes) == "⎋[?25l")
    }

    @Test("Wide clusters are written once; a VS16 or ZWJ cluster is followed by an absolute move")
    func wideClusters() {
        var grid = CellGrid(rows: 1, columns: 8)
        grid.put("世x❤️y", at: GridPoint(row: 0, column: 0))
        let bytes = Self.text(TerminalFrameEncoder().encode(TerminalFrame(grid: grid), after: nil).bytes)
        #expect(bytes == "⎋[?25l⎋[0m⎋[2J⎋[H世x❤️⎋[6Gy")
    }

    @Test("A one-line scroll of a 200×60 screen is a scroll region and one new row")
    func scrollByOneLine() {
        let columns = 200
        let rows = (0..<61).map { row in String(repeating: "message \(row) ", count: 20).prefix(columns) }
        let old = TerminalFrame(grid: Self.grid(rows[0..<60].map(String.init), columns: columns))
        let new = TerminalFrame(grid: Self.grid(rows[1..<61].map(String.init), columns: columns))
        let encoder = TerminalFrameEncoder(synchronizedOutput: true)
        let scrolled = encoder.encode(new, after: old)
        let full = encoder.encode(new, after: nil)
        #expect(scrolled.rowsScrolled == 59)
        #expect(Self.text(scrolled.bytes).hasPrefix("⎋[?2026h⎋[1;60r⎋[H⎋[M⎋[1;60r"))
        #expect(scrolled.cellsWritten <= columns)
        #expect(scrolled.byteCount * 10 <= full.byteCount)
    }

    @Test("Colours map down to the terminal's depth", arguments: [
        (ColorDepth.palette256, TerminalColor.rgb(255, 0, 0), TerminalColor.indexed(196)),
        (.palette256, .rgb(128, 128, 128), .indexed(244)),
        (.palette256, .rgb(0, 95, 135), .indexed(24)),
        (.palette16, .rgb(255, 0, 0), .ansi(9)),
        (.palette16, .rgb(128, 128, 128), .ansi(8)),
        (.palette16, .indexed(196), .ansi(9)),
        (.palette16, .indexed(4), .ansi(4)),
        (.monochrome, .rgb(1, 2, 3), .default),
        (.monochrome, .ansi(1), .default),
        (.trueColor, .rgb(1, 2, 3), .rgb(1, 2, 3)),
    ])
    func colorMapping(depth: ColorDepth, color: TerminalColor, expected: TerminalColor) {
        #expect(depth.map(color) == expected)
    }

    @Test("The colour depth comes from NO_COLOR, COLORTERM and TERM", arguments: [
        (["NO_COLOR": "1", "COLORTERM": "truecolor"], ColorDepth.monochrome),
        (["NO_COLOR": "", "TERM": "xterm-256color"], .palette256),
        (["TERM": "dumb"], .monochrome),
        (["COLORTERM": "truecolor", "TERM": "xterm"], .trueColor),
        (["COLORTERM": "24bit"], .trueColor),
        (["TERM": "tmux-256color"], .palette256),
        (["TERM": "xterm-direct"], .trueColor),
        (["TERM": "linux"], .palette16),
        ([:], .palette16),
    ])
    func depthFromEnvironment(environment: [String: String], expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment) == expected)
    }

    @Test("Monochrome keeps attributes and drops every colour")
    func monochrome() {
        var grid = CellGrid(rows: 1, columns: 3)
        grid.put("a", style: CellStyle(foreground: .rgb(9, 9, 9), background: .red, attributes: .inverse), at: GridPoint(row: 0, column: 0))
        let bytes = Self.text(TerminalFrameEncoder(colorDepth: .monochrome).encode(TerminalFrame(grid: grid), after: nil).bytes)
        #expect(bytes == "⎋[?25l⎋[0m⎋[2J⎋[H⎋[7ma⎋[0m")
    }
}
