import SimpleXModel

/// A change an admin makes to members of a group: whom the user's `GroupPermissions` let it
/// reach (and the refusal for the others), the change itself, how the timeline records it,
/// and the event that tells each other profile's copy of the group.
struct MemberChange {
    /// Whether the user, with these permissions, may make the change to the member.
    let isAllowed: (GroupPermissions, GroupMember) -> Bool
    /// The refusal for a member the user may not change, by the member's display name.
    let refusal: (String) -> String
    /// The change to the member.
    let apply: (inout GroupMember) -> Void
    /// The timeline's record of it, in every copy of the group.
    let recorded: MemberChangeEvent
    /// Its event in another profile's copy of the group.
    let event: (ChatStore.CopyChange) -> ChatEvent

    /// A new role (`/_member role`), by `GroupPermissions.rolesToChange`: the user is an admin
    /// or above, at least each member's role and the new one; relays and pending members keep
    /// theirs.
    static func role(_ role: GroupMemberRole) -> MemberChange {
        MemberChange(isAllowed: { $0.rolesToChange($1)?.contains(role) == true },
                     refusal: { "you cannot make \($0) \(role.rawValue)" },
                     apply: { $0.memberRole = role }, recorded: .role(role)) { change in
            .memberRole(byMember: change.actor, fromRole: change.before.memberRole, groupInfo: change.copy, member: change.after,
                        msgSigned: nil, toRole: role, user: change.user)
        }
    }

    /// Blocked or unblocked for everyone (`/_block`), by `GroupPermissions.canBlockForAll`.
    static func blocked(_ blocked: Bool) -> MemberChange {
        MemberChange(isAllowed: { $0.canBlockForAll($1) },
                     refusal: { "you cannot block \($0) for all" },
                     apply: { $0.blockedByAdmin = blocked }, recorded: .blocked(blocked)) { change in
            .memberBlockedForAll(blocked: blocked, byMember: change.actor, groupInfo: change.copy, member: change.after, msgSigned: nil, user: change.user)
        }
    }

    /// Removed (`/_remove`), by `GroupPermissions.canRemove`; a removed local profile's own
    /// copy shows it removed.
    static func removed(withMessages: Bool) -> MemberChange {
        MemberChange(isAllowed: { $0.canRemove($1) },
                     refusal: { "you cannot remove \($0)" },
                     apply: { $0.memberStatus = .removed }, recorded: .removed) { change in
            change.isMembership
                ? .deletedMemberUser(groupInfo: change.copy, member: change.actor, msgSigned: nil, user: change.user, withMessages: withMessages)
                : .deletedMember(byMember: change.actor, deletedMember: change.after, groupInfo: change.copy, msgSigned: nil, user: change.user,
                                 withMessages: withMessages)
        }
    }
}
