import ChatLayout

/// The colours of the terminal client, by what they mean (seed 000 §9 "Theme"; aesthetics
/// digest): light and dark palettes in true colour — the encoder maps them down to 256 or 16
/// colours, or drops them under `NO_COLOR` — chosen by the terminal's background when it says.
@_spi(Benchmarks) public struct TerminalTheme: Hashable, Sendable {
    /// The theme's name: `light`, `dark`, `simplex` or `black`.
    public var name: String
    /// Message text (onSurface; dark themes at 95%).
    public var text: TerminalColor
    /// Secondary text: other senders' names, roles, times, events, quotes (70%).
    package var secondary: TerminalColor
    /// The accent: the user's own name, links, the focus bar, selections.
    package var primary: TerminalColor
    /// Mentions of the user, and the unread counts.
    package var mention: TerminalColor
    /// The background of code, snippets and cards.
    var codeBackground: TerminalColor
    /// Bars, rules and the frames of cards and dialogs.
    public var frame: TerminalColor
    /// The background of the focused row and of the compose bar.
    package var highlight: TerminalColor
    package var error: TerminalColor
    package var warning: TerminalColor
    package var success: TerminalColor

    /// SimpleX light: primary #0088ff on white.
    public static let light = TerminalTheme(
        name: "light", text: .rgb(0x1c, 0x1c, 0x1e), secondary: .rgb(0x6b, 0x6b, 0x70), primary: .rgb(0x00, 0x88, 0xff),
        mention: .rgb(0x00, 0x6a, 0xd1), codeBackground: .rgb(0xee, 0xef, 0xf2), frame: .rgb(0xc7, 0xc7, 0xcc),
        highlight: .rgb(0xe5, 0xf1, 0xff), error: .rgb(0xd7, 0x2b, 0x2b), warning: .rgb(0xcc, 0x7a, 0x00), success: .rgb(0x1f, 0x9d, 0x55))

    /// SimpleX dark: primary #0088ff, text at 95% on the dark surface.
    public static let dark = TerminalTheme(
        name: "dark", text: .rgb(0xf0, 0xf0, 0xf2), secondary: .rgb(0x9a, 0x9a, 0xa2), primary: .rgb(0x3d, 0xa5, 0xff),
        mention: .rgb(0x6c, 0xbc, 0xff), codeBackground: .rgb(0x2a, 0x2b, 0x30), frame: .rgb(0x4a, 0x4b, 0x52),
        highlight: .rgb(0x1a, 0x2c, 0x44), error: .rgb(0xff, 0x5f, 0x57), warning: .rgb(0xff, 0xb3, 0x40), success: .rgb(0x4c, 0xd9, 0x64))

    /// The theme named `name` ("light" or "dark").
    package static func named(_ name: String) -> TerminalTheme? {
        [light, dark].first { $0.name == name }
    }

    /// Plain text.
    package var body: CellStyle { CellStyle(foreground: text) }
    /// Secondary text.
    package var dim: CellStyle { CellStyle(foreground: secondary) }
    /// The avatar colours, one for each of `Avatar.colorCount`.
    static let avatarColors: [TerminalColor] = [
        .rgb(0x5b, 0x8d, 0xef), .rgb(0xe0, 0x6c, 0x75), .rgb(0x56, 0xb6, 0x8b), .rgb(0xc6, 0x78, 0xdd),
        .rgb(0xd1, 0x9a, 0x66), .rgb(0x4f, 0xa3, 0xb5), .rgb(0xa0, 0x7c, 0x5a), .rgb(0x8e, 0x8e, 0x4e),
    ]

    /// The colour of `name`'s avatar (`Avatar.colorIndex`): the same name always gets the
    /// same colour, in the terminal as in the renderer.
    static func avatarColor(for name: String) -> TerminalColor {
        avatarColors[Avatar.colorIndex(name) % avatarColors.count]
    }

    /// An avatar in two cells: the name's initials (`Avatar.initials`) on its colour; a name
    /// without two drawable initials shows its first letter and a space, or "?".
    static func avatarCells(_ name: String) -> String {
        avatarCells(initials: Avatar.initials(name))
    }

    /// An avatar of `initials` in two cells, as `avatarCells(_:)`.
    static func avatarCells(initials raw: String) -> String {
        let initials = SafeText.sanitize(raw, for: .name)
        let cells = CellWidth.of(initials) <= 2 && !initials.isEmpty ? initials : String(initials.first ?? "?")
        return CellWidth.of(cells) <= 2 ? cells.padded(to: 2) : "? "
    }
}
