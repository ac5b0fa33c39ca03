import SimpleXModel

extension GroupInfoAlert {
    /// The core command a button of this alert runs (seed 002 "Alerts"), for the group
    /// `groupId` and, for a member's alert, `member`; nil for Cancel and OK, for a member's
    /// alert without its member, and for a button no backend has a command for.
    public func command(for button: Alert.Button, groupId: Int64, member: GroupMember?) -> ChatCommand? {
        let ref = ChatRef.group(groupId)
        switch (self, button) {
        case (.clearChat, .clear): return .clearChat(ref)
        case (.deleteGroup, .delete): return .deleteChat(ref, mode: .full(notify: true))
        case (.leaveGroup, .leave): return .leaveGroup(groupId: groupId)
        default: break
        }
        guard let memberId = member?.groupMemberId else { return nil }
        switch (self, button) {
        case (.blockMember, .block):
            return .setMemberSettings(groupId: groupId, groupMemberId: memberId, settings: GroupMemberSettings(showMessages: false))
        case (.unblockMember, .unblock):
            return .setMemberSettings(groupId: groupId, groupMemberId: memberId, settings: GroupMemberSettings(showMessages: true))
        case (.blockForAll, .blockForAll):
            return .blockMembersForAll(groupId: groupId, groupMemberIds: [memberId], blocked: true)
        case (.unblockForAll, .unblockForAll):
            return .blockMembersForAll(groupId: groupId, groupMemberIds: [memberId], blocked: false)
        case (.removeMember, .remove), (.removeRelay, .remove):
            return .removeMembers(groupId: groupId, groupMemberIds: [memberId])
        case (.removeMember, .removeAndDeleteMessages):
            return .removeMembers(groupId: groupId, groupMemberIds: [memberId], withMessages: true)
        case let (.changeRole(_, role, _), .change):
            return .setMembersRole(groupId: groupId, groupMemberIds: [memberId], role: role)
        default:
            return nil
        }
    }
}
