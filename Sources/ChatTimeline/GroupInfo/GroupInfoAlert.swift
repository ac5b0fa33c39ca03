import Localization
import SimpleXModel

/// Every alert of group info, member info and the channel views (seed 002 "Alerts",
/// simplex-view-logic §7.2, §7.5), with what its text needs. `alert` gives the texts.
public enum GroupInfoAlert: Hashable, Sendable {
    /// `deleteGroupAlert`: its message depends on whether the user is still a current member.
    case deleteGroup(GroupKind, current: Bool)
    /// `clearChatAlert`.
    case clearChat
    /// `leaveGroupAlert`.
    case leaveGroup(GroupKind)
    /// `cantInviteIncognitoAlert`: a tap on the disabled "Invite members" row.
    case cantInviteIncognito
    /// `largeGroupReceiptsDisabled`: a tap on the disabled receipts row.
    case largeGroupReceiptsDisabled
    /// `blockMemberAlert` / `unblockMemberAlert`: for the user only; `name` is the member's.
    case blockMember(name: String)
    /// `unblockMemberAlert`: shows the member's messages to the user again.
    case unblockMember(name: String)
    /// `blockForAllAlert` / `unblockForAllAlert`: a moderator's, for every member.
    case blockForAll(GroupKind, name: String)
    /// `unblockForAllAlert`: a moderator shows the member's messages to every member again.
    case unblockForAll(GroupKind, name: String)
    /// `removeMemberAlert`.
    case removeMember(GroupKind)
    /// An owner's "Remove relay" on a channel's relay (issue 18 defect 12: a relay is not a
    /// subscriber); the seeds give no words for it, so these follow `removeMemberAlert`'s.
    case removeRelay(name: String)
    /// Changing a member's role to `role`; a member who is not current gets a new invitation.
    case changeRole(GroupKind, role: GroupMemberRole, memberCurrent: Bool)
    /// Deleting the messages of a member who left or was removed.
    case deleteMemberMessages
    /// Deleting the group link (groups only; a channel's link goes with the channel).
    case deleteLink

    /// The alert's name in the seed (`deleteGroupAlert`, …), for printing.
    public var name: String {
        switch self {
        case .deleteGroup: "deleteGroupAlert"
        case .clearChat: "clearChatAlert"
        case .leaveGroup: "leaveGroupAlert"
        case .cantInviteIncognito: "cantInviteIncognitoAlert"
        case .largeGroupReceiptsDisabled: "largeGroupReceiptsDisabled"
        case .blockMember: "blockMemberAlert"
        case .unblockMember: "unblockMemberAlert"
        case .blockForAll: "blockForAllAlert"
        case .unblockForAll: "unblockForAllAlert"
        case .removeMember: "removeMemberAlert"
        case .removeRelay: "removeRelayAlert"
        case .changeRole: "changeMemberRoleAlert"
        case .deleteMemberMessages: "deleteMemberMessagesAlert"
        case .deleteLink: "deleteLinkAlert"
        }
    }

    /// The texts and buttons in English.
    public var alert: Alert { alert(.english) }

    /// The texts and buttons, in the seeds' words (seed 002 "Channel Leave/Delete Rules",
    /// seed 002 "Loading / Error States", simplex-view-logic §7.2 and §7.5), in `t`'s language.
    /// Each kind of group has its own whole sentences: a translation never assembles a noun
    /// into one.
    public func alert(_ t: Translator) -> Alert {
        switch self {
        case let .deleteGroup(kind, current):
            let message = current
                ? kind.pick(group: t.tr("Group will be deleted for all members - this cannot be undone!"),
                            business: t.tr("Chat will be deleted for all members - this cannot be undone!"),
                            channel: t.tr("Channel will be deleted for all subscribers - this cannot be undone!"))
                : kind.pick(group: t.tr("Group will be deleted for you - this cannot be undone!"),
                            business: t.tr("Chat will be deleted for you - this cannot be undone!"),
                            channel: t.tr("Channel will be deleted for you - this cannot be undone!"))
            return Alert(title: kind.pick(group: t.tr("Delete group?"), business: t.tr("Delete chat?"), channel: t.tr("Delete channel?")),
                         message: message, buttons: [.delete, .cancel])
        case .clearChat:
            return Alert(title: t.tr("Clear chat?"),
                         message: t.tr("All messages will be deleted - this cannot be undone! The messages will be deleted ONLY for you."),
                         buttons: [.clear, .cancel])
        case let .leaveGroup(kind):
            return Alert(title: kind.pick(group: t.tr("Leave group?"), business: t.tr("Leave chat?"), channel: t.tr("Leave channel?")),
                         message: kind.pick(group: t.tr("You will stop receiving messages from this group. Chat history will be preserved."),
                                            business: t.tr("You will stop receiving messages from this chat. Chat history will be preserved."),
                                            channel: t.tr("You will stop receiving messages from this channel. Chat history will be preserved.")),
                         buttons: [.leave, .cancel])
        case .cantInviteIncognito:
            return Alert(title: t.tr("Can't invite contacts when incognito"),
                         message: t.tr("You're using an incognito profile for this group - to prevent sharing your main profile inviting contacts is not allowed"),
                         buttons: [.ok])
        case .largeGroupReceiptsDisabled:
            return Alert(title: t.tr("Receipts are disabled"),
                         message: t.trPlural("This group has over {count} member, delivery receipts are not sent.",
                                             "This group has over {count} members, delivery receipts are not sent.", GroupInfoSections.receiptsMemberLimit),
                         buttons: [.ok])
        case let .blockMember(name):
            return Alert(title: t.tr("Block member?"), message: t.tr("All new messages from {name} will be hidden!", ["name": name]), buttons: [.block, .cancel])
        case let .unblockMember(name):
            return Alert(title: t.tr("Unblock member?"), message: t.tr("Messages from {name} will be shown!", ["name": name]), buttons: [.unblock, .cancel])
        case let .blockForAll(kind, name):
            return Alert(title: kind == .channel ? t.tr("Block subscriber for all?") : t.tr("Block member for all?"),
                         message: t.tr("All new messages from {name} will be hidden!", ["name": name]),
                         buttons: [.blockForAll, .cancel])
        case let .unblockForAll(kind, name):
            return Alert(title: kind == .channel ? t.tr("Unblock subscriber for all?") : t.tr("Unblock member for all?"),
                         message: t.tr("Messages from {name} will be shown!", ["name": name]),
                         buttons: [.unblockForAll, .cancel])
        case let .removeMember(kind):
            return Alert(title: kind == .channel ? t.tr("Remove subscriber?") : t.tr("Remove member?"),
                         message: kind.pick(group: t.tr("Member will be removed from group - this cannot be undone!"),
                                            business: t.tr("Member will be removed from chat - this cannot be undone!"),
                                            channel: t.tr("Subscriber will be removed from channel - this cannot be undone!")),
                         buttons: [.remove, .removeAndDeleteMessages, .cancel])
        case let .removeRelay(name):
            return Alert(title: t.tr("Remove relay?"),
                         message: t.tr("{name} will stop forwarding the channel's messages to subscribers - this cannot be undone!", ["name": name]),
                         buttons: [.remove, .cancel])
        case let .changeRole(kind, role, memberCurrent):
            let values = ["role": role.text(t)]
            let message = !memberCurrent
                ? t.tr("Role will be changed to \"{role}\". The member will receive a new invitation.", values)
                : kind.pick(group: t.tr("Role will be changed to \"{role}\". All group members will be notified.", values),
                            business: t.tr("Role will be changed to \"{role}\". All chat members will be notified.", values),
                            channel: t.tr("Role will be changed to \"{role}\". All subscribers will be notified.", values))
            return Alert(title: t.tr("Change role?"), message: message, buttons: [.change, .cancel])
        case .deleteMemberMessages:
            return Alert(title: t.tr("Delete member messages?"), message: t.tr("Member messages will be deleted - this cannot be undone!"),
                         buttons: [.delete, .cancel])
        case .deleteLink:
            return Alert(title: t.tr("Delete link?"), message: t.tr("All group members will remain connected."), buttons: [.delete, .cancel])
        }
    }
}
