extension PaginationByTime {
    /// The pagination of the chat list as `/_get chats` writes it: `count=N`; one this version
    /// does not know is refused by the core (`ChatCommand.unwritable`), never a default count.
    public var text: String {
        switch self {
        case let .last(count): "count=\(count)"
        case .unrecognized: ChatCommand.unwritable
        }
    }
}
