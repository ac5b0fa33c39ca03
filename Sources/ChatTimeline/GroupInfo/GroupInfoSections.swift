import SimpleXModel

/// The sections of group info for groups, business chats and channels (seed 002; seed 000
/// "GroupChatInfoView — Channel Adaptations"; simplex-view-logic §7.1–7.2). Every permission
/// comes from `GroupPermissions`. O(members · log members) for the sorted members list.
public struct GroupInfoSections: Hashable, Sendable {
    /// The sections top to bottom: links, profile, settings, a group's members, the last one, then developer tools when asked.
    public let sections: [GroupInfoSection]

    /// The sections for `groupInfo` and its `members` (the user's own row excluded from
    /// `members`); `hasGroupLink` when the core returned the group's link; `developerTools`
    /// adds the developer section.
    public init(groupInfo: GroupInfo, members: [GroupMember], hasGroupLink: Bool = false, developerTools: Bool = false) {
        let permissions = GroupPermissions(groupInfo)
        let kind = GroupKind(groupInfo)
        let hasWelcome = groupInfo.groupProfile.description.map { !$0.isEmpty } ?? false
        var sections = kind == .channel
            ? Self.channel(groupInfo, members, permissions, hasGroupLink: hasGroupLink, hasWelcome: hasWelcome)
            : Self.group(groupInfo, members, permissions, kind: kind, hasGroupLink: hasGroupLink, hasWelcome: hasWelcome)
        if developerTools {
            sections.append(GroupInfoSection(.developer, header: .forConsole,
                                             rows: [.localName(groupInfo.localDisplayName), .databaseID(groupInfo.groupId)]))
        }
        self.sections = sections
    }

    /// Send receipts can be turned on for groups of at most this many current members.
    public static let receiptsMemberLimit = 20

    /// Every alert these sections can open: those of their rows, then the members' swipes.
    public func alerts(_ groupInfo: GroupInfo) -> [GroupInfoAlert] {
        sections.flatMap(\.rows).flatMap { row -> [GroupInfoAlert] in
            if case let .member(member) = row { return member.swipeActions.map(\.alert) }
            return row.alert(groupInfo).map { [$0] } ?? []
        }
    }

    /// Channels: links and members, profile, theme and TTL, then relays, clear, delete or leave.
    private static func channel(_ groupInfo: GroupInfo, _ members: [GroupMember], _ permissions: GroupPermissions,
                                hasGroupLink: Bool, hasWelcome: Bool) -> [GroupInfoSection] {
        var links: [GroupInfoRow] = []
        if permissions.isOwner {
            if permissions.canManageLink, hasGroupLink { links.append(.channelLink) }
        } else if let link = groupInfo.groupProfile.publicGroup?.groupLink {
            links.append(.shareChannelLink(link: link))
        }
        links.append(.channelMembers(subscribersListed: permissions.canListSubscribers))
        var profile: [GroupInfoRow] = []
        if permissions.isOwner { profile.append(.editProfile(.channel)) }
        if hasWelcome || permissions.isOwner { profile.append(.welcomeMessage(exists: hasWelcome)) }
        var last: [GroupInfoRow] = [.chatRelays, .clearChat]
        if permissions.isOwner { last.append(.delete(.channel)) }
        if permissions.canLeave(members: members) { last.append(.leave(.channel)) }
        return [
            GroupInfoSection(.links, rows: links),
            GroupInfoSection(.profile, rows: profile),
            GroupInfoSection(.settings, rows: [.chatTheme, .deleteMessagesAfter]),
            GroupInfoSection(.danger, rows: last),
        ]
    }

    /// Groups and business chats: links and support, profile, settings, members, danger.
    private static func group(_ groupInfo: GroupInfo, _ members: [GroupMember], _ permissions: GroupPermissions, kind: GroupKind,
                              hasGroupLink: Bool, hasWelcome: Bool) -> [GroupInfoSection] {
        let business = kind == .business
        var links: [GroupInfoRow] = []
        if permissions.canManageLink, !business { links.append(.groupLink(exists: hasGroupLink)) }
        if !business, permissions.seesMemberSupport { links.append(.memberSupport) }
        if permissions.canModerate { links.append(.memberReports) }
        if permissions.canChatWithAdmins { links.append(.chatWithAdmins) }
        var profile: [GroupInfoRow] = []
        if permissions.isOwner, !business { profile.append(.editProfile(kind)) }
        if hasWelcome || (permissions.isOwner && !business) { profile.append(.welcomeMessage(exists: hasWelcome)) }
        profile.append(.preferences(kind))
        let large = groupInfo.groupSummary.currentMembers > Self.receiptsMemberLimit
        let listed = MemberList(groupInfo: groupInfo, members: members).rows
        var memberRows: [GroupInfoRow] = []
        if permissions.canAddMembers {
            memberRows.append(.inviteMembers(disabledIncognito: !permissions.canInvite(incognito: permissions.isIncognito)))
        }
        memberRows += listed.map(GroupInfoRow.member)
        var danger: [GroupInfoRow] = [.clearChat]
        if permissions.canDelete { danger.append(.delete(kind)) }
        if permissions.canLeave(members: members) { danger.append(.leave(kind)) }
        return [
            GroupInfoSection(.links, rows: links),
            GroupInfoSection(.profile, rows: profile, footer: .preferences(kind)),
            GroupInfoSection(.settings, rows: [.sendReceipts(disabledForLargeGroup: large), .chatTheme, .deleteMessagesAfter],
                             footer: .deleteMessages),
            GroupInfoSection(.members, header: .members(count: MemberList.memberCount(members)), rows: memberRows),
            GroupInfoSection(.danger, rows: danger),
        ]
    }
}
