import ChatLayout
import Testing

/// A palette of one's own (issue 35): it replaces the theme's colours wherever the layout and
/// the renderer read them, the line boxes' contrast term included, and says so in the dump.
@Suite struct CustomPaletteTests {
    static let sepia = ThemePalette(isLight: true, primary: RGBA(hex: 0x7B1FA2), secondary: RGBA(hex: 0xBCAAA4), background: RGBA(hex: 0xFFF3E0),
                                    onBackground: RGBA(hex: 0x3E2723), sentMessage: RGBA(hex: 0xFFE0B2), sentQuote: RGBA(hex: 0xFFCC80),
                                    receivedMessage: RGBA(hex: 0xFFFFFF), receivedQuote: RGBA(hex: 0xEEEEEE))

    @Test func customPaletteReplacesTheThemes() {
        let themed = LayoutEnvironment(width: 393, theme: .dark)
        #expect(themed.palette == ThemePalette(.dark))
        let custom = LayoutEnvironment(width: 393, theme: .dark, customPalette: Self.sepia)
        #expect(custom.palette == Self.sepia)
        #expect(custom != themed, "the layout cache tells the two apart")
        #expect(custom.contrastFactor(.secondary) != themed.contrastFactor(.secondary))
        #expect(LayoutTree(environment: custom, rows: []).dump().hasPrefix("LayoutTree width: 393 body: 17 layout: terminal theme: custom"))
        #expect(LayoutTree(environment: themed, rows: []).dump().hasPrefix("LayoutTree width: 393 body: 17 layout: terminal theme: dark"))
    }
}
