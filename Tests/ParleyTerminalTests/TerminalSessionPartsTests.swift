import Testing
@_spi(Benchmarks) @testable import ParleyTerminal

/// The pure parts of the session: the mode bytes and the capability probe (issue 11
/// "Terminal handling"; research §2.2).
@Suite struct TerminalSessionPartsTests {
    @Test("Entering turns on the alternate screen, bracketed paste and the asked-for reports; restoring undoes all in reverse")
    func modes() {
        let modes = TerminalModes(mouse: true, focusEvents: true)
        #expect(String(decoding: modes.enterBytes, as: UTF8.self) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[?1004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
        #expect(String(decoding: modes.restoreBytes, as: UTF8.self) == "\u{1B}[?2026l\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[r\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
        let quiet = TerminalModes(mouse: false, focusEvents: false)
        let quietText = String(decoding: quiet.enterBytes + quiet.restoreBytes, as: UTF8.self)
        #expect(!quietText.contains("?1000") && !quietText.contains("?1004"))
    }

    @Test("The probe reads mode 2026 and the background, and ends at the device attributes")
    func probe() {
        var probe = CapabilityProbe(environment: ["TERM": "xterm-256color"])
        var decoder = InputDecoder()
        let replies = Array("x\u{1B}[?2026;2$y\u{1B}]11;rgb:ffff/ffff/eeee\u{1B}\\\u{1B}[?62;22c".utf8)
        let kept = decoder.feed(replies).filter { !probe.consume($0) }
        #expect(kept == [.key(KeyEvent(.character("x")))])
        #expect(probe.isComplete)
        #expect(probe.capabilities == TerminalCapabilities(colorDepth: .palette256, synchronizedOutput: true, background: .light))
    }

    @Test("A terminal answering only the device attributes has no synchronized output and no known background")
    func probeUnanswered() {
        var probe = CapabilityProbe(environment: ["COLORTERM": "truecolor"])
        let consumed = probe.consume(.deviceAttributes([1]))
        #expect(consumed)
        #expect(probe.isComplete)
        #expect(probe.capabilities == TerminalCapabilities(colorDepth: .trueColor))
    }

    @Test("Light or dark by luminance", arguments: [
        (UInt8(255), UInt8(255), UInt8(255), TerminalCapabilities.Background.light),
        (0, 0, 0, .dark), (30, 30, 46, .dark), (250, 240, 200, .light), (0, 0, 255, .dark), (0, 255, 0, .light),
    ])
    func background(red: UInt8, green: UInt8, blue: UInt8, expected: TerminalCapabilities.Background) {
        #expect(CapabilityProbe.background(red: red, green: green, blue: blue) == expected)
    }
}
