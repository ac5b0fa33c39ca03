/// Why a `.mo` file was not read: the warning the user gets once, before the strings fall back
/// to the next language or English.
public struct CatalogError: Error, Hashable, Sendable {
    /// What is wrong with the file ("not a .mo file", "string 12 lies past the end").
    public let reason: String

    /// An error for `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// One line for the user, naming the file.
    public func message(path: String) -> String {
        "parley: ignoring the message catalog \(path): \(reason)"
    }
}
