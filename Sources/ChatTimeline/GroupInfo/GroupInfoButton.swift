import Localization
import SimpleXModel

/// A button of the action bar under the group info header (seed 002 "Action Buttons",
/// "Channel Action Bar"; simplex-view-logic §7.1).
public enum GroupInfoButton: Hashable, Sendable {
    /// Opens the chat's search (`onSearch`).
    case search
    /// Add members (`canAddMembers`); an incognito user opens the group link instead.
    case invite(viaLink: Bool)
    /// A channel owner's link button, in place of add members (G52).
    case channelLink
    /// Notifications on (`enableNtfs` all): "mute"; otherwise "unmute".
    case mute, unmute

    /// The buttons for `groupInfo`: search, invite or the channel link, mute or unmute.
    public static func bar(_ groupInfo: GroupInfo) -> [GroupInfoButton] {
        let permissions = GroupPermissions(groupInfo)
        var buttons: [GroupInfoButton] = [.search]
        if permissions.isChannel {
            if permissions.canManageLink { buttons.append(.channelLink) }
        } else if permissions.canAddMembers {
            buttons.append(.invite(viaLink: !permissions.canInvite(incognito: permissions.isIncognito)))
        }
        buttons.append(groupInfo.chatSettings.enableNtfs == .all ? .mute : .unmute)
        return buttons
    }

    /// The button's label, lower case as the apps show it, in English: "search", "invite",
    /// "link", "mute", "unmute".
    public var title: String { title(.english) }

    /// The button's label in `t`'s language (context "group info button").
    public func title(_ t: Translator) -> String {
        switch self {
        case .search: t.tr("search", context: "group info button")
        case .invite: t.tr("invite", context: "group info button")
        case .channelLink: t.tr("link", context: "group info button")
        case .mute: t.tr("mute", context: "group info button")
        case .unmute: t.tr("unmute", context: "group info button")
        }
    }
}
