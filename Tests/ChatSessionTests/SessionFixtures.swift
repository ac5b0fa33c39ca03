import ChatSession
import ChatTimeline
import Foundation
import SimpleXModel
import TestSupport

/// Chats for the session's tests: bob's direct chat with as many items as a test needs, some
/// unread, and a core that pages them as the real one does.
enum SessionFixtures {
    static let user = Fixtures.user
    static let bobRef = ChatRef.direct(2)
    static let teamRef = Fixtures.team.chatInfo.chatRef ?? .group(1)

    /// Items 1…count of bob's chat, oldest first; those from `unreadFrom` on are unread, those
    /// in `mentions` mention the user.
    static func items(_ count: Int64, unreadFrom: Int64? = nil, mentions: Set<Int64> = []) -> [ChatItem] {
        (1...max(1, count)).map { id in item(id, unread: unreadFrom.map { id >= $0 } == true, mention: mentions.contains(id)) }
    }

    static func item(_ id: Int64, unread: Bool = false, mention: Bool = false, text: String? = nil) -> ChatItem {
        var item = ChatItems.text(id, text ?? "message \(id)", status: unread ? .rcvNew : .rcvRead)
        item.meta.userMention = mention
        return item
    }

    /// bob's chat as the list shows it, with `unread` unread.
    static func bob(unread: Int = 0, last: ChatItem? = nil) -> AChat {
        var chat = Fixtures.bob
        chat.chatItems = last.map { [$0] } ?? Array(chat.chatItems.suffix(1))
        chat.chatStats = ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: unread, unreadMentions: 0)
        return chat
    }

    /// A page of bob's chat holding `items`, with `unread` unread in the whole chat.
    static func page(_ items: [ChatItem], unread: Int = 0) -> AChat {
        var chat = Fixtures.bob
        chat.chatItems = items
        chat.chatStats = ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: unread, unreadMentions: 0)
        return chat
    }

    /// A driver with the list of bob and the team loaded.
    static func listed(bobUnread: Int = 0) -> SessionDriver {
        var driver = SessionDriver()
        driver.send(.start())
        driver.answerList(user, [bob(unread: bobUnread), Fixtures.team])
        return driver
    }

    /// A driver with bob's chat open on `page` (as the `initial` page, with `after` items after it).
    static func opened(_ page: [ChatItem], unread: Int = 0, after: Int = 0, afterUnread: Int = 0) -> SessionDriver {
        var driver = listed(bobUnread: unread)
        driver.send(.open(bobRef))
        driver.answerPage(Self.page(page, unread: unread), navigation: NavigationInfo(afterTotal: after, afterUnread: afterUnread))
        return driver
    }

    /// The rows (0 the newest) of the open chat holding items `low`…`high`.
    static func rows(of driver: SessionDriver, items range: ClosedRange<Int64>) -> ClosedRange<Int> {
        let timeline = driver.session.open?.timeline ?? Timeline()
        let rows = [range.lowerBound, range.upperBound].compactMap { timeline.rowIndex(ofItem: $0) }
        return (rows.min() ?? 0)...(rows.max() ?? 0)
    }

    /// The ids of the read requests in `output`.
    static func read(_ output: SessionOutput) -> [Int64] {
        SessionDriver.requests(output).flatMap { request -> [Int64] in
            if case let .run(.readItems(_, ids)) = request { ids } else { [] }
        }
    }
}

/// A chat of `count` items a core pages as the real one does (oldest first), each item made
/// when it is asked for: a history of any length costs only the pages read.
struct PagedCore {
    let count: Int64

    func item(_ id: Int64) -> ChatItem { SessionFixtures.item(id) }

    func page(_ pagination: ChatPagination) -> AChat {
        let range: ClosedRange<Int64>
        switch pagination {
        case let .last(size), let .initial(size):
            range = max(1, count - Int64(size) + 1)...count
        case let .before(id, size):
            range = max(1, id - Int64(size))...max(1, id - 1)
        case let .after(id, size):
            range = min(count, id + 1)...min(count, id + Int64(size))
        case let .around(id, size):
            range = max(1, id - Int64(size) / 2)...min(count, id + Int64(size) / 2)
        }
        let empty: Bool = switch pagination {
        case let .before(id, _): id <= 1
        case let .after(id, _): id >= count
        default: false
        }
        return SessionFixtures.page(empty ? [] : range.map(item))
    }
}
