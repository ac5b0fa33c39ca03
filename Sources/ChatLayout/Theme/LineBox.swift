/// `terminalLineBox` (spec §9 "Spacing and Line Heights"): the height of a line of text.
extension LayoutEnvironment {
    /// font size × 22/16 × f(w), f(w) = 1 − 0.1515 × (1 − w), where w is the colour's L*
    /// contrast against the background relative to the message text's (nil colour: f = 1).
    /// In cells every line box is one line.
    public func lineBox(fontSize: Double, ink: Ink?) -> Double {
        units == .cells ? 1 : fontSize * 22 / 16 * contrastFactor(ink)
    }

    /// f(w) of `ink` in this environment's theme.
    public func contrastFactor(_ ink: Ink?) -> Double {
        guard let ink else { return 1 }
        let palette = palette
        return 1 - 0.1515 * (1 - palette.contrastRatio(palette.color(ink)))
    }
}
