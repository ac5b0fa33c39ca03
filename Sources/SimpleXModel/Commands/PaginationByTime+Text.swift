extension PaginationByTime {
    /// The pagination of the chat list as `/_get chats` writes it: `count=N`.
    public var text: String {
        switch self {
        case let .last(count): "count=\(count)"
        case .unrecognized: "count=5000"
        }
    }
}
