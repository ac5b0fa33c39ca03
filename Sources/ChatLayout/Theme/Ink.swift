/// What colours a run or a part: a role of the palette or a colour named by the message
/// (`Format.colored`). The palette turns it into RGBA, so the layout stays theme-neutral.
public enum Ink: Hashable, Sendable {
    /// The message text colour (`messageTextColor`: on the background, 95% in dark themes).
    case text
    /// The secondary colour: names, roles, events, cards, the meta.
    case secondary
    /// The primary colour: links, mentions, the user's own name and reactions.
    case primary
    /// Quoted text: the text on the background at 70% (spec §4 MsgContentView, terminal rows).
    case quoteText
    /// Transparent: the copy of the meta that reserves its room.
    case clear
    /// A colour the message names (`!1 red!`).
    case named(NamedColor)
}

/// The colours message markdown can name (`!1 red!` …).
public enum NamedColor: String, Hashable, Sendable {
    /// The system red (its dark variant in dark themes); also failures, reports' reasons and alert headers.
    case red
    /// The system green, its dark variant in dark themes.
    case green
    /// The system blue, its dark variant in dark themes.
    case blue
    /// The system yellow, its dark variant in dark themes; also the warning icon.
    case yellow
    /// The system cyan, its dark variant in dark themes.
    case cyan
    /// The system purple, its dark variant in dark themes.
    case magenta
    /// Black in every theme.
    case black
    /// White in every theme.
    case white

    /// The colour, in the system colours the apps use for markdown.
    public func rgba(isLight: Bool) -> RGBA {
        switch self {
        case .red: RGBA(hex: isLight ? 0xFF3B30 : 0xFF453A)
        case .green: RGBA(hex: isLight ? 0x34C759 : 0x30D158)
        case .blue: RGBA(hex: isLight ? 0x007AFF : 0x0A84FF)
        case .yellow: RGBA(hex: isLight ? 0xFFCC00 : 0xFFD60A)
        case .cyan: RGBA(hex: isLight ? 0x32ADE6 : 0x64D2FF)
        case .magenta: RGBA(hex: isLight ? 0xAF52DE : 0xBF5AF2)
        case .black: RGBA(hex: 0x000000)
        case .white: RGBA(hex: 0xFFFFFF)
        }
    }
}
