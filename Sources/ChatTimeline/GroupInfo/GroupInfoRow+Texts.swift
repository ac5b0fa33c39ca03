import Localization
import SimpleXModel

extension GroupInfoRow {
    /// The row's label, in the seeds' words, in English.
    public var title: String { title(.english) }

    /// The row's label, in the seeds' words, in `t`'s language.
    public func title(_ t: Translator) -> String {
        switch self {
        case let .groupLink(exists): exists ? t.tr("Group link") : t.tr("Create group link")
        case .memberSupport: t.tr("Member support")
        case .memberReports: t.tr("Member reports")
        case .chatWithAdmins: t.tr("Chat with admins")
        case .channelLink: t.tr("Channel link")
        case .shareChannelLink: t.tr("Share link")
        case let .channelMembers(subscribersListed): subscribersListed ? t.tr("Owners & subscribers") : t.tr("Owners")
        case let .editProfile(kind): kind.pick(group: t.tr("Edit group profile"), business: t.tr("Edit chat profile"), channel: t.tr("Edit channel profile"))
        case let .welcomeMessage(exists): exists ? t.tr("Welcome message") : t.tr("Add welcome message")
        case let .preferences(kind): kind == .business ? t.tr("Chat preferences") : t.tr("Group preferences")
        case .sendReceipts: t.tr("Send receipts")
        case .chatTheme: t.tr("Chat theme")
        case .deleteMessagesAfter: t.tr("Delete messages after")
        case .inviteMembers: t.tr("Invite members")
        case let .member(row): row.title(t)
        case .chatRelays: t.tr("Chat relays")
        case .clearChat: t.tr("Clear chat")
        case let .delete(kind): kind.pick(group: t.tr("Delete group"), business: t.tr("Delete chat"), channel: t.tr("Delete channel"))
        case let .leave(kind): kind.pick(group: t.tr("Leave group"), business: t.tr("Leave chat"), channel: t.tr("Leave channel"))
        case .localName: t.tr("Local name")
        case .databaseID: t.tr("Database ID")
        }
    }

    /// The text beside the label, if any, in English: "Disabled for large groups", the developer values.
    public var detail: String? { detail(.english) }

    /// The text beside the label, if any, in `t`'s language.
    public func detail(_ t: Translator) -> String? {
        switch self {
        case .sendReceipts(disabledForLargeGroup: true): t.tr("Disabled for large groups")
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
    /// The header's text in English: "N members" or "For console".
    public var title: String { title(.english) }

    /// The header's text in `t`'s language.
    public func title(_ t: Translator) -> String {
        switch self {
        case let .members(count): t.trPlural("{count} member", "{count} members", count)
        case .forConsole: t.tr("For console")
        }
    }
}

extension GroupInfoSection.Footer {
    /// The footer's text, in the seed's words (business chats say "chat owners"), in English.
    public var text: String { text(.english) }

    /// The footer's text in `t`'s language.
    public func text(_ t: Translator) -> String {
        switch self {
        case let .preferences(kind):
            kind == .business ? t.tr("Only chat owners can change preferences.") : t.tr("Only group owners can change group preferences.")
        case .deleteMessages: t.tr("Delete chat messages from your device.")
        }
    }
}
