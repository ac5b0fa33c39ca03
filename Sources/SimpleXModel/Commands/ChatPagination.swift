/// Which page of a chat `/_get chat` returns (the core's `ChatPagination`).
public enum ChatPagination: Hashable, Sendable {
    /// The newest `count` items: `count=N`.
    case last(count: Int)
    /// `count` items newer than `itemId`: `after=ID count=N`.
    case after(itemId: Int64, count: Int)
    /// `count` items older than `itemId`: `before=ID count=N`.
    case before(itemId: Int64, count: Int)
    /// `count` items centred on `itemId`: `around=ID count=N`.
    case around(itemId: Int64, count: Int)
    /// The page a chat opens on, around its first unread item: `initial=N`.
    case initial(count: Int)

    /// The pagination as the command writes it.
    public var text: String {
        switch self {
        case let .last(count): "count=\(count)"
        case let .after(itemId, count): "after=\(itemId) count=\(count)"
        case let .before(itemId, count): "before=\(itemId) count=\(count)"
        case let .around(itemId, count): "around=\(itemId) count=\(count)"
        case let .initial(count): "initial=\(count)"
        }
    }
}
