import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Keyboard, paste, mouse, focus and reply decoding (issue 11 "Terminal handling"; research
/// §2.2: bracketed paste, focus events, DECRQM, OSC 11).
@Suite struct InputDecoderTests {
    static func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent {
        .key(KeyEvent(key, modifiers))
    }

    static func chars(_ text: String, _ modifiers: Modifiers = []) -> [InputEvent] {
        text.unicodeScalars.map { .key(KeyEvent(.character(Character($0)), modifiers)) }
    }

    /// Every sequence the decoder knows, with the events it means.
    static let sequences: [(String, [UInt8], [InputEvent])] = [
        ("text", Array("hi é世😀".utf8), chars("hi é世😀")),
        ("Enter", [0x0D], [key(.enter)]),
        ("Alt-Enter", [0x1B, 0x0D], [key(.enter, .alt)]),
        ("Tab", [0x09], [key(.tab)]),
        ("Shift-Tab", Array("\u{1B}[Z".utf8), [key(.tab, .shift)]),
        ("Backspace", [0x7F], [key(.backspace)]),
        ("Ctrl-Backspace", [0x08], [key(.backspace, .control)]),
        ("Alt-Backspace", [0x1B, 0x7F], [key(.backspace, .alt)]),
        ("Delete", Array("\u{1B}[3~".utf8), [key(.delete)]),
        ("Insert", Array("\u{1B}[2~".utf8), [key(.insert)]),
        ("arrows", Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [key(.up), key(.down), key(.right), key(.left)]),
        ("application arrows", Array("\u{1B}OA\u{1B}OD".utf8), [key(.up), key(.left)]),
        ("Ctrl-Shift-Up", Array("\u{1B}[1;6A".utf8), [key(.up, [.control, .shift])]),
        ("Alt-Right", Array("\u{1B}[1;3C".utf8), [key(.right, .alt)]),
        ("Home and End", Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH\u{1B}OF".utf8), [key(.home), key(.end), key(.home), key(.end), key(.home), key(.end)]),
        ("PgUp and PgDn", Array("\u{1B}[5~\u{1B}[6~\u{1B}[5;5~".utf8), [key(.pageUp), key(.pageDown), key(.pageUp, .control)]),
        ("F1–F4", Array("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS".utf8), (1...4).map { key(.function($0)) }),
        ("F5–F12", Array("\u{1B}[15~\u{1B}[17~\u{1B}[18~\u{1B}[19~\u{1B}[20~\u{1B}[21~\u{1B}[23~\u{1B}[24~".utf8), (5...12).map { key(.function($0)) }),
        ("Shift-F1", Array("\u{1B}[1;2P".utf8), [key(.function(1), .shift)]),
        ("Ctrl-letter", [0x01, 0x03, 0x1A], [key(.character("a"), .control), key(.character("c"), .control), key(.character("z"), .control)]),
        ("Ctrl-Space", [0x00], [key(.character(" "), .control)]),
        ("Alt-letter", Array("\u{1B}x\u{1B}X".utf8), [key(.character("x"), .alt), key(.character("X"), .alt)]),
        ("Alt-é", Array("\u{1B}é".utf8), [key(.character("é"), .alt)]),
        ("Esc Esc", [0x1B, 0x1B, 0x61], [key(.escape), key(.character("a"), .alt)]),
        ("bracketed paste", Array("\u{1B}[200~line 1\r\nline 2\u{1B}[A\u{1B}[201~x".utf8), [.paste("line 1\nline 2\u{1B}[A")] + chars("x")),
        ("paste with invalid UTF-8", [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0xFF, 0x41] + Array("\u{1B}[201~".utf8), [.paste("\u{FFFD}A")]),
        ("SGR mouse press and release", Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m".utf8), [
            .mouse(MouseEvent(action: .press(.left), position: GridPoint(row: 4, column: 9))),
            .mouse(MouseEvent(action: .release(.left), position: GridPoint(row: 4, column: 9))),
        ]),
        ("SGR mouse wheel and drag", Array("\u{1B}[<64;1;1M\u{1B}[<65;2;3M\u{1B}[<34;4;4M\u{1B}[<35;5;5M\u{1B}[<16;1;1M".utf8), [
            .mouse(MouseEvent(action: .wheelUp, position: GridPoint(row: 0, column: 0))),
            .mouse(MouseEvent(action: .wheelDown, position: GridPoint(row: 2, column: 1))),
            .mouse(MouseEvent(action: .drag(.right), position: GridPoint(row: 3, column: 3))),
            .mouse(MouseEvent(action: .move, position: GridPoint(row: 4, column: 4))),
            .mouse(MouseEvent(action: .press(.left), position: GridPoint(row: 0, column: 0), modifiers: .control)),
        ]),
        ("focus", Array("\u{1B}[I\u{1B}[O".utf8), [.focus(true), .focus(false)]),
        ("cursor position report", Array("\u{1B}[12;40R".utf8), [.cursorPosition(GridPoint(row: 11, column: 39))]),
        ("device attributes", Array("\u{1B}[?62;22c".utf8), [.deviceAttributes([62, 22])]),
        ("DECRQM reply", Array("\u{1B}[?2026;2$y\u{1B}[?2026;0$y".utf8), [.modeReport(mode: 2026, state: .reset), .modeReport(mode: 2026, state: .notRecognized)]),
        ("OSC 11 reply, ST", Array("\u{1B}]11;rgb:ffff/8080/0000\u{1B}\\".utf8), [.backgroundColor(red: 255, green: 128, blue: 0)]),
        ("OSC 11 reply, BEL, 2 digits", Array("\u{1B}]11;rgb:1e/1e/2e\u{07}".utf8), [.backgroundColor(red: 0x1E, green: 0x1E, blue: 0x2E)]),
        ("kitty keys", Array("\u{1B}[13;2u\u{1B}[97;5u".utf8), [key(.enter, .shift), key(.character("a"), .control)]),
        ("unknown sequences are dropped", Array("\u{1B}[99z\u{1B}]52;c;x\u{07}q".utf8), chars("q")),
        ("invalid UTF-8", [0x61, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x62, 0xED, 0xA0, 0x80], [
            key(.character("a")), key(.character("\u{FFFD}")), key(.character("\u{FFFD}")), key(.character("(")),
            key(.character("\u{FFFD}")), key(.character("b")), key(.character("\u{FFFD}")), key(.character("\u{FFFD}")), key(.character("\u{FFFD}")),
        ]),
    ]

    @Test("A sequence means these events", arguments: sequences.map { ($0.0, $0.1, $0.2) } as [(String, [UInt8], [InputEvent])])
    func decode(name: String, bytes: [UInt8], events: [InputEvent]) {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes) + decoder.flushPendingEscape() == events, "\(name)")
    }

    @Test("Split at every byte boundary, a sequence gives the same events", arguments: sequences.map { ($0.0, $0.1) } as [(String, [UInt8])])
    func splitAnywhere(name: String, bytes: [UInt8]) {
        var whole = InputDecoder()
        let expected = whole.feed(bytes) + whole.flushPendingEscape()
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...]) + decoder.flushPendingEscape()
            #expect(events == expected, "\(name) cut at \(cut)")
        }
        var byByte = InputDecoder()
        let events = bytes.flatMap { byByte.feed([$0]) } + byByte.flushPendingEscape()
        #expect(events == expected, "\(name) byte by byte")
    }

    @Test("A lone Esc waits for the caller's timeout, then is the Esc key")
    func loneEscape() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [Self.key(.escape)])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flushPendingEscape() == [Self.key(.character("["), .alt)])
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.flushPendingEscape() == [Self.key(.escape)] + Self.chars("[1;"))
    }

    @Test("A paste waits for its end however long, and its ESC[201~ cannot be smuggled early")
    func pasteWaits() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.feed(Array("0~def\u{1B}[201~".utf8)) == [.paste("abc\u{1B}[200~def")])
    }

    @Test("Random bytes never crash or wedge the decoder: after them, a key is a key")
    func randomBytes() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            var decoder = InputDecoder()
            _ = decoder.feed(bytes)
            _ = decoder.flushPendingEscape()
            _ = decoder.feed(Array("\u{1B}[201~".utf8))
            #expect(decoder.feed([0x61]) == [Self.key(.character("a"))], "\(bytes)")
        }
    }
}
