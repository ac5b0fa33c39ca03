import ChatBackend
import Foundation
import SimpleXModel

extension ChatStore {
    /// A page of chat `ref` (`/_get chat`), oldest first. Pages are ordered by item time, then
    /// id; a search matches whole words of the item text (FTS5); `initial` opens at the oldest
    /// unread item, or at the end; `after` item 0 is the chat's first page (no item has id 0: the
    /// view's Home, D2 — the real core refuses it, and the view says so).
    ///
    /// The counts after the page (`NavigationInfo`) come only with `around` and `initial`, as
    /// the core gives them (simplex-chat `src/Simplex/Chat/Store/Messages.hs`, `getDirectChat`
    /// and its group and local forms: `CPLast`, `CPAfter` and `CPBefore` return no
    /// `NavigationInfo`); a `before`, `after` or `last` page is nil there, and the view does not
    /// read it for those (`ChatWindow.apply`). It saves the two count queries on every page
    /// scrolled back.
    func chatPage(_ ref: ChatRef, _ pagination: ChatPagination, contentTag: MsgContentTag?, search: String?) throws -> (AChat, NavigationInfo?) {
        let info = try chatInfo(ref)
        try expire(ref, info)
        let filter = PageFilter(ref: ref, contentTag: contentTag, search: search)
        let page: [ChatItem]
        let navigation: NavigationInfo?
        switch pagination {
        case let .last(count):
            page = try rows.items.newest(count, filter)
            navigation = nil
        case let .before(itemId, count):
            page = try rows.items.older(than: try item(itemId, in: ref), count, filter)
            navigation = nil
        case let .after(0, count):
            page = try rows.items.oldest(count, filter)
            navigation = nil
        case let .after(itemId, count):
            page = try rows.items.newer(than: try item(itemId, in: ref), count, filter)
            navigation = nil
        case let .around(itemId, count):
            page = try around(try item(itemId, in: ref), count, filter)
            navigation = try self.navigation(after: page.last, filter)
        case let .initial(count):
            if let firstUnread = try rows.items.firstUnread(filter) {
                page = try around(firstUnread, count, filter)
            } else {
                page = try rows.items.newest(count, filter)
            }
            navigation = try self.navigation(after: page.last, filter)
        }
        return (AChat(chatInfo: info, chatItems: page, chatStats: try rows.items.stats(ref)), navigation)
    }

    /// `count` items around `anchor`: as many before it as after it (one fewer before when
    /// they do not divide evenly).
    private func around(_ anchor: ChatItem, _ count: Int, _ filter: PageFilter) throws -> [ChatItem] {
        let half = max(0, count - 1) / 2
        return try rows.items.older(than: anchor, half, filter) + [anchor] + rows.items.newer(than: anchor, count - 1 - half, filter)
    }

    /// Items after a page (`NavigationInfo.afterTotal`) are counted up to this many; more are
    /// reported as this many. The core counts them all, a scan of every newer item's index entry
    /// (20 ms for a page in the middle of a million-item chat); the view asks only whether there
    /// are any, and how many unread, which are counted exactly. The bound keeps the count about
    /// the cost of reading a page's rows.
    public static let afterTotalLimit = 1_000

    /// How many items (up to `afterTotalLimit`) and unread items come after `newest`
    /// (`ItemRows.counts(after:_:limit:)`); none after an empty page.
    private func navigation(after newest: ChatItem?, _ filter: PageFilter) throws -> NavigationInfo {
        guard let newest else { return NavigationInfo(afterTotal: 0, afterUnread: 0) }
        let counts = try rows.items.counts(after: newest, filter, limit: Self.afterTotalLimit)
        return NavigationInfo(afterTotal: counts.total, afterUnread: counts.unread)
    }

    /// Where a chat with no item stands in the list: a contact request at the time it came (D8:
    /// new requests show at the top, as the apps list them), any other at the end.
    private static func listedAt(_ info: ChatInfo) -> Int64 {
        if case let .contactRequest(request) = info { return request.createdAt.microsecondsSince1970 }
        return 0
    }

    /// Every chat of `userId` with its newest item and counts, the most recent first; a
    /// contact whose conversation was deleted is left out until a new message.
    func chatPreviews(userId: Int64) throws -> [AChat] {
        var previews: [(AChat, Int64)] = []
        for (ref, info) in try rows.chats.chats(of: userId) {
            let last = try rows.items.newest(1, PageFilter(ref: ref, contentTag: nil, search: nil))
            if case let .direct(contact) = info, contact.chatDeleted, last.isEmpty { continue }
            previews.append((AChat(chatInfo: info, chatItems: last, chatStats: try rows.items.stats(ref)), last.first.map { $0.meta.itemTs.microsecondsSince1970 } ?? Self.listedAt(info)))
        }
        return previews.sorted { $0.1 > $1.1 }.map(\.0)
    }
}
