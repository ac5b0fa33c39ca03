/// The support chats of a group (simplex-view-logic §7.1 "Links & support section"): the
/// members' chats with the admins, and the user's own.
extension GroupPermissions {
    /// "Member support", the list of the members' support chats: the user is a moderator or
    /// above (business chats, which have no such list, are left to the caller).
    public var seesMemberSupport: Bool {
        membership.memberRole >= .moderator
    }

    /// "Chat with admins", the user's own support chat: the membership is active, and the user
    /// is below moderator or already has a support chat.
    public var canChatWithAdmins: Bool {
        membership.memberStatus.isActive && (membership.memberRole < .moderator || membership.supportChat != nil)
    }
}
