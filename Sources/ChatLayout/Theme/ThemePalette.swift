/// The colours a chat is drawn with: one of the SimpleX themes (`LightColorPalette`,
/// `DarkColorPalette`, `SimplexColorPalette`, `BlackColorPalette` and their app colours:
/// SimplexBlue is (0, 136, 255), the secondary HighOrLowlight (139, 135, 134)), or colours of
/// your own (`LayoutEnvironment.customPalette`).
///
/// ```swift
/// var palette = ThemePalette(.dark)
/// palette.primary = RGBA(hex: 0xFF9500)
/// palette.sentMessage = RGBA(hex: 0x3A2A12)
/// ```
public struct ThemePalette: Hashable, Sendable {
    /// Whether the theme is light: named colours take their light variants and the text is drawn at full opacity.
    public var isLight: Bool
    /// The accent colour (SimplexBlue in the light and dark themes): links, mentions, the unread mark, selection.
    public var primary: RGBA
    /// HighOrLowlight: names, roles, events, the meta and the bars of quotes and rules.
    public var secondary: RGBA
    /// The chat's background, the wallpaper's colour (its image is omitted, spec §9 Activation).
    public var background: RGBA
    /// The colour of text on the background (`onSurface`).
    public var onBackground: RGBA
    /// A classic sent bubble's fill.
    public var sentMessage: RGBA
    /// The quote colour of sent items: the voice player's circle in a classic sent bubble.
    public var sentQuote: RGBA
    /// A classic received bubble's fill.
    public var receivedMessage: RGBA
    /// The quote colour of received items: cards' backgrounds, and the voice player's circle but in classic sent bubbles.
    public var receivedQuote: RGBA

    /// The palette of the built-in theme `name`.
    public init(_ name: ThemeName) {
        let simplexBlue = RGBA(hex: 0x0088FF), highOrLowlight = RGBA(hex: 0x8B8786)
        switch name {
        case .light:
            self.init(isLight: true, primary: simplexBlue, secondary: highOrLowlight, background: RGBA(hex: 0xFFFFFF),
                      onBackground: RGBA(hex: 0x000000), sentMessage: RGBA(hex: 0xE9F7FF), sentQuote: RGBA(hex: 0xD6F0FF),
                      receivedMessage: RGBA(hex: 0xF5F5F6), receivedQuote: RGBA(hex: 0xECECEE))
        case .dark:
            self.init(isLight: false, primary: simplexBlue, secondary: highOrLowlight, background: RGBA(hex: 0x000000),
                      onBackground: RGBA(hex: 0xFFFFFF), sentMessage: RGBA(hex: 0x18262E), sentQuote: RGBA(hex: 0x1D3847),
                      receivedMessage: RGBA(hex: 0x262627), receivedQuote: RGBA(hex: 0x373739))
        case .simplex:
            self.init(isLight: false, primary: RGBA(hex: 0x70F0F9), secondary: highOrLowlight, background: RGBA(hex: 0x111528),
                      onBackground: RGBA(hex: 0xFFFFFF), sentMessage: RGBA(hex: 0x172941), sentQuote: RGBA(hex: 0x1C3A57),
                      receivedMessage: RGBA(hex: 0x25283A), receivedQuote: RGBA(hex: 0x36394A))
        case .black:
            self.init(isLight: false, primary: RGBA(hex: 0x0077E0), secondary: highOrLowlight, background: RGBA(hex: 0x070707),
                      onBackground: RGBA(hex: 0xFFFFFF), sentMessage: RGBA(hex: 0x18262E), sentQuote: RGBA(hex: 0x1D3847),
                      receivedMessage: RGBA(hex: 0x1B1B1B), receivedQuote: RGBA(hex: 0x29292B))
        }
    }

    /// A palette of these colours: `isLight` picks the light variants of the colours messages
    /// name and draws the text at full opacity.
    public init(isLight: Bool, primary: RGBA, secondary: RGBA, background: RGBA, onBackground: RGBA,
                sentMessage: RGBA, sentQuote: RGBA, receivedMessage: RGBA, receivedQuote: RGBA) {
        (self.isLight, self.primary, self.secondary, self.background, self.onBackground) = (isLight, primary, secondary, background, onBackground)
        (self.sentMessage, self.sentQuote, self.receivedMessage, self.receivedQuote) = (sentMessage, sentQuote, receivedMessage, receivedQuote)
    }

    /// `messageTextColor`: the text on the background, at 95% in dark themes.
    public var messageText: RGBA { isLight ? onBackground : onBackground.opacity(0.95) }

    /// A colour of `ink` in this palette.
    public func color(_ ink: Ink) -> RGBA {
        switch ink {
        case .text: messageText
        case .secondary: secondary
        case .primary: primary
        case .quoteText: onBackground.opacity(0.7)
        case .clear: RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        case let .named(color): color.rgba(isLight: isLight)
        }
    }

    /// `w` of the line box: the L* contrast of `color` against the background ÷ that of the
    /// message text, clamped to 0…1.
    public func contrastRatio(_ color: RGBA) -> Double {
        let background = background.lightness
        let reference = abs(messageText.over(self.background).lightness - background)
        guard reference > 0 else { return 1 }
        return min(1, max(0, abs(color.over(self.background).lightness - background) / reference))
    }
}
