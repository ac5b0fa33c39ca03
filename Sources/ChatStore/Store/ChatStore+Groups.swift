import ChatBackend
import Foundation
import SimpleXModel

/// Groups and their members: roles, blocks, removal, leaving, the profile and welcome
/// message, each by the permission rules of `GroupPermissions`.
extension ChatStore {
    /// The group `groupId` of the current profile and its members (without the user).
    func group(_ groupId: Int64) throws -> (info: GroupInfo, members: [GroupMember]) {
        (try groupInfo(groupId), try rows.members.all(of: groupId))
    }

    /// The group `groupId` of the current profile, its members not read.
    func groupInfo(_ groupId: Int64) throws -> GroupInfo {
        guard case let .group(_, info) = try chatInfo(.group(groupId)) else {
            throw ChatBackendError(.unknownChat, "#\(groupId) is not a group")
        }
        return info
    }

    /// A new group owned by the user (`/_group`); with `useRelays`, a channel. Its local name
    /// is unique among the user's (`LocalDisplayName`: a second "Book Club" is `Book Club_1`).
    func newGroup(_ profile: GroupProfile, useRelays: Bool = false) throws -> GroupInfo {
        let user = try currentUser()
        let groupId = try rows.chats.nextId(.group)
        let time = now()
        var membership = Self.newMember(user.profile, role: .owner, status: .creator, number: [], in: groupId, at: time)
        membership.groupMemberId = 1
        membership.indexInGroup = 0
        membership.memberCategory = .user
        membership.localDisplayName = user.localDisplayName
        let preferences = FullGroupPreferences(
            commands: [], comments: CommentsGroupPreference(enable: .off), directMessages: RoleGroupPreference(enable: .on),
            files: RoleGroupPreference(enable: .on), fullDelete: GroupPreference(enable: .off), history: GroupPreference(enable: .on),
            reactions: GroupPreference(enable: .on), reports: GroupPreference(enable: .on), sessions: RoleGroupPreference(enable: .off),
            signMessages: GroupPreference(enable: .off), simplexLinks: RoleGroupPreference(enable: .on), support: SupportGroupPreference(enable: .off),
            timedMessages: TimedMessagesGroupPreference(enable: .on), voice: RoleGroupPreference(enable: .on))
        let info = GroupInfo(
            chatSettings: ChatSettings(enableNtfs: .all, favorite: false), chatTags: [], createdAt: time, fullGroupPreferences: preferences.merging(profile.groupPreferences),
            groupId: groupId, groupProfile: profile, groupSummary: GroupSummary(currentMembers: 1), localAlias: "",
            localDisplayName: try newLocalName(profile.displayName, of: user.userId), membersRequireAttention: 0, membership: membership, updatedAt: time, useRelays: useRelays)
        try database.transaction { try rows.chats.save(.group(groupChatScope: nil, groupInfo: info), .group(groupId), userId: user.userId) }
        return info
    }

    /// Sets members' role (`/_member role`), as `MemberChange.role` allows.
    func setRole(groupId: Int64, memberIds: [Int64], role: GroupMemberRole) throws -> (GroupInfo, [GroupMember]) {
        try change(.role(role), of: memberIds, in: groupId)
    }

    /// Blocks or unblocks members for everyone (`/_block`), as `MemberChange.blocked` allows.
    func blockForAll(groupId: Int64, memberIds: [Int64], blocked: Bool) throws -> (GroupInfo, [GroupMember]) {
        try change(.blocked(blocked), of: memberIds, in: groupId)
    }

    /// Removes members (`/_remove`), as `MemberChange.removed` allows, with their messages
    /// when asked.
    func remove(groupId: Int64, memberIds: [Int64], withMessages: Bool) throws -> (GroupInfo, [GroupMember]) {
        let removedIds = Set(memberIds)
        let sent = withMessages
            ? try rows.items.items(in: .group(groupId)).filter { item in item.chatDir.member.map { removedIds.contains($0.groupMemberId) } ?? false }
            : []
        return try change(.removed(withMessages: withMessages), of: memberIds, in: groupId, also: {
            try sent.forEach { try rows.items.remove($0.meta.itemId) }
        })
    }

    /// Sets the membership of the linked copies of group `groupId` that `which` picks to
    /// `status`, and makes each one's event: the copy, the user as a member of it, its profile.
    func setPeerMembership(of groupId: Int64, to status: GroupMemberStatus, where which: (GroupMember) -> Bool,
                           event: (GroupInfo, GroupMember, User) -> ChatEvent) throws -> [ChatEvent] {
        let me = try groupInfo(groupId).membership.memberId
        return try rows.peers.linked(to: .group(groupId)).compactMap { peer in
            let (info, userId) = try storedChat(peer)
            guard var copy = info.groupInfo, which(copy.membership) else { return nil }
            copy.membership.memberStatus = status
            try updateGroup(copy)
            return try rows.members.all(of: copy.groupId).first { $0.memberId == me }.map { event(copy, $0, try user(userId)) }
        }
    }

    /// The user leaves the group (`/_leave`) by `GroupPermissions.canLeave(members:)`: its
    /// membership is `left`. The sole owner of a channel cannot leave it (only delete it).
    func leave(groupId: Int64) throws -> GroupInfo {
        var (info, members) = try group(groupId)
        guard GroupPermissions(info).canLeave(members: members) else {
            let reason = info.membership.memberStatus.isCurrent ? "you are the channel's only owner: it cannot be left" : "you are no longer a member"
            throw ChatBackendError(.notAllowed, reason)
        }
        info.membership.memberStatus = .left
        let left = info
        let changes = try database.transaction { () throws -> [CopyChange] in
            try updateGroup(left)
            return try updateMemberInCopies(of: groupId, memberId: left.membership.memberId, actorId: left.membership.memberId) { $0.memberStatus = .left }
        }
        changes.forEach { publish(.leftMember(groupInfo: $0.copy, member: $0.after, msgSigned: nil, user: $0.user)) }
        return info
    }

    /// Updates the profile, welcome message and preferences (`/_group_profile`): owners only.
    func updateProfile(groupId: Int64, profile: GroupProfile) throws -> (GroupInfo, GroupInfo) {
        let info = try groupInfo(groupId)
        guard GroupPermissions(info).isOwner else {
            throw ChatBackendError(.notAllowed, "only owners change the group's profile")
        }
        var updated = info
        updated.groupProfile = profile
        updated.fullGroupPreferences = info.fullGroupPreferences.merging(profile.groupPreferences)
        if profile.displayName != info.groupProfile.displayName {
            updated.localDisplayName = try newLocalName(profile.displayName, of: try currentUser().userId, except: .group(groupId))
        }
        updated.updatedAt = now()
        try updateGroup(updated)
        return (info, updated)
    }

    /// Makes `change` to the members `ids` of group `groupId` when the user's permissions
    /// allow it, storing in one transaction the changed members, their changes in the other
    /// profiles' copies (each published as its event), the timeline's record of it in every
    /// copy, and whatever `also` writes; refuses the whole change with the first member who is
    /// not allowed.
    private func change(_ change: MemberChange, of ids: [Int64], in groupId: Int64,
                        also: () throws -> Void = {}) throws -> (GroupInfo, [GroupMember]) {
        let (info, members) = try group(groupId)
        let permissions = GroupPermissions(info)
        let changed = try ids.map { id -> GroupMember in
            guard var member = members.first(where: { $0.groupMemberId == id }) else {
                throw ChatBackendError(.unknownItem, "there is no member \(id) in #\(groupId)")
            }
            guard change.isAllowed(permissions, member) else {
                throw ChatBackendError(.notAllowed, change.refusal(member.memberProfile.displayName))
            }
            change.apply(&member)
            return member
        }
        let (copies, items) = try database.transaction { () throws -> ([CopyChange], [Delivery]) in
            try saveMembers(changed, groupId: groupId)
            try also()
            let copies = try changed.flatMap { member in
                try updateMemberInCopies(of: groupId, memberId: member.memberId, actorId: info.membership.memberId, update: change.apply)
            }
            return (copies, try insertEvents(change.recorded, to: changed, of: info, copies: copies, at: now()))
        }
        copies.map(change.event).forEach(publish)
        try publish(items) { .newChatItems(chatItems: [$0.chatItem], user: $1) }
        return (info, changed)
    }

    /// A member's change in another profile's copy of a group: the copy, the acting user as
    /// a member of it, the member before and after, whether it is the copy's own membership,
    /// and the copy's profile.
    struct CopyChange {
        let copy: GroupInfo
        let actor: GroupMember
        let before: GroupMember
        let after: GroupMember
        let isMembership: Bool
        let user: User
    }

    /// Applies `update` to the member `memberId` in the linked copies of group `groupId` — in
    /// that member's own profile's copy, to its membership — where the actor `actorId` is known.
    func updateMemberInCopies(of groupId: Int64, memberId: String, actorId: String, update: (inout GroupMember) -> Void) throws -> [CopyChange] {
        try rows.peers.linked(to: .group(groupId)).compactMap { peer in
            let (info, userId) = try storedChat(peer)
            guard var copy = info.groupInfo else { return nil }
            let members = try rows.members.all(of: copy.groupId)
            guard let actor = copy.membership.memberId == actorId ? copy.membership : members.first(where: { $0.memberId == actorId }) else { return nil }
            if copy.membership.memberId == memberId {
                let before = copy.membership
                update(&copy.membership)
                try updateGroup(copy)
                return CopyChange(copy: copy, actor: actor, before: before, after: copy.membership, isMembership: true, user: try user(userId))
            }
            guard var member = members.first(where: { $0.memberId == memberId }) else { return nil }
            let before = member
            update(&member)
            try saveMember(member, groupId: copy.groupId)
            return CopyChange(copy: copy, actor: actor, before: before, after: member, isMembership: false, user: try user(userId))
        }
    }

    /// Writes a member of group `groupId`, and the group's count of current members.
    func saveMember(_ member: GroupMember, groupId: Int64) throws {
        try saveMembers([member], groupId: groupId)
    }

    /// Writes members of group `groupId`, then the group's count of current members once.
    func saveMembers(_ members: [GroupMember], groupId: Int64) throws {
        guard !members.isEmpty else { return }
        try members.forEach { try rows.members.save($0, groupId: groupId) }
        if let group = try storedChat(.group(groupId)).info.groupInfo {
            try updateGroup(group)
        }
    }
}
