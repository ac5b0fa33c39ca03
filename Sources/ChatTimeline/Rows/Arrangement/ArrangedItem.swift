import Foundation

/// One message of the chat where `TimelineArrangement` puts it: its thread, its place in it,
/// whether it shows its quote, and the day whose separator stands above it.
public struct ArrangedItem: Hashable, Sendable {
    /// The message (`CIMeta.itemId`).
    public var itemId: Int64
    /// The post whose thread the message is in, when it is placed under it as an answer; nil
    /// for posts and in the quote mode.
    public var threadPost: Int64?
    /// Its place in the thread; nil in the quote mode.
    public var position: ThreadPosition?
    /// The message shows its quote: in the quote mode, any reply; as an answer, only one that
    /// quotes another answer (the post it answers is right above it, not repeated).
    public var showsQuote: Bool
    /// A day starts above the message: the date of that day's separator; nil for none.
    public var dateSeparator: Date?

    /// An arranged message of these parts.
    public init(itemId: Int64, threadPost: Int64? = nil, position: ThreadPosition? = nil, showsQuote: Bool, dateSeparator: Date? = nil) {
        self.itemId = itemId
        self.threadPost = threadPost
        self.position = position
        self.showsQuote = showsQuote
        self.dateSeparator = dateSeparator
    }
}
