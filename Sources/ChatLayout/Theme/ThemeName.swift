/// The four built-in SimpleX themes.
public enum ThemeName: String, Hashable, Sendable, CaseIterable {
    case light, dark, simplex, black

    /// A theme by its name as a user types it ("SimpleX", "dark"), or nil.
    public init?(named name: String) {
        self.init(rawValue: name.lowercased())
    }
}
