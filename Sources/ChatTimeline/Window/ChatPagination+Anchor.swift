import SimpleXModel

extension ChatPagination {
    /// The item a page is anchored to, when it has one: a page that comes back empty marks its
    /// anchor exhausted (`Preload.request` asks it no more).
    public var anchor: Int64? {
        switch self {
        case let .before(itemId, _), let .after(itemId, _), let .around(itemId, _): itemId
        default: nil
        }
    }
}
