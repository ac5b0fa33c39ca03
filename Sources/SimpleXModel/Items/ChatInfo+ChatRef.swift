extension ChatInfo {
    /// The reference commands use for this chat as a whole: `@contactId`, `#groupId`,
    /// `*noteFolderId`; nil for contact requests, pending connections and unknown kinds.
    public var chatRef: ChatRef? {
        switch self {
        case let .direct(contact): .direct(contact.contactId)
        case let .group(_, groupInfo): .group(groupInfo.groupId)
        case let .local(noteFolder): .local(noteFolder.noteFolderId)
        default: nil
        }
    }

    /// The group of a group chat; nil for other chats.
    public var groupInfo: GroupInfo? {
        if case let .group(_, groupInfo) = self { groupInfo } else { nil }
    }

    /// The user's membership of a group chat; nil for other chats.
    public var membership: GroupMember? { groupInfo?.membership }
}
