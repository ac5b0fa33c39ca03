/// What the user may do with the items of a group (simplex-view-logic §4.2, §5): one rule each,
/// for the context menu, the selection toolbar and the store alike.
extension GroupPermissions {
    /// `memberToModerate`, with the real core's condition (audit D10: the seed says "group
    /// admin/owner", the core and the apps allow moderators): a member's item, not deleted,
    /// when the user is an active moderator or above and at least the sender's role; the user's
    /// own item (reached in a batch of selected items); never the channel's own posts.
    public func canModerate(_ item: ChatItem) -> Bool {
        guard canModerate, item.meta.itemDeleted == nil else { return false }
        switch item.chatDir {
        case let .groupRcv(member): return membership.memberRole >= member.memberRole
        case .groupSnd: return true
        default: return false
        }
    }

    /// Moderate in the selection toolbar (§5): shown in groups where the user is an admin or
    /// owner, the apps' condition (audit D10 keeps it; moderators moderate from the menu).
    public var showsModerateInSelection: Bool {
        membership.memberRole >= .admin
    }

    /// Archiving a report (§4.2 "Archive report"): a member's report, not deleted, and the user
    /// a moderator or above.
    public func canArchive(_ item: ChatItem) -> Bool {
        item.isReport && item.meta.itemDeleted == nil && !item.chatDir.isSent && membership.memberRole >= .moderator
    }

    /// Archiving "For all moderators": also the user's membership active.
    public var canArchiveForAllModerators: Bool {
        membership.memberRole >= .moderator && membership.memberStatus.isActive
    }

    /// Sending to the group: a current member who is an author or above (observers only read).
    public var canSend: Bool {
        membership.memberStatus.isCurrent && membership.memberRole >= .author
    }

    /// Posting as the channel (`asGroup`): an owner, in a channel.
    public func canSendAsGroup(inChannel: Bool) -> Bool {
        inChannel && membership.memberRole == .owner
    }

    /// Report (§4.2 "Report", offered only when Moderate is not): the user's role is member,
    /// exactly; observers cannot send and moderators and above moderate instead.
    public var canReport: Bool {
        membership.memberRole == .member
    }

    /// A member's report reaches the user (the core sends reports to moderators): the user is
    /// a moderator or above.
    public var receivesReports: Bool {
        membership.memberRole >= .moderator
    }
}
