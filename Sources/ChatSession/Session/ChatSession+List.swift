import ChatTimeline
import SimpleXModel

/// The chat list: read once at the start and again when chats come or go (one read at a time),
/// kept current by events, searched by name, preview and message (D15: a match is shown and
/// opened at), and the chats opened from it.
extension ChatSession {
    mutating func start(opening ref: ChatRef?) {
        openWhenListed = ref
        if let ref { open(ref, at: .firstUnread) }
        reloadList()
    }

    /// Reads the chat list again, once at a time: a read asked while one is in flight happens
    /// after it, so what came meanwhile is in the list.
    mutating func reloadList() {
        guard listLoad.inFlight == nil else {
            listLoad.again = true
            return
        }
        listLoad.inFlight = ask(.chats, for: .list)
    }

    mutating func listed(_ user: User, _ chats: [AChat], id: RequestID) {
        if listLoad.inFlight == id { listLoad.inFlight = nil }
        let switched = self.user.map { $0.userId != user.userId } ?? false
        if self.user != user { changed(.user) }
        self.user = user
        self.chats = chats
        if switched { leaveWithoutDraft() }
        if switched || !draftsAsked.contains(user.userId) {
            draftsAsked.insert(user.userId)
            local(.drafts) { .loadDrafts($0, userId: user.userId) }
        }
        if let ref = open?.ref, let info = chats.first(where: { $0.chatInfo.chatRef == ref })?.chatInfo, open?.loaded == false {
            withOpen { $0.info = info }
        }
        openWhenListed = nil
        changed(.list)
        if listLoad.again {
            listLoad.again = false
            reloadList()
        }
    }

    /// The chats the list shows: all of them, or those whose name or newest message has the
    /// search text (ignoring case), then those whose messages hold it as the core found them.
    public var visibleChats: [AChat] {
        guard let search = listSearch, !search.text.isEmpty else { return chats }
        let found = search.matches ?? [:]
        var named: [AChat] = []
        var others: [AChat] = []
        for chat in chats {
            if chat.chatInfo.displayName.localizedCaseInsensitiveContains(search.text)
                || chat.chatItems.last.map({ String($0.meta.itemText.prefix(Self.previewLimit)).localizedCaseInsensitiveContains(search.text) }) == true {
                named.append(chat)
            } else if let ref = chat.chatInfo.chatRef, let match = found[ref] {
                var shown = chat
                shown.chatItems = [match]
                others.append(shown)
            }
        }
        return named + others
    }

    /// How much of a message's text the list's preview holds (and searches).
    public static let previewLimit = 500

    /// Unread messages in the chats other than the one open.
    public var unreadElsewhere: Int {
        chats.reduce(0) { total, chat in chat.chatInfo.chatRef == open?.ref ? total : total + chat.chatStats.unreadCount }
    }

    mutating func searchList(_ text: String?) {
        if let request = listSearch?.request {
            pending[request] = nil
            emit(.cancel(request))
        }
        guard let text else {
            listSearch = nil
            changed(.list)
            return
        }
        listSearch = ListSearch(text: text)
        changed(.list)
        guard !text.isEmpty else { return }
        let request = ask(.findChats(text, chats.compactMap(\.chatInfo.chatRef)), for: .find(text))
        listSearch?.request = request
    }

    mutating func found(_ matches: [ChatRef: ChatItem], for text: String) {
        guard listSearch?.text == text else { return }
        listSearch?.matches = matches
        listSearch?.request = nil
        changed(.list)
    }

    /// The match a list search found in chat `ref`, when the list shows it by that match.
    public func listMatch(in ref: ChatRef) -> ChatItem? {
        listSearch?.matches?[ref]
    }

    /// Opens `ref`: the open chat's draft is kept and a live message finished; the chat is shown
    /// at once (its items follow) with its own draft, or the forward being picked.
    mutating func open(_ ref: ChatRef, at place: OpenAt) {
        finishLive()
        keepDraft()
        let info = chats.first { $0.chatInfo.chatRef == ref }?.chatInfo ?? .unrecognized(.null)
        var chat = OpenChat(ref: ref, info: info)
        chat.compose = drafts.removeValue(forKey: ref) ?? ComposeState()
        if let forwarding {
            chat.compose = chat.compose.forwarding(forwarding.items, from: forwarding.from)
            self.forwarding = nil
        }
        cancelPaging()
        open = chat
        sheet = nil
        if listSearch != nil { searchList(nil) }
        generation += 1
        let pagination: ChatPagination = switch place {
        case let .item(itemId): .around(itemId: itemId, count: ChatQuery.pageSize)
        case .start: Self.startPage
        case .newest: .last(count: ChatQuery.pageSize)
        case .firstUnread, .query: .initial(count: ChatQuery.pageSize)
        }
        let id = ask(.page(ref, pagination, nil), for: .open(ref, generation: generation, at: place))
        open?.paging.inFlight = (id, pagination)
        setComposeText(chat.compose.text)
        changed([.chat, .rows, .info, .sheet])
    }

    /// Leaves the open chat for the list, keeping its draft.
    mutating func leave() {
        finishLive()
        keepDraft()
        cancelPaging()
        open = nil
        sheet = nil
        changed([.chat, .rows, .compose, .sheet])
        reloadList()
    }

    /// The open chat closed without keeping its draft (it was deleted, its profile switched).
    mutating func leaveWithoutDraft() {
        cancelPaging()
        open = nil
        sheet = nil
        changed([.chat, .rows, .compose, .sheet])
    }

    /// The open chat's compose state kept as its draft (an empty one forgets the draft); a live
    /// message's state never is.
    mutating func keepDraft() {
        guard let chat = open else { return }
        var draft = chat.compose
        draft.inProgress = false
        draft.liveItemId = nil
        if case .forwarding = draft.context { draft.context = .none }
        drafts[chat.ref] = draft.text.isEmpty && draft.context == .none ? nil : draft
    }

    /// Alt-A (as WeeChat's): the first chat of the list with unread messages, other than the
    /// one open.
    mutating func openNextUnread() {
        let next = chats.first { chat in
            chat.chatInfo.chatRef != open?.ref && (chat.chatStats.unreadCount > 0 || chat.chatStats.unreadChat)
        }
        guard let ref = next?.chatInfo.chatRef else { return say(.noUnreadChats) }
        open(ref, at: .firstUnread)
    }

    /// The page that opens a chat at its first item: `after` no item (the embedded core's
    /// start; a core that refuses it says so, `Notice.startUnreachable`).
    static let startPage = ChatPagination.after(itemId: 0, count: ChatQuery.pageSize)

    /// Moves `ref` to the top of the list with `item` as its newest item (`moveToTop`), counted
    /// unread when `unread`; a chat the list does not have yet reads the list again.
    mutating func listAdded(_ ref: ChatRef, _ item: ChatItem, unread: Bool) {
        if chats.moveToTop(ref, with: item, unread: unread) {
            changed(.list)
        } else {
            reloadList()
        }
    }

    /// A changed item shown as its chat's newest in the list, replaced there.
    mutating func listUpdated(_ item: AChatItem) {
        guard let ref = item.chatInfo.chatRef, let index = chats.firstIndex(where: { $0.chatInfo.chatRef == ref }),
              chats[index].chatItems.last?.meta.itemId == item.chatItem.meta.itemId else { return }
        chats[index].chatItems = [item.chatItem]
        changed(.list)
    }

    /// Marks `count` items of chat `ref` read in the list's counts (`mentions` of them
    /// mentioning the user).
    mutating func listRead(_ ref: ChatRef, count: Int, mentions: Int, chatUnreadCleared: Bool = false) {
        guard let index = chats.firstIndex(where: { $0.chatInfo.chatRef == ref }) else { return }
        chats[index].chatStats.unreadCount = max(0, chats[index].chatStats.unreadCount - count)
        chats[index].chatStats.unreadMentions = max(0, chats[index].chatStats.unreadMentions - mentions)
        if chatUnreadCleared { chats[index].chatStats.unreadChat = false }
        changed(.list)
    }
}
