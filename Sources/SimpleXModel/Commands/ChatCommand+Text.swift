import Foundation

extension ChatCommand {
    /// What a value this version does not know, and holds no tag of, is written as: a token no
    /// command of the core parses, so the core refuses the command rather than reading it as
    /// something else.
    static let unwritable = "<unrecognized>"

    /// The command string, exactly as the core's parser reads it. JSON arguments are compact
    /// with sorted keys; id lists are comma-separated without spaces.
    public var text: String {
        switch self {
        case .showActiveUser:
            "/user"
        case .startChat:
            "/_start"
        case .listUsers:
            "/users"
        case .stopChat:
            "/_stop"
        case let .createActiveUser(user):
            "/_create user \(json(user))"
        case let .updateProfile(userId, profile):
            "/_profile \(userId) \(json(profile))"
        case let .connectPlan(userId, link):
            "/_connect plan \(userId) \(link)"
        case let .connect(userId, link):
            "/_connect \(userId)\(link.map { " \($0.connFullLink)\($0.connShortLink.map { " " + $0 } ?? "")" } ?? "")"
        case let .addContact(userId, incognito):
            "/_connect \(userId)\(flag(" incognito=on", incognito))"
        case let .createAddress(userId):
            "/_address \(userId)"
        case let .showAddress(userId):
            "/_show_address \(userId)"
        case let .acceptContact(contactRequestId):
            "/_accept \(contactRequestId)"
        case let .rejectContact(contactRequestId):
            "/_reject \(contactRequestId)"
        case let .receiveFile(fileId, approvedRelays, path):
            "/freceive \(fileId)\(flag(" approved_relays=on", approvedRelays))\(path.map { " " + $0 } ?? "")"
        case let .cancelFile(fileId):
            "/fcancel \(fileId)"
        case let .setActiveUser(userId, viewPwd):
            "/_user \(userId)\(viewPwd.map { " " + json($0) } ?? "")"
        case let .hideUser(userId, viewPwd):
            "/_hide user \(userId) \(json(viewPwd))"
        case let .unhideUser(userId, viewPwd):
            "/_unhide user \(userId) \(json(viewPwd))"
        case let .setUserTheme(userId, theme):
            "/_set theme user \(userId)\(theme.map { " " + json($0) } ?? "")"
        case let .getChats(userId, pendingConnections, pagination, query):
            "/_get chats \(userId)\(flag(" pcc=on", pendingConnections)) \(pagination.text) \(json(query))"
        case let .getChat(chat, pagination, contentTag, search):
            "/_get chat \(chat.text)\(contentTag.map { " content=\($0.rawValue)" } ?? "") \(pagination.text)\(search.flatMap { $0.isEmpty ? nil : " search=\($0)" } ?? "")"
        case let .getItemInfo(chat, itemId):
            "/_get item info \(chat.text) \(itemId)"
        case let .send(chat, asGroup, live, ttl, sign, messages):
            "/_send \(chat.text)\(flag("(as_group=on)", asGroup))\(flag(" live=on", live))\(ttl.map { " ttl=\($0)" } ?? "")\(flag(" sign=on", sign)) json \(json(messages))"
        case let .createNoteItems(noteFolderId, messages):
            "/_create *\(noteFolderId) json \(json(messages))"
        case let .update(chat, itemId, live, message):
            "/_update item \(chat.text) \(itemId)\(flag(" live=on", live)) json \(json(message))"
        case let .report(groupId, itemId, reason, text):
            "/_report #\(groupId) \(itemId) reason=\(reason.rawValue)\(text.isEmpty ? "" : " " + text)"
        case let .forwardPlan(from, itemIds):
            "/_forward plan \(from.text) \(ids(itemIds))"
        case let .forward(to, asGroup, from, itemIds, ttl):
            "/_forward \(to.text)\(flag(" as_group=on", asGroup)) \(from.text) \(ids(itemIds))\(ttl.map { " ttl=\($0)" } ?? "")"
        case let .deleteItems(chat, itemIds, mode):
            "/_delete item \(chat.text) \(ids(itemIds)) \(mode.rawValue)"
        case let .deleteMemberItems(groupId, itemIds):
            "/_delete member item #\(groupId) \(ids(itemIds))"
        case let .archiveReports(groupId):
            "/_archive reports #\(groupId)"
        case let .deleteReports(groupId, itemIds, mode):
            "/_delete reports #\(groupId) \(ids(itemIds)) \(mode.rawValue)"
        case let .clearChat(chat):
            "/_clear chat \(chat.text)"
        case let .deleteChat(chat, mode):
            "/_delete \(chat.text) \(deleteModeText(mode))"
        case let .reaction(chat, itemId, add, reaction):
            "/_reaction \(chat.text) \(itemId) \(onOff(add)) \(json(reaction))"
        case let .reactionMembers(userId, groupId, itemId, reaction):
            "/_reaction members \(userId) #\(groupId) \(itemId) \(json(reaction))"
        case let .readChat(chat):
            "/_read chat \(chat.text)"
        case let .readItems(chat, itemIds):
            "/_read chat items \(chat.text) \(ids(itemIds))"
        case let .markChatUnread(chat, unread):
            "/_unread chat \(chat.text) \(onOff(unread))"
        case let .newGroup(userId, incognito, profile):
            "/_group \(userId)\(flag(" incognito=on", incognito)) \(json(profile))"
        case let .newChannel(userId, incognito, relayIds, profile):
            "/_public group \(userId)\(flag(" incognito=on", incognito)) \(ids(relayIds)) \(json(profile))"
        case let .groupInfo(groupId):
            "/_info #\(groupId)"
        case let .members(groupId):
            "/_members #\(groupId)"
        case let .memberInfo(groupId, groupMemberId):
            "/_info #\(groupId) \(groupMemberId)"
        case let .addMember(groupId, contactId, role):
            "/_add #\(groupId) \(contactId) \(role.rawValue)"
        case let .joinGroup(groupId):
            "/_join #\(groupId)"
        case let .acceptMember(groupId, groupMemberId, role):
            "/_accept member #\(groupId) \(groupMemberId) \(role.rawValue)"
        case let .setMembersRole(groupId, groupMemberIds, role):
            "/_member role #\(groupId) \(ids(groupMemberIds)) \(role.rawValue)"
        case let .blockMembersForAll(groupId, groupMemberIds, blocked):
            "/_block #\(groupId) \(ids(groupMemberIds)) blocked=\(onOff(blocked))"
        case let .setMemberSettings(groupId, groupMemberId, settings):
            "/_member settings #\(groupId) \(groupMemberId) \(json(settings))"
        case let .removeMembers(groupId, groupMemberIds, withMessages):
            "/_remove #\(groupId) \(ids(groupMemberIds))\(flag(" messages=on", withMessages))"
        case let .leaveGroup(groupId):
            "/_leave #\(groupId)"
        case let .updateGroupProfile(groupId, profile):
            "/_group_profile #\(groupId) \(json(profile))"
        case let .setGroupAlias(groupId, alias):
            "/_set alias #\(groupId)\(alias.isEmpty ? "" : " " + alias)"
        case let .createGroupLink(groupId, role):
            "/_create link #\(groupId) \(role.rawValue)"
        case let .setGroupLinkRole(groupId, role):
            "/_set link role #\(groupId) \(role.rawValue)"
        case let .getGroupLink(groupId):
            "/_get link #\(groupId)"
        case let .deleteGroupLink(groupId):
            "/_delete link #\(groupId)"
        case let .getRelays(groupId):
            "/_get relays #\(groupId)"
        case let .addRelays(groupId, relayIds):
            "/_add relays #\(groupId) \(ids(relayIds))"
        case let .allowRelayGroup(groupId):
            "/_relay allow #\(groupId)"
        case let .setChatTTL(userId, chat, seconds):
            "/_ttl \(userId) \(chat.text) \(seconds.map(String.init) ?? "default")"
        case let .setUserTTL(userId, seconds):
            "/_ttl \(userId) \(seconds)"
        case let .getUserTTL(userId):
            "/_ttl \(userId)"
        case let .setChatSettings(chat, settings):
            "/_settings \(chat.text) \(json(settings))"
        case let .setTheme(chat, theme):
            "/_set theme \(chat.text)\(theme.map { " " + json($0) } ?? "")"
        }
    }
}

private func flag(_ text: String, _ on: Bool) -> String {
    on ? text : ""
}

private func onOff(_ on: Bool) -> String {
    on ? "on" : "off"
}

private func ids(_ ids: [Int64]) -> String {
    ids.map(String.init).joined(separator: ",")
}

/// `full`, `entity` (with ` notify=off` when the peer is not told) or `messages`. A mode this
/// version does not know is written as its received tag, or, with none, as a token the core's
/// parser refuses — never as another mode.
private func deleteModeText(_ mode: ChatDeleteMode) -> String {
    switch mode {
    case let .full(notify): "full" + flag(" notify=off", !notify)
    case let .entity(notify): "entity" + flag(" notify=off", !notify)
    case .messages: "messages"
    case let .unrecognized(json): json["type"]?.stringValue ?? ChatCommand.unwritable
    }
}

/// Compact JSON with sorted keys. Encoding the model's own values cannot fail: they hold only
/// strings, numbers, booleans and `JSONValue`s, all of which JSON can express.
private func json(_ value: some Encodable) -> String {
    do {
        return try SimpleXJSON.text(value)
    } catch {
        preconditionFailure("a command argument could not be encoded as JSON: \(error)")
    }
}
