import CGTK4
import ChatSession
import SimpleXModel

/// What the application's actions (`WindowAction`, each with its accelerators) ask of the
/// window and the session.
extension ParleyWindow {
    func perform(_ action: WindowAction) {
        switch action {
        case .quit: handle(.quit())
        case .closeWindow: gtk_window_close(window.cast())
        case .shortcuts: DesktopApplication.showShortcuts(of: window)
        case .newChat: showNewChat()
        case .findChat: list.beginSearch()
        case .previousChat: openNeighbour(below: false)
        case .nextChat: openNeighbour(below: true)
        case .nextUnread: handle(.nextUnreadChat)
        case .searchChat: searchBar.begin()
        case .groupInfo: toggleGroupInfo()
        case .olderMention: handle(.stepMention(older: true, from: conversation.marked))
        case .newerMention: handle(.stepMention(older: false, from: conversation.marked))
        case .liveMessage: handle(.startLive)
        case .newest: handle(.newest)
        case .oldest: handle(.oldest)
        case .toggleLayout: handle(.toggleLayout)
        case .nextTheme: presence.nextTheme()
        case .switchProfile: handle(.showProfiles)
        case .preferences: PreferencesWindow.show(for: self)
        }
    }

    /// Opens the chat above (or below) the open one in the list as it is shown (Alt-Up,
    /// Alt-Down); the first (or last) when none is open.
    func openNeighbour(below: Bool) {
        let refs = list.chats.compactMap(\.chatInfo.chatRef)
        guard let ref = ChatNeighbour.ref(in: refs, from: session.open?.ref, below: below) else { return }
        handle(.open(ref))
    }

    /// Opens chat `text` (`@2`, `#1`) a notification or a second instance asked for, and shows
    /// the window.
    func openChat(named text: String) {
        present()
        guard let ref = ChatRef(text: text), ref != session.open?.ref else { return }
        handle(.open(ref))
    }
}

/// The chat above or below another in the list (Alt-Up, Alt-Down, Ctrl-Page Up, Ctrl-Page
/// Down): the list's order, stopping at its ends; from no chat, the first (or the last).
enum ChatNeighbour {
    /// The chat next to `current` among `refs` going down (`below`) or up; nil at an end or in
    /// an empty list.
    static func ref(in refs: [ChatRef], from current: ChatRef?, below: Bool) -> ChatRef? {
        guard let current, let index = refs.firstIndex(of: current) else { return below ? refs.first : refs.last }
        let next = below ? index + 1 : index - 1
        return refs.indices.contains(next) ? refs[next] : nil
    }
}
