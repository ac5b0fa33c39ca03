import Localization
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
    /// (5 quota errors) connection that; an owner the relay's status; others the connection's; in
    /// `t`'s language (context "relay status").
    public init(member: GroupMember, relay: GroupRelay?, isOwner: Bool, translator t: Translator = .english) {
        let connection = Self.connectionStatus(member, t)
        let failed: Bool = if case .failed? = member.activeConn?.connStatus { true } else { false }
        let disabled = member.activeConn?.isDisabled ?? false
        let inactive = member.activeConn?.isInactive ?? false
        if [.left, .removed, .deleted].contains(member.memberStatus) {
            self = connection
        } else if failed {
            self = RelayStatusText(text: t.tr("failed", context: "relay status"), colour: .red)
        } else if disabled {
            self = RelayStatusText(text: t.tr("disabled", context: "relay status"), colour: .red)
        } else if inactive {
            self = RelayStatusText(text: t.tr("inactive", context: "relay status"), colour: .yellow)
        } else if isOwner, let relay {
            self = Self.relayStatus(relay.relayStatus, t) ?? connection
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
    static func relayStatus(_ status: RelayStatus, _ t: Translator) -> RelayStatusText? {
        switch status {
        case .new: RelayStatusText(text: t.tr("new", context: "relay status"), colour: .yellow)
        case .invited: RelayStatusText(text: t.tr("invited", context: "relay status"), colour: .yellow)
        case .accepted, .acknowledgedRoster: RelayStatusText(text: t.tr("accepted", context: "relay status"), colour: .yellow)
        case .active: RelayStatusText(text: t.tr("active", context: "relay status"), colour: .green)
        case .inactive: RelayStatusText(text: t.tr("inactive", context: "relay status"), colour: .yellow)
        case .rejected: RelayStatusText(text: t.tr("rejected", context: "relay status"), colour: .red)
        case .unrecognized: nil
        }
    }

    /// The member's connection: left — "removed by operator"; removed or group deleted — that
    /// status; ready — "connected"; deleted, failed; otherwise "connecting".
    static func connectionStatus(_ member: GroupMember, _ t: Translator) -> RelayStatusText {
        switch member.memberStatus {
        case .left: return RelayStatusText(text: t.tr("removed by operator", context: "relay status"), colour: .red)
        case .removed: return RelayStatusText(text: t.tr("removed", context: "relay status"), colour: .red)
        case .deleted: return RelayStatusText(text: t.tr("group deleted", context: "relay status"), colour: .red)
        default: break
        }
        switch member.activeConn?.connStatus {
        case .ready?: return RelayStatusText(text: t.tr("connected", context: "relay status"), colour: .green)
        case .deleted?: return RelayStatusText(text: t.tr("deleted", context: "relay status"), colour: .red)
        case .failed?: return RelayStatusText(text: t.tr("failed", context: "relay status"), colour: .red)
        default: return RelayStatusText(text: t.tr("connecting", context: "relay status"), colour: .yellow)
        }
    }
}
