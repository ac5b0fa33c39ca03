import SimpleXModel

/// Groups and members for permission and group-info tests, made from the "Team" fixture
/// (`Tests/Fixtures/demo-group.json`: the user an owner, alice admin, bob member, carol
/// moderator, dave an admin who left).
public enum GroupFixtures {
    /// The fixture as decoded; a test run without it cannot check anything, so it stops.
    public static let team: Group = {
        do {
            return try SimpleXJSON.decode(Group.self, from: Repository.data("Tests/Fixtures/demo-group.json"))
        } catch {
            fatalError("Tests/Fixtures/demo-group.json: \(error)")
        }
    }()

    /// The team's group info with the user as `role` in `status`; a channel (`useRelays`) or a
    /// business chat; `members` current members.
    public static func groupInfo(role: GroupMemberRole, status: GroupMemberStatus = .connected, channel: Bool = false,
                                 business: Bool = false, members: Int64 = 4) -> GroupInfo {
        var info = team.groupInfo
        info.membership.memberRole = role
        info.membership.memberStatus = status
        info.useRelays = channel
        info.businessChat = business ? BusinessChatInfo(businessId: "b", chatType: .business, customerId: "c") : nil
        info.groupSummary.currentMembers = members
        return info
    }

    /// A member of the team (alice's record) as `role` in `status`, named `name` with
    /// `groupMemberId` `id`.
    public static func member(_ role: GroupMemberRole, status: GroupMemberStatus = .connected,
                              name: String = "alice", id: Int64 = 2) -> GroupMember {
        var member = team.members[0]
        member.memberRole = role
        member.memberStatus = status
        member.memberProfile.displayName = name
        member.groupMemberId = id
        return member
    }
}
