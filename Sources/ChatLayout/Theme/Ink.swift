/// What colours a run or a part: a role of the palette or a colour named by the message
/// (`Format.colored`). The palette turns it into RGBA, so the layout stays theme-neutral.
public enum Ink: Hashable, Sendable {
    case text, secondary, primary, quoteText, clear
    case named(NamedColor)
}

/// The colours message markdown can name (`!1 red!` …).
public enum NamedColor: String, Hashable, Sendable {
    case red, green, blue, yellow, cyan, magenta, black, white

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
