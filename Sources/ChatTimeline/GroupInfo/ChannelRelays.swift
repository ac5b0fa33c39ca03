import Localization
import SimpleXModel

/// The relays view of a channel (seed 002 "Channel Relays View"; simplex-view-logic §7.4):
/// relay members not removed and not with their group deleted, or "No chat relays", and the
/// footer; owners see each relay's status and may add relays not already listed, whatever
/// their status. O(members · relays).
public struct ChannelRelays: Hashable, Sendable {
    /// A row of the relays list: a relay, or the empty state.
    public enum Row: Hashable, Sendable {
        /// A relay, with its status for owners only (seed 000 "Member: relay member display
        /// names only (no status data)", which wins over seed 002's connection status); a tap
        /// opens member info with its `relay` record.
        case relay(GroupMember, relay: GroupRelay?, status: RelayStatusText?)
        /// "No chat relays".
        case noRelays

        /// The relay's display name, or "No chat relays" in English.
        public var title: String { title(.english) }

        /// The relay's display name, or "No chat relays" in `t`'s language.
        public func title(_ t: Translator) -> String {
            switch self {
            case let .relay(member, _, _): member.memberProfile.displayName
            case .noRelays: t.tr("No chat relays")
            }
        }
    }

    /// The footer under the list (seed 002 "Channel Relays View"), in English.
    public static let footer = footer(.english)
    /// The owners' swipe action on a relay row, in English.
    public static let removeRelay = removeRelay(.english)

    /// The footer under the list in `t`'s language.
    public static func footer(_ t: Translator) -> String { t.tr("Chat relays forward messages to channel subscribers.") }

    /// The owners' swipe action on a relay row in `t`'s language.
    public static func removeRelay(_ t: Translator) -> String { t.tr("Remove relay") }

    /// The relays in the members' order, or `noRelays`.
    public let rows: [Row]
    /// Owners get "Add relay".
    public let canAddRelay: Bool
    /// Owners remove relays here, by the row's swipe "Remove relay" (member info has no remove
    /// button for relays, D18).
    public let canRemoveRelays: Bool

    /// The view of the channel `groupInfo`: its relay members, each with its `relays` record and, for owners, its status
    /// in `t`'s language.
    public init(groupInfo: GroupInfo, members: [GroupMember], relays: [GroupRelay], translator t: Translator = .english) {
        let isOwner = GroupPermissions(groupInfo).isOwner
        let listed = members
            .filter { $0.memberRole == .relay && $0.memberStatus != .removed && $0.memberStatus != .deleted }
            .map { member in
                let relay = relays.first { $0.groupMemberId == member.groupMemberId }
                return Row.relay(member, relay: relay, status: isOwner ? RelayStatusText(member: member, relay: relay, isOwner: true, translator: t) : nil)
            }
        rows = listed.isEmpty ? [.noRelays] : listed
        canAddRelay = isOwner
        canRemoveRelays = isOwner
    }

    /// The relays the add-relay sheet offers: all the user's relays not in the channel already.
    public static func addable(_ userRelays: [UserChatRelay], existing: [GroupRelay]) -> [UserChatRelay] {
        let listed = Set(existing.map(\.userChatRelay.chatRelayId))
        return userRelays.filter { !listed.contains($0.chatRelayId) }
    }
}
