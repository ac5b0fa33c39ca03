import Foundation
import SimpleXModel

/// The chat list's keys: move, search, open, forward to the highlighted chat.
extension ClientModel {
    /// The chats the list shows: all of them, or those whose name or newest message (its
    /// previewed start, `ChatListScreen.previewLimit`) has the search text, ignoring case.
    var visibleChats: [AChat] {
        guard let search = state.list.search, !search.isEmpty else { return state.chats }
        let found = state.list.messageMatches.flatMap { $0.search == search ? $0.chats : nil } ?? []
        let (named, others) = state.chats.reduce(into: ([AChat](), [AChat]())) { lists, chat in
            if chat.chatInfo.displayName.localizedCaseInsensitiveContains(search)
                || chat.chatItems.last.map({ String($0.meta.itemText.prefix(ChatListScreen.previewLimit)).localizedCaseInsensitiveContains(search) }) == true {
                lists.0.append(chat)
            } else if chat.chatInfo.chatRef.map(found.contains) == true {
                lists.1.append(chat)
            }
        }
        return named + others
    }

    /// The list's search changed: the chats are asked for messages holding it (names and
    /// previews match at once, on the list itself, and come first).
    private func findingChats() -> [ClientRequest] {
        guard let search = state.list.search, !search.isEmpty else { return [] }
        return [.findChats(search: search, in: state.chats.compactMap(\.chatInfo.chatRef))]
    }

    /// The core's answer to a search of the list: kept while the search is the same text.
    mutating func chatsFound(_ search: String, _ chats: Set<ChatRef>) {
        guard state.list.search == search else { return }
        keepingHighlight { $0.list.messageMatches = ChatListState.MessageMatches(search: search, chats: chats) }
    }

    mutating func listKey(_ key: KeyEvent) -> [ClientRequest] {
        if let command = state.list.command { return commandLineKey(key, command) }
        let count = visibleChats.count
        if state.list.search != nil {
            switch key.key {
            case .escape: state.list.search = nil
            case .backspace:
                if state.list.search?.isEmpty == true { state.list.search = nil } else { state.list.search?.removeLast() }
                return findingChats()
            case .enter: return openSelectedChat()
            case .up: state.list.selected = max(0, state.list.selected - 1)
            case .down: state.list.selected = min(max(0, count - 1), state.list.selected + 1)
            default:
                if let character = key.text {
                    state.list.search?.append(character)
                    state.list.selected = 0
                    return findingChats()
                }
            }
            return []
        }
        if key == KeyEvent(.character("a"), .alt) { return openNextUnread() }
        switch (state.motion(of: key), key.text) {
        case (.up, _): state.list.selected = max(0, state.list.selected - 1)
        case (.down, _): state.list.selected = min(max(0, count - 1), state.list.selected + 1)
        case (.pageUp, _): state.list.selected = max(0, state.list.selected - 10)
        case (.pageDown, _): state.list.selected = min(max(0, count - 1), state.list.selected + 10)
        case (.home, _): state.list.selected = 0
        case (.end, _): state.list.selected = max(0, count - 1)
        case (.enter, _), (.right, _): return openSelectedChat()
        case (.escape, _):
            if state.forwarding != nil {
                state.forwarding = nil
                state.status = "Forward cancelled"
            }
        case (_, ":"): state.list.command = ""
        case (_, "/"): state.list.search = ""
        case (_, "?"), (.function(1), _): showHelp()
        case (_, "q") where state.forwarding != nil:
            state.forwarding = nil
            state.status = "Forward cancelled"
        case (_, "q"): return askToQuit()
        case (_, "r"): return [.loadChats]
        case (_, "p"): return [.run(.listUsers, purpose: .profiles)]
        case (_, "n"): showNewChat()
        default: break
        }
        return []
    }

    /// Opens the highlighted chat (after a forward was started: with the forward in its
    /// compose bar).
    mutating func openSelectedChat() -> [ClientRequest] {
        let chats = visibleChats
        guard chats.indices.contains(state.list.selected), let ref = chats[state.list.selected].chatInfo.chatRef else { return [] }
        state.list.search = nil
        return open(ref, info: chats[state.list.selected].chatInfo)
    }

    /// Shows `ref` at once (its items follow) and asks for its first page.
    mutating func open(_ ref: ChatRef, info: ChatInfo) -> [ClientRequest] {
        let finished = finishLive()
        if let current = state.chat { state.drafts[current.ref] = current.editor }
        var chat = ChatState(info: info, ref: ref)
        chat.editor = state.drafts[ref] ?? ComposeEditor()
        chat.loading = true
        if let forwarding = state.forwarding {
            chat.compose = chat.compose.forwarding(forwarding.items, from: forwarding.from)
            state.forwarding = nil
        }
        state.chat = chat
        state.screen = .chat
        return finished + [.openChat(ref)]
    }

    /// The list's command line (`:`): the compose bar's commands without their `/`.
    private mutating func commandLineKey(_ key: KeyEvent, _ command: String) -> [ClientRequest] {
        switch key.key {
        case .escape:
            state.list.command = nil
        case .backspace:
            if command.isEmpty { state.list.command = nil } else { state.list.command?.removeLast() }
        case .enter:
            state.list.command = nil
            let line = command.trimmingCharacters(in: .whitespaces)
            return line.isEmpty ? [] : runLine(line.hasPrefix("/") ? line : "/" + line)
        default:
            if let character = key.text { state.list.command?.append(character) }
        }
        return []
    }

    /// Alt-A (as WeeChat's): the first chat of the list with unread messages, other than the
    /// one open.
    mutating func openNextUnread() -> [ClientRequest] {
        let next = state.chats.first { chat in
            chat.chatInfo.chatRef != state.chat?.ref && (chat.chatStats.unreadCount > 0 || chat.chatStats.unreadChat)
        }
        guard let next, let ref = next.chatInfo.chatRef else {
            state.status = "No unread chats"
            return []
        }
        return open(ref, info: next.chatInfo)
    }

    /// Makes `change` to the list keeping the highlight on the chat it was on (issue 18 defect
    /// 5), wherever the change moves it; else on the same line, within the list.
    mutating func keepingHighlight(_ change: (inout ClientState) -> Void) {
        let visible = visibleChats
        let highlighted = visible.indices.contains(state.list.selected) ? visible[state.list.selected].chatInfo.chatRef : nil
        change(&state)
        let now = visibleChats
        if let highlighted, let index = now.firstIndex(where: { $0.chatInfo.chatRef == highlighted }) {
            state.list.selected = index
        } else {
            state.list.selected = min(state.list.selected, max(0, now.count - 1))
        }
    }
}
