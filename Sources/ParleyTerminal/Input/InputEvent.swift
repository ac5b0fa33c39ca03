/// What the terminal sends: keys, pasted text, mouse, focus and replies to queries.
@_spi(Benchmarks) public enum InputEvent: Hashable, Sendable {
    /// A key, with its modifiers.
    case key(KeyEvent)
    /// A bracketed paste, as one event. Untrusted: it may hold any text, controls included.
    case paste(String)
    /// A mouse report (modes 1000, 1002, 1006).
    case mouse(MouseEvent)
    /// Focus reports (mode 1004): true when the terminal gains focus.
    case focus(Bool)
    /// A cursor position report (`CSI row ; column R`), 0-based. Shift or Ctrl with F3 sends
    /// the same bytes with row 0 and is read as this.
    case cursorPosition(GridPoint)
    /// The primary device attributes (`CSI ? … c`), the reply every terminal gives.
    case deviceAttributes([Int])
    /// A DECRQM reply (`CSI ? mode ; value $ y`).
    case modeReport(mode: Int, state: ModeState)
    /// The OSC 11 reply: the terminal's background colour, 8 bits a channel.
    case backgroundColor(red: UInt8, green: UInt8, blue: UInt8)
    /// A kitty graphics reply (`APC G … ST`): what stands after the `G`, as `i=31;OK`.
    case graphicsReply(String)
    /// XTVERSION's reply (`DCS > | … ST`): the terminal's name and version, as `iTerm2 3.5.0`.
    case terminalName(String)
    /// An XTSMGRAPHICS reply (`CSI ? item ; status ; values S`): item 1 the sixel colour
    /// registers, 2 the largest sixel picture; status 0 is success.
    case graphicsAttribute(item: Int, status: Int, values: [Int])
    /// The reply to `CSI 16 t` (`CSI 6 ; height ; width t`): a cell's size in pixels.
    case cellSize(width: Int, height: Int)
}

/// A DECRPM value: whether the terminal knows a mode and whether it is set.
@_spi(Benchmarks) public enum ModeState: Int, Hashable, Sendable {
    /// The DECRPM values 0–4: not recognized, set, reset, permanently set, permanently reset.
    case notRecognized = 0, set = 1, reset = 2, permanentlySet = 3, permanentlyReset = 4

    /// Whether the terminal supports the mode at all.
    var isSupported: Bool { self != .notRecognized && self != .permanentlyReset }
}

/// A key with its modifiers. Printable text arrives as `.character` keys, one per scalar.
@_spi(Benchmarks) public struct KeyEvent: Hashable, Sendable {
    /// The key pressed.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// `key` with `modifiers` held.
    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The character typed, when this is plain text (no Ctrl or Alt).
    public var text: Character? {
        if case .character(let character) = key, modifiers.isDisjoint(with: [.control, .alt]) { return character }
        return nil
    }
}

/// A key: a character (text, or a letter with Ctrl or Alt) or a named key.
@_spi(Benchmarks) public enum Key: Hashable, Sendable {
    /// A character: text, or a letter with Ctrl or Alt.
    case character(Character)
    /// The editing keys: Enter, Tab, Backspace, Delete, Insert and Esc.
    case enter, tab, backspace, delete, insert, escape
    /// The arrows, Home, End, Page Up and Page Down.
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1–F12.
    case function(Int)
}

/// Modifier keys held with a key or a mouse event.
@_spi(Benchmarks) public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift (xterm modifier bit 1).
    public static let shift = Modifiers(rawValue: 1)
    /// Alt (bit 2).
    public static let alt = Modifiers(rawValue: 2)
    /// Ctrl (bit 4).
    public static let control = Modifiers(rawValue: 4)
    /// Meta (bit 8).
    public static let meta = Modifiers(rawValue: 8)

    /// The xterm modifier parameter (1 + bits) as modifiers.
    init(xtermParameter: Int) {
        self.init(rawValue: UInt8(clamping: max(0, xtermParameter - 1) & 0x0F))
    }
}

/// An SGR mouse report (mode 1006): what happened at which cell (0-based).
@_spi(Benchmarks) public struct MouseEvent: Hashable, Sendable {
    /// The button of a report, by its SGR code: `left` 0, `middle` 1, `right` 2, `none` 3.
    package enum Button: Int, Hashable, Sendable { case left = 0, middle = 1, right = 2, none = 3 }
    /// What the mouse did.
    package enum Action: Hashable, Sendable {
        /// A button pressed, released, or held while moving; a move with no button held.
        case press(Button), release(Button), drag(Button), move
        /// A wheel turned (SGR buttons 64–67).
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    package var action: Action
    package var position: GridPoint
    package var modifiers: Modifiers

    /// `action` at the cell `position`, with `modifiers` held.
    package init(action: Action, position: GridPoint, modifiers: Modifiers = []) {
        self.action = action
        self.position = position
        self.modifiers = modifiers
    }
}
