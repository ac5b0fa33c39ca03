import SimpleXModel

/// The rows group info shows, by section, for groups, business chats and channels
/// (seed 002; simplex-view-logic §7.1–7.2). Each row is named as the screen labels it.
public struct GroupInfoSections: Hashable, Sendable {
    public struct Section: Hashable, Sendable, Codable {
        public var name: String
        public var rows: [String]
        public var footer: String?
    }

    public var sections: [Section]

    /// The sections for `groupInfo` and its `members` (the user's own row excluded from
    /// `members`), with `reportsCount` for the reports badge.
    public init(groupInfo: GroupInfo, members: [GroupMember], hasGroupLink: Bool = false) {
        let permissions = GroupPermissions(groupInfo)
        let role = groupInfo.membership.memberRole
        let business = groupInfo.businessChat != nil
        let hasWelcome = groupInfo.groupProfile.description.map { !$0.isEmpty } ?? false
        var sections: [Section] = []
        if groupInfo.useRelays {
            let owner = permissions.isOwner
            sections.append(Section(name: "links", rows: owner ? (hasGroupLink ? ["Channel link"] : []) + ["Owners & subscribers"] : ["Share link", "Owners"]))
            sections.append(Section(name: "profile", rows: (owner ? ["Edit channel profile", hasWelcome ? "Welcome message" : "Add welcome message"] : hasWelcome ? ["Welcome message"] : [])))
            sections.append(Section(name: "settings", rows: ["Chat theme", "Delete messages after"]))
            let otherOwners = members.contains { $0.memberRole == .owner && $0.memberStatus.isCurrent }
            let leave = !owner || otherOwners ? ["Leave channel"] : []
            sections.append(Section(name: "danger", rows: ["Chat relays", "Clear chat"] + (owner ? ["Delete channel"] : leave)))
        } else {
            var links: [String] = []
            if permissions.canAddMembers, !business { links.append(hasGroupLink ? "Group link" : "Create group link") }
            if !business, role >= .moderator { links.append("Member support") }
            if permissions.canModerate { links.append("Member reports") }
            if groupInfo.membership.memberStatus.isActive, role < .moderator || groupInfo.membership.supportChat != nil { links.append("Chat with admins") }
            sections.append(Section(name: "links", rows: links))
            var profile: [String] = []
            if permissions.isOwner, !business { profile.append("Edit group profile") }
            if hasWelcome || (permissions.isOwner && !business) { profile.append(hasWelcome ? "Welcome message" : "Add welcome message") }
            profile.append(business ? "Chat preferences" : "Group preferences")
            sections.append(Section(name: "profile", rows: profile,
                                    footer: business ? "Only chat owners can change preferences." : "Only group owners can change group preferences."))
            let receipts = groupInfo.groupSummary.currentMembers <= Self.receiptsMemberLimit ? "Send receipts" : "Send receipts (disabled for large groups)"
            sections.append(Section(name: "settings", rows: [receipts, "Chat theme", "Delete messages after"], footer: "Delete chat messages from your device."))
            let listed = MemberList(groupInfo: groupInfo, members: members).rows
            sections.append(Section(name: "members", rows: ["\(listed.count) members"] + (permissions.canAddMembers ? ["Invite members"] : []) + listed.map(\.name)))
            var danger = ["Clear chat"]
            if permissions.canDelete { danger.append(business ? "Delete chat" : "Delete group") }
            if groupInfo.membership.memberStatus.isCurrent { danger.append(business ? "Leave chat" : "Leave group") }
            sections.append(Section(name: "danger", rows: danger))
        }
        self.sections = sections
    }

    /// Send receipts can be turned on for groups of at most this many current members.
    public static let receiptsMemberLimit = 20
}

/// The members list of group info: the user's own row first, then the others except those who
/// left or were removed, by role from the highest, filtered by a search of name, alias and
/// full name (case-insensitive).
public struct MemberList: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var member: GroupMember
        public var name: String
        public var isUser: Bool
        /// Swipe actions: "Block for all", "Remove" (for admins), or "Block" / "Unblock".
        public var swipeActions: [String]
    }

    public var rows: [Row]

    public init(groupInfo: GroupInfo, members: [GroupMember], search: String = "") {
        let permissions = GroupPermissions(groupInfo)
        let query = search.lowercased()
        let others = members
            .filter { !$0.memberStatus.isLeftOrRemoved }
            .filter { query.isEmpty || Self.matches($0, query) }
            .enumerated()
            .sorted { $0.element.memberRole != $1.element.memberRole ? $0.element.memberRole > $1.element.memberRole : $0.offset < $1.offset }
            .map(\.element)
        let me = Row(member: groupInfo.membership, name: "you: \(groupInfo.membership.memberProfile.displayName)", isUser: true, swipeActions: [])
        rows = [me] + others.map { member in
            var actions: [String] = []
            if groupInfo.membership.memberRole >= .admin {
                if permissions.canBlockForAll(member) { actions.append(member.blockedByAdmin ? "Unblock for all" : "Block for all") }
                if permissions.canRemove(member) { actions.append("Remove") }
            } else if !member.blockedByAdmin {
                actions.append(member.memberSettings.showMessages ? "Block" : "Unblock")
            }
            return Row(member: member, name: member.memberProfile.displayName, isUser: false, swipeActions: actions)
        }
    }

    private static func matches(_ member: GroupMember, _ query: String) -> Bool {
        [member.memberProfile.displayName, member.memberProfile.localAlias, member.memberProfile.fullName]
            .contains { $0.lowercased().contains(query) }
    }
}
