import ChatLayout
import ChatBackend
import ChatTimeline
import SimpleXModel

/// What the core's answers and events do to the client: pages enter the timeline, sent and
/// received items appear without a keypress, edits, reactions and deletions change their rows
/// in place, and the chat list follows.
extension ClientModel {
    /// The chat's first page came (the core's `initial` page: around its first unread item when
    /// it has one). A chat with unread items opens at the first of them, under the "new
    /// messages" line, and is marked read, in the core and on screen (issue 18 "Reading").
    mutating func opened(_ chat: AChat, navigation: NavigationInfo?) -> [ClientRequest] {
        guard var open = state.chat, let ref = chat.chatInfo.chatRef, open.ref == ref else { return [] }
        open.info = chat.chatInfo
        open.loading = false
        var page = chat.chatItems
        let firstUnread = page.firstIndex(where: \.isUnread)
        open.unreadMentions = page.filter { $0.isUnread && $0.meta.userMention }.map(\.meta.itemId)
        for index in page.indices where page[index].isUnread { page[index].meta.itemStatus = .rcvRead }
        open.newMessagesAt = firstUnread.map { page[$0].meta.itemId }
        open.timeline.apply(.initial(count: ChatQuery.pageSize), page: page, navigation: navigation, stats: chat.chatStats)
        state.chat = open
        scrollToNewMessages()
        let members: [ClientRequest] = chat.chatInfo.groupInfo.map { [.run(.members(groupId: $0.groupId), purpose: .members)] } ?? []
        if let index = state.chats.firstIndex(where: { $0.chatInfo.chatRef == ref }) {
            state.chats[index].chatStats.unreadCount = 0
            state.chats[index].chatStats.unreadMentions = 0
        }
        let unread = firstUnread != nil || chat.chatStats.unreadCount > 0 || chat.chatStats.unreadChat
        return members + (unread ? [.run(.readChat(ref), purpose: .read)] : [])
    }

    /// Scrolls so that the row of the "new messages" line is the pane's top row (its date
    /// separator above the line), or to the newest when every row from it fits.
    private mutating func scrollToNewMessages() {
        guard var chat = state.chat, let mark = chat.newMessagesAt, case let .row(index) = ScrollTarget(itemId: mark, in: chat.timeline) else { return }
        let rowId = chat.timeline.rows[index].id
        let cells = state.cells(of: chat)
        let height = state.chatPaneHeight(of: chat, scrolled: true)
        var bottom = 0
        for row in cells.reversed() {
            if row.id == rowId {
                chat.scroll = min(max(0, bottom + row.height - height), ChatPane(rows: cells, scroll: 0).maxScroll(height: height))
                break
            }
            bottom += row.height
        }
        state.chat = chat
    }

    mutating func answered(_ purpose: ClientRequest.Purpose, _ response: ChatResponse) -> [ClientRequest] {
        switch (purpose, response) {
        case (.commandDone, _), (.chatDeleted, _):
            return commandAnswered(purpose)
        case (.fileReceived, _), (.fileCancelled, _):
            fileAnswered(response)
            return []
        case (.linkMade, _), (.connectPlan, _), (.profileUpdated, _), (.address, _):
            return conversationAnswered(purpose, response)
        case (.live, .chatItemUpdated), (.live, .newChatItems):
            if case let .newChatItems(items, _) = response, let item = items.first { state.chat?.compose.liveItemId = item.chatItem.meta.itemId }
            if case let .chatItemUpdated(item, _) = response { updated(item) }
            if case let .newChatItems(items, _) = response { for item in items { _ = added(item) } }
        case let (_, .newChatItems(items, _)):
            if purpose == .send || purpose == .forward || purpose == .report { sent() }
            for item in items { _ = added(item) }
        case let (_, .chatItemUpdated(item, _)):
            if purpose == .edit { sent() }
            updated(item)
        case let (_, .chatItemsDeleted(_, deletions, _, user)):
            apply(ItemChanges(user: user, deletions: deletions))
        case let (_, .chatItemReaction(_, reaction, user)):
            apply(ItemChanges(user: user, reaction: reaction))
        case let (.itemInfo, .chatItemInfo(item, info, _)):
            let sections = ItemInfoSections(item: item, info: info, members: state.chat?.timeline.window.items.senders ?? [], environment: state.environment)
            state.overlay = .sheet(title: sections.title, lines: ItemInfoLines.lines(sections, theme: state.theme), scroll: 0)
        case let (.profiles, .usersList(users)):
            let entries = users.map { MenuOverlay.Entry.profile($0.user.userId, $0.user.profile.displayName + ($0.user.activeUser ? "  (active)" : $0.unreadCount > 0 ? "  \($0.unreadCount) unread" : "")) }
            state.overlay = .menu(MenuOverlay(title: "Profiles", entries: entries, rowId: 0))
            return []
        case let (.profile, .activeUser(user)):
            state.user = user
            state.chat = nil
            state.screen = .chatList
            state.list = ChatListState()
            state.status = "Profile: \(user.profile.displayName)"
            return [.loadChats]
        case let (.members, .groupMembers(group, _)):
            if state.chat?.ref == .group(group.groupInfo.groupId) { state.chat?.members = group.members }
        case let (.groupInfo, .groupMembers(group, _)):
            state.infoScreens = []
            push(InfoScreen(.groupInfo, group: group))
            if state.chat?.ref == .group(group.groupInfo.groupId) { state.chat?.members = group.members }
        case let (.infoRefresh, .groupMembers(group, _)):
            refreshInfo(group)
        case let (.relays, .groupRelays(groupInfo, relays, _)):
            refreshRelays(relays, groupId: groupInfo.groupId)
        case (.infoChanged, _), (.chatCleared, _), (.groupDeleted, _), (.groupLeft, _):
            return infoDone(purpose)
        case let (_, .apiChat(chat, navigation, _)):
            if state.chat?.ref == chat.chatInfo.chatRef { state.chat?.timeline.apply(.initial(count: ChatQuery.pageSize), page: chat.chatItems, navigation: navigation, stats: chat.chatStats) }
        case (_, .chatCmdError):
            state.status = "the core refused the command"
            state.chat?.compose.inProgress = false
        default:
            if purpose == .send || purpose == .edit { sent() }
        }
        return keepFocusInView()
    }

    /// The compose bar after its message went out: empty, with no context.
    private mutating func sent() {
        guard var chat = state.chat else { return }
        chat.compose = ComposeState()
        chat.editor = ComposeEditor()
        state.drafts[chat.ref] = nil
        chat.scroll = 0
        chat.newBelow = 0
        state.chat = chat
    }

    /// An event of the core, for the user's own chats only: a store of several local profiles,
    /// or a core with several users, reports every profile's events.
    mutating func apply(_ event: ChatEvent) -> [ClientRequest] {
        if let changes = event.itemChanges, isCurrent(changes.user) { apply(changes) }
        switch event {
        case let .newChatItems(items, user) where isCurrent(user): return items.flatMap { added($0) }
        case let .eventsCoalesced(chats, otherEvents):
            return reloadAfterFlood(chats: chats, otherEvents: otherEvents)
        case let .receivedContactRequest(_, request, user) where isCurrent(user):
            let name = SafeText.sanitize(request.profile.displayName, for: .name)
            state.status = "\(name) asks to connect: /ac \(name) accepts, /rc \(name) rejects"
            return [.loadChats]
        case let .contactConnected(contact, user, _) where isCurrent(user):
            state.status = "Connected to @\(SafeText.sanitize(contact.profile.displayName, for: .name))"
            return [.loadChats]
        case let .chatInfoUpdated(info, user) where isCurrent(user):
            if let ref = info.chatRef, state.chat?.ref == ref { state.chat?.info = info }
        case let .groupUpdated(_, _, _, group, user) where isCurrent(user):
            if state.chat?.ref == .group(group.groupId), case let .group(scope, _)? = state.chat?.info {
                state.chat?.info = .group(groupChatScope: scope, groupInfo: group)
            }
            for index in state.infoScreens.indices where state.infoScreens[index].group.groupInfo.groupId == group.groupId {
                state.infoScreens[index].group.groupInfo = group
            }
        default:
            return fileEvent(event)
        }
        return []
    }

    /// Events the backend set aside under a flood (issue 19): the list is read again, and the
    /// open chat as `FloodReload` says (merged from its newest page while scrolled up).
    private func reloadAfterFlood(chats: [ChatRef], otherEvents: Int) -> [ClientRequest] {
        switch FloodReload(open: state.chat?.ref, scrolledUp: (state.chat?.scroll ?? 0) > 0, chats: chats, otherEvents: otherEvents) {
        case .list: [.loadChats]
        case let .reopen(open): [.loadChats, .openChat(open)]
        case let .mergeNewest(open): [.loadChats, .loadPage(open, .last(count: ChatQuery.pageSize))]
        }
    }

    func isCurrent(_ user: User) -> Bool {
        state.user.map { $0.userId == user.userId } ?? true
    }

    /// The items a chat keeps loaded while it is at its newest line and messages keep coming:
    /// past twice this many the oldest are unloaded (issue 19, a flood's memory bounded).
    static let liveWindow = 300

    /// A new item. In the chat on screen, read where it is seen (issue 18 "Reading"): at the
    /// newest line it is marked read at once, in the core and on screen; scrolled up it counts
    /// as new below until the view comes down to it (`readNewBelow`), and the view stays on
    /// the lines being read.
    private mutating func added(_ item: AChatItem) -> [ClientRequest] {
        guard let ref = item.chatInfo.chatRef else { return [] }
        var added = item
        var read: [ClientRequest] = []
        if var chat = state.chat, chat.ref == ref, state.screen == .chat {
            if chat.scroll > 0, !item.chatItem.chatDir.isSent {
                chat.newBelow += 1
            } else if item.chatItem.isUnread {
                added.chatItem.meta.itemStatus = .rcvRead
                read = [.run(.readItems(ref, itemIds: [item.chatItem.meta.itemId]), purpose: .read)]
            }
            if item.chatItem.meta.userMention, !item.chatItem.chatDir.isSent { chat.unreadMentions.append(item.chatItem.meta.itemId) }
            let above = chat.scroll > 0 ? state.contentHeight(of: chat) : 0
            chat.timeline.itemAdded(added.chatItem)
            if chat.scroll == 0, chat.timeline.window.items.count >= 2 * Self.liveWindow {
                chat.timeline.unloadOldest(keeping: Self.liveWindow)
            }
            if chat.scroll > 0 { chat.scroll += state.contentHeight(of: chat) - above }
            state.chat = chat
        }
        let elsewhere = state.screen != .chat || state.chat?.ref != ref
        updateList(ref, with: added, unread: elsewhere && added.chatItem.isUnread)
        guard elsewhere, added.chatItem.isUnread, !item.chatInfo.isMuted || added.chatItem.meta.userMention else { return read }
        let unread = state.chats.reduce(0) { $0 + $1.chatStats.unreadCount }
        return read + [.local(.attention(bell: state.bell, unread: unread, chat: item.chatInfo.displayName))]
    }

    /// The items that came while the view was scrolled up, marked read once it is back at the
    /// newest line: in the core and on screen. Nothing to do (and no scan of the window) when
    /// none came.
    mutating func readNewBelow() -> [ClientRequest] {
        guard var chat = state.chat, chat.scroll == 0, chat.newBelow > 0 else { return [] }
        let unread = chat.timeline.window.items.filter(\.isUnread)
        chat.newBelow = 0
        guard !unread.isEmpty else { state.chat = chat; return [] }
        for var item in unread {
            item.meta.itemStatus = .rcvRead
            chat.timeline.itemUpdated(item)
        }
        state.chat = chat
        return [.run(.readItems(chat.ref, itemIds: unread.map(\.meta.itemId)), purpose: .read)]
    }

    mutating func updated(_ item: AChatItem) {
        guard let ref = item.chatInfo.chatRef else { return }
        if state.chat?.ref == ref {
            state.chat?.timeline.itemUpdated(item.chatItem)
        }
        updateListItem(item)
    }

    /// A changed item shown as its chat's newest in the list, replaced there.
    private mutating func updateListItem(_ item: AChatItem) {
        guard let ref = item.chatInfo.chatRef else { return }
        if let index = state.chats.firstIndex(where: { $0.chatInfo.chatRef == ref }), state.chats[index].chatItems.last?.meta.itemId == item.chatItem.meta.itemId {
            state.chats[index].chatItems = [item.chatItem]
        }
    }

    /// Items the event changed or removed (`ItemChanges`): in the open chat
    /// (`Timeline.apply`), and a changed one as the list's newest item (the list's newest
    /// item stays when removed, until the list is read again).
    private mutating func apply(_ changes: ItemChanges) {
        if let ref = state.chat?.ref { state.chat?.timeline.apply(changes, chat: ref) }
        for item in changes.updated { updateListItem(item) }
    }

    /// Moves `ref` to the top of the list with `item` as its newest item (`moveToTop`), the
    /// highlighted chat kept.
    private mutating func updateList(_ ref: ChatRef, with item: AChatItem, unread: Bool) {
        guard state.chats.contains(where: { $0.chatInfo.chatRef == ref }) else { return }
        keepingHighlight { $0.chats.moveToTop(ref, with: item.chatItem, unread: unread) }
    }
}
