import SimpleXModel

/// A relay's status as the relays view shows it (simplex-view-logic §7.4), with its colour.
public struct RelayStatusText: Hashable, Sendable {
    /// The colour of the status dot (seed 000 `ChannelRelaysView`: a coloured circle beside the text).
    public enum Colour: String, Hashable, Sendable {
        /// Working: connected, active.
        case green
        /// On the way or idle: connecting, new, invited, accepted, inactive.
        case yellow
        /// Gone or failed: removed, rejected, failed, disabled, deleted.
        case red
    }

    /// The status as the view writes it: "active", "connecting", "rejected", ….
    public let text: String
    /// The dot's colour.
    public let colour: Colour

    /// The status of relay `member` with its `relay` record (owners have it), as the user sees
    /// it: a gone relay its connection status; a failed, disabled (10 auth errors) or inactive
    /// (5 quota errors) connection that; an owner the relay's status; others the connection's.
    public init(member: GroupMember, relay: GroupRelay?, isOwner: Bool) {
        let connection = Self.connectionStatus(member)
        let failed: Bool = if case .failed? = member.activeConn?.connStatus { true } else { false }
        let disabled = member.activeConn?.isDisabled ?? false
        let inactive = member.activeConn?.isInactive ?? false
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

    /// A status of `text` in `colour`.
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
