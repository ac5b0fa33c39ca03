import SimpleXModel

/// The demo group "Team": its members beyond those who wrote its messages, so that with kim
/// (who joins from her own profile) its twelve members cover every group role and the member
/// statuses group info shows.
enum DemoTeam {
    /// Each added member: name, role, status, and whether an admin blocked them for all.
    static let roster: [(name: String, role: GroupMemberRole, status: GroupMemberStatus, blocked: Bool)] = [
        ("erin", .owner, .complete, false),
        ("frank", .observer, .introInv, false),
        ("grace", .author, .announced, true),
        ("heidi", .member, .invited, false),
        ("ivan", .member, .pendingApproval, false),
        ("judy", .member, .pendingReview, false),
        ("olivia", .member, .left, false),
        ("peggy", .member, .removed, false),
    ]

    /// The members who wrote the group's messages, then the roster, numbered after them.
    static func members(senders: [GroupMember]) -> [GroupMember] {
        guard let template = senders.first else { return senders }
        let first = (senders.map(\.groupMemberId).max() ?? 1) + 1
        let added = roster.enumerated().map { offset, entry in
            var added = member(entry.name, entry.role, entry.status, id: first + Int64(offset), like: template)
            added.blockedByAdmin = entry.blocked
            return added
        }
        return senders + added
    }

    /// A member `name` of `template`'s group, numbered `id`.
    static func member(_ name: String, _ role: GroupMemberRole, _ status: GroupMemberStatus, id: Int64, like template: GroupMember) -> GroupMember {
        var member = template
        member.groupMemberId = id
        member.indexInGroup = id
        member.memberId = "demo-\(template.groupId)-\(name)"
        member.localDisplayName = name
        member.memberContactProfileId = 1000 * template.groupId + id
        member.memberProfile = LocalProfile(displayName: name, fullName: name.capitalized, localAlias: "", profileId: member.memberContactProfileId)
        member.memberContactId = nil
        member.memberCategory = .invitee
        member.memberRole = role
        member.memberStatus = status
        member.blockedByAdmin = false
        return member
    }
}
