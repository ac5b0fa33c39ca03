/// The core's limits on one message, which the view and any core enforce alike.
public enum MessageLimits {
    /// A user adds at most this many reactions to one message.
    public static let reactionsPerUser = 3
    /// A message mentions at most this many members.
    public static let mentions = 3
}
