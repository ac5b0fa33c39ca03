import ChatTimeline
import SimpleXModel

/// The group's views (group info, member info, a channel's members and relays) as the session
/// keeps them: the group read from the core, each action's alert asked as the prompt and carried
/// out through the core, the group read again after a change, and the chat and the list following
/// a cleared, deleted or left group.
extension ChatSession {
    /// Shows the open group's info (its members are read from the core first), or the open
    /// direct chat's contact info.
    mutating func showGroupInfo() {
        if case let .direct(contact)? = open?.info { return showContactInfo(contact) }
        guard let chat = open, let groupId = chat.info.groupInfo?.groupId else { return say(.notAGroup) }
        ask(.run(.members(groupId: groupId)), for: .members(groupId: groupId, show: true))
    }

    /// The group's members came: for mentions, the header's count (D19), and for its views when
    /// they are open or asked.
    mutating func membersRead(_ group: Group, groupId: Int64, show: Bool) {
        guard open?.ref == .group(groupId) else { return }
        let count = open?.memberCount
        open?.members = group.members
        if open?.memberCount != count { changed(.info) }
        if show || open?.group != nil {
            if show { out.changes.groupShown = true }
            let relays = open?.group?.relays ?? []
            open?.group = GroupDetails(group: group, relays: relays)
            changed(.sheet)
        }
        if case let .group(scope, _)? = open?.info, open?.info.groupInfo != group.groupInfo {
            open?.info = .group(groupChatScope: scope, groupInfo: group.groupInfo)
            changed(.info)
        }
    }

    mutating func group(_ action: GroupAction) {
        guard let details = open?.group else { return }
        let info = details.group.groupInfo
        switch action {
        case let .alert(alert, groupMemberId):
            let member = groupMemberId.flatMap { details.member($0) }
            setPrompt(prompt(for: alert, group: details.group, member: member))
        case .loadRelays:
            open?.group?.relaysAsked = true
            ask(.run(.getRelays(groupId: info.groupId)), for: .relays(groupId: info.groupId))
        case let .setMuted(muted):
            var settings = info.chatSettings
            settings.enableNtfs = muted ? .none : .all
            ask(.run(.setChatSettings(.group(info.groupId), settings)), for: .groupChanged(muted ? .muted : .unmuted))
        case let .message(groupMemberId):
            let member = details.member(groupMemberId)
            guard let contactId = member?.memberContactId, chats.contains(where: { $0.chatInfo.chatRef == .direct(contactId) }) else {
                return say(.refused(member.map { t.tr("{name} has no direct chat with you", ["name": $0.memberProfile.displayName]) }
                                        ?? t.tr("The member has no direct chat with you")))
            }
            open(.direct(contactId), at: .firstUnread)
        case let .pickRole(groupMemberId):
            guard let member = details.member(groupMemberId), let roles = GroupPermissions(info).rolePicker(for: member) else { return }
            setPrompt(Prompt(.picker, title: t.tr("Change role"), choices: roles.map { Prompt.Choice($0.text(t), .plain, .role($0, groupMemberId: groupMemberId)) },
                             selected: roles.firstIndex(of: member.memberRole) ?? 0))
        case .close:
            open?.group = nil
            changed(.sheet)
        }
    }

    /// The new role picked for a member: its alert, as the prompt.
    mutating func confirmRole(_ role: GroupMemberRole, groupMemberId: Int64) {
        guard let details = open?.group, let member = details.member(groupMemberId), role != member.memberRole else { return }
        setPrompt(prompt(for: MemberInfo.roleChangeAlert(groupInfo: details.group.groupInfo, member: member, role: role), group: details.group, member: member))
    }

    /// `alert` as the prompt: each button with the core command that carries it out and what to
    /// say when it is done.
    func prompt(for alert: GroupInfoAlert, group: Group, member: GroupMember?) -> Prompt {
        let name = member?.memberProfile.displayName ?? ""
        return Prompt(alert.alert(t), translator: t) { button in
            if case .deleteMemberMessages = alert, button == .delete { return .notice(.notYet(t.tr("Delete member messages"))) }
            guard let command = alert.command(for: button, groupId: group.groupInfo.groupId, member: member) else { return nil }
            switch alert {
            case .clearChat: return .run(command, .chatCleared)
            case .deleteGroup: return .run(command, .groupDeleted)
            case .leaveGroup: return .run(command, .groupLeft)
            default: return .run(command, .groupChanged(Self.change(alert, button, name: name)))
            }
        }
    }

    /// What was changed once a member's alert was carried out.
    static func change(_ alert: GroupInfoAlert, _ button: Alert.Button, name: String) -> Notice.GroupChange {
        switch (alert, button) {
        case (.blockMember, _): .blocked(name)
        case (.unblockMember, _): .unblocked(name)
        case (.blockForAll, _): .blockedForAll(name)
        case (.unblockForAll, _): .unblockedForAll(name)
        case (.removeMember, .removeAndDeleteMessages): .removedWithMessages(name)
        case let (.changeRole(_, role, _), _): .role(name, role)
        default: .removed(name)
        }
    }

    /// A change made from the group's views is done: said, and the group read anew; a cleared
    /// chat is read anew, a deleted group closed.
    mutating func groupChangeDone(_ purpose: Purpose) {
        guard let groupId = open?.group?.group.groupInfo.groupId ?? open?.info.groupInfo?.groupId else { return }
        switch purpose {
        case let .groupChanged(change):
            say(.groupChanged(change))
        case .groupLeft:
            say(.groupChanged(.left))
            reloadList()
        case .chatCleared:
            say(.groupChanged(.cleared))
            open?.group = nil
            changed(.sheet)
            reloadList()
            return reload(at: .newest)
        case .groupDeleted:
            say(.groupChanged(.deleted))
            if let ref = open?.ref { drafts[ref] = nil }
            leaveWithoutDraft()
            return reloadList()
        default:
            return
        }
        ask(.run(.members(groupId: groupId)), for: .members(groupId: groupId, show: false))
        if open?.group?.relaysAsked == true { ask(.run(.getRelays(groupId: groupId)), for: .relays(groupId: groupId)) }
    }
}

extension GroupDetails {
    /// The member with `groupMemberId`: one of the members, or the user.
    public func member(_ groupMemberId: Int64) -> GroupMember? {
        if group.groupInfo.membership.groupMemberId == groupMemberId { return group.groupInfo.membership }
        return group.members.first { $0.groupMemberId == groupMemberId }
    }
}
