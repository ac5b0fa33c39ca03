import SimpleXModel

extension GroupInfoRow {
    /// The row's label, in the seeds' words.
    public var title: String {
        switch self {
        case let .groupLink(exists): exists ? "Group link" : "Create group link"
        case .memberSupport: "Member support"
        case .memberReports: "Member reports"
        case .chatWithAdmins: "Chat with admins"
        case .channelLink: "Channel link"
        case .shareChannelLink: "Share link"
        case let .channelMembers(subscribersListed): subscribersListed ? "Owners & subscribers" : "Owners"
        case let .editProfile(kind): "Edit \(kind.noun) profile"
        case let .welcomeMessage(exists): exists ? "Welcome message" : "Add welcome message"
        case let .preferences(kind): kind == .business ? "Chat preferences" : "Group preferences"
        case .sendReceipts: "Send receipts"
        case .chatTheme: "Chat theme"
        case .deleteMessagesAfter: "Delete messages after"
        case .inviteMembers: "Invite members"
        case let .member(row): row.title
        case .chatRelays: "Chat relays"
        case .clearChat: "Clear chat"
        case let .delete(kind): "Delete \(kind.noun)"
        case let .leave(kind): "Leave \(kind.noun)"
        case .localName: "Local name"
        case .databaseID: "Database ID"
        }
    }

    /// The text beside the label, if any: "Disabled for large groups", the developer values.
    public var detail: String? {
        switch self {
        case .sendReceipts(disabledForLargeGroup: true): "Disabled for large groups"
        case let .localName(name): name
        case let .databaseID(id): String(id)
        default: nil
        }
    }

    /// The row drawn disabled: receipts in a large group, inviting while incognito.
    public var isDisabled: Bool {
        switch self {
        case .sendReceipts(disabledForLargeGroup: true), .inviteMembers(disabledIncognito: true): true
        default: false
        }
    }

    /// The alert a tap on the row opens, if any (seed 002 "Alerts").
    public func alert(_ groupInfo: GroupInfo) -> GroupInfoAlert? {
        switch self {
        case .sendReceipts(disabledForLargeGroup: true): .largeGroupReceiptsDisabled
        case .inviteMembers(disabledIncognito: true): .cantInviteIncognito
        case .clearChat: .clearChat
        case let .delete(kind): .deleteGroup(kind, current: groupInfo.membership.memberStatus.isCurrent)
        case let .leave(kind): .leaveGroup(kind)
        default: nil
        }
    }
}

extension GroupInfoSection.Header {
    /// The header's text: "N members" or "For console".
    public var title: String {
        switch self {
        case let .members(count): "\(count) members"
        case .forConsole: "For console"
        }
    }
}

extension GroupInfoSection.Footer {
    /// The footer's text, in the seed's words (business chats say "chat owners").
    public var text: String {
        switch self {
        case let .preferences(kind):
            kind == .business ? "Only chat owners can change preferences." : "Only group owners can change group preferences."
        case .deleteMessages: "Delete chat messages from your device."
        }
    }
}
