import ChatLayout
import ChatTimeline
import SimpleXModel

/// The group's views as screens (issue 11 "group info, member info, channel members and relays
/// views with every section, label and alert of the typed group-info model"): ↑↓ move between
/// the lines that act, Enter acts — opens a member's info, the channel's members or relays, or
/// asks the row's alert and runs its command through the backend — and Esc goes back to the
/// screen below, the last one to the chat.
extension ClientModel {
    /// The lines of the screen on top, at the screen's width.
    func infoLines(_ screen: InfoScreen) -> [InfoLine] {
        InfoLines.lines(screen, theme: state.theme, width: max(10, state.size.columns - 4))
    }

    /// The rows an info screen's lines have: the screen less its header and status line.
    var infoHeight: Int { max(1, state.size.rows - 2) }

    /// Shows `screen` over the ones open, its first line that acts highlighted.
    mutating func push(_ screen: InfoScreen) {
        var screen = screen
        screen.selected = infoLines(screen).firstIndex { $0.target != nil }
        state.infoScreens.append(screen)
    }

    mutating func infoKey(_ key: KeyEvent) -> [ClientRequest] {
        guard var screen = state.infoScreens.last else { return [] }
        let lines = infoLines(screen)
        let targets = lines.indices.filter { lines[$0].target != nil }
        let position = screen.selected.flatMap { targets.firstIndex(of: $0) }
        switch (state.motion(of: key), key.text) {
        case (.up, _): screen.selected = position.map { targets[max(0, $0 - 1)] } ?? targets.last
        case (.down, _): screen.selected = position.map { targets[min(targets.count - 1, $0 + 1)] } ?? targets.first
        case (.home, _): screen.selected = targets.first
        case (.end, _): screen.selected = targets.last
        case (.pageUp, _):
            screen.scroll = max(0, screen.scroll - (infoHeight - 1))
            screen.selected = targets.first { $0 >= screen.scroll } ?? screen.selected
        case (.pageDown, _):
            screen.scroll = min(max(0, lines.count - infoHeight), screen.scroll + infoHeight - 1)
            screen.selected = targets.first { $0 >= screen.scroll } ?? screen.selected
        case (.escape, _), (.left, _):
            state.infoScreens.removeLast()
            return []
        case (.enter, _), (.right, _):
            guard let selected = screen.selected, lines.indices.contains(selected), let target = lines[selected].target else { return [] }
            return act(on: target, in: screen)
        case (.delete, _), (_, "d"):
            return removeRelay(in: screen, lines: lines)
        case (_, "?"), (.function(1), _):
            showHelp()
            return []
        default:
            return []
        }
        if let selected = screen.selected {
            if selected < screen.scroll { screen.scroll = selected }
            if selected >= screen.scroll + infoHeight { screen.scroll = selected - infoHeight + 1 }
        }
        state.infoScreens[state.infoScreens.count - 1] = screen
        return []
    }

    /// The wheel scrolls the screen on top by 3 lines; a click highlights the line that acts
    /// under it, and a click on the highlighted line acts, as Enter.
    mutating func infoMouse(_ mouse: MouseEvent) -> [ClientRequest] {
        guard var screen = state.infoScreens.last else { return [] }
        let lines = infoLines(screen)
        switch mouse.action {
        case .wheelUp: screen.scroll = max(0, screen.scroll - 3)
        case .wheelDown: screen.scroll = min(max(0, lines.count - infoHeight), screen.scroll + 3)
        case .press(.left):
            let index = screen.scroll + mouse.position.row - 1
            guard mouse.position.row >= 1, lines.indices.contains(index), let target = lines[index].target else { return [] }
            if screen.selected == index { return act(on: target, in: screen) }
            screen.selected = index
        default: return []
        }
        state.infoScreens[state.infoScreens.count - 1] = screen
        return []
    }

    private mutating func act(on target: InfoTarget, in screen: InfoScreen) -> [ClientRequest] {
        let group = screen.group
        switch target {
        case let .groupRow(row):
            return act(on: row, in: screen)
        case let .member(id):
            push(InfoScreen(.memberInfo(groupMemberId: id), group: group, relays: screen.relays))
        case let .memberRow(.rolePicker(role, choices)):
            guard let member = screen.member else { return [] }
            state.overlay = .menu(MenuOverlay(title: "Change role", entries: choices.map { .role($0, groupMemberId: member.groupMemberId) },
                                              selected: choices.firstIndex(of: role) ?? 0, rowId: 0))
        case let .memberRow(.shareRelayAddress(address)):
            return [.local(.copy(address))]
        case .memberRow:
            return []
        case let .memberAction(action):
            guard let alert = action.alert, let member = screen.member else { return [] }
            state.overlay = .dialog(dialog(alert, group: group, member: member))
        case let .groupButton(button):
            return act(on: button, in: screen)
        case let .memberButton(button):
            return act(on: button, member: screen.member)
        case .verifyCode:
            state.status = "Verify security code: not in the terminal client yet"
        case .addRelay:
            state.status = "Add relay: not in the terminal client yet (parley's CLI adds relays)"
        }
        return []
    }

    private mutating func act(on row: GroupInfoRow, in screen: InfoScreen) -> [ClientRequest] {
        let group = screen.group
        switch row {
        case .channelMembers:
            push(InfoScreen(.channelMembers, group: group, relays: screen.relays))
        case .chatRelays:
            push(InfoScreen(.relays, group: group, relays: screen.relays))
            return [.run(.getRelays(groupId: group.groupInfo.groupId), purpose: .relays)]
        default:
            if let alert = row.alert(group.groupInfo) {
                state.overlay = .dialog(dialog(alert, group: group, member: nil))
            } else {
                state.status = "\(row.title): not in the terminal client yet"
            }
        }
        return []
    }

    /// Group info's header buttons: search closes the info and starts the in-chat search; mute
    /// and unmute change the chat's notifications through the backend.
    private mutating func act(on button: GroupInfoButton, in screen: InfoScreen) -> [ClientRequest] {
        let info = screen.group.groupInfo
        switch button {
        case .search:
            state.infoScreens = []
            state.chat?.focus = nil
            state.chat?.searchText = ""
        case .mute, .unmute:
            var settings = info.chatSettings
            settings.enableNtfs = button == .mute ? .none : .all
            return [.run(.setChatSettings(.group(info.groupId), settings), purpose: .infoChanged(button == .mute ? "Muted" : "Unmuted"))]
        case .invite, .channelLink:
            state.status = "\(button.title): not in the terminal client yet"
        }
        return []
    }

    /// Member info's header buttons: message opens the direct chat with the member, when there
    /// is one; calls and a member's search are not in a terminal.
    private mutating func act(on button: MemberInfo.HeaderButton, member: GroupMember?) -> [ClientRequest] {
        guard let member else { return [] }
        let name = SafeText.sanitize(member.memberProfile.displayName, for: .name)
        switch button {
        case .message:
            guard let contactId = member.memberContactId, let chat = state.chats.first(where: { $0.chatInfo.chatRef == .direct(contactId) }) else {
                state.status = "\(name) has no direct chat with you"
                return []
            }
            state.infoScreens = []
            return open(.direct(contactId), info: chat.chatInfo)
        case .audioCall, .videoCall:
            state.status = "Calls need a desktop: not in the terminal client"
        case .search:
            state.status = "Search of \(name)'s messages: not in the terminal client yet"
        }
        return []
    }

    /// A channel owner's "Remove relay" on the highlighted relay of the relays view: its alert.
    private mutating func removeRelay(in screen: InfoScreen, lines: [InfoLine]) -> [ClientRequest] {
        let relays = ChannelRelays(groupInfo: screen.group.groupInfo, members: screen.group.members, relays: screen.relays)
        guard screen.page == .relays, let selected = screen.selected, lines.indices.contains(selected), case let .member(id)? = lines[selected].target,
              let member = screen.group.members.first(where: { $0.groupMemberId == id }) else { return [] }
        guard relays.canRemoveRelays else {
            state.status = "\(ChannelRelays.removeRelay): for the channel's owners"
            return []
        }
        state.overlay = .dialog(dialog(.removeRelay(name: SafeText.sanitize(member.memberProfile.displayName, for: .name)), group: screen.group, member: member))
        return []
    }

    /// The new role picked in member info's role menu: its alert.
    mutating func pickRole(_ role: GroupMemberRole, groupMemberId: Int64) -> [ClientRequest] {
        guard let screen = state.infoScreens.last, let member = screen.member, member.groupMemberId == groupMemberId else { return [] }
        guard role != member.memberRole else { return [] }
        state.overlay = .dialog(dialog(MemberInfo.roleChangeAlert(groupInfo: screen.group.groupInfo, member: member, role: role),
                                       group: screen.group, member: member))
        return []
    }

    /// `alert` as a dialog: its title, message and buttons, each with the command it runs.
    func dialog(_ alert: GroupInfoAlert, group: Group, member: GroupMember?) -> DialogOverlay {
        let texts = alert.alert
        return DialogOverlay(title: texts.title, message: texts.message,
                             buttons: texts.buttons.map { ($0.title, button($0, of: alert, group: group, member: member)) }, itemIds: [])
    }

    /// What a button of `alert` does: the core command that carries it out, with what to say
    /// when it is done.
    private func button(_ button: Alert.Button, of alert: GroupInfoAlert, group: Group, member: GroupMember?) -> DialogOverlay.Button {
        if case .deleteMemberMessages = alert, button == .delete { return .notice("Delete member messages: the backends have no command for it yet") }
        guard let command = alert.command(for: button, groupId: group.groupInfo.groupId, member: member) else { return .cancel }
        switch alert {
        case .clearChat: return .command(command, purpose: .chatCleared, destructive: true)
        case .deleteGroup: return .command(command, purpose: .groupDeleted, destructive: true)
        case .leaveGroup: return .command(command, purpose: .groupLeft, destructive: true)
        default:
            let name = SafeText.sanitize(member?.memberProfile.displayName ?? "", for: .name)
            return .command(command, purpose: .infoChanged(Self.done(alert, button, name: name)), destructive: button.isDestructive)
        }
    }

    /// What the status line says once a member's alert was carried out.
    private static func done(_ alert: GroupInfoAlert, _ button: Alert.Button, name: String) -> String {
        switch (alert, button) {
        case (.blockMember, _): "Blocked \(name)"
        case (.unblockMember, _): "Unblocked \(name)"
        case (.blockForAll, _): "Blocked \(name) for all"
        case (.unblockForAll, _): "Unblocked \(name) for all"
        case (.removeMember, .removeAndDeleteMessages): "Removed \(name) and their messages"
        case let (.changeRole(_, role, _), _): "\(name) is now \(role.rawValue)"
        default: "Removed \(name)"
        }
    }

    /// A command of an info screen was carried out: say so, and show the group anew.
    mutating func infoDone(_ purpose: ClientRequest.Purpose) -> [ClientRequest] {
        guard let groupId = state.infoScreens.last?.group.groupInfo.groupId ?? state.chat?.info.groupInfo?.groupId else { return [] }
        switch purpose {
        case let .infoChanged(done):
            state.status = done
        case .groupLeft:
            state.status = "You left the group"
        case .chatCleared:
            state.infoScreens = []
            state.status = "Chat cleared"
            return state.chat.map { [.openChat($0.ref)] } ?? []
        case .groupDeleted:
            state.infoScreens = []
            state.status = "Group deleted"
            state.chat = nil
            state.screen = .chatList
            return [.loadChats]
        default:
            return []
        }
        let relays: [ClientRequest] = state.infoScreens.contains { $0.page == .relays } ? [.run(.getRelays(groupId: groupId), purpose: .relays)] : []
        return [.run(.members(groupId: groupId), purpose: .infoRefresh)] + relays
    }

    /// The group anew (after a change) in every info screen of it; a member-info screen of a
    /// member no longer listed closes.
    mutating func refreshInfo(_ group: Group) {
        state.infoScreens = state.infoScreens.compactMap { screen in
            guard screen.group.groupInfo.groupId == group.groupInfo.groupId else { return screen }
            var screen = screen
            screen.group = group
            if case .memberInfo = screen.page, screen.member == nil { return nil }
            return kept(screen)
        }
        if state.chat?.ref == .group(group.groupInfo.groupId), case let .group(scope, _)? = state.chat?.info {
            state.chat?.members = group.members
            state.chat?.info = .group(groupChatScope: scope, groupInfo: group.groupInfo)
        }
    }

    /// `screen` with its highlight on a line that acts (the one before, when its line went) and
    /// its scroll within its lines, after its lines changed.
    func kept(_ screen: InfoScreen) -> InfoScreen {
        var screen = screen
        let lines = infoLines(screen)
        let targets = lines.indices.filter { lines[$0].target != nil }
        if let selected = screen.selected, !targets.contains(selected) {
            screen.selected = targets.last { $0 < selected } ?? targets.first
        }
        screen.scroll = min(screen.scroll, max(0, lines.count - infoHeight))
        return screen
    }

    /// The channel's relay records, in every info screen of it.
    mutating func refreshRelays(_ relays: [GroupRelay], groupId: Int64) {
        for index in state.infoScreens.indices where state.infoScreens[index].group.groupInfo.groupId == groupId {
            state.infoScreens[index].relays = relays
        }
    }
}
