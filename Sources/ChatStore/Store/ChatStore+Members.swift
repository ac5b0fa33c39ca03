import ChatBackend
import Foundation
import SimpleXMarkdown
import SimpleXModel

/// Members joining groups: invitations of contacts, joining, admission of pending members,
/// the user's own view of a member (block for me) and member info. A contact linked to another
/// local profile gets the invitation in that profile's chat and a copy of the group to join.
extension ChatStore {
    /// Invites contact `contactId` as `role` (`/_add`) by `GroupPermissions.canInvite(as:)`;
    /// channels admit subscribers through their link instead.
    func addMember(groupId: Int64, contactId: Int64, role: GroupMemberRole) throws -> (Contact, GroupInfo, GroupMember) {
        let (info, members) = try group(groupId)
        guard !info.useRelays else { throw ChatBackendError(.notAllowed, "channels admit subscribers through their link") }
        guard GroupPermissions(info).canInvite(as: role) else {
            throw ChatBackendError(.notAllowed, "you cannot invite members as \(role.rawValue)")
        }
        guard case let .direct(contact) = try chatInfo(.direct(contactId)) else { throw ChatBackendError(.unknownChat, "@\(contactId) is not a contact") }
        if members.contains(where: { $0.memberContactId == contactId && ($0.memberStatus.isCurrent || $0.memberStatus == .invited) }) {
            throw ChatBackendError(.notAllowed, "\(contact.profile.displayName) is already a member of \(info.groupProfile.displayName)")
        }
        let time = now()
        var member = Self.newMember(contact.profile, role: role, status: .invited, number: members, in: groupId, at: time)
        member.memberContactId = contactId
        let invitation = CIGroupInvitation(groupId: groupId, groupMemberId: member.groupMemberId, groupProfile: info.groupProfile,
                                           localDisplayName: info.localDisplayName, status: .pending)
        let sent = try makeItem(.sndGroupInvitation(groupInvitation: invitation, memberRole: role), text: "invitation to join group \(info.groupProfile.displayName)",
                                 direction: .directSnd, at: time)
        var deliveries: [Delivery] = []
        try database.transaction {
            try saveMember(member, groupId: groupId)
            try rows.items.insert(sent, into: .direct(contactId))
            for peer in try rows.peers.linked(to: .direct(contactId)) {
                deliveries.append(try invite(peer, to: info, as: member, at: time))
            }
        }
        publish(.newChatItems(chatItems: [AChatItem(chatInfo: .direct(contact: contact), chatItem: sent)], user: try currentUser()))
        try publish(deliveries) { .newChatItems(chatItems: [$0.chatItem], user: $1) }
        return (contact, info, member)
    }

    /// The invited profile behind `peer` gets its copy of the group (membership `invited`, the
    /// inviter as host) linked to the inviter's, and the invitation in its chat.
    private func invite(_ peer: ChatRef, to info: GroupInfo, as member: GroupMember, at time: Date) throws -> Delivery {
        let (peerInfo, userId) = try storedChat(peer)
        let invitee = try user(userId)
        let groupId = try copyGroup(info, for: invitee, as: member, hostContactId: peer.chatId) { copy in
            copy.chatSettings = ChatSettings(enableNtfs: .all, favorite: false)
            copy.uiThemes = nil
            copy.createdAt = time
        }
        let localName = try storedChat(.group(groupId)).info.groupInfo?.localDisplayName ?? info.groupProfile.displayName
        let invitation = CIGroupInvitation(groupId: groupId, groupMemberId: 1, groupProfile: info.groupProfile, localDisplayName: localName, status: .pending)
        let item = try makeItem(.rcvGroupInvitation(groupInvitation: invitation, memberRole: member.memberRole),
                                 text: "invitation to join group \(info.groupProfile.displayName)", direction: .directRcv, at: time)
        try rows.items.insert(item, into: peer)
        return Delivery(ref: peer, info: peerInfo, userId: userId, item: item)
    }

    /// Joins a group the user was invited to (`/_join`): the membership becomes connected, in
    /// the inviter's copy too; this copy links to every other profile's copy, learns the
    /// inviter's members, and they learn the new member. Both invitation items show it accepted.
    /// Published as `userJoinedGroup` to the user and `joinedGroupMember` to the other profiles.
    func joinGroup(_ groupId: Int64) throws -> GroupInfo {
        var info = try groupInfo(groupId)
        guard info.membership.memberStatus == .invited else {
            throw ChatBackendError(.notAllowed, "you are not invited to \(info.groupProfile.displayName)")
        }
        info.membership.memberStatus = .connected
        let joined = info
        var events: [ChatEvent] = []
        let accepted = try database.transaction { () throws -> [Delivery] in
            try updateGroup(joined)
            guard let host = try rows.peers.linked(to: .group(groupId)).first else { return [] }
            let hostMembers = try rows.members.all(of: host.chatId)
            guard var joiner = hostMembers.first(where: { $0.memberId == joined.membership.memberId }) else { return [] }
            joiner.memberStatus = .connected
            try saveMember(joiner, groupId: host.chatId)
            let others = try rows.peers.linked(to: host).filter { $0 != .group(groupId) }
            for copy in others {
                try linkChats(.group(groupId), copy)
                try addKnownMembers([joiner], to: copy.chatId)
            }
            try addKnownMembers(hostMembers.filter { $0.memberId != joiner.memberId }, to: groupId)
            let inviter = try rows.members.all(of: groupId).first { $0.memberCategory == .host }
            if let inviter {
                events.append(.userJoinedGroup(groupInfo: joined, hostMember: inviter, user: try currentUser()))
            }
            for copy in [host] + others {
                let (info, userId) = try storedChat(copy)
                if let group = info.groupInfo, let member = try rows.members.all(of: copy.chatId).first(where: { $0.memberId == joiner.memberId }) {
                    events.append(.joinedGroupMember(groupInfo: group, member: member, user: try user(userId)))
                }
            }
            let received = try acceptInvitation(in: inviter?.memberContactId) { content in
                guard case .rcvGroupInvitation(var invitation, let role) = content, invitation.groupId == groupId, invitation.status == .pending else { return nil }
                invitation.status = .accepted
                return .rcvGroupInvitation(groupInvitation: invitation, memberRole: role)
            }
            let sent = try acceptInvitation(in: joiner.memberContactId) { content in
                guard case .sndGroupInvitation(var invitation, let role) = content, invitation.groupId == host.chatId,
                      invitation.groupMemberId == joiner.groupMemberId, invitation.status == .pending else { return nil }
                invitation.status = .accepted
                return .sndGroupInvitation(groupInvitation: invitation, memberRole: role)
            }
            return received + sent
        }
        events.forEach(publish)
        try publish(accepted) { .chatItemUpdated(chatItem: $0.chatItem, user: $1) }
        return joined
    }

    /// Marks the pending invitation of direct chat `contactId` accepted: `accepted` gives the
    /// new content of the invitation it recognizes. A chat deleted since has none.
    private func acceptInvitation(in contactId: Int64?, _ accepted: (CIContent) -> CIContent?) throws -> [Delivery] {
        guard let contactId, let (info, userId) = try ifFound({ try storedChat(.direct(contactId)) }) else { return [] }
        let ref = ChatRef.direct(contactId)
        let events = try rows.items.untagged(in: ref)
        return try events.compactMap { item in
            guard let content = accepted(item.content) else { return nil }
            var changed = item
            changed.content = content
            try rows.items.save(changed, in: ref)
            return Delivery(ref: ref, info: info, userId: userId, item: changed)
        }
    }

    /// Adds to group `groupId` the members it does not know yet (by `memberId`), numbered after its own.
    private func addKnownMembers(_ members: [GroupMember], to groupId: Int64) throws {
        let known = try rows.members.all(of: groupId)
        var next = (known.map(\.groupMemberId).max() ?? 1) + 1
        let knownIds = Set(known.map(\.memberId))
        var added: [GroupMember] = []
        for var member in members where !knownIds.contains(member.memberId) {
            member.groupId = groupId
            member.groupMemberId = next
            member.memberContactId = nil
            next += 1
            added.append(member)
        }
        try saveMembers(added, groupId: groupId)
    }

    /// Admits a member waiting for approval or review (`/_accept member`) as `role`, by
    /// `GroupPermissions.canAdmit(as:)`.
    func acceptMember(groupId: Int64, groupMemberId: Int64, role: GroupMemberRole) throws -> (GroupInfo, GroupMember) {
        var (info, member) = try member(groupMemberId, of: groupId)
        guard member.memberStatus.isPending else {
            throw ChatBackendError(.notAllowed, "\(member.memberProfile.displayName) is not waiting to be admitted")
        }
        guard GroupPermissions(info).canAdmit(as: role) else {
            throw ChatBackendError(.notAllowed, "you cannot admit members as \(role.rawValue)")
        }
        member.memberStatus = .connected
        member.memberRole = role
        let admitted = member
        try database.transaction { try saveMember(admitted, groupId: groupId) }
        return (info, admitted)
    }

    /// The user's own view of a member (`/_member settings`): `showMessages` off blocks them
    /// for the user only.
    func setMemberSettings(groupId: Int64, groupMemberId: Int64, settings: GroupMemberSettings) throws {
        var member = try member(groupMemberId, of: groupId).member
        member.memberSettings = settings
        let changed = member
        try database.transaction { try saveMember(changed, groupId: groupId) }
    }

    /// A member with the group (`/_info #GROUP MEMBER`).
    func member(_ groupMemberId: Int64, of groupId: Int64) throws -> (info: GroupInfo, member: GroupMember) {
        let (info, members) = try group(groupId)
        guard let member = members.first(where: { $0.groupMemberId == groupMemberId }) else {
            throw ChatBackendError(.unknownItem, "there is no member \(groupMemberId) in #\(groupId)")
        }
        return (info, member)
    }

    /// Another profile's copy of the group `info`, linked to it: its membership is `member`,
    /// the user of `info` is its host member (with contact `hostContactId` there), and `adjust`
    /// changes what else differs. Returns the copy's group id.
    func copyGroup(_ info: GroupInfo, for user: User, as member: GroupMember, hostContactId: Int64?,
                   adjust: (inout GroupInfo) -> Void = { _ in }) throws -> Int64 {
        let groupId = try rows.chats.nextId(.group)
        var copy = info
        copy.groupId = groupId
        copy.membership = member
        copy.membership.groupId = groupId
        copy.membership.groupMemberId = 1
        copy.membership.memberCategory = .user
        copy.membership.memberContactId = nil
        copy.membership.memberProfile = user.profile
        copy.membership.localDisplayName = user.localDisplayName
        copy.localDisplayName = try newLocalName(info.groupProfile.displayName, of: user.userId)
        adjust(&copy)
        try rows.chats.save(.group(groupChatScope: nil, groupInfo: copy), .group(groupId), userId: user.userId)
        var host = info.membership
        host.groupId = groupId
        host.groupMemberId = 2
        host.memberCategory = .host
        host.memberContactId = hostContactId
        try saveMember(host, groupId: groupId)
        try linkChats(.group(info.groupId), .group(groupId))
        return groupId
    }

    /// A member of group `groupId` with `profile`, numbered after `members`: invited by the
    /// user, with a new member id.
    static func newMember(_ profile: LocalProfile, role: GroupMemberRole, status: GroupMemberStatus, number members: [GroupMember],
                          in groupId: Int64, at time: Date) -> GroupMember {
        GroupMember(
            blockedByAdmin: false, createdAt: time, groupId: groupId, groupMemberId: (members.map(\.groupMemberId).max() ?? 1) + 1,
            indexInGroup: Int64(members.count + 1), invitedBy: .user, localDisplayName: profile.displayName, memberCategory: .invitee,
            memberChatVRange: VersionRange(maxVersion: 16, minVersion: 1), memberContactProfileId: profile.profileId ?? 0, memberId: newMemberId(),
            memberProfile: profile, memberRole: role, memberSettings: GroupMemberSettings(showMessages: true), memberStatus: status, updatedAt: time)
    }

    /// A new item with the next id: sent, or unread if received; not editable.
    func makeItem(_ content: CIContent, text: String, direction: CIDirection, at time: Date) throws -> ChatItem {
        .item(try rows.items.nextId(), content, text: text, direction: direction, at: time)
    }

    /// A member id as the core makes them: 12 random bytes, base64.
    static func newMemberId() -> String {
        Data((0..<12).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    }
}
