/// A colour as a terminal can be told it (issue 11 "Terminal handling": 256-colour and
/// true-colour themes with a monochrome fallback). `ColorDepth.map(_:)` brings it down to
/// what the terminal shows.
@_spi(Benchmarks) public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 palette colours, 0–7 normal and 8–15 bright (SGR 30–37, 90–97).
    case ansi(UInt8)
    /// One of the 256 xterm colours: 0–15 the palette, 16–231 the 6×6×6 cube, 232–255 greys.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// Palette colour 0 (SGR 30, 40).
    public static let black = TerminalColor.ansi(0)
    /// Palette colour 1 (SGR 31, 41).
    public static let red = TerminalColor.ansi(1)
    /// Palette colour 2 (SGR 32, 42).
    public static let green = TerminalColor.ansi(2)
    /// Palette colour 3 (SGR 33, 43).
    public static let yellow = TerminalColor.ansi(3)
    /// Palette colour 4 (SGR 34, 44).
    public static let blue = TerminalColor.ansi(4)
    /// Palette colour 5 (SGR 35, 45).
    public static let magenta = TerminalColor.ansi(5)
    /// Palette colour 6 (SGR 36, 46).
    public static let cyan = TerminalColor.ansi(6)
    /// Palette colour 7 (SGR 37, 47).
    public static let white = TerminalColor.ansi(7)
    /// Palette colour 15 (SGR 97, 107).
    public static let brightWhite = TerminalColor.ansi(15)

    /// `#rrggbb` as a colour; nil unless six hex digits after an optional `#`.
    package init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self = .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
