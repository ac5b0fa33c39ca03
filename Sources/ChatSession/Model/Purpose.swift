import ChatTimeline
import SimpleXModel

/// What a request in flight is for: what the session does with its answer.
enum Purpose: Hashable, Sendable {
    /// The active user and the chat list.
    case list
    /// The open chat's first page (opening it, at an item, or its start), for chat generation `generation`.
    case open(ChatRef, generation: Int, at: OpenAt)
    /// Another page of the open chat.
    case page(ChatRef, generation: Int)
    /// A page of the open chat walked by a mention step (the `pages`th), not shown.
    case mentionScan(ChatRef, generation: Int, older: Bool, pages: Int)
    /// The list's search for messages.
    case find(String)
    /// The open chat's own commands: the answer updates the chat.
    case send, edit, delete, react, read, forward, report
    /// A live message's first chunk or update.
    case live
    /// A live message finished as it stood when its chat was left.
    case liveFinished
    /// An item's info, for the sheet.
    case itemInfo(ChatRef)
    /// The group's members: for mentions, for its views (`show`), or anew after a change.
    case members(groupId: Int64, show: Bool)
    /// The channel's relay records.
    case relays(groupId: Int64)
    /// A change made in the group's views: said when done, then the group read anew.
    case groupChanged(Notice.GroupChange)
    /// The open chat cleared, its group deleted, or the group left.
    case chatCleared, groupDeleted, groupLeft
    /// The open direct chat cleared from its contact info.
    case contactCleared
    /// The local profiles, for the picker.
    case profiles
    /// The active profile switched.
    case profile
    /// A profile of the picker renamed: said, and the picker listed anew.
    case profileRenamed
    /// A profile hidden or shown again: said, and the picker listed anew.
    case profilePrivacy
    /// The chat's layout saved as its theme override.
    case layoutSaved
    /// A command line's command: what to say once it is done; the list is read again.
    case commandDone(Notice)
    /// A link made or shown (`/c`, `/ad`, `/sa`), to show.
    case linkMade
    /// A link's plan, to ask before connecting; `link` as typed.
    case connectPlan(link: String)
    /// `/p NAME`: the profile as the core now has it.
    case profileUpdated
    /// New chat's address: shown, or made when there is none.
    case address
    /// Download: the file accepted.
    case fileReceived(fileId: Int64)
    /// Stop file, Revoke file.
    case fileCancelled
    /// A chat deleted by a command line.
    case chatDeleted(ChatRef)
    /// A file saved to the downloads folder.
    case save
    /// Text copied.
    case copy
    /// The profile's stored drafts.
    case drafts
}

/// Where an opened chat is shown.
enum OpenAt: Hashable, Sendable {
    /// At its first unread item, else its newest (`initial`).
    case firstUnread
    /// At an item (`around`), focused.
    case item(Int64)
    /// At its first item (Home).
    case start
    /// Read anew under a search or filter, at its newest matches.
    case query
    /// At its newest items (`last`): End far from them, a flood at the newest line.
    case newest
}
