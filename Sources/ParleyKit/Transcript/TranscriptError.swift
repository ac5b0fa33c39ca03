/// Why a transcript could not be drawn: a bad setting or message list, or the renderer's
/// failure, in one sentence.
///
/// ```swift
/// do { _ = try transcript.render(.png, width: 20) } catch { print(error.message) }
/// ```
public struct TranscriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong ("the width is 100 to 10000 points, not 20").
    public var message: String

    /// An error that says `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
