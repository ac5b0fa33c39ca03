import ChatBackend
import Foundation
import ParleyKit
import SimpleXModel
import Synchronization

/// The chat core of a `ChatWidget` of plain messages (issue 35): an in-memory `ChatBackend`
/// holding one chat, the host's `PlainMessage`s, as the core's items — made by ParleyKit's
/// adapter (`PlainAdapter`), the one place plain messages become the SimpleX model. The chat
/// session reads its pages and list from it as from any core. What the session sends or edits
/// is not stored: it becomes a `ChatWidget.Draft` for the host (`hearDrafts`), which decides
/// what is shown. The host's changes (`replace`, `append`, `update`, `remove`) come back as the
/// core's events, so the session redraws only what changed. A page older than the host's oldest
/// message is asked of the host (`PlainChatCore+Older.swift`). Any thread.
final class PlainChatCore: ChatBackend {
    struct State {
        var messages: [PlainMessage]
        /// The host's older messages, asked for and waited on.
        var older = OlderMessages()
        var events: [Int: AsyncStream<ChatEvent>.Continuation] = [:]
        var connections: [Int: AsyncStream<ConnectionState>.Continuation] = [:]
        var nextSubscriber = 0
        var closed = false
        var drafts: @Sendable (ChatWidget.Draft) -> Void = { _ in }
    }

    /// The chat the messages are in.
    let chat: PlainChat
    /// The user, as the session knows them: the chat's sender that is the user (`isMe`).
    let user: User
    let state: Mutex<State>

    /// A core of `chat` showing `messages`.
    init(chat: PlainChat, messages: [PlainMessage]) {
        self.chat = chat
        user = Self.user(PlainAdapter(chat: chat, messages: messages).me)
        state = Mutex(State(messages: messages))
    }

    /// A chat of the host's messages takes sends and edits, as drafts for the host; the rest of a
    /// message's menu is not offered.
    var capabilities: BackendCapabilities { [.sendMessages, .editMessages] }

    /// The chat's reference: the adapter's contact or group.
    var ref: ChatRef {
        PlainAdapter(chat: chat, messages: []).chatInfo.chatRef ?? .direct(1)
    }

    /// Hands each draft the session sends (a message, an edit, a file) to `handler`, on the
    /// runner's thread.
    func hearDrafts(_ handler: @escaping @Sendable (ChatWidget.Draft) -> Void) {
        state.withLock { $0.drafts = handler }
    }

    /// The messages shown now.
    var messages: [PlainMessage] {
        state.withLock { $0.messages }
    }

    func execute(_ command: ChatCommand) async throws(ChatBackendError) -> ChatResponse {
        let (messages, drafts) = state.withLock { ($0.messages, $0.drafts) }
        switch command {
        case .showActiveUser:
            return .activeUser(user: user)
        case .getChats:
            let chat = Chat(self.chat, messages)
            return .apiChats(chats: [AChat(chatInfo: chat.info, chatItems: chat.items.suffix(1), chatStats: Self.stats)], user: user)
        case let .getChat(ref, pagination, _, search):
            guard ref == self.ref else { throw ChatBackendError(.unknownChat, "this widget shows one chat, not \(ref.text)") }
            if search == nil, case let .before(itemId, count) = pagination { await waitForOlder(than: itemId, count: count, in: messages) }
            let chat = Chat(self.chat, state.withLock { $0.messages })
            let found = search.map { text in chat.items.filter { $0.meta.itemText.localizedCaseInsensitiveContains(text) } } ?? chat.items
            let (page, after) = Self.page(found, pagination)
            return .apiChat(chat: AChat(chatInfo: chat.info, chatItems: page, chatStats: Self.stats), navInfo: NavigationInfo(afterTotal: after, afterUnread: 0), user: user)
        case let .send(ref, _, _, _, _, composed) where ref == self.ref:
            for message in composed {
                drafts(ChatWidget.Draft(text: message.msgContent.text, replyTo: message.quotedItemId, filePath: message.fileSource?.filePath))
            }
            return .cmdOk(user_: user)
        case let .update(ref, itemId, _, message) where ref == self.ref:
            drafts(ChatWidget.Draft(text: message.msgContent.text, editing: itemId))
            return .cmdOk(user_: user)
        case .readChat, .readItems, .markChatUnread, .setChatSettings:
            return .cmdOk(user_: user)
        case let .members(groupId) where groupId == Self.groupId:
            let chat = Chat(self.chat, messages)
            guard case let .group(_, info) = chat.info else { throw ChatBackendError(.unknownChat, "this chat is no group") }
            return .groupMembers(group: Group(groupInfo: info, members: chat.adapter.groupMembers), user: user)
        default:
            throw ChatBackendError(.unsupported, "a chat of your own messages does not do this")
        }
    }

    func events() async -> AsyncStream<ChatEvent> {
        subscribe(\.events) { _ in }
    }

    func connectionStates() async -> AsyncStream<ConnectionState> {
        let user = user
        return subscribe(\.connections) { $0.yield(.connected(user: user)) }
    }

    func close() async {
        let (events, connections) = state.withLock { state in
            state.closed = true
            state.older.answered(reachedStart: true)
            defer { (state.events, state.connections) = ([:], [:]) }
            return (Array(state.events.values), Array(state.connections.values))
        }
        events.forEach { $0.finish() }
        connections.forEach { $0.yield(.closed) }
        connections.forEach { $0.finish() }
    }

    /// Changes the messages with `body` under the lock; what it returns.
    func change<Result>(_ body: (inout [PlainMessage]) -> Result) -> Result {
        state.withLock { body(&$0.messages) }
    }

    /// Tells every subscriber of the events `event`.
    func tell(_ event: ChatEvent) {
        state.withLock { Array($0.events.values) }.forEach { $0.yield(event) }
    }

    /// A stream kept in `subscribers` until it ends, `first` given first; finished at once once closed.
    private func subscribe<Element: Sendable>(_ subscribers: WritableKeyPath<State, [Int: AsyncStream<Element>.Continuation]> & Sendable,
                                              first: (AsyncStream<Element>.Continuation) -> Void) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        first(continuation)
        let id: Int? = state.withLock { state in
            guard !state.closed else { return nil }
            state.nextSubscriber += 1
            state[keyPath: subscribers][state.nextSubscriber] = continuation
            return state.nextSubscriber
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { state in state[keyPath: subscribers][id] = nil }
        }
        return stream
    }
}

extension PlainChatCore {
    /// The group's id, as the adapter numbers it.
    static let groupId: Int64 = 1

    /// The chat's counts: nothing unread (the host's messages are read as shown).
    static let stats = ChatStats(minUnreadItemId: 0, reportsCount: 0, unreadChat: false, unreadCount: 0, unreadMentions: 0)

    /// The chat and its messages as the core's: its info and items, oldest first, by the adapter.
    struct Chat {
        let adapter: PlainAdapter
        let items: [ChatItem]

        init(_ chat: PlainChat, _ messages: [PlainMessage]) {
            let transcript = Transcript(chat: chat, messages: messages)
            adapter = PlainAdapter(chat: chat, messages: messages,
                                   avatars: transcript.avatarImages(folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)))
            items = adapter.items(messages)
        }

        var info: ChatInfo { adapter.chatInfo }

        /// The item of message `id` as the chat shows it now, or nil.
        func item(_ id: Int64) -> AChatItem? {
            items.first { $0.meta.itemId == id }.map { AChatItem(chatInfo: info, chatItem: $0) }
        }
    }

    /// The page of `items` (oldest first) that `pagination` asks for, and how many items are
    /// newer than it. An item named that is not there gives the newest page.
    /// - Complexity: O(n).
    static func page(_ items: [ChatItem], _ pagination: ChatPagination) -> (page: [ChatItem], after: Int) {
        func index(_ id: Int64) -> Int? { items.firstIndex { $0.meta.itemId == id } }
        let range: Range<Int>
        switch pagination {
        case let .last(count), let .initial(count):
            range = max(0, items.count - max(0, count))..<items.count
        case let .before(id, count):
            let end = index(id) ?? items.count
            range = max(0, end - max(0, count))..<end
        case let .after(id, count):
            let start = index(id).map { $0 + 1 } ?? items.count
            range = start..<min(items.count, start + max(0, count))
        case let .around(id, count):
            let middle = index(id) ?? items.count - 1
            let start = max(0, min(middle - count / 2, items.count - max(0, count)))
            range = start..<min(items.count, start + max(0, count))
        }
        return (Array(items[range]), items.count - range.upperBound)
    }
}

extension PlainChatCore {
    /// The user of a chat of plain messages: `me` (the sender that is the user), else "you";
    /// every feature on.
    static func user(_ me: PlainSender?) -> User {
        let on = SimplePreference(allow: .yes)
        let name = me?.name ?? "you"
        return User(activeOrder: 1, activeUser: true, agentUserId: IntegerText(1), autoAcceptMemberContacts: false, clientService: false,
                    fullPreferences: FullPreferences(calls: on, files: on, fullDelete: on, reactions: on, sessions: on,
                                                     timedMessages: TimedMessagesPreference(allow: .yes), voice: on),
                    localDisplayName: name, profile: LocalProfile(displayName: name, fullName: "", localAlias: ""), sendRcptsContacts: false,
                    sendRcptsSmallGroups: false, showNtfs: false, userChatRelay: false, userContactId: 0, userId: 1)
    }
}
