import SimpleXModel

/// The members view of a channel (simplex-view-logic §7.3): owners see everyone — their own
/// row, then all members — under the subscriber count; others see the owners only. Members who
/// left or were removed, and relays, are not listed.
public struct ChannelMembers: Hashable, Sendable {
    public var header: String
    /// Names as listed; the user's own row is "you".
    public var rows: [String]

    public init(groupInfo: GroupInfo, members: [GroupMember]) {
        let listed = members.filter { !$0.memberStatus.isLeftOrRemoved && $0.memberRole != .relay }
        if GroupPermissions(groupInfo).isOwner {
            let count = groupInfo.groupSummary.publicMemberCount ?? Int64(listed.count + 1)
            header = "\(count) subscribers"
            rows = ["you"] + listed.map(\.memberProfile.displayName)
        } else {
            header = "Owners"
            rows = listed.filter { $0.memberRole >= .owner }.map(\.memberProfile.displayName)
        }
    }
}

/// A relay's status as the relays view shows it (simplex-view-logic §7.4), with its colour.
public struct RelayStatusText: Hashable, Sendable {
    public enum Colour: String, Hashable, Sendable {
        case green, yellow, red
    }

    public var text: String
    public var colour: Colour

    /// The status of relay `member` with its `relay` record (owners have it), as the user sees it.
    public init(member: GroupMember, relay: GroupRelay?, isOwner: Bool) {
        let connection = Self.connectionStatus(member)
        let failed: Bool = if case .failed? = member.activeConn?.connStatus { true } else { false }
        let disabled = (member.activeConn?.authErrCounter ?? 0) >= 10
        let inactive = (member.activeConn?.quotaErrCounter ?? 0) >= 5
        if [.left, .removed, .deleted].contains(member.memberStatus) {
            self = connection
        } else if failed {
            self = RelayStatusText(text: "failed", colour: .red)
        } else if disabled {
            self = RelayStatusText(text: "disabled", colour: .red)
        } else if inactive {
            self = RelayStatusText(text: "inactive", colour: .yellow)
        } else if isOwner, let relay {
            self = Self.relayStatus(relay.relayStatus) ?? connection
        } else {
            self = connection
        }
    }

    public init(text: String, colour: Colour) {
        self.text = text
        self.colour = colour
    }

    /// A relay status by name; the rejected one in red, the active one in green.
    static func relayStatus(_ status: RelayStatus) -> RelayStatusText? {
        switch status {
        case .new: RelayStatusText(text: "new", colour: .yellow)
        case .invited: RelayStatusText(text: "invited", colour: .yellow)
        case .accepted, .acknowledgedRoster: RelayStatusText(text: "accepted", colour: .yellow)
        case .active: RelayStatusText(text: "active", colour: .green)
        case .inactive: RelayStatusText(text: "inactive", colour: .yellow)
        case .rejected: RelayStatusText(text: "rejected", colour: .red)
        case .unrecognized: nil
        }
    }

    /// The member's connection: left — "removed by operator"; removed or group deleted — that
    /// status; ready — "connected"; deleted, failed; otherwise "connecting".
    static func connectionStatus(_ member: GroupMember) -> RelayStatusText {
        switch member.memberStatus {
        case .left: return RelayStatusText(text: "removed by operator", colour: .red)
        case .removed: return RelayStatusText(text: "removed", colour: .red)
        case .deleted: return RelayStatusText(text: "group deleted", colour: .red)
        default: break
        }
        switch member.activeConn?.connStatus {
        case .ready?: return RelayStatusText(text: "connected", colour: .green)
        case .deleted?: return RelayStatusText(text: "deleted", colour: .red)
        case .failed?: return RelayStatusText(text: "failed", colour: .red)
        default: return RelayStatusText(text: "connecting", colour: .yellow)
        }
    }
}

/// The relays view: relay members not removed and not with their group deleted; "No chat
/// relays" when none; owners may add relays not already listed, whatever their status.
public struct ChannelRelays: Hashable, Sendable {
    public static let footer = "Chat relays forward messages to channel subscribers."

    public struct Row: Hashable, Sendable {
        public var name: String
        public var status: RelayStatusText
    }

    public var rows: [Row]
    public var canAddRelay: Bool

    public init(groupInfo: GroupInfo, members: [GroupMember], relays: [GroupRelay]) {
        let isOwner = GroupPermissions(groupInfo).isOwner
        rows = members
            .filter { $0.memberRole == .relay && $0.memberStatus != .removed && $0.memberStatus != .deleted }
            .map { member in
                Row(name: member.memberProfile.displayName,
                    status: RelayStatusText(member: member, relay: relays.first { $0.groupMemberId == member.groupMemberId }, isOwner: isOwner))
            }
        canAddRelay = isOwner
    }

    /// The relays the add-relay sheet offers: all the user's relays not in the channel already.
    public static func addable(_ userRelays: [UserChatRelay], existing: [GroupRelay]) -> [UserChatRelay] {
        let listed = Set(existing.map(\.userChatRelay.chatRelayId))
        return userRelays.filter { !listed.contains($0.chatRelayId) }
    }
}

/// The alerts of group info (simplex-view-logic §7.2), for groups, business chats and channels.
public enum GroupAlerts {
    public static func delete(_ groupInfo: GroupInfo) -> (title: String, message: String) {
        let current = groupInfo.membership.memberStatus.isCurrent
        let (noun, members) = nouns(groupInfo)
        return ("Delete \(noun)?", current ? "\(noun.capitalized) will be deleted for all \(members) - this cannot be undone!" : "\(noun.capitalized) will be deleted for you - this cannot be undone!")
    }

    public static func leave(_ groupInfo: GroupInfo) -> (title: String, message: String) {
        let (noun, _) = nouns(groupInfo)
        return ("Leave \(noun)?", groupInfo.useRelays
            ? "You will stop receiving messages from this channel. Chat history will be preserved."
            : "You will stop receiving messages from this \(noun). Chat history will be preserved.")
    }

    public static func removeMember(_ groupInfo: GroupInfo) -> (title: String, message: String) {
        let (noun, _) = nouns(groupInfo)
        let who = groupInfo.useRelays ? "subscriber" : "member"
        return ("Remove \(who)?", "\(who.capitalized) will be removed from \(noun) - this cannot be undone!")
    }

    private static func nouns(_ groupInfo: GroupInfo) -> (String, String) {
        if groupInfo.useRelays { return ("channel", "subscribers") }
        if groupInfo.businessChat != nil { return ("chat", "chat members") }
        return ("group", "group members")
    }
}
