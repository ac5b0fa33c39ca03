/// What the terminal sends: keys, pasted text, mouse, focus and replies to queries.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    /// A bracketed paste, as one event. Untrusted: it may hold any text, controls included.
    case paste(String)
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
}

/// A DECRPM value: whether the terminal knows a mode and whether it is set.
public enum ModeState: Int, Hashable, Sendable {
    case notRecognized = 0, set = 1, reset = 2, permanentlySet = 3, permanentlyReset = 4

    /// Whether the terminal supports the mode at all.
    public var isSupported: Bool { self != .notRecognized && self != .permanentlyReset }
}

/// A key with its modifiers. Printable text arrives as `.character` keys, one per scalar.
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var modifiers: Modifiers

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
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter, tab, backspace, delete, insert, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1–F12.
    case function(Int)
}

/// Modifier keys held with a key or a mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let control = Modifiers(rawValue: 4)
    public static let meta = Modifiers(rawValue: 8)

    /// The xterm modifier parameter (1 + bits) as modifiers.
    init(xtermParameter: Int) {
        self.init(rawValue: UInt8(clamping: max(0, xtermParameter - 1) & 0x0F))
    }
}

/// An SGR mouse report (mode 1006): what happened at which cell (0-based).
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Int, Hashable, Sendable { case left = 0, middle = 1, right = 2, none = 3 }
    public enum Action: Hashable, Sendable {
        case press(Button), release(Button), drag(Button), move
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    public var action: Action
    public var position: GridPoint
    public var modifiers: Modifiers

    public init(action: Action, position: GridPoint, modifiers: Modifiers = []) {
        self.action = action
        self.position = position
        self.modifiers = modifiers
    }
}
