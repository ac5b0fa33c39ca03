/// The four built-in SimpleX themes.
public enum ThemeName: String, Hashable, Sendable, CaseIterable {
    /// Light: black text on white.
    case light
    /// Dark: white text on black.
    case dark
    /// SimpleX: white text on dark blue, the primary colour cyan.
    case simplex
    /// Black: white text on near-black, a darker primary blue.
    case black

    /// A theme by its name as a user types it ("SimpleX", "dark"), or nil.
    public init?(named name: String) {
        self.init(rawValue: name.lowercased())
    }
}
