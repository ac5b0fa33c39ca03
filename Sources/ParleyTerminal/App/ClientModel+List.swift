import ChatSession
import Foundation
import SimpleXModel

/// The chat list's keys: move, search, open, forward to the highlighted chat, the command line.
extension ClientModel {
    /// The chats the list shows (`ChatSession.visibleChats`: all, or those the search finds).
    var visibleChats: [AChat] {
        state.session.visibleChats
    }

    mutating func listKey(_ key: KeyEvent) -> [ClientEffect] {
        if let command = state.list.command { return commandLineKey(key, command) }
        let count = visibleChats.count
        if state.list.search != nil {
            switch key.key {
            case .escape:
                state.list.search = nil
                return send(.listSearch(nil))
            case .backspace:
                if state.list.search?.isEmpty == true {
                    state.list.search = nil
                } else {
                    state.list.search?.removeLast()
                }
                return send(.listSearch(state.list.search))
            case .enter: return openSelectedChat()
            case .up: state.list.selected = max(0, state.list.selected - 1)
            case .down: state.list.selected = min(max(0, count - 1), state.list.selected + 1)
            default:
                if let character = key.text {
                    state.list.search?.append(character)
                    state.list.selected = 0
                    return send(.listSearch(state.list.search))
                }
            }
            return []
        }
        if key == KeyEvent(.character("a"), .alt) { return send(.nextUnreadChat) }
        if state.session.forwarding != nil, let character = key.text, character != "q", character.isLetter || character.isNumber {
            return filterForwardPicker(from: character)
        }
        switch (state.motion(of: key), key.text) {
        case (.up, _): state.list.selected = max(0, state.list.selected - 1)
        case (.down, _): state.list.selected = min(max(0, count - 1), state.list.selected + 1)
        case (.pageUp, _): state.list.selected = max(0, state.list.selected - 10)
        case (.pageDown, _): state.list.selected = min(max(0, count - 1), state.list.selected + 10)
        case (.home, _): state.list.selected = 0
        case (.end, _): state.list.selected = max(0, count - 1)
        case (.enter, _), (.right, _): return openSelectedChat()
        case (.escape, _): return send(.cancelForward)
        case (_, "q") where state.session.forwarding != nil: return send(.cancelForward)
        case (_, ":"): state.list.command = ""
        case (_, "/"):
            state.list.search = ""
            return send(.listSearch(""))
        case (_, "?"), (.function(1), _): showHelp()
        case (_, "q"): return send(.quit())
        case (_, "r"): return send(.reloadList)
        case (_, "p"): return send(.showProfiles)
        case (_, "n"): showNewChat()
        default: break
        }
        return []
    }

    /// The forward picker filters as the user types (issue 36 D27): a letter or digit starts the
    /// list's search with it (q still cancels the forward, `/` searches as anywhere).
    private mutating func filterForwardPicker(from character: Character) -> [ClientEffect] {
        state.list.search = String(character)
        state.list.selected = 0
        return send(.listSearch(state.list.search))
    }

    /// Opens the highlighted chat: at the message a search found in it (D15), else at its
    /// first unread message.
    mutating func openSelectedChat() -> [ClientEffect] {
        let chats = visibleChats
        guard chats.indices.contains(state.list.selected) else { return [] }
        if case let .contactRequest(request) = chats[state.list.selected].chatInfo { return send(.contactRequest(contactRequestId: request.contactRequestId)) }
        guard let ref = chats[state.list.selected].chatInfo.chatRef else { return [] }
        let match = state.session.listMatch(in: ref)
        state.list.search = nil
        return send(match.map { .openAt(ref, itemId: $0.meta.itemId) } ?? .open(ref))
    }

    /// The list's command line (`:`): the compose bar's commands without their `/`.
    private mutating func commandLineKey(_ key: KeyEvent, _ command: String) -> [ClientEffect] {
        switch key.key {
        case .escape:
            state.list.command = nil
        case .backspace:
            if command.isEmpty { state.list.command = nil } else { state.list.command?.removeLast() }
        case .enter:
            state.list.command = nil
            return send(.commandLine(command))
        default:
            if let character = key.text { state.list.command?.append(character) }
        }
        return []
    }
}
