import SimpleXModel

/// What the chat view is showing of a chat: a search and a content filter (simplex-view-logic
/// §1.2, §1.7–1.8), and the page each change loads.
public struct ChatQuery: Hashable, Sendable {
    /// Items per page when a chat opens, is searched or opened around an item (`loadItemsPerPage`).
    public static let pageSize = 50
    /// Items around an item to scroll to that is not loaded (`PRELOAD_COUNT × 2`).
    public static let aroundCount = 200

    /// The search text as typed; blank is no search.
    public var search: String
    /// Only items of this content (images, files, links, …); nil for all (simplex-view-logic §1.8).
    public var contentFilter: MsgContentTag?

    /// A query of `search` and `contentFilter`; by default the whole chat.
    public init(search: String = "", contentFilter: MsgContentTag? = nil) {
        self.search = search
        self.contentFilter = contentFilter
    }

    /// Whether a search is on (its trimmed text is not empty): rows then offer "go to".
    public var isSearching: Bool {
        search.contains { !$0.isWhitespace }
    }

    /// The page that (re)loads the chat (`loadChat`): around an item when opening at one,
    /// `initial` without a search, the newest items with one.
    public func loadPage(openingAround itemId: Int64? = nil) -> ChatPagination {
        if let itemId { return .around(itemId: itemId, count: Self.pageSize) }
        return isSearching ? .last(count: Self.pageSize) : .initial(count: Self.pageSize)
    }

    /// The `/_get chat` command for `pagination` of `chat` under this query.
    public func command(_ chat: ChatRef, _ pagination: ChatPagination) -> ChatCommand {
        .getChat(chat, pagination: pagination, contentTag: contentFilter, search: isSearching ? search : nil)
    }
}

/// Where scrolling to an item goes (simplex-view-logic §1.5): its row when loaded, else a page
/// around it to load first.
public enum ScrollTarget: Hashable, Sendable {
    /// The row at this index of the timeline's rows (newest first).
    case row(Int)
    /// The page around the item to load first (`aroundCount` items).
    case load(ChatPagination)

    /// Where scrolling to `itemId` goes in `timeline`.
    public init(itemId: Int64, in timeline: Timeline) {
        if let row = timeline.rowIndex(ofItem: itemId) {
            self = .row(row)
        } else {
            self = .load(.around(itemId: itemId, count: ChatQuery.aroundCount))
        }
    }
}
