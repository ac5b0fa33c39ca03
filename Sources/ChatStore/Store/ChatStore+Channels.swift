import ChatBackend
import Foundation
import SimpleXModel

/// Channels and group links. A channel is a group whose messages go through chat relays; the
/// relays a profile may use are its configured chat relays (`addChatRelay`). A relay run by a
/// local profile (`User.userChatRelay`, whose relay address is the configured one) is active at
/// once and gets its copy of the channel, through which subscribers' copies receive posts;
/// a relay elsewhere stays `invited`, as there is no network here.
extension ChatStore {
    /// A new channel owned by the user through `relayIds` (`/_public group`), with its link. When
    /// no relay can be used (disabled or deleted), nothing is created and each relay's error is
    /// returned; a relay id the profile does not have is `unknownItem`.
    func newChannel(_ profile: GroupProfile, relayIds: [Int64]) throws -> Result<(GroupInfo, GroupLink, [GroupRelay]), ChannelRelayFailure> {
        let results = try relayIds.uniqued().map(usableRelay)
        guard !relayIds.isEmpty, results.contains(where: { $0.relayError == nil }) else { return .failure(ChannelRelayFailure(results: results)) }
        return try database.transaction {
            let info = try newGroup(profile, useRelays: true)
            let link = try createLink(info, role: .observer)
            let relays = try results.filter { $0.relayError == nil }.map { try addRelay($0.relay, to: info) }
            return .success((try groupInfo(info.groupId), link, relays))
        }
    }

    /// The channel's relays (`/_get relays`): owners only.
    func relays(groupId: Int64) throws -> (GroupInfo, [GroupRelay]) {
        let info = try ownedChannel(groupId)
        return (info, try rows.relays.groupRelays(of: groupId))
    }

    /// Adds relays to a channel (`/_add relays`): owners only; a relay already serving the
    /// channel, or one that cannot be used, is an error result and is not added.
    func addRelays(groupId: Int64, relayIds: [Int64]) throws -> Result<(GroupInfo, GroupLink, [GroupRelay]), ChannelRelayFailure> {
        let (info, current) = try relays(groupId: groupId)
        let serving = Set(current.map(\.userChatRelay.chatRelayId))
        let results = try relayIds.uniqued().map { id in
            let result = try usableRelay(id)
            return serving.contains(id) ? AddRelayResult(relay: result.relay, relayError: .error(errorType: .chatRelayExists)) : result
        }
        guard results.contains(where: { $0.relayError == nil }) else { return .failure(ChannelRelayFailure(results: results)) }
        return try database.transaction {
            for result in results where result.relayError == nil {
                _ = try addRelay(result.relay, to: info)
            }
            return .success((try groupInfo(groupId), try groupLink(groupId), try relays(groupId: groupId).1))
        }
    }

    /// A relay operator lets a channel its relay had rejected use it again (`/_relay allow`).
    func allowRelayGroup(_ groupId: Int64) throws -> GroupInfo {
        var info = try groupInfo(groupId)
        guard info.membership.memberRole == .relay, info.relayOwnStatus == .rejected else {
            throw ChatBackendError(.notAllowed, "\(info.groupProfile.displayName) is not a channel your relay rejected")
        }
        info.relayOwnStatus = .active
        try updateGroup(info)
        return info
    }

    // MARK: Group links

    /// Creates the group's link (`/_create link`): admins and above; those who join by it
    /// become `role` (observer, author or member).
    func createGroupLink(groupId: Int64, role: GroupMemberRole) throws -> (GroupInfo, GroupLink) {
        let info = try groupInfo(groupId)
        try checkCanManageLink(info, role: role)
        guard try rows.groupLinks.link(of: groupId) == nil else { throw ChatBackendError(.notAllowed, "\(info.groupProfile.displayName) already has a link") }
        return (info, try database.transaction { try createLink(info, role: role) })
    }

    /// The group's link (`/_get link`), or `unknownItem`.
    func groupLink(_ groupId: Int64) throws -> GroupLink {
        _ = try groupInfo(groupId)
        guard let link = try rows.groupLinks.link(of: groupId) else { throw ChatBackendError(.unknownItem, "#\(groupId) has no link") }
        return link
    }

    /// The role of those who join by the link (`/_set link role`).
    func setGroupLinkRole(groupId: Int64, role: GroupMemberRole) throws -> (GroupInfo, GroupLink) {
        let info = try groupInfo(groupId)
        try checkCanManageLink(info, role: role)
        var link = try groupLink(groupId)
        link.acceptMemberRole = role
        let changed = link
        try database.transaction { try rows.groupLinks.save(changed, groupId: groupId) }
        return (info, changed)
    }

    /// Deletes the group's link (`/_delete link`): admins and above.
    func deleteGroupLink(groupId: Int64) throws -> GroupInfo {
        let info = try groupInfo(groupId)
        try checkCanManageLink(info, role: .member)
        _ = try groupLink(groupId)
        try database.transaction { try rows.groupLinks.remove(of: groupId) }
        return info
    }

    private func checkCanManageLink(_ info: GroupInfo, role: GroupMemberRole) throws {
        guard GroupPermissions(info).canManageLink else {
            throw ChatBackendError(.notAllowed, info.useRelays ? "only the channel's owners manage its link" : "only admins and owners manage the group's link")
        }
        guard [.observer, .author, .member].contains(role) else {
            throw ChatBackendError(.invalidCommand, "those who join by a link are observers, authors or members, not \(role.rawValue)")
        }
    }

    private func createLink(_ info: GroupInfo, role: GroupMemberRole) throws -> GroupLink {
        let id = Self.newMemberId()
        let path = id.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "+", with: "-")
        let link = GroupLink(acceptMemberRole: role,
                             connLinkContact: CreatedConnLink(connFullLink: "simplex:/contact#/?v=2-7&smp=smp%3A%2F%2Fparley.local%2F\(path)",
                                                              connShortLink: "https://parley.local/g#\(path)"),
                             groupLinkId: id, shortLinkDataSet: true, shortLinkLargeDataSet: false, userContactLinkId: info.groupId)
        try rows.groupLinks.save(link, groupId: info.groupId)
        return link
    }

    // MARK: Relays

    private func ownedChannel(_ groupId: Int64) throws -> GroupInfo {
        let info = try groupInfo(groupId)
        guard info.useRelays else { throw ChatBackendError(.notAllowed, "\(info.groupProfile.displayName) is a group, not a channel: it has no relays") }
        guard GroupPermissions(info).isOwner else { throw ChatBackendError(.notAllowed, "only the channel's owners manage its relays") }
        return info
    }

    /// The configured relay `id` of the current profile, with an error when it cannot be used.
    private func usableRelay(_ id: Int64) throws -> AddRelayResult {
        guard let relay = try rows.relays.chatRelay(id, userId: currentUser().userId) else {
            throw ChatBackendError(.unknownItem, "there is no chat relay \(id)")
        }
        guard relay.enabled, !relay.deleted else {
            return AddRelayResult(relay: relay, relayError: .error(errorType: .groupInternal(message: "chat relay \(relay.relayProfile.displayName) is disabled")))
        }
        return AddRelayResult(relay: relay)
    }

    /// Adds `relay` to the channel as a relay member; a local relay profile gets its copy.
    private func addRelay(_ relay: UserChatRelay, to info: GroupInfo) throws -> GroupRelay {
        let time = now()
        let members = try rows.members.all(of: info.groupId)
        let me = try currentUser().userId
        let operatorProfile = try users().first { $0.userChatRelay && $0.profile.contactLink == relay.address && $0.userId != me }
        var member = Self.newMember(LocalProfile(displayName: relay.relayProfile.displayName, fullName: relay.relayProfile.fullName, localAlias: "", profileId: 0),
                                    role: .relay, status: operatorProfile == nil ? .invited : .connected, number: members, in: info.groupId, at: time)
        member.relayLink = relay.address
        try saveMember(member, groupId: info.groupId)
        let groupRelay = GroupRelay(groupMemberId: member.groupMemberId, groupRelayId: member.groupMemberId, relayCap: RelayCapabilities(),
                                    relayLink: relay.address, relayStatus: operatorProfile == nil ? .invited : .active, userChatRelay: relay)
        try rows.relays.saveGroupRelay(groupRelay, groupId: info.groupId)
        if let operatorProfile {
            _ = try copyGroup(info, for: operatorProfile, as: member, hostContactId: nil) { $0.relayOwnStatus = .active }
        }
        return groupRelay
    }
}

/// No relay of a new channel (or of those added) could be used: each one's error.
struct ChannelRelayFailure: Error {
    let results: [AddRelayResult]
}
