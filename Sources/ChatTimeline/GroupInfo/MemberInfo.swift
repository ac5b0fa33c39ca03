import SimpleXModel

/// The member info screen (simplex-view-logic §7.5): its section title, role picker, relay
/// rows and footer, and the block and remove actions, for groups, business chats and channels.
public struct MemberInfo: Hashable, Sendable {
    /// "Relay", "Owner" or "Subscriber" in channels; "Member" elsewhere.
    public var sectionTitle: String
    /// Roles the user can set, or nil when the role is shown as text.
    public var roles: [GroupMemberRole]?
    /// The relay rows: "Relay link via HOST", "Status: rejected by relay operator".
    public var relayRows: [String]
    public var relayFooter: String?
    /// The actions at the end: block for all, remove, delete messages, block for me.
    public var actions: [String]

    public init(groupInfo: GroupInfo, member: GroupMember, relay: GroupRelay? = nil) {
        let permissions = GroupPermissions(groupInfo)
        let channel = groupInfo.useRelays
        let isRelay = member.memberRole == .relay
        if channel {
            sectionTitle = isRelay ? "Relay" : member.memberRole == .owner ? "Owner" : "Subscriber"
        } else {
            sectionTitle = "Member"
        }
        roles = permissions.rolesToChange(member)
        var relayRows: [String] = []
        if isRelay, let link = relay?.relayLink ?? member.relayLink {
            relayRows.append("Relay link via \(Self.host(of: link))")
        }
        if relay?.relayStatus == .rejected {
            relayRows.append("Status: rejected by relay operator")
        }
        self.relayRows = relayRows
        relayFooter = isRelay
            ? (permissions.isOwner
                ? "Subscribers use relay link to connect to the channel. Relay address was used to set up this relay for the channel."
                : "You connected to the channel via this relay link.")
            : nil
        var actions: [String] = []
        let gone = member.memberStatus.isLeftOrRemoved
        if groupInfo.membership.memberRole >= .moderator {
            if permissions.canBlockForAll(member) {
                let who = channel ? "subscriber" : "member"
                actions.append(member.blockedByAdmin ? "Unblock \(who) for all" : "Block \(who) for all")
            }
            if permissions.canRemove(member), member.memberStatus != .removed, member.memberStatus != .left || isRelay {
                actions.append(isRelay ? "Remove relay" : channel ? "Remove subscriber" : "Remove member")
            }
            if gone, !isRelay {
                actions.append("Delete member messages")
            }
        } else if !channel {
            actions.append(member.blockedByAdmin ? "Blocked by admin" : member.memberSettings.showMessages ? "Block member" : "Unblock member")
        }
        self.actions = actions
    }

    /// The alert before changing `member`'s role to `role`.
    public static func roleChangeAlert(groupInfo: GroupInfo, member: GroupMember, role: GroupMemberRole) -> (title: String, message: String) {
        let everyone = groupInfo.useRelays ? "All subscribers" : groupInfo.businessChat != nil ? "All chat members" : "All group members"
        let tail = member.memberStatus.isCurrent ? "\(everyone) will be notified." : "The member will receive a new invitation."
        return ("Change role?", "Role will be changed to \"\(role.rawValue)\". \(tail)")
    }

    /// The first host of a relay link (`https://HOST/…`, `simplex:/…?h=HOST,…`,
    /// `smp://KEY@HOST,…`), else the link itself.
    static func host(of link: String) -> String {
        if let query = link.split(separator: "?").dropFirst().first,
           let hosts = query.split(separator: "&").first(where: { $0.hasPrefix("h=") }) {
            return String(hosts.dropFirst(2).prefix { $0 != "," && $0 != "%" })
        }
        guard let schemeEnd = link.range(of: "://") else { return link }
        let authority = link[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "#" && $0 != "?" }
        let afterUser = authority.split(separator: "@").last ?? authority
        let host = afterUser.prefix { $0 != "," && $0 != ":" }
        return host.isEmpty ? link : String(host)
    }
}
