import ChatBackend
import Foundation
import SimpleXModel

/// The embedded chat core: chats, items and users in one SQLite file (WAL), answering the
/// core's commands as `ChatBackend`. Each command is one transaction: when it returns, what it
/// did is on disk. Other programs may use the same file at the same time (`parley send` while
/// the terminal client runs); they wait up to 5 s for each other's locks.
///
/// Commands it does not handle yet are refused with `invalidCommand` and a message naming them.
///
/// The store runs on a thread of its own (`StoreExecutor`): its blocking SQLite calls never
/// stall the tasks of a front end.
public actor ChatStore: ChatBackend {
    let database: SQLiteDatabase
    /// The store's file; downloaded files go beside it (`filesFolder`).
    let path: String
    private let executor = StoreExecutor(name: "parley.store")
    let now: @Sendable () -> Date
    /// The clock of the store's pauses: the watch for other connections' events
    /// (`eventPollInterval`), bots' streamed answers (`streamStep`) and downloads' steps
    /// (`fileStep`).
    let ticker: any Clock<Duration>
    var subscribers: [UUID: AsyncStream<ChatEvent>.Continuation] = [:]
    /// This connection's events not yet written for the other connections (`shareEvents`).
    var unsharedEvents: [ChatEvent] = []
    /// The newest shared event this connection has seen, and the task that looks for more.
    var lastEventSeq: Int64 = 0
    var eventWatcher: Task<Void, Never>?
    let connectionId = UUID().uuidString
    /// Bots' answers being streamed.
    var answering: [Task<Void, Never>] = []
    /// Files being downloaded from another local profile, by file id.
    var transfers: [Int64: Task<Void, Never>] = [:]
    /// The profile this connection acts as, when not the active one (`act(as:)`).
    var actingUserId: Int64?
    /// The profile of the command running, read once (`currentUser`).
    var commandUser: User?
    /// Decoded items, chats and users: reading a page again decodes only what changed. The
    /// items' memo holds a client's window of a few pages (5,000 items, about 8 MB), not a
    /// whole chat: a reader walking through every page (`parley export`, `render --all`) keeps
    /// the memory of a few pages, not of the chat.
    var decodedItems = DecodeMemo<ItemRowKey, ChatItem>(capacity: 5_000)
    var decodedChats = DecodeMemo<String, ChatInfo>(capacity: 1_000)
    var decodedUsers = DecodeMemo<String, User>(capacity: 100)

    /// Opens the store at `path`, creating it (and its folder) when missing and migrating an
    /// older schema. A file that is not a Parley database, a newer schema, or a folder that
    /// cannot be written is an error, and the file is left as it was. `now` dates what the
    /// store writes; `ticker` times its pauses (tests pass clocks they move by hand).
    public init(path: String, now: @escaping @Sendable () -> Date = { Date() }, ticker: any Clock<Duration> = ContinuousClock()) throws(ChatBackendError) {
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            do {
                // Private to the user (issue 18 defect 10): the folder 700, the file 600 before
                // SQLite opens it (its -wal and -shm files take the file's mode).
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw ChatBackendError(.readOnly, "cannot create the folder \(folder.path): \(error.localizedDescription)")
            }
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw ChatBackendError(.readOnly, "cannot create \(path)")
            }
        }
        do {
            database = try SQLiteDatabase(path: path, create: !exists)
            try Schema.migrate(database)
            try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
        } catch {
            throw ChatBackendError.from(error)
        }
        self.now = now
        self.ticker = ticker
        self.path = path
    }

    /// Runs `body` as one public entry of the store: its statements are reset afterwards, and
    /// what it throws becomes a `ChatBackendError`.
    func entry<Value>(_ body: () throws -> Value) throws(ChatBackendError) -> Value {
        defer { database.resetStatements() }
        do {
            return try body()
        } catch {
            throw ChatBackendError.from(error)
        }
    }

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    deinit {
        executor.shutdown()
    }

    /// `body`'s value, or nil when what it looks for is not there (`unknownChat`,
    /// `unknownItem`); a storage error still throws.
    func ifFound<Value>(_ body: () throws -> Value) throws -> Value? {
        do {
            return try body()
        } catch let error as ChatBackendError where error.kind == .unknownChat || error.kind == .unknownItem {
            return nil
        }
    }

    public func execute(_ command: ChatCommand) async throws(ChatBackendError) -> ChatResponse {
        commandUser = nil
        defer {
            commandUser = nil
            database.resetStatements()
            shareEvents()
        }
        do {
            return try run(command)
        } catch {
            throw ChatBackendError.from(error)
        }
    }

    private func run(_ command: ChatCommand) throws -> ChatResponse {
        switch command {
        case .showActiveUser:
            return .activeUser(user: try currentUser())
        case let .getChats(userId, _, _, _):
            return .apiChats(chats: try chatPreviews(userId: userId), user: try currentUser())
        case let .getChat(ref, pagination, contentTag, search):
            let (chat, navigation) = try chatPage(ref, pagination, contentTag: contentTag, search: search)
            return .apiChat(chat: chat, navInfo: navigation, user: try currentUser())
        case .listUsers:
            return .usersList(users: try usersList())
        case let .setActiveUser(userId):
            return .activeUser(user: try setActiveUser(userId))
        case let .updateProfile(userId, profile):
            return try updateUserProfile(userId: userId, profile)
        case let .setUserTheme(userId, theme):
            try setUserTheme(userId, theme)
            return .cmdOk(user_: try currentUser())
        case let .setUserTTL(userId, seconds):
            try setUserTTL(userId, seconds: seconds)
            return .cmdOk(user_: try currentUser())
        case let .getUserTTL(userId):
            return .chatItemTTL(chatItemTTL: try userTTL(userId), user: try currentUser())
        case let .send(ref, asGroup, live, ttl, _, messages):
            let sent = try sendMessages(ref, messages, live: live, ttl: ttl, asGroup: asGroup)
            if let bot = bot(try chatInfo(ref)) {
                for message in messages {
                    try answer(bot, in: ref, to: message.msgContent.text)
                }
            }
            return .newChatItems(chatItems: sent, user: try currentUser())
        case let .createNoteItems(folderId, messages):
            return .newChatItems(chatItems: try sendMessages(.local(folderId), messages, live: false, ttl: nil), user: try currentUser())
        case let .update(ref, itemId, live, message):
            return .chatItemUpdated(chatItem: try updateMessage(ref, itemId: itemId, message: message, live: live), user: try currentUser())
        case let .deleteItems(ref, itemIds, mode):
            return .chatItemsDeleted(byUser: true, chatItemDeletions: try deleteItems(ref, itemIds: itemIds, mode: mode), timed: false, user: try currentUser())
        case let .reaction(ref, itemId, add, reaction):
            let reacted = try react(ref, itemId: itemId, add: add, reaction: reaction)
            return .chatItemReaction(added: add, reaction: reacted, user: try currentUser())
        case let .readChat(ref):
            try markRead(ref, itemIds: nil)
            return .cmdOk(user_: try currentUser())
        case let .readItems(ref, itemIds):
            try markRead(ref, itemIds: itemIds)
            return .itemsReadForChat(chatInfo: try chatInfo(ref), user: try currentUser())
        case let .forwardPlan(from, itemIds):
            let plan = try forwardPlan(from, itemIds: itemIds)
            return .forwardPlan(chatItemIds: plan.ids, forwardConfirmation: nil, itemsCount: plan.count, user: try currentUser())
        case let .forward(to, _, from, itemIds, ttl):
            return .newChatItems(chatItems: try forward(itemIds, from: from, to: to, ttl: ttl), user: try currentUser())
        case let .clearChat(ref):
            return .chatCleared(chatInfo: try clear(ref), user: try currentUser())
        case let .deleteChat(ref, mode):
            return try deleteChat(ref, mode: mode)
        case let .markChatUnread(ref, unread):
            try markUnread(ref, unread: unread)
            return .cmdOk(user_: try currentUser())
        case let .report(groupId, itemId, reason, text):
            return .newChatItems(chatItems: try report(groupId: groupId, itemId: itemId, reason: reason, text: text), user: try currentUser())
        case let .archiveReports(groupId):
            try archiveReports(groupId: groupId)
            return .cmdOk(user_: try currentUser())
        case let .deleteMemberItems(groupId, itemIds):
            return .chatItemsDeleted(byUser: true, chatItemDeletions: try moderate(groupId: groupId, itemIds: itemIds), timed: false, user: try currentUser())
        case let .groupInfo(groupId):
            return .groupInfo(groupInfo: try group(groupId).info, user: try currentUser())
        case let .members(groupId):
            let (info, members) = try group(groupId)
            return .groupMembers(group: Group(groupInfo: info, members: members), user: try currentUser())
        case let .newGroup(_, _, profile):
            return .groupCreated(groupInfo: try newGroup(profile), user: try currentUser())
        case let .newChannel(_, _, relayIds, profile):
            switch try newChannel(profile, relayIds: relayIds) {
            case let .success((info, link, relays)):
                return .publicGroupCreated(groupInfo: info, groupLink: link, groupRelays: relays, user: try currentUser())
            case let .failure(failure):
                return .publicGroupCreationFailed(addRelayResults: failure.results, user: try currentUser())
            }
        case let .getRelays(groupId):
            let (info, relays) = try relays(groupId: groupId)
            return .groupRelays(groupInfo: info, groupRelays: relays, user: try currentUser())
        case let .addRelays(groupId, relayIds):
            switch try addRelays(groupId: groupId, relayIds: relayIds) {
            case let .success((info, link, relays)):
                return .groupRelaysAdded(groupInfo: info, groupLink: link, groupRelays: relays, user: try currentUser())
            case let .failure(failure):
                return .groupRelaysAddFailed(addRelayResults: failure.results, user: try currentUser())
            }
        case let .allowRelayGroup(groupId):
            return .relayGroupAllowed(groupInfo: try allowRelayGroup(groupId), user: try currentUser())
        case let .createGroupLink(groupId, role):
            let (info, link) = try createGroupLink(groupId: groupId, role: role)
            return .groupLinkCreated(groupInfo: info, groupLink: link, user: try currentUser())
        case let .getGroupLink(groupId):
            return .groupLink(groupInfo: try group(groupId).info, groupLink: try groupLink(groupId), user: try currentUser())
        case let .setGroupLinkRole(groupId, role):
            let (info, link) = try setGroupLinkRole(groupId: groupId, role: role)
            return .groupLink(groupInfo: info, groupLink: link, user: try currentUser())
        case let .deleteGroupLink(groupId):
            return .groupLinkDeleted(groupInfo: try deleteGroupLink(groupId: groupId), user: try currentUser())
        case let .addMember(groupId, contactId, role):
            let (contact, info, member) = try addMember(groupId: groupId, contactId: contactId, role: role)
            return .sentGroupInvitation(contact: contact, groupInfo: info, member: member, user: try currentUser())
        case let .joinGroup(groupId):
            return .userAcceptedGroupSent(groupInfo: try joinGroup(groupId), hostContact: nil, user: try currentUser())
        case let .acceptMember(groupId, groupMemberId, role):
            let (info, member) = try acceptMember(groupId: groupId, groupMemberId: groupMemberId, role: role)
            return .memberAccepted(groupInfo: info, member: member, user: try currentUser())
        case let .setMemberSettings(groupId, groupMemberId, settings):
            try setMemberSettings(groupId: groupId, groupMemberId: groupMemberId, settings: settings)
            return .cmdOk(user_: try currentUser())
        case let .memberInfo(groupId, groupMemberId):
            let (info, member) = try member(groupMemberId, of: groupId)
            return .groupMemberInfo(connectionStats_: nil, groupInfo: info, member: member, user: try currentUser())
        case let .setMembersRole(groupId, memberIds, role):
            let (info, members) = try setRole(groupId: groupId, memberIds: memberIds, role: role)
            return .membersRoleUser(groupInfo: info, members: members, msgSigned: false, toRole: role, user: try currentUser())
        case let .blockMembersForAll(groupId, memberIds, blocked):
            let (info, members) = try blockForAll(groupId: groupId, memberIds: memberIds, blocked: blocked)
            return .membersBlockedForAllUser(blocked: blocked, groupInfo: info, members: members, msgSigned: false, user: try currentUser())
        case let .removeMembers(groupId, memberIds, withMessages):
            let (info, members) = try remove(groupId: groupId, memberIds: memberIds, withMessages: withMessages)
            return .userDeletedMembers(groupInfo: info, members: members, msgSigned: false, user: try currentUser(), withMessages: withMessages)
        case let .leaveGroup(groupId):
            return .leftMemberUser(groupInfo: try leave(groupId: groupId), user: try currentUser())
        case let .updateGroupProfile(groupId, profile):
            let (from, to) = try updateProfile(groupId: groupId, profile: profile)
            return .groupUpdated(fromGroup: from, member_: nil, msgSigned: false, toGroup: to, user: try currentUser())
        case let .setChatSettings(ref, settings):
            try setSettings(ref, settings)
            return .cmdOk(user_: try currentUser())
        case let .setTheme(ref, theme):
            try setTheme(ref, theme)
            return .cmdOk(user_: try currentUser())
        case let .setChatTTL(_, ref, seconds):
            try setTTL(ref, seconds: seconds)
            return .cmdOk(user_: try currentUser())
        case let .getItemInfo(ref, itemId):
            let (item, info) = try itemInfo(ref, itemId: itemId)
            return .chatItemInfo(chatItem: item, chatItemInfo: info, user: try currentUser())
        case let .addContact(userId, _):
            return try addContact(userId: userId)
        case let .connectPlan(userId, link):
            return try connectPlan(userId: userId, link: link)
        case let .connect(userId, link):
            return try connect(userId: userId, link: link)
        case let .createAddress(userId):
            return try createAddress(userId: userId)
        case let .showAddress(userId):
            return try showAddress(userId: userId)
        case let .acceptContact(requestId):
            return try acceptContact(requestId)
        case let .rejectContact(requestId):
            return try rejectContact(requestId)
        case let .receiveFile(fileId, _, path):
            return try receiveFile(fileId: fileId, path: path)
        case let .cancelFile(fileId):
            return try cancelFile(fileId: fileId)
        default:
            throw ChatBackendError(.invalidCommand, "the embedded core does not handle this command yet: \(command.text.prefix(80))")
        }
    }
}
