import ChatLayout
import Testing
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "Safety": text from others can never drive the terminal.
@Suite struct SafeTextTests {
    /// Hostile bodies and exactly what is drawn of them.
    static let bodies: [(String, String)] = [
        ("plain text stays", "plain text stays"),
        ("\u{1B}[2J\u{1B}[31mred", "␛[2J␛[31mred"),
        ("\u{1B}]0;pwned\u{07}title", "␛]0;pwned␇title"),
        ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "␛]8;;https://evil.example␛\\click␛]8;;␛\\"),
        ("\u{1B}P+q544e\u{1B}\\dcs", "␛P+q544e␛\\dcs"),
        ("\u{1B}_Gf=100;AAAA\u{1B}\\apc", "␛_Gf=100;AAAA␛\\apc"),
        ("\u{1B}^pm\u{1B}\\ \u{1B}Xsos\u{1B}\\", "␛^pm␛\\ ␛Xsos␛\\"),
        ("\u{9B}31mC1 CSI \u{9D}0;x\u{9C}", "␛[31mC1 CSI ␛]0;x␛\\"),
        ("\u{1B}[200~paste\u{1B}[201~", "␛[200~paste␛[201~"),
        ("nul\u{0}bell\u{7}bs\u{8}del\u{7F}", "nul␀bell␇bs␈del␡"),
        ("tab\there", "tab\there"),
        ("crlf\r\nlf\ncr\rend", "crlf\nlf\ncr\nend"),
        ("ls\u{2028}ps\u{2029}", "ls\nps\n"),
        ("over \u{202E}ride", "over \u{202E}ride\u{202C}"),
        ("iso \u{2067}late", "iso \u{2067}late\u{2069}"),
        ("\u{202E}a\nb", "\u{202E}a\u{202C}\nb"),
        ("\u{2066}\u{202B}x\u{2069}y", "\u{2066}\u{202B}x\u{202C}\u{2069}y"),
        ("stray \u{202C}pdf \u{2069}pdi", "stray pdf pdi"),
        ("\u{2067}\u{202C}x", "\u{2067}x\u{2069}"),
        ("zero\u{200B}width\u{FEFF} kept in bodies", "zero\u{200B}width\u{FEFF} kept in bodies"),
        ("emoji 👩‍👩‍👧 stays", "emoji 👩‍👩‍👧 stays"),
    ]

    @Test("A hostile body is drawn as exactly this", arguments: bodies)
    func body(input: String, expected: String) {
        #expect(SafeText.sanitize(input, for: .body).unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    /// Hostile names and exactly what is drawn of them.
    static let names: [(String, String)] = [
        ("Alice", "Alice"),
        ("Al\u{200B}ice", "Al[U+200B]ice"),
        ("Bob\u{200D}", "Bob[U+200D]"),
        ("\u{FEFF}Carol\u{2060}", "[U+FEFF]Carol[U+2060]"),
        ("Dave\u{180E}", "Dave[U+180E]"),
        ("evil\u{202E}gnp.exe", "evil[U+202E]gnp.exe"),
        ("\u{2067}rtl\u{2069}", "[U+2067]rtl[U+2069]"),
        ("\u{3164}", "[U+3164]"),
        ("two\nlines\ttab", "two␊lines␉tab"),
        ("\u{1B}[7mAdmin", "␛[7mAdmin"),
        ("family 👨‍👩‍👧‍👦 ok", "family 👨‍👩‍👧‍👦 ok"),
        ("שלום", "שלום"),
    ]

    @Test("A hostile name is drawn as exactly this", arguments: names)
    func name(input: String, expected: String) {
        #expect(SafeText.sanitize(input, for: .name).unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("Sanitized text holds no control but the body's newline and tab")
    func noControlsLeft() {
        for (input, _) in Self.bodies + Self.names {
            for context in [SafeText.Context.body, .name] {
                let safe = SafeText.sanitize(input, for: context)
                #expect(!safe.unicodeScalars.contains { SafeText.isControl($0) && !(context == .body && ($0 == "\n" || $0 == "\t")) })
            }
        }
    }

    @Test("A frame holding hostile text has no ESC but the renderer's own sequences")
    func frameBytesCarryNoForeignEscape() {
        let hostile = (Self.bodies + Self.names).map(\.0)
        var grid = CellGrid(rows: hostile.count, columns: 60)
        for (row, text) in hostile.enumerated() {
            // Drawn raw, without SafeText: the grid itself must refuse controls.
            grid.put(text, style: CellStyle(foreground: .red, link: "https://x.example/\u{1B}]evil\u{7}"), at: GridPoint(row: row, column: 0))
        }
        for depth in ColorDepth.allCases {
            let bytes = TerminalFrameEncoder(colorDepth: depth, synchronizedOutput: true).encode(TerminalFrame(grid: grid, cursor: GridPoint(row: 0, column: 0)), after: nil).bytes
            #expect(Self.foreignEscapes(in: bytes) == [], "\(depth)")
            #expect(!bytes.contains { $0 < 0x20 && ![0x0A, 0x0D, 0x1B].contains($0) })
            #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        }
    }

    /// The offsets of ESC bytes that do not start one of the sequences the encoder writes:
    /// CSI with digits, `;` and `?` ending in a letter, or OSC 8 with a control-free URI ended
    /// by ST.
    static func foreignEscapes(in bytes: [UInt8]) -> [Int] {
        var foreign: [Int] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B else {
                index += 1
                continue
            }
            var end = index + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "[") {
                end += 1
                while end < bytes.count, bytes[end] == UInt8(ascii: "?") || bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) { end += 1 }
                if end < bytes.count, [UInt8]("HABCDGJLMmrhl".utf8).contains(bytes[end]) {
                    index = end + 1
                    continue
                }
            } else if bytes[index...].starts(with: Array("\u{1B}]8;;".utf8)) {
                end = index + 5
                while end < bytes.count, bytes[end] >= 0x21, bytes[end] < 0x7F { end += 1 }
                if bytes[end...].starts(with: Array("\u{1B}\\".utf8)) {
                    index = end + 2
                    continue
                }
            }
            foreign.append(index)
            index += 1
        }
        return foreign
    }
}
