import ChatTimeline
import SimpleXModel

/// Alt-M and Alt-Shift-M (issue 36 D10): the unread mention of the user older (or newer) than
/// where the reader is. The loaded items are looked at first; when none of them is the next
/// mention and the core may hold more that way, the core's pages are walked from there,
/// a page at a time and without touching the window, until one is found (then its page is
/// loaded and it is focused), the chat ends, or `mentionScanPages` pages were read.
extension ChatSession {
    /// The most pages one step reads before it says there is none.
    static let mentionScanPages = 100

    /// Steps to the unread mention older (or newer) than the row `from`, else the view's
    /// oldest row for older, its newest row for newer.
    mutating func stepMention(older: Bool, from rowId: Int64?) {
        guard let chat = open else { return }
        let window = chat.timeline.window
        let mentions = window.items.indices.filter { Self.isUnreadMention(window.items[$0]) }
        let rows = chat.timeline.rows
        let reference: Int? = rowId.flatMap { window.index(of: $0) }
            ?? chat.visibleRows.flatMap { visible in
                let row = older ? min(visible.upperBound, rows.count - 1) : visible.lowerBound
                return rows.indices.contains(row) ? window.index(of: older ? rows[row].oldest.meta.itemId : rows[row].newest.meta.itemId) : nil
            }
        let target: Int? = if let reference {
            older ? mentions.first { $0 > reference } : mentions.last { $0 < reference }
        } else {
            older ? mentions.first : nil
        }
        if let target {
            return jump(to: window.items[target].meta.itemId, hint: .focus, loading: .mention)
        }
        guard let anchor = reference.map({ window.items[$0].meta.itemId }), Self.mayHoldMore(chat, older: older) else {
            return say(.noMention(older: mentions.isEmpty ? nil : older))
        }
        say(.loading(.mention))
        scanForMention(older: older, from: anchor, pages: 1)
    }

    /// Whether the core may hold items beyond the loaded ones that way: older unless the oldest
    /// loaded item's older page came back empty; newer while the newest are not loaded or the
    /// window has gaps.
    static func mayHoldMore(_ chat: OpenChat, older: Bool) -> Bool {
        let window = chat.timeline.window
        if older {
            return window.items.last.map { !chat.paging.preload.exhausted.contains($0.meta.itemId) } ?? false
        }
        return !window.newestLoaded || !window.splits.isEmpty
    }

    /// Asks for the page older (or newer) than `anchor`, to look for a mention in it.
    mutating func scanForMention(older: Bool, from anchor: Int64, pages: Int) {
        guard let chat = open else { return }
        let pagination: ChatPagination = older ? .before(itemId: anchor, count: Preload.preloadCount) : .after(itemId: anchor, count: Preload.preloadCount)
        ask(.page(chat.ref, pagination, nil), for: .mentionScan(chat.ref, generation: generation, older: older, pages: pages))
    }

    /// A page walked by a mention step came: its mention nearest the start is gone to, else the
    /// walk goes on from its far end while there is more.
    mutating func scanned(_ page: [ChatItem], older: Bool, pages: Int) {
        let ordered = page.sorted { ChatItem.isNewer($0, than: $1) }
        if let found = (older ? ordered.first(where: Self.isUnreadMention) : ordered.last(where: Self.isUnreadMention)) {
            return jump(to: found.meta.itemId, hint: .focus, loading: .mention)
        }
        guard page.count >= Preload.preloadCount, pages < Self.mentionScanPages,
              let next = older ? ordered.last : ordered.first else {
            let loaded = open?.timeline.window.items.contains(where: Self.isUnreadMention) ?? false
            return say(.noMention(older: loaded ? older : nil))
        }
        scanForMention(older: older, from: next.meta.itemId, pages: pages + 1)
    }

    static func isUnreadMention(_ item: ChatItem) -> Bool {
        item.meta.userMention && item.isUnread && !item.chatDir.isSent
    }
}
