import ChatLayout

extension TerminalTheme {
    /// The terminal's theme for one of SimpleX's built-in themes, as the settings file's
    /// `theme` names it (issue 36 "A settings file"): light on a light background; dark, and
    /// SimpleX and Black — dark themes whose accent is their own primary colour (cyan #70F0F9,
    /// blue #0077E0) — on a dark one. The terminal keeps its own background.
    package init(_ name: ThemeName) {
        switch name {
        case .light:
            self = .light
        case .dark:
            self = .dark
        case .simplex:
            self = .dark
            self.name = "simplex"
            (primary, mention) = (.rgb(0x70, 0xf0, 0xf9), .rgb(0x9c, 0xf5, 0xfb))
        case .black:
            self = .dark
            self.name = "black"
            (primary, mention) = (.rgb(0x00, 0x77, 0xe0), .rgb(0x3d, 0x9b, 0xf0))
        }
    }
}
