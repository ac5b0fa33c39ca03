import ChatBackend
import ChatTimeline
import Localization
import SimpleXModel

/// The core's events (simplex-wire §1.5): items appear, change and go in the open chat and the
/// list without a keypress; a new item is read where it is seen, or counted below the view, or
/// draws attention in a chat not on screen; contacts, groups and floods read the list again.
extension ChatSession {
    /// Events that came before the user was known, kept until it is (at most this many; past
    /// it the list and open chat are read anew, as after a flood).
    static let earlyEventsKept = 256

    mutating func apply(_ event: ChatEvent) {
        guard user != nil else { return keepEarly(event) }
        if let changes = event.itemChanges, isCurrent(changes.user) { apply(changes) }
        switch event {
        case let .newChatItems(items, user) where isCurrent(user):
            for item in items { added(item) }
        case let .eventsCoalesced(chats, otherEvents):
            reloadAfterFlood(chats: chats, otherEvents: otherEvents)
        case let .receivedContactRequest(_, request, user) where isCurrent(user):
            say(.contactRequest(name: request.profile.displayName))
            reloadList()
        case let .contactConnected(contact, user, _) where isCurrent(user):
            say(.connected(name: contact.profile.displayName))
            reloadList()
        case let .contactDeletedByContact(_, user) where isCurrent(user), let .contactUpdated(_, _, user) where isCurrent(user),
             let .joinedGroupMember(_, _, user) where isCurrent(user), let .userJoinedGroup(_, _, user) where isCurrent(user),
             let .receivedGroupInvitation(_, _, _, _, user) where isCurrent(user):
            reloadList()
        case let .chatInfoUpdated(info, user) where isCurrent(user):
            infoUpdated(info)
        case let .groupUpdated(_, _, _, group, user) where isCurrent(user):
            groupUpdated(group)
        default:
            fileEvent(event)
        }
    }

    /// Whether `user`'s chats are the ones shown: a store of several local profiles, or a core
    /// with several users, reports every profile's events.
    func isCurrent(_ user: User) -> Bool {
        self.user?.userId == user.userId
    }

    /// An event before the user is known: kept, to be applied once it is; past
    /// `earlyEventsKept` the list and the open chat are read anew instead.
    mutating func keepEarly(_ event: ChatEvent) {
        if earlyEvents.count < Self.earlyEventsKept {
            earlyEvents.append(event)
        } else {
            earlyOverflow = true
        }
    }

    /// The events kept before the user was known, applied now that it is.
    mutating func applyEarlyEvents() {
        let events = earlyEvents
        let overflow = earlyOverflow
        earlyEvents = []
        earlyOverflow = false
        for event in events { apply(event) }
        if overflow { reloadAfterFlood(chats: [], otherEvents: 1) }
    }

    /// Items the event changed or removed (`ItemChanges`): in the open chat (`Timeline.apply`),
    /// a changed one as the list's newest; an item that changes in view while unread (a live
    /// message finishing on screen, D6) is read.
    mutating func apply(_ changes: ItemChanges) {
        if let ref = open?.ref, open?.timeline.apply(changes, chat: ref) == true {
            changed(.rows)
            let ids = Set(changes.updated.filter { $0.chatInfo.chatRef == ref && $0.chatItem.isUnread }.map(\.chatItem.meta.itemId))
            readIfShown(ids)
            recountUnreadBelow()
        }
        for item in changes.updated { listUpdated(item) }
    }

    /// The items `ids` of the open chat read when their rows are in the shown viewport.
    mutating func readIfShown(_ ids: Set<Int64>) {
        guard !ids.isEmpty, let chat = open, chat.viewport?.shown == true, let visible = chat.visibleRows else { return }
        let rows = ids.compactMap { chat.timeline.rowIndex(ofItem: $0) }.filter(visible.contains)
        guard let first = rows.min(), let last = rows.max() else { return }
        read(rows: first...last)
    }

    /// A new item. In the open chat it joins the timeline: at the newest line of a shown chat it
    /// is read at once, else it counts below the view until the view comes down to it, and the
    /// window stays bounded (`liveWindow`). Elsewhere, or while the chat is not shown, an unread
    /// one draws attention (a muted chat only when it mentions the user). The list follows.
    mutating func added(_ item: AChatItem) {
        guard let ref = item.chatInfo.chatRef else { return }
        var added = item.chatItem
        let inOpen = open?.ref == ref && open?.loaded == true
        let shown = inOpen && open?.viewport?.shown == true
        if inOpen, var chat = open {
            let viewport = chat.viewport
            let atNewest = viewport?.atNewest ?? false
            if atNewest, shown, added.isUnread {
                added.meta.itemStatus = .rcvRead
                ask(.run(.readItems(ref, itemIds: [added.meta.itemId])), for: .read)
            }
            chat.timeline.itemAdded(added)
            if atNewest, chat.timeline.window.newestLoaded, chat.timeline.window.items.count >= 2 * configuration.liveWindow {
                chat.timeline.unloadOldest(keeping: configuration.liveWindow)
            }
            open = chat
            changed(.rows)
            recountUnreadBelow()
        }
        listAdded(ref, added, unread: added.isUnread)
        guard !shown, added.isUnread, item.chatInfo.notifies(mentioningUser: added.meta.userMention) else { return }
        emit(.attention(Attention(chat: ref, chatName: item.chatInfo.displayName, sender: added.chatDir.groupMember?.memberProfile.displayName,
                                  text: added.meta.itemText, mention: added.meta.userMention, unreadElsewhere: unreadElsewhere)))
    }

    /// An item changed in place (an answer to the open chat's command).
    mutating func updated(_ item: AChatItem) {
        guard let ref = item.chatInfo.chatRef else { return }
        if open?.ref == ref, open?.timeline.itemUpdated(item.chatItem).isEmpty == false {
            changed(.rows)
        }
        listUpdated(item)
    }

    /// Events the backend set aside under a flood (issue 19): the list is read again, and the
    /// open chat as `FloodReload` says (its newest page merged in while scrolled up, so the
    /// reader keeps their place; anew at the newest line).
    mutating func reloadAfterFlood(chats: [ChatRef], otherEvents: Int) {
        reloadList()
        switch FloodReload(open: open?.ref, scrolledUp: open?.viewport?.atNewest == false, chats: chats, otherEvents: otherEvents) {
        case .list:
            break
        case .reopen:
            reload(at: .newest)
        case .mergeNewest:
            cancelPaging()
            askPage(.last(count: ChatQuery.pageSize))
        }
    }

    /// A chat's info changed (its name, preferences, settings): in the open chat and the list.
    mutating func infoUpdated(_ info: ChatInfo) {
        guard let ref = info.chatRef else { return }
        if open?.ref == ref {
            open?.info = info
            changed([.info, .rows])
        }
        if let index = chats.firstIndex(where: { $0.chatInfo.chatRef == ref }) {
            chats[index].chatInfo = info
            changed(.list)
        }
    }

    /// A group's profile, preferences or the user's role changed: the open chat's permissions,
    /// its views and the list follow.
    mutating func groupUpdated(_ group: GroupInfo) {
        if open?.ref == .group(group.groupId), case let .group(scope, _)? = open?.info {
            infoUpdated(.group(groupChatScope: scope, groupInfo: group))
        } else if let index = chats.firstIndex(where: { $0.chatInfo.chatRef == .group(group.groupId) }), case let .group(scope, _) = chats[index].chatInfo {
            chats[index].chatInfo = .group(groupChatScope: scope, groupInfo: group)
            changed(.list)
        }
        if open?.group?.group.groupInfo.groupId == group.groupId {
            open?.group?.group.groupInfo = group
            changed(.sheet)
        }
    }

    /// The connection changed: once back after being lost, the list and the open chat are read
    /// again, so what came meanwhile is shown.
    mutating func connectionChanged(_ state: ConnectionState) {
        let wasDown = !connection.isUp
        connection = state
        changed(.connection)
        guard state.isUp, wasDown else { return }
        reloadAfterFlood(chats: open.map { [$0.ref] } ?? [], otherEvents: 0)
    }
}

extension ConnectionState {
    /// Commands can be run: connected, or the first connection being made.
    public var isUp: Bool {
        switch self {
        case .connected, .connecting: true
        case .lost, .reconnecting, .closed: false
        }
    }
}

extension CIDirection {
    /// The member who sent a group item, nil for any other direction.
    var groupMember: GroupMember? {
        if case let .groupRcv(member) = self { member } else { nil }
    }
}

extension ConnectionState {
    /// What is wrong with the connection, for people, in English; nil while it is up.
    public var problem: String? { problem(.english) }

    /// What is wrong with the connection, for people, in `t`'s language; nil while it is up.
    public func problem(_ t: Translator) -> String? {
        switch self {
        case .connected: nil
        case .connecting: t.tr("connecting…")
        case let .lost(error): t.tr("connection lost: {error}", ["error": error.message])
        case let .reconnecting(attempt, _): t.tr("reconnecting (attempt {attempt})…", ["attempt": String(attempt)])
        case .closed: t.tr("the core closed the connection")
        }
    }
}
