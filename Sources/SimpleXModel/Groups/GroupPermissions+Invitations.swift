/// Whom the user may bring into a group, and as which role (seed 002 "Member List";
/// simplex-view-logic §7.1): inviting contacts and admitting members who knock share one bound.
extension GroupPermissions {
    /// Invite members (seed 002 "Member List", G26): the row is offered when `canAddMembers`,
    /// and it works only when the user is not incognito; otherwise it is shown disabled and a
    /// tap explains why (`cantInviteIncognitoAlert`).
    public func canInvite(incognito: Bool) -> Bool { canAddMembers && !incognito }

    /// Inviting a contact as `role` (`/_add`): `canAddMembers`, and `role` one the user may give.
    public func canInvite(as role: GroupMemberRole) -> Bool {
        canAddMembers && canGive(role)
    }

    /// Admitting a member waiting for approval or review as `role` (`/_accept member`): a
    /// current moderator or above, and `role` one the user may give.
    public func canAdmit(as role: GroupMemberRole) -> Bool {
        membership.memberStatus.isCurrent && membership.memberRole >= .moderator && canGive(role)
    }

    /// A role the user may give a new member: at most the user's own, never relay.
    private func canGive(_ role: GroupMemberRole) -> Bool {
        role <= membership.memberRole && role > .relay
    }
}
