import ChatLayout
import ChatSession
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
        InfoLines.lines(screen, theme: state.theme, width: max(10, state.size.columns - 4), translator: state.environment.translator)
    }

    /// The rows an info screen's lines have: the screen less its header and status line.
    var infoHeight: Int { max(1, state.size.rows - 2) }

    /// Shows `screen` over the ones open, its first line that acts highlighted.
    mutating func push(_ screen: InfoScreen) {
        var screen = screen
        screen.selected = infoLines(screen).firstIndex { $0.target != nil }
        state.infoScreens.append(screen)
    }

    mutating func infoKey(_ key: KeyEvent) -> [ClientEffect] {
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
            return state.infoScreens.isEmpty ? send(.group(.close)) : []
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
    mutating func infoMouse(_ mouse: MouseEvent) -> [ClientEffect] {
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

    private mutating func act(on target: InfoTarget, in screen: InfoScreen) -> [ClientEffect] {
        switch target {
        case let .groupRow(row):
            return act(on: row, in: screen)
        case let .member(id):
            push(InfoScreen(.memberInfo(groupMemberId: id), group: screen.group, relays: screen.relays))
        case .memberRow(.rolePicker):
            guard let member = screen.member else { return [] }
            return send(.group(.pickRole(groupMemberId: member.groupMemberId)))
        case let .memberRow(.shareRelayAddress(address)):
            return send(.copy(address))
        case .memberRow:
            return []
        case let .memberAction(action):
            guard let alert = action.alert, let member = screen.member else { return [] }
            return send(.group(.alert(alert, groupMemberId: member.groupMemberId)))
        case let .groupButton(button):
            return act(on: button, in: screen)
        case let .memberButton(button):
            return act(on: button, member: screen.member)
        case .verifyCode:
            state.status = state.environment.translator.tr("Verify security code: not in the terminal client yet")
        case .addRelay:
            state.status = state.environment.translator.tr("Add relay: not in the terminal client yet (parley's CLI adds relays)")
        }
        return []
    }

    private mutating func act(on row: GroupInfoRow, in screen: InfoScreen) -> [ClientEffect] {
        switch row {
        case .channelMembers:
            push(InfoScreen(.channelMembers, group: screen.group, relays: screen.relays))
        case .chatRelays:
            push(InfoScreen(.relays, group: screen.group, relays: screen.relays))
            return send(.group(.loadRelays))
        default:
            if let alert = row.alert(screen.group.groupInfo) { return send(.group(.alert(alert, groupMemberId: nil))) }
            state.status = state.environment.translator.tr("{action}: not in the terminal client yet", ["action": row.title(state.environment.translator)])
        }
        return []
    }

    /// Group info's header buttons: search closes the info and starts the in-chat search; mute
    /// and unmute change the chat's notifications through the session.
    private mutating func act(on button: GroupInfoButton, in screen: InfoScreen) -> [ClientEffect] {
        switch button {
        case .search:
            let effects = send(.group(.close))
            state.chat?.focus = nil
            state.chat?.searchText = ""
            return effects
        case .mute, .unmute:
            return send(.group(.setMuted(button == .mute)))
        case .invite, .channelLink:
            state.status = state.environment.translator.tr("{action}: not in the terminal client yet", ["action": button.title(state.environment.translator)])
        }
        return []
    }

    /// Member info's header buttons: message opens the direct chat with the member, when there
    /// is one; calls and a member's search are not in a terminal.
    private mutating func act(on button: MemberInfo.HeaderButton, member: GroupMember?) -> [ClientEffect] {
        guard let member else { return [] }
        switch button {
        case .message:
            return send(.group(.message(groupMemberId: member.groupMemberId)))
        case .audioCall, .videoCall:
            state.status = state.environment.translator.tr("Calls need a desktop: not in the terminal client")
        case .search:
            state.status = state.environment.translator.tr("Search of {name}'s messages: not in the terminal client yet", ["name": SafeText.sanitize(member.memberProfile.displayName, for: .name)])
        }
        return []
    }

    /// A channel owner's "Remove relay" on the highlighted relay of the relays view: its alert.
    private mutating func removeRelay(in screen: InfoScreen, lines: [InfoLine]) -> [ClientEffect] {
        let relays = ChannelRelays(groupInfo: screen.group.groupInfo, members: screen.group.members, relays: screen.relays)
        guard screen.page == .relays, let selected = screen.selected, lines.indices.contains(selected), case let .member(id)? = lines[selected].target,
              let member = screen.group.members.first(where: { $0.groupMemberId == id }) else { return [] }
        guard relays.canRemoveRelays else {
            state.status = state.environment.translator.tr("{action}: for the channel's owners", ["action": ChannelRelays.removeRelay(state.environment.translator)])
            return []
        }
        return send(.group(.alert(.removeRelay(name: member.memberProfile.displayName), groupMemberId: member.groupMemberId)))
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
}
