import SimpleXMarkdown
import Localization
import SimpleXModel

/// The member info screen (GroupMemberInfoView; seed 002 "Channel Member Info";
/// simplex-view-logic §7.5): the header buttons, the info section with its title, rows and
/// relay footer, and the actions at the end, for groups, business chats and channels. Every
/// permission comes from `GroupPermissions`.
public struct MemberInfo: Hashable, Sendable {
    /// The info section's title: "Relay", "Owner" or "Subscriber" in channels; "Member" elsewhere.
    public enum SectionTitle: String, Hashable, Sendable {
        /// A channel's relay.
        case relay = "Relay"
        /// A channel's owner.
        case owner = "Owner"
        /// Anyone else in a channel.
        case subscriber = "Subscriber"
        /// Anyone in a group or business chat.
        case member = "Member"

        /// The title in `t`'s language.
        public func title(_ t: Translator) -> String {
            switch self {
            case .relay: t.tr("Relay", context: "member info")
            case .owner: t.tr("Owner", context: "member info")
            case .subscriber: t.tr("Subscriber", context: "member info")
            case .member: t.tr("Member", context: "member info")
            }
        }
    }

    /// The buttons under the header; none in channels (G84).
    public enum HeaderButton: String, Hashable, Sendable {
        /// Opens, or creates, the direct chat with the member.
        case message
        /// Starts an audio call with the member.
        case audioCall = "audio call"
        /// Starts a video call with the member.
        case videoCall = "video call"
        /// Opens the chat's search (`onSearch`).
        case search

        /// The button's words in `t`'s language.
        public func title(_ t: Translator) -> String {
            switch self {
            case .message: t.tr("message", context: "member info button")
            case .audioCall: t.tr("audio call", context: "member info button")
            case .videoCall: t.tr("video call", context: "member info button")
            case .search: t.tr("search", context: "member info button")
            }
        }
    }

    /// The buttons under the header: message, audio call, video call and search; none in channels.
    public let headerButtons: [HeaderButton]
    /// "Verify security code" is offered (when the connection has a code); never for relays (G86).
    public let offersVerifyCode: Bool
    /// The info section's title.
    public let sectionTitle: SectionTitle
    /// The info section's rows: the group, the role or its picker, a relay's link and address, a rejected relay's status.
    public let rows: [MemberInfoRow]
    /// The footer under a relay's info (seed 002 "Relay footer", in the owner's or the non-owner's words); nil for others.
    public let relayFooter: String?
    /// The actions at the end: block for all, remove, delete messages; or block for me.
    public let actions: [MemberInfoAction]

    /// The screen of `member` of `groupInfo` as the user sees it; `relay` is the member's relay record, which owners have;
    /// the relay footer in `t`'s language.
    public init(groupInfo: GroupInfo, member: GroupMember, relay: GroupRelay? = nil, translator t: Translator = .english) {
        let permissions = GroupPermissions(groupInfo)
        let kind = GroupKind(groupInfo)
        let channel = kind == .channel
        let isRelay = member.memberRole == .relay
        headerButtons = channel ? [] : [.message, .audioCall, .videoCall, .search]
        offersVerifyCode = !isRelay
        sectionTitle = !channel ? .member : isRelay ? .relay : member.memberRole == .owner ? .owner : .subscriber
        var rows: [MemberInfoRow] = [.group(kind, name: groupInfo.groupProfile.displayName)]
        if let roles = permissions.rolePicker(for: member) {
            rows.append(.rolePicker(member.memberRole, choices: roles))
        } else {
            rows.append(.role(member.memberRole))
        }
        if isRelay, let link = relay?.relayLink ?? member.relayLink {
            rows.append(.relayLink(host: Self.host(of: link)))
        }
        if let address = relay?.userChatRelay.address, !address.isEmpty {
            rows += [.relayAddress(host: Self.host(of: address)), .shareRelayAddress(address: address)]
        }
        if relay?.relayStatus == .rejected {
            rows.append(.rejectedByOperator)
        }
        self.rows = rows
        relayFooter = isRelay
            ? (permissions.isOwner
                ? t.tr("Subscribers use relay link to connect to the channel. Relay address was used to set up this relay for the channel.")
                : t.tr("You connected to the channel via this relay link."))
            : nil
        actions = Self.actions(member, permissions, kind)
    }

    private static func actions(_ member: GroupMember, _ permissions: GroupPermissions, _ kind: GroupKind) -> [MemberInfoAction] {
        let name = member.memberProfile.displayName
        var actions: [MemberInfoAction] = []
        if permissions.moderatesMembers {
            if permissions.canBlockForAll(member) {
                actions.append(member.blockedByAdmin ? .unblockForAll(kind, name: name) : .blockForAll(kind, name: name))
            }
            if permissions.canRemoveInMemberInfo(member) { actions.append(.remove(kind)) }
            if member.memberStatus.isLeftOrRemoved, member.memberRole != .relay { actions.append(.deleteMemberMessages) }
        } else if permissions.canBlockForSelf(member) {
            actions.append(member.memberSettings.showMessages ? .blockMember(name: name) : .unblockMember(name: name))
        } else if member.blockedByAdmin, !permissions.isChannel {
            actions.append(.blockedByAdmin)
        }
        return actions
    }

    /// `hostFromRelayLink`: the first SMP host of the SimpleX link the link is, as the markdown
    /// finds it (`smpHosts` of its `simplexLink` span: a short link's `h=` hosts or https host, a
    /// full link's server); else, for a server address `smp://KEY@HOST,…:PORT`, the first host
    /// after the key; else the link itself.
    static func host(of link: String) -> String {
        let spans = InlineMarkdown.formattedText(link) ?? []
        for span in spans {
            if case let .simplexLink(_, _, _, smpHosts)? = span.format, let host = smpHosts.first {
                return host
            }
        }
        guard let key = link.firstIndex(of: "@") else { return link }
        let host = link[link.index(after: key)...].prefix { $0 != ":" && $0 != "," && $0 != "/" }
        return host.isEmpty ? link : String(host)
    }
}

/// A row of member info's info section.
public enum MemberInfoRow: Hashable, Sendable {
    /// "Group" / "Chat" / "Channel" with its name (G83).
    case group(GroupKind, name: String)
    /// "Change role": the member's role and the roles the user may set.
    case rolePicker(GroupMemberRole, choices: [GroupMemberRole])
    /// "Role", shown as text.
    case role(GroupMemberRole)
    /// "Relay link via HOST".
    case relayLink(host: String)
    /// "Relay address via HOST" and its share button (G93).
    case relayAddress(host: String)
    /// "Share relay address": shares the relay's address.
    case shareRelayAddress(address: String)
    /// "Status: rejected by relay operator".
    case rejectedByOperator

    /// The row's label in English: "Channel", "Change role", "Relay link via HOST", ….
    public var title: String { title(.english) }

    /// The row's label in `t`'s language.
    public func title(_ t: Translator) -> String {
        switch self {
        case let .group(kind, _): kind.pick(group: t.tr("Group"), business: t.tr("Chat"), channel: t.tr("Channel"))
        case .rolePicker: t.tr("Change role")
        case .role: t.tr("Role")
        case let .relayLink(host): t.tr("Relay link via {host}", ["host": host])
        case let .relayAddress(host): t.tr("Relay address via {host}", ["host": host])
        case .shareRelayAddress: t.tr("Share relay address")
        case .rejectedByOperator: t.tr("Status: rejected by relay operator")
        }
    }

    /// The value beside the label in English: the group's name, the role.
    public var detail: String? { detail(.english) }

    /// The value beside the label, a role in `translator`'s language.
    public func detail(_ translator: Translator) -> String? {
        switch self {
        case let .group(_, name): name
        case let .rolePicker(role, _), let .role(role): role.text(translator)
        default: nil
        }
    }
}

/// An action at the end of member info, with the alert it opens.
public enum MemberInfoAction: Hashable, Sendable {
    /// "Block member for all" / "Block subscriber for all": a moderator's, after `blockForAllAlert`.
    case blockForAll(GroupKind, name: String)
    /// "Unblock member for all" / "Unblock subscriber for all", after `unblockForAllAlert`.
    case unblockForAll(GroupKind, name: String)
    /// "Remove member" / "Remove subscriber", after `removeMemberAlert`.
    case remove(GroupKind)
    /// "Delete member messages" of a member who left or was removed.
    case deleteMemberMessages
    /// "Block member": hides the member's messages from the user only.
    case blockMember(name: String)
    /// "Unblock member": shows them again.
    case unblockMember(name: String)
    /// "Blocked by admin": shown, not tappable.
    case blockedByAdmin

    /// The action's label in English.
    public var title: String { title(.english) }

    /// The action's label in `t`'s language.
    public func title(_ t: Translator) -> String {
        switch self {
        case let .blockForAll(kind, _): kind == .channel ? t.tr("Block subscriber for all") : t.tr("Block member for all")
        case let .unblockForAll(kind, _): kind == .channel ? t.tr("Unblock subscriber for all") : t.tr("Unblock member for all")
        case let .remove(kind): kind == .channel ? t.tr("Remove subscriber") : t.tr("Remove member")
        case .deleteMemberMessages: t.tr("Delete member messages")
        case .blockMember: t.tr("Block member")
        case .unblockMember: t.tr("Unblock member")
        case .blockedByAdmin: t.tr("Blocked by admin")
        }
    }

    /// The alert a tap opens; nil for the label "Blocked by admin".
    public var alert: GroupInfoAlert? {
        switch self {
        case let .blockForAll(kind, name): .blockForAll(kind, name: name)
        case let .unblockForAll(kind, name): .unblockForAll(kind, name: name)
        case let .remove(kind): .removeMember(kind)
        case .deleteMemberMessages: .deleteMemberMessages
        case let .blockMember(name): .blockMember(name: name)
        case let .unblockMember(name): .unblockMember(name: name)
        case .blockedByAdmin: nil
        }
    }
}

extension MemberInfo {
    /// The alert before changing `member`'s role to `role`.
    public static func roleChangeAlert(groupInfo: GroupInfo, member: GroupMember, role: GroupMemberRole) -> GroupInfoAlert {
        .changeRole(GroupKind(groupInfo), role: role, memberCurrent: member.memberStatus.isCurrent)
    }
}
