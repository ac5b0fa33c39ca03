import CGTK4
import ChatSession
import ChatTimeline
import SimpleXModel

/// The window's keys, and what they ask of the session: Ctrl-Q quits (asking first when drafts
/// or a live message are left); Ctrl-N starts a chat; Ctrl-F searches the chat; Ctrl-I shows or
/// hides group info; Ctrl-T switches the chat's layout, Ctrl-Shift-T the theme; Alt-A opens the
/// next chat with unread messages; Alt-M and Alt-Shift-M go to the older and newer unread
/// mention; Alt-L starts a live message; Page Up and Page Down scroll; End (from an empty
/// field) and Ctrl-End go to the newest line, Ctrl-Home to the chat's first message; Escape
/// leaves selection mode or the search.
extension ParleyWindow {
    func key(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
        let alt = modifiers.rawValue & GDK_ALT_MASK.rawValue != 0
        switch Int32(bitPattern: key) {
        case GDK_KEY_q where control, GDK_KEY_Q where control: handle(.quit())
        case GDK_KEY_n where control: showNewChat()
        case GDK_KEY_f where control: searchBar.begin()
        case GDK_KEY_i where control, GDK_KEY_I where control: toggleGroupInfo()
        case GDK_KEY_t where control: handle(.toggleLayout)
        case GDK_KEY_T where control: conversation.style.nextTheme()
        case GDK_KEY_a where alt: handle(.nextUnreadChat)
        case GDK_KEY_m where alt: handle(.stepMention(older: true, from: conversation.marked))
        case GDK_KEY_M where alt: handle(.stepMention(older: false, from: conversation.marked))
        case GDK_KEY_l where alt: handle(.startLive)
        case GDK_KEY_Escape where session.open?.selection != nil: handle(.selection(.end))
        case GDK_KEY_Escape where searchBar.isShown:
            searchBar.hide()
            handle(.search(nil))
        case GDK_KEY_Page_Up: conversation.scrollPage(up: true)
        case GDK_KEY_Page_Down: conversation.scrollPage(up: false)
        case GDK_KEY_End where control, GDK_KEY_End where compose.text.isEmpty: handle(.newest)
        case GDK_KEY_Home where control: handle(.oldest)
        default: return false
        }
        return true
    }

    /// Tab after `@` and the start of a member's name: the first candidate is mentioned
    /// (`ComposeState.mention`) and its name written in place.
    func completeMention(_ word: String) -> Bool {
        guard let member = session.mentionCandidates(for: word).first else { return false }
        handle(.mention(member))
        if let written = session.mentionText(of: member) { compose.replaceWordBeforeCursor(with: written) }
        return true
    }

    /// The search's next match older (or newer) than the marked one: the rows of a search are
    /// its matches.
    func stepMatch(older: Bool) {
        guard let rows = session.open?.timeline.rows, !rows.isEmpty else { return }
        let index = conversation.marked.flatMap { marked in rows.firstIndex { $0.id == marked } }
        let next = index.map { older ? min(rows.count - 1, $0 + 1) : max(0, $0 - 1) } ?? 0
        conversation.mark(rows[next].id)
    }
}
