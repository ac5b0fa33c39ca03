import ChatBackend
import Foundation
import SimpleXModel

/// A change an admin makes to a member, as the timeline records it: the core's `SndGroupEvent`
/// in the acting user's group and `RcvGroupEvent` in every other member's, with the core's
/// texts (`sndGroupEventToText`, `rcvGroupEventToText`).
enum MemberChangeEvent {
    case role(GroupMemberRole)
    case blocked(Bool)
    case removed

    /// The acting user's item content for a change to `member`.
    func sent(_ member: GroupMember) -> CIContent {
        let profile = member.memberProfile.profile
        let event: SndGroupEvent = switch self {
        case let .role(role): .memberRole(groupMemberId: member.groupMemberId, profile: profile, role: role)
        case let .blocked(blocked): .memberBlocked(blocked: blocked, groupMemberId: member.groupMemberId, profile: profile)
        case .removed: .memberDeleted(groupMemberId: member.groupMemberId, profile: profile)
        }
        return .sndGroupEvent(sndGroupEvent: event)
    }

    /// The item content in another copy of the group: about the copy's own membership
    /// (`userRole`, `userDeleted`), or about the copy's member `member`.
    func received(_ member: GroupMember, isMembership: Bool) -> CIContent {
        let profile = member.memberProfile.profile
        let event: RcvGroupEvent = switch (self, isMembership) {
        case let (.role(role), true): .userRole(role: role)
        case let (.role(role), false): .memberRole(groupMemberId: member.groupMemberId, profile: profile, role: role)
        case let (.blocked(blocked), _): .memberBlocked(blocked: blocked, groupMemberId: member.groupMemberId, profile: profile)
        case (.removed, true): .userDeleted
        case (.removed, false): .memberDeleted(groupMemberId: member.groupMemberId, profile: profile)
        }
        return .rcvGroupEvent(rcvGroupEvent: event)
    }

    /// The item's text, as the core writes it ("changed role of bob to admin", "blocked bob",
    /// "changed your role to admin", "removed you").
    func text(_ member: GroupMember, isMembership: Bool) -> String {
        let name = member.memberProfile.profileText
        return switch (self, isMembership) {
        case let (.role(role), true): "changed your role to \(role.rawValue)"
        case let (.role(role), false): "changed role of \(name) to \(role.rawValue)"
        case let (.blocked(blocked), _): "\(blocked ? "blocked" : "unblocked") \(name)"
        case (.removed, true): "removed you"
        case (.removed, false): "removed \(name)"
        }
    }
}

extension ChatStore {
    /// The event items of `event` done to `members` of group `groupId` by the user, and to
    /// their copies in the other profiles (from the copy's member standing for the user):
    /// inserted here, returned to publish once the change is stored.
    func insertEvents(_ event: MemberChangeEvent, to members: [GroupMember], of info: GroupInfo, copies: [CopyChange], at time: Date) throws -> [Delivery] {
        let own = try members.map { member in
            let item = try makeItem(event.sent(member), text: event.text(member, isMembership: false), direction: .groupSnd, at: time)
            try rows.items.insert(item, into: .group(info.groupId))
            return Delivery(ref: .group(info.groupId), info: .group(groupChatScope: nil, groupInfo: info), userId: try currentUser().userId, item: item)
        }
        let received = try copies.map { change in
            let item = try makeItem(event.received(change.after, isMembership: change.isMembership),
                                    text: event.text(change.after, isMembership: change.isMembership), direction: .groupRcv(groupMember: change.actor), at: time)
            try rows.items.insert(item, into: .group(change.copy.groupId))
            return Delivery(ref: .group(change.copy.groupId), info: .group(groupChatScope: nil, groupInfo: change.copy), userId: change.user.userId, item: item)
        }
        return own + received
    }
}
