import SimpleXModel

extension ChatStore {
    /// The commands of channels and group links: a new channel, its relays, and a group's link
    /// and the role of those who join by it.
    func runChannels(_ command: ChatCommand) throws -> CommandReply? {
        switch command {
        case let .newChannel(_, _, relayIds, profile):
            switch try newChannel(profile, relayIds: relayIds) {
            case let .success((info, link, relays)):
                return .forUser { .publicGroupCreated(groupInfo: info, groupLink: link, groupRelays: relays, user: $0) }
            case let .failure(failure):
                return .forUser { .publicGroupCreationFailed(addRelayResults: failure.results, user: $0) }
            }
        case let .getRelays(groupId):
            let (info, relays) = try relays(groupId: groupId)
            return .forUser { .groupRelays(groupInfo: info, groupRelays: relays, user: $0) }
        case let .addRelays(groupId, relayIds):
            switch try addRelays(groupId: groupId, relayIds: relayIds) {
            case let .success((info, link, relays)):
                return .forUser { .groupRelaysAdded(groupInfo: info, groupLink: link, groupRelays: relays, user: $0) }
            case let .failure(failure):
                return .forUser { .groupRelaysAddFailed(addRelayResults: failure.results, user: $0) }
            }
        case let .allowRelayGroup(groupId):
            let info = try allowRelayGroup(groupId)
            return .forUser { .relayGroupAllowed(groupInfo: info, user: $0) }
        case let .createGroupLink(groupId, role):
            let (info, link) = try createGroupLink(groupId: groupId, role: role)
            return .forUser { .groupLinkCreated(groupInfo: info, groupLink: link, user: $0) }
        case let .getGroupLink(groupId):
            let info = try groupInfo(groupId)
            let link = try groupLink(groupId)
            return .forUser { .groupLink(groupInfo: info, groupLink: link, user: $0) }
        case let .setGroupLinkRole(groupId, role):
            let (info, link) = try setGroupLinkRole(groupId: groupId, role: role)
            return .forUser { .groupLink(groupInfo: info, groupLink: link, user: $0) }
        case let .deleteGroupLink(groupId):
            let info = try deleteGroupLink(groupId: groupId)
            return .forUser { .groupLinkDeleted(groupInfo: info, user: $0) }
        default:
            return nil
        }
    }
}
