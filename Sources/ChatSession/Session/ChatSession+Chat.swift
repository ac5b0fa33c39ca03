import ChatTimeline
import SimpleXModel

/// The open chat's pages and reading (issue 32, "one reading rule"): a chat opens at its first
/// unread item under the "new messages" line; an item is read when it has been shown — what a
/// face's viewport says is on screen is marked read (`/_read chat items`, not the whole chat),
/// the rest as it comes into view; "N new below" counts the unread items below the view and
/// goes to zero only when they were read; a chat not shown reads nothing. Pages load as the
/// timeline's preload rule says for the rows in view, one at a time, each answer matched to
/// its request; the loaded window stays bounded whichever way the reader goes (D2).
extension ChatSession {
    /// Reads the open chat anew at `place`: its rows stay until the page comes and replaces them.
    mutating func reload(at place: OpenAt) {
        guard let chat = open else { return }
        cancelPaging()
        generation += 1
        let query = chat.query ?? ChatQuery()
        let pagination: ChatPagination = switch place {
        case let .item(itemId): query.loadPage(openingAround: itemId)
        case .start: Self.startPage
        case .newest: .last(count: ChatQuery.pageSize)
        case .firstUnread, .query: query.loadPage()
        }
        let id = ask(.page(chat.ref, pagination, chat.query), for: .open(chat.ref, generation: generation, at: place))
        open?.paging.inFlight = (id, pagination)
        open?.pendingJump = nil
    }

    /// Forgets the page in flight: its answer, when it comes, changes nothing.
    mutating func cancelPaging() {
        guard let inFlight = open?.paging.inFlight else { return }
        pending[inFlight.id] = nil
        open?.paging.inFlight = nil
    }

    /// The page that opens (or reads anew) the chat came.
    mutating func opened(_ page: AChat, navigation: NavigationInfo?, at place: OpenAt, id: RequestID) {
        guard var chat = open, let inFlight = chat.paging.inFlight, inFlight.id == id else { return }
        let firstOpening = !chat.loaded
        chat.paging = Paging()
        if case .invalidJSON = page.chatInfo {} else { chat.info = page.chatInfo }
        chat.loaded = true
        chat.timeline = Timeline()
        chat.timeline.apply(inFlight.pagination, page: page.chatItems, navigation: navigation, stats: page.chatStats)
        chat.viewport = nil
        chat.unreadBelow = 0
        switch place {
        case .firstUnread:
            let firstUnread = page.chatItems.first(where: \.isUnread)?.meta.itemId
            if firstOpening || chat.newMessagesAt == nil { chat.newMessagesAt = firstUnread }
            hint(firstUnread.map { .top(itemId: $0) } ?? .newest)
        case let .item(itemId):
            hint(.focus(itemId: itemId))
        case .start:
            hint(page.chatItems.first.map { .top(itemId: $0.meta.itemId) } ?? .newest)
        case .query, .newest:
            hint(.newest)
        }
        open = chat
        changed([.rows, .info])
        if firstOpening {
            changed(.chat)
            if let groupId = chat.info.groupInfo?.groupId { ask(.run(.members(groupId: groupId)), for: .members(groupId: groupId, show: false)) }
            if page.chatStats.unreadChat {
                ask(.run(.markChatUnread(chat.ref, unread: false)), for: .read)
                listRead(chat.ref, count: 0, mentions: 0, chatUnreadCleared: true)
            }
        }
    }

    /// A page asked for by the preload rule or a jump came: merged into the window, trimmed to
    /// the rows around the view; a jump waiting for it goes to its item.
    mutating func paged(_ page: AChat, navigation: NavigationInfo?, id: RequestID) {
        guard var chat = open, let inFlight = chat.paging.inFlight, inFlight.id == id else { return }
        chat.paging.inFlight = nil
        let before = chat.timeline.window
        chat.timeline.apply(inFlight.pagination, page: page.chatItems, navigation: navigation, stats: page.chatStats,
                            visibleRows: chat.visibleRows)
        chat.paging.preload.record(inFlight.pagination, page: page.chatItems, before: before)
        if let jump = chat.pendingJump, chat.timeline.window.item(id: jump.itemId) != nil {
            chat.pendingJump = nil
            hint(jump.hint == .top ? .top(itemId: jump.itemId) : .focus(itemId: jump.itemId))
            if notice.map(Self.isLoading) == true { say(nil) }
        }
        open = chat
        recountUnreadBelow()
        changed(.rows)
        preload()
    }

    static func isLoading(_ notice: Notice) -> Bool {
        if case .loading = notice { true } else { false }
    }

    /// What the user can see changed: shown rows are read, "N new below" recounted, and the
    /// page the preload rule says is due is asked for.
    mutating func viewed(_ viewport: Viewport) {
        guard open?.loaded == true else { return }
        open?.viewport = viewport
        if viewport.shown, let visible = viewport.visibleRows { read(rows: visible) }
        recountUnreadBelow()
        preload()
    }

    /// The unread items of rows `rows` (0 the newest) read: on screen at once, in the core by one
    /// `/_read chat items`, and in the list's counts.
    mutating func read(rows: ClosedRange<Int>) {
        guard var chat = open else { return }
        let indices = rows.clamped(to: 0...max(0, chat.timeline.rows.count - 1))
        guard !chat.timeline.rows.isEmpty else { return }
        var unread: [ChatItem] = []
        for index in indices.reversed() {
            unread += chat.timeline.rows[index].items.reversed().filter(\.isUnread)
        }
        guard !unread.isEmpty else { return }
        for var item in unread {
            item.meta.itemStatus = .rcvRead
            chat.timeline.itemUpdated(item)
        }
        open = chat
        changed(.rows)
        ask(.run(.readItems(chat.ref, itemIds: unread.map(\.meta.itemId))), for: .read)
        listRead(chat.ref, count: unread.count, mentions: unread.filter(\.meta.userMention).count)
    }

    /// "N new below": the unread items in the rows below the view, and those newer than the
    /// loaded ones. O(rows below the view).
    mutating func recountUnreadBelow() {
        guard let chat = open else { return }
        var count = chat.timeline.window.unreadAfterNewestLoaded
        if let visible = chat.visibleRows {
            for index in 0..<min(visible.lowerBound, chat.timeline.rows.count) {
                count += chat.timeline.rows[index].items.count { $0.isUnread }
            }
        }
        guard count != chat.unreadBelow else { return }
        open?.unreadBelow = count
        changed(.info)
    }

    /// Asks for the page the preload rule says is due for the rows in view (`Preload.request`),
    /// when none is in flight.
    mutating func preload() {
        guard let chat = open, chat.loaded, chat.paging.inFlight == nil, let visible = chat.visibleRows else { return }
        guard let pagination = Preload.request(window: chat.timeline.window, rows: chat.timeline.rows, firstVisible: visible.lowerBound,
                                               lastVisible: visible.upperBound, exhausted: chat.paging.preload.exhausted) else { return }
        askPage(pagination)
    }

    /// Asks for `pagination` of the open chat under its query.
    mutating func askPage(_ pagination: ChatPagination) {
        guard let chat = open else { return }
        let id = ask(.page(chat.ref, pagination, chat.query), for: .page(chat.ref, generation: generation))
        open?.paging.inFlight = (id, pagination)
    }

    /// Goes to `itemId`: its row when loaded, else its page first (`ScrollTarget`), the view
    /// going there when it comes.
    mutating func jump(to itemId: Int64, hint jumpHint: JumpHint, loading: Notice.LoadingTarget) {
        guard let chat = open else { return }
        switch ScrollTarget(itemId: itemId, in: chat.timeline) {
        case .row:
            hint(jumpHint == .top ? .top(itemId: itemId) : .focus(itemId: itemId))
        case let .load(pagination):
            cancelPaging()
            askPage(pagination)
            open?.pendingJump = (itemId, jumpHint)
            say(.loading(loading))
        }
    }

    /// End: the newest line, read anew from the newest page when it is not loaded.
    mutating func goToNewest() {
        guard let chat = open else { return }
        if chat.timeline.window.newestLoaded {
            hint(.newest)
        } else {
            reload(at: .newest)
        }
    }

    /// Home: the chat's first item, from its first page (D2).
    mutating func goToOldest() {
        guard open != nil else { return }
        say(.loading(.start))
        reload(at: .start)
    }

    /// The in-chat search (nil: ended): the chat read anew under it.
    mutating func search(_ query: ChatQuery?) {
        guard let chat = open else { return }
        let wasSearching = chat.query?.isSearching == true
        open?.query = query?.isSearching == true || query?.contentFilter != nil ? query : nil
        guard open?.query != nil || wasSearching else { return }
        if open?.query == nil { say(.searchCleared) }
        reload(at: open?.query == nil ? .firstUnread : .query)
    }

    /// A search's result opened in its chat (simplex-view-logic §1.7 "go to"): the search
    /// ended, the page around the item loaded and the item shown.
    mutating func goTo(_ itemId: Int64) {
        guard open != nil else { return }
        open?.query = nil
        say(.loading(.match))
        reload(at: .item(itemId))
    }

    /// Shows the items of row `row` one by one, or collapses them again.
    mutating func reveal(_ row: Int64, shown: Bool) {
        guard let found = open?.row(row) else { return }
        open?.timeline.setRevealed(found, shown)
        changed(.rows)
    }
}
