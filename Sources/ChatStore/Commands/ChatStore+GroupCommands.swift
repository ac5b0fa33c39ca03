import SimpleXModel

extension ChatStore {
    /// The commands of groups and their members: a group and its members, a new group,
    /// invitations, joining, admission, roles, blocks, removal, leaving and the profile.
    func runGroups(_ command: ChatCommand) throws -> CommandReply? {
        switch command {
        case let .groupInfo(groupId):
            let info = try groupInfo(groupId)
            return .forUser { .groupInfo(groupInfo: info, user: $0) }
        case let .members(groupId):
            let (info, members) = try group(groupId)
            return .forUser { .groupMembers(group: Group(groupInfo: info, members: members), user: $0) }
        case let .newGroup(_, _, profile):
            let info = try newGroup(profile)
            return .forUser { .groupCreated(groupInfo: info, user: $0) }
        case let .addMember(groupId, contactId, role):
            let (contact, info, member) = try addMember(groupId: groupId, contactId: contactId, role: role)
            return .forUser { .sentGroupInvitation(contact: contact, groupInfo: info, member: member, user: $0) }
        case let .joinGroup(groupId):
            let info = try joinGroup(groupId)
            return .forUser { .userAcceptedGroupSent(groupInfo: info, hostContact: nil, user: $0) }
        case let .acceptMember(groupId, groupMemberId, role):
            let (info, member) = try acceptMember(groupId: groupId, groupMemberId: groupMemberId, role: role)
            return .forUser { .memberAccepted(groupInfo: info, member: member, user: $0) }
        case let .setMemberSettings(groupId, groupMemberId, settings):
            try setMemberSettings(groupId: groupId, groupMemberId: groupMemberId, settings: settings)
            return .forUser { .cmdOk(user_: $0) }
        case let .memberInfo(groupId, groupMemberId):
            let (info, member) = try member(groupMemberId, of: groupId)
            return .forUser { .groupMemberInfo(connectionStats_: nil, groupInfo: info, member: member, user: $0) }
        case let .setMembersRole(groupId, memberIds, role):
            let (info, members) = try setRole(groupId: groupId, memberIds: memberIds, role: role)
            return .forUser { .membersRoleUser(groupInfo: info, members: members, msgSigned: false, toRole: role, user: $0) }
        case let .blockMembersForAll(groupId, memberIds, blocked):
            let (info, members) = try blockForAll(groupId: groupId, memberIds: memberIds, blocked: blocked)
            return .forUser { .membersBlockedForAllUser(blocked: blocked, groupInfo: info, members: members, msgSigned: false, user: $0) }
        case let .removeMembers(groupId, memberIds, withMessages):
            let (info, members) = try remove(groupId: groupId, memberIds: memberIds, withMessages: withMessages)
            return .forUser { .userDeletedMembers(groupInfo: info, members: members, msgSigned: false, user: $0, withMessages: withMessages) }
        case let .leaveGroup(groupId):
            let info = try leave(groupId: groupId)
            return .forUser { .leftMemberUser(groupInfo: info, user: $0) }
        case let .updateGroupProfile(groupId, profile):
            let (from, to) = try updateProfile(groupId: groupId, profile: profile)
            return .forUser { .groupUpdated(fromGroup: from, member_: nil, msgSigned: false, toGroup: to, user: $0) }
        default:
            return nil
        }
    }
}
