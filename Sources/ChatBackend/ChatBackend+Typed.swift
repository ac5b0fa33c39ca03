import SimpleXModel

extension ChatBackend {
    /// A page of a chat (`/_get chat`), with what lies after it.
    public func chat(_ ref: ChatRef, _ pagination: ChatPagination, search: String? = nil, contentTag: MsgContentTag? = nil)
        async throws(ChatBackendError) -> (chat: AChat, navigation: NavigationInfo?) {
        let response = try await execute(.getChat(ref, pagination: pagination, contentTag: contentTag, search: search))
        guard case let .apiChat(chat, navInfo, _) = response else { throw unexpected(response) }
        return (chat, navInfo)
    }

    /// The chat list: each chat with its newest item (`/_get chats`).
    public func chats(userId: Int64) async throws(ChatBackendError) -> [AChat] {
        let response = try await execute(.getChats(userId: userId))
        guard case let .apiChats(chats, _) = response else { throw unexpected(response) }
        return chats
    }

    /// Sends messages; returns the new items (`/_send`).
    public func send(_ ref: ChatRef, _ messages: [ComposedMessage], live: Bool = false) async throws(ChatBackendError) -> [AChatItem] {
        let response = try await execute(.send(ref, live: live, messages: messages))
        guard case let .newChatItems(chatItems, _) = response else { throw unexpected(response) }
        return chatItems
    }

    /// A group's members, the user's own membership not among them (`/_members`).
    public func members(groupId: Int64) async throws(ChatBackendError) -> [GroupMember] {
        let response = try await execute(.members(groupId: groupId))
        guard case let .groupMembers(group, _) = response else { throw unexpected(response) }
        return group.members
    }

    /// The active user (`/user`).
    public func activeUser() async throws(ChatBackendError) -> User {
        let response = try await execute(.showActiveUser)
        guard case let .activeUser(user) = response else { throw unexpected(response) }
        return user
    }

    /// A reply the command does not expect: the core's refusal (`chatCmdError`) with its
    /// error named, or any other reply named by its tag.
    package func unexpected(_ response: ChatResponse) -> ChatBackendError {
        if case let .chatCmdError(chatError) = response {
            return ChatBackendError(.chatError, "the core refused the command: \(chatError.message)", chatError: chatError)
        }
        return ChatBackendError(.unexpectedResponse, "the core answered \(response.typeTag), which this command does not expect")
    }
}
