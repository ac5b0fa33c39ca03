/// Why a picture could not be decoded or encoded: a malformed, truncated or unknown file, or one
/// of more pixels than Parley draws. The caller shows what it shows without the picture (a
/// card's label).
public struct PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in lower case ("PNG: not a PNG file").
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
