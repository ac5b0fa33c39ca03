/// The terminal modes a full-screen session turns on, as the bytes that enter and leave them
/// (issue 11 "Terminal handling"; pure, so tests can read them).
public struct TerminalModes: Hashable, Sendable {
    /// Mouse reports (1000 press/release, 1002 drag, 1006 SGR coordinates); opt-in, since they
    /// take the terminal's own selection away.
    public var mouse: Bool
    /// Focus in/out reports (1004).
    public var focusEvents: Bool

    /// The modes; by default no mouse reports and focus reports on.
    public init(mouse: Bool = false, focusEvents: Bool = true) {
        self.mouse = mouse
        self.focusEvents = focusEvents
    }

    /// Alternate screen (1049), cursor hidden, autowrap off (DECAWM, so the last column never
    /// scrolls), bracketed paste (2004), then focus and mouse reports when asked for.
    package var enterBytes: [UInt8] {
        var text = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h"
        if focusEvents { text += "\u{1B}[?1004h" }
        if mouse { text += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
        return Array(text.utf8)
    }

    /// Everything `enterBytes` turned on turned off in reverse, after ending any frame or link
    /// a crash interrupted and resetting the pen. Safe to write more than once.
    package var restoreBytes: [UInt8] {
        var text = "\u{1B}[?2026l\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[r"
        if mouse { text += "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }
        if focusEvents { text += "\u{1B}[?1004l" }
        text += "\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
        return Array(text.utf8)
    }
}
