import ChatTimeline
import SimpleXModel

/// The rows of a whole chat read page by page, oldest first, presented exactly as
/// `RowPresentation.present` presents the chat in one window — without holding the chat.
///
/// A row's presentation depends on its neighbours only (simplex-view-logic §2.3: its separation
/// from the newer row, the older row's sender and separation; merged rows are runs that break
/// between two adjacent items). So each page is presented together with the last row given out
/// (the older neighbour of what follows), and the newest two rows wait for the next page: the
/// newest may still gain newer items of its merge category, and the one before it hashes the
/// newest's items. `finish()` gives them out, the newest with the newest row's padding.
/// Memory: one page plus three rows.
public struct RowStream: Sendable {
    /// The chat the rows are of: its kind decides senders, avatars and merging.
    public let chatInfo: ChatInfo
    /// The layout the rows are presented for (`RowPresentation.present`'s `layout`).
    public let layout: ChatLayoutMode
    /// The clock and calendar of the presentation: date separators and times.
    public let environment: TimelineEnvironment
    /// The rows are a transcript (`RowPresentation.present`'s `transcript`).
    public let transcript: Bool
    /// Items not given out yet, oldest first, after the items of the last row given out.
    private var items: [ChatItem] = []
    /// How many of `items`, from the start, are the last row given out (0 before the first).
    private var contextCount = 0

    /// A stream of `chatInfo`'s rows before its first page.
    public init(chatInfo: ChatInfo, layout: ChatLayoutMode, transcript: Bool = false, environment: TimelineEnvironment) {
        self.chatInfo = chatInfo
        self.layout = layout
        self.transcript = transcript
        self.environment = environment
    }

    /// The next page of the chat (oldest first, the items right after the previous page):
    /// the rows now final, oldest first.
    /// - Complexity: O(page + held rows' items).
    public mutating func append(_ page: [ChatItem]) -> [RowPresentation] {
        items += page
        return present(keeping: 2)
    }

    /// The rows still held, the newest last: the chat has no more items.
    public mutating func finish() -> [RowPresentation] {
        present(keeping: 0)
    }

    /// Presents the held items and gives out all rows but the context row and the newest `keeping`.
    private mutating func present(keeping: Int) -> [RowPresentation] {
        guard !items.isEmpty else { return [] }
        let window = ChatWindow(page: items, stats: ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0))
        let rows = RowPresentation.present(window, chatInfo: chatInfo, layout: layout, transcript: transcript, environment: environment)
        let start = contextCount > 0 ? 1 : 0
        let end = rows.count - keeping
        guard end > start else { return [] }
        let given = Array(rows[start..<end])
        let dropped = rows[..<(end - 1)].reduce(0) { $0 + $1.row.items.count }
        items.removeFirst(dropped)
        contextCount = rows[end - 1].row.items.count
        if keeping == 0 {
            items.removeAll()
            contextCount = 0
        }
        return given
    }
}
