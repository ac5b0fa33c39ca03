import ChatTimeline
import SimpleXModel

/// A screen of the group's views (issue 11 "group info, member info, channel members and
/// relays views"): which one, the group it shows with its members (and the channel's relay
/// records), the highlighted line and the scroll. `ClientState.infoScreens` stacks them: Esc goes
/// back to the one below.
package struct InfoScreen: Hashable, Sendable {
    package enum Page: Hashable, Sendable {
        /// Group info (`GroupInfoSections`).
        case groupInfo
        /// Member info of a member, or of the user's own membership (`MemberInfo`).
        case memberInfo(groupMemberId: Int64)
        /// A channel's owners and subscribers (`ChannelMembers`).
        case channelMembers
        /// A channel's relays (`ChannelRelays`).
        case relays
    }

    package var page: Page
    package var group: Group
    /// The channel's relay records, when the core gave them (owners).
    package var relays: [GroupRelay]
    /// The index of the highlighted line among the page's lines; nil when it has none to act on.
    package var selected: Int?
    /// The first line shown.
    package var scroll = 0

    package init(_ page: Page, group: Group, relays: [GroupRelay] = []) {
        self.page = page
        self.group = group
        self.relays = relays
    }

    /// The member a member-info page shows: one of the members, or the user.
    package var member: GroupMember? {
        guard case let .memberInfo(id) = page else { return nil }
        if group.groupInfo.membership.groupMemberId == id { return group.groupInfo.membership }
        return group.members.first { $0.groupMemberId == id }
    }
}
