import CGTK4
import ChatSession
import ChatTimeline
import SimpleXModel

/// The window's keys that are not the application's accelerators (`WindowAction`), and what
/// they ask of the session: Page Up and Page Down scroll; End (from an empty field) goes to the
/// newest line; Escape leaves selection mode or the search.
extension ParleyWindow {
    func key(_ key: UInt32, modifiers: GdkModifierType) -> Bool {
        let plain = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0
        guard plain else { return false }
        switch Int32(bitPattern: key) {
        case GDK_KEY_Escape where session.open?.selection != nil: handle(.selection(.end))
        case GDK_KEY_Escape where searchBar.isShown:
            searchBar.hide()
            handle(.search(nil))
        case GDK_KEY_Page_Up where !cursorActive: conversation.scrollPage(up: true)
        case GDK_KEY_Page_Down where !cursorActive: conversation.scrollPage(up: false)
        case GDK_KEY_End where compose.text.isEmpty: handle(.newest)
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
