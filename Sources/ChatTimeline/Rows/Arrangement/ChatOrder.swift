/// Which end of the chat is the newest (exyte/Chat's `ChatType`): the bottom, as a
/// conversation (the SimpleX view), or the top, as comments under a post.
public enum ChatOrder: String, Hashable, Sendable, CaseIterable {
    /// The newest message at the bottom; new ones appear there (the spec).
    case conversation
    /// The newest message at the top; new ones appear there (exyte's `.comments`).
    case comments
}
