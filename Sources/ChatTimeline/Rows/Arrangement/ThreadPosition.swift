/// Where a message stands in its thread when replies are answers (`ReplyMode.answer`;
/// exyte/Chat's `PositionInCommentsGroup`): a post and the answers under it, top to bottom.
public enum ThreadPosition: String, Hashable, Sendable, CaseIterable {
    /// A post no message answers.
    case post
    /// A post with answers under it.
    case postWithAnswers
    /// The answer right under its post, more below it.
    case firstAnswer
    /// An answer between two others.
    case middleAnswer
    /// The answer that ends the thread (an only answer too).
    case lastAnswer
}
