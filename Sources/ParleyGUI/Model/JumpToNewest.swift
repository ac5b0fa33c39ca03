import Localization

/// The round "jump to the newest" button over the chat (issue 38 "A place in long chats", the
/// SimpleX apps' ↓ with its count): shown while the view is away from the newest line — scrolled
/// up from it, or on a loaded window that does not reach the newest item — with the number of
/// unread items below the view ("N new below") when there are any. No I/O.
struct JumpToNewest: Hashable, Sendable {
    /// Whether the button shows.
    let shown: Bool
    /// The count on the button, nil for none.
    let count: Int?

    /// The button for a view scrolled `offset` points up from the newest loaded line, on a
    /// window that has the newest item loaded or not, with `unreadBelow` unread items below.
    init(offset: Double, newestLoaded: Bool, unreadBelow: Int) {
        shown = offset >= 1 || !newestLoaded
        count = shown && unreadBelow > 0 ? unreadBelow : nil
    }

    /// What the button says to a screen reader, in `t`'s language.
    func accessibleName(_ t: Translator) -> String {
        count.map { t.trPlural("Jump to newest, {count} new", "Jump to newest, {count} new", $0) } ?? t.tr("Jump to newest")
    }
}
