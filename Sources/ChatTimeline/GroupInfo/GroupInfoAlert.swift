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

    /// The texts and buttons, in the seeds' words (seed 002 "Channel Leave/Delete Rules",
    /// seed 002 "Loading / Error States", simplex-view-logic §7.2 and §7.5).
    public var alert: Alert {
        switch self {
        case let .deleteGroup(kind, current):
            let everyone = kind == .channel ? "all subscribers" : "all members"
            return Alert(title: "Delete \(kind.noun)?",
                         message: "\(kind.capitalizedNoun) will be deleted for \(current ? everyone : "you") - this cannot be undone!",
                         buttons: [.delete, .cancel])
        case .clearChat:
            return Alert(title: "Clear chat?",
                         message: "All messages will be deleted - this cannot be undone! The messages will be deleted ONLY for you.",
                         buttons: [.clear, .cancel])
        case let .leaveGroup(kind):
            return Alert(title: "Leave \(kind.noun)?",
                         message: "You will stop receiving messages from this \(kind.noun). Chat history will be preserved.",
                         buttons: [.leave, .cancel])
        case .cantInviteIncognito:
            return Alert(title: "Can't invite contacts when incognito",
                         message: "You're using an incognito profile for this group - to prevent sharing your main profile inviting contacts is not allowed",
                         buttons: [.ok])
        case .largeGroupReceiptsDisabled:
            return Alert(title: "Receipts are disabled",
                         message: "This group has over \(GroupInfoSections.receiptsMemberLimit) members, delivery receipts are not sent.",
                         buttons: [.ok])
        case let .blockMember(name):
            return Alert(title: "Block member?", message: "All new messages from \(name) will be hidden!", buttons: [.block, .cancel])
        case let .unblockMember(name):
            return Alert(title: "Unblock member?", message: "Messages from \(name) will be shown!", buttons: [.unblock, .cancel])
        case let .blockForAll(kind, name):
            return Alert(title: "Block \(kind.memberNoun) for all?", message: "All new messages from \(name) will be hidden!",
                         buttons: [.blockForAll, .cancel])
        case let .unblockForAll(kind, name):
            return Alert(title: "Unblock \(kind.memberNoun) for all?", message: "Messages from \(name) will be shown!",
                         buttons: [.unblockForAll, .cancel])
        case let .removeMember(kind):
            let who = kind.memberNoun
            return Alert(title: "Remove \(who)?", message: "\(who.capitalized) will be removed from \(kind.noun) - this cannot be undone!",
                         buttons: [.remove, .removeAndDeleteMessages, .cancel])
        case let .removeRelay(name):
            return Alert(title: "Remove relay?", message: "\(name) will stop forwarding the channel's messages to subscribers - this cannot be undone!",
                         buttons: [.remove, .cancel])
        case let .changeRole(kind, role, memberCurrent):
            let everyone = switch kind {
            case .channel: "All subscribers"
            case .business: "All chat members"
            case .group: "All group members"
            }
            let tail = memberCurrent ? "\(everyone) will be notified." : "The member will receive a new invitation."
            return Alert(title: "Change role?", message: "Role will be changed to \"\(role.rawValue)\". \(tail)", buttons: [.change, .cancel])
        case .deleteMemberMessages:
            return Alert(title: "Delete member messages?", message: "Member messages will be deleted - this cannot be undone!",
                         buttons: [.delete, .cancel])
        case .deleteLink:
            return Alert(title: "Delete link?", message: "All group members will remain connected.", buttons: [.delete, .cancel])
        }
    }
}
