import Foundation
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Cell grid and diff renderer": the incremental output replayed through a real
/// terminal model (Debian's python3-pyte) after every step of random edits equals a full
/// redraw, characters and attributes; and the full redraw shows the grid's text.
///
/// pyte 0.8 cannot draw VS16 or ZWJ clusters (it stops at the first zero-width non-combining
/// code point, research §3), so the random text is ASCII, CJK, Hangul, combining marks and
/// single-code-point emoji; the width of the others is tested against wcwidth instead.
@Suite struct FrameDiffPyteTests {
    static let words = ["hello", "chat", "世界", "한국어", "e\u{0301}te\u{0301}", "😀", "🎉ok", "│─┼", "a", "  ", "Zürich", "漢字かな"]

    static func randomStyle(_ random: inout SeededRandom) -> CellStyle {
        func color() -> TerminalColor {
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1: return .default
            case 2: return .ansi(UInt8.random(in: 0..<16, using: &random))
            case 3: return .indexed(UInt8.random(in: 0...255, using: &random))
            default: return .rgb(UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random))
            }
        }
        if Int.random(in: 0..<3, using: &random) == 0 { return .plain }
        let attributes = CellStyle.Attributes(rawValue: UInt8.random(in: 0..<64, using: &random))
        let link = Int.random(in: 0..<6, using: &random) == 0 ? "https://example.org/\(Int.random(in: 0..<3, using: &random))" : nil
        return CellStyle(foreground: color(), background: color(), attributes: attributes, link: link)
    }

    /// One random edit of `grid`: text, a filled rectangle, a scroll of a band, or a resize.
    static func edit(_ grid: inout CellGrid, _ random: inout SeededRandom) {
        let rows = grid.size.rows
        let columns = grid.size.columns
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<11:
            let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
            let point = GridPoint(row: Int.random(in: 0..<rows, using: &random), column: Int.random(in: -2..<columns, using: &random))
            let clip = Int.random(in: 0..<3, using: &random) == 0 ? GridRect(row: 0, column: Int.random(in: 0..<columns, using: &random), height: rows, width: Int.random(in: 1...columns, using: &random)) : nil
            grid.put(text, style: randomStyle(&random), at: point, clip: clip)
        case 11..<14:
            let rect = GridRect(row: Int.random(in: 0..<rows, using: &random), column: Int.random(in: 0..<columns, using: &random), height: Int.random(in: 1...3, using: &random), width: Int.random(in: 1...columns, using: &random))
            grid.fill(rect, style: randomStyle(&random))
        case 14..<19:
            let top = Int.random(in: 0..<(rows - 1), using: &random)
            let bottom = Int.random(in: (top + 2)...rows, using: &random)
            let offset = Int.random(in: 1...2, using: &random) * (Bool.random(using: &random) ? 1 : -1)
            grid.scroll(top..<bottom, by: offset)
            let newRow = offset < 0 ? bottom + offset : top
            grid.put(words.randomElement(using: &random) ?? "", style: randomStyle(&random), at: GridPoint(row: max(top, min(newRow, bottom - 1)), column: 1))
        default:
            var resized = CellGrid(rows: max(3, rows + Int.random(in: -2...2, using: &random)), columns: max(6, columns + Int.random(in: -5...5, using: &random)))
            resized.draw(grid, at: GridPoint(row: 0, column: 0))
            grid = resized
        }
    }

    @Test("Incremental frames replayed through pyte equal a full redraw", arguments: ColorDepth.allCases)
    func incrementalEqualsFullRedraw(depth: ColorDepth) throws {
        var random = SeededRandom(seed: 2026 + UInt64(depth.rawValue % 1000))
        let encoder = TerminalFrameEncoder(colorDepth: depth, synchronizedOutput: Bool.random(using: &random))
        var input = Data()
        var expectedText: [[String]] = []
        var grid = CellGrid(rows: 12, columns: 24)
        for row in 0..<grid.size.rows {
            grid.put((0..<6).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined(separator: " "), style: Self.randomStyle(&random), at: GridPoint(row: row, column: 0))
        }
        var previous: TerminalFrame?
        var scrolledFrames = 0
        for _ in 0..<120 {
            for _ in 0..<Int.random(in: 1...3, using: &random) { Self.edit(&grid, &random) }
            let cursor = Bool.random(using: &random) ? GridPoint(row: Int.random(in: 0..<grid.size.rows, using: &random), column: 0) : nil
            let frame = TerminalFrame(grid: grid, cursor: cursor)
            let incremental = encoder.encode(frame, after: previous)
            if incremental.rowsScrolled > 0 { scrolledFrames += 1 }
            Self.record("I", frame: frame, bytes: incremental.bytes, into: &input)
            Self.record("F", frame: frame, bytes: encoder.encode(frame, after: nil).bytes, into: &input)
            expectedText.append((0..<grid.size.rows).map { grid.row($0).map(\.text).joined() })
            previous = frame
        }
        #expect(scrolledFrames >= 10, "the random edits should exercise scroll regions, got \(scrolledFrames)")
        let output = try runProcess(Python.debian, ["-c", Self.replay], input: input)
        try #require(output.status == 0, "\(output.stderr)")
        let steps = output.stdout.components(separatedBy: "\u{1E}\n").dropLast()
        try #require(steps.count == expectedText.count, "\(output.stdout.prefix(2000))")
        for (index, (step, text)) in zip(steps, expectedText).enumerated() {
            let lines = Array(step.components(separatedBy: "\n").dropLast())
            #expect(lines.first == "same", "step \(index): \(lines.first ?? "")")
            #expect(Array(lines.dropFirst()) == text, "step \(index): full redraw shows other text")
        }
    }

    /// A record for the replay script: `kind rows columns length`, a newline, the bytes.
    static func record(_ kind: String, frame: TerminalFrame, bytes: [UInt8], into data: inout Data) {
        data.append(Data("\(kind) \(frame.grid.size.rows) \(frame.grid.size.columns) \(bytes.count)\n".utf8))
        data.append(contentsOf: bytes)
    }

    /// Feeds "I" records to one long-lived screen (resized with the frame) and each "F"
    /// record to a fresh screen, both with autowrap off as `TerminalModes` sets it (pyte, unlike
    /// xterm, wraps before a combining mark after the last column), then prints `same` or the first differing cell, the fresh
    /// screen's lines and a record separator. pyte 0.8 turns bold on with bright colours
    /// (SGR 90–97, 100–107); the screen here keeps bold as the codes alone set it, so both
    /// screens model the same terminal.
    static let replay = """
    import sys, pyte

    class Screen(pyte.Screen):
        def select_graphic_rendition(self, *attrs):
            bold = self.cursor.attrs.bold
            super().select_graphic_rendition(*attrs)
            if not any(90 <= a <= 97 or 100 <= a <= 107 for a in attrs):
                return
            i = 0
            while i < len(attrs):
                a = attrs[i]
                if a in (38, 48):
                    i += 3 if i + 1 < len(attrs) and attrs[i + 1] == 5 else 5
                    continue
                bold = {0: False, 1: True, 22: False}.get(a, bold)
                i += 1
            self.cursor.attrs = self.cursor.attrs._replace(bold=bold)

    def cells(screen):
        return [[tuple(screen.buffer[y][x]) for x in range(screen.columns)] for y in range(screen.lines)]

    data = sys.stdin.buffer.read()
    pos = 0
    live = None
    out = sys.stdout
    while pos < len(data):
        end = data.index(b"\\n", pos)
        kind, rows, columns, length = data[pos:end].split()
        rows, columns, length = int(rows), int(columns), int(length)
        payload = data[end + 1:end + 1 + length]
        pos = end + 1 + length
        if kind == b"I":
            if live is None:
                live = Screen(columns, rows)
                stream = pyte.ByteStream(live)
                stream.feed(b"\\x1b[?7l")
            elif (live.lines, live.columns) != (rows, columns):
                live.resize(rows, columns)
            stream.feed(payload)
        else:
            fresh = Screen(columns, rows)
            pyte.ByteStream(fresh).feed(b"\\x1b[?7l" + payload)
            a, b = cells(live), cells(fresh)
            verdict = "same"
            if a != b:
                for y in range(rows):
                    for x in range(columns):
                        if a[y][x] != b[y][x]:
                            verdict = "differs at %d,%d: %r vs %r" % (y, x, a[y][x], b[y][x])
                            break
                    if verdict != "same":
                        break
            out.write(verdict + "\\n")
            for line in fresh.display:
                out.write(line + "\\n")
            out.write("\\x1e\\n")
    """
}
