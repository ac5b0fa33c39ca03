/// How a reply is shown (exyte/Chat's `ReplyMode`): as the newest message quoting its original
/// (the SimpleX view, seed 000 §4), or placed directly under its original as an answer, without
/// the quote.
public enum ReplyMode: String, Hashable, Sendable, CaseIterable {
    /// The reply is where its time puts it, its original quoted in it (the spec).
    case quote
    /// The reply is placed under the message it answers, in time order with the other answers,
    /// and shows no quote of it (exyte's `.answer`).
    case answer
}
