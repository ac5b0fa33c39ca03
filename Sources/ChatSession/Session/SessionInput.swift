import ChatBackend
import ChatTimeline
import Foundation
import SimpleXModel

/// Everything that happens to a chat client, named by what it means: what the user asks for,
/// what the user can see (`viewport`), what the core says, and the answers to what the session
/// asked. A face turns its keys, clicks and signals into these; `ChatSession.handle(_:now:)`
/// takes them one at a time.
public enum SessionInput: Sendable {
    // MARK: The chat list

    /// Reads the active profile and its chats; opens `ref` once they are in (`parley --chat`).
    case start(opening: ChatRef? = nil)
    /// Reads the chat list again (`r` on the terminal's list).
    case reloadList
    /// Opens a chat at its first unread item (or its newest), keeping the draft of the chat
    /// that was open.
    case open(ChatRef)
    /// Opens a chat at one of its items (a list search's match, D15); while forwarding, the
    /// chat is the forward's target and opens as `open` does, so Enter sends the forward.
    case openAt(ChatRef, itemId: Int64)
    /// Answers a contact request on the list (D8): asks whether to accept or reject it.
    case contactRequest(contactRequestId: Int64)
    /// Leaves the open chat for the list: a live message is finished, the draft kept.
    case leave
    /// Opens the next chat with unread messages (Alt-A), other than the one open.
    case nextUnreadChat
    /// The list's search text changed; nil when the search ended.
    case listSearch(String?)

    // MARK: The compose bar

    /// What is typed changed (the face's text field is the session's `compose.text`).
    case draftChanged(String)
    /// Sends what is composed: a command line, a message, an edit, a forward or a report.
    case send
    /// Cancels what the message refers to (a reply, an edit, a forward, a report).
    case cancelCompose
    /// Starts a live message from what is typed (Alt-L).
    case startLive
    /// Sends the file at `path` (absolute) as a file message, quoting the reply if any.
    case sendFile(path: String)
    /// Records a mention of `member` (its name written by the face after `@`).
    case mention(GroupMember)
    /// Up in an empty compose bar: the newest message the user can edit is edited.
    case editLastSent
    /// Asks for the draft to be written in an editor (`$EDITOR`, Ctrl-X).
    case editInEditor
    /// The draft as `$EDITOR` left it, or why it did not.
    case editorClosed(EditorOutcome)

    // MARK: Items

    /// A context menu's action on the row `row` (its id).
    case menu(MenuAction, row: Int64)
    /// Adds or takes back a reaction on the newest item of row `row`.
    case react(String, add: Bool, row: Int64)
    /// Gives up the forward whose chat is being picked.
    case cancelForward
    /// Ticks or unticks row `row` in selection mode.
    case toggleSelected(row: Int64)
    /// A batch action of selection mode's toolbar.
    case selection(SelectionAction)
    /// Shows the items of row `row` one by one, or collapses them (`MenuAction.reveal`/`.hide`
    /// without the menu).
    case reveal(row: Int64, shown: Bool)

    // MARK: Finding and moving

    /// Searches the open chat (nil: the search ends and the chat is read anew).
    case search(ChatQuery?)
    /// Goes to an item found by a search in the whole chat (simplex-view-logic §1.7).
    case goTo(itemId: Int64)
    /// Scrolls to an item, loading its page first when it is not loaded (a quote, a mention).
    case jump(to: Int64)
    /// Goes to the unread mention of the user older (or newer) than `from` (a row's id; nil: the
    /// view's top row).
    case stepMention(older: Bool, from: Int64?)
    /// Goes to the chat's newest line (End).
    case newest
    /// Goes to the chat's first item (Home, Ctrl-Home).
    case oldest

    // MARK: Commands, chats, profiles, groups

    /// A command line typed in full (`/g Book Club`), with or without its `/`.
    case commandLine(String)
    /// One of New chat's ways to start a conversation.
    case newChat(NewChatChoice)
    /// Lists the local profiles to switch to (as a picker).
    case showProfiles
    /// Makes `userId` the active profile.
    case switchProfile(userId: Int64)
    /// Makes a local profile named `name` and switches to it (issue 36 D25); the core refuses a
    /// name another profile has.
    case createProfile(name: String)
    /// Renames the profile at `choice` of the profiles picker (`ChatSession.profiles`).
    case renameProfile(choice: Int, name: String)
    /// Hides the profile at `choice` of the profiles picker behind `password`, or shows it again
    /// when it is hidden and `password` is its.
    case toggleProfileHidden(choice: Int, password: String)
    /// Lists the profiles again with the hidden ones whose password is `password`.
    case showHiddenProfiles(password: String)
    /// Shows the open chat's info: a group's (its members read from the core), or a contact's.
    case groupInfo
    /// An action of a direct chat's info.
    case contact(ContactAction)
    /// An action of the group's views (group info, member info, relays).
    case group(GroupAction)
    /// The other layout for the open chat (Ctrl-T), saved as the chat's theme override.
    case toggleLayout
    /// Quits: asks first when a draft would be lost or a live message ended, unless `force`.
    case quit(force: Bool = false)

    // MARK: Prompts and notices

    /// The prompt's choice at `index` (a button of an alert, an entry of a picker).
    case answer(Int)
    /// Closes the prompt doing nothing (Escape, a click outside).
    case dismissPrompt
    /// Closes the sheet (item info).
    case dismissSheet
    /// The notice was seen: it goes.
    case dismissNotice
    /// Puts `text` on the clipboard (a relay's address, a link).
    case copy(String)

    // MARK: The world

    /// What the user can see of the open chat, sent by the face after it lays out or scrolls.
    case viewport(Viewport)
    /// An event of the core.
    case core(ChatEvent)
    /// The backend's connection changed.
    case connection(ConnectionState)
    /// What the backend's core does (`ChatBackend.capabilities`), stated by the runner as it
    /// starts: a message's menu offers only what the core does.
    case capabilities(BackendCapabilities)
    /// The answer to request `id`.
    case reply(RequestID, Result<Reply, ChatBackendError>)
    /// A face's or the runner's effect `id` is done (a file saved, text copied).
    case done(RequestID, LocalOutcome)
    /// The drafts stored for the profile, asked by `loadDrafts` `id`.
    case draftsLoaded(RequestID, [ChatRef: String])
}

/// A batch action of selection mode's toolbar (spec §8).
public enum SelectionAction: Hashable, Sendable {
    /// Starts selection mode with row `row` ticked.
    case start(row: Int64)
    /// Deletes the selected items (asked first, as the toolbar's rules allow).
    case delete
    /// Deletes the selected members' items as a moderator (asked first).
    case moderate
    /// Forwards the selected items, oldest first: the chat to forward to is picked next.
    case forward
    /// Leaves selection mode.
    case end
}

/// What the user can see of the open chat, from the face's own layout: the rows in view
/// (indices into `Timeline.rows`, 0 the newest), whether the newest line is in view, and
/// whether the chat is on screen at all (not covered, the window or terminal focused).
public struct Viewport: Hashable, Sendable {
    /// The rows in view, from the newest (lower bound) to the oldest (upper bound); nil when no
    /// row is.
    public var visibleRows: ClosedRange<Int>?
    /// The view is at the chat's newest loaded line.
    public var atNewest: Bool
    /// The chat is on screen and the user can see it.
    public var shown: Bool

    /// A viewport of `visibleRows`, at the newest line or not, shown or not.
    public init(visibleRows: ClosedRange<Int>?, atNewest: Bool, shown: Bool = true) {
        self.visibleRows = visibleRows
        self.atNewest = atNewest
        self.shown = shown
    }
}

/// How the editor of a draft ended.
public enum EditorOutcome: Hashable, Sendable {
    /// It exited with status 0, leaving this text in the file.
    case edited(String)
    /// It could not start, exited with another status, or left no readable text: why, in
    /// lower case ("the editor exited with status 1 (vi)").
    case failed(String)
}

/// How a local effect ended: a file saved where, text copied, or why not.
public enum LocalOutcome: Hashable, Sendable {
    /// The file was saved at this path.
    case saved(path: String)
    /// The text is on the clipboard.
    case copied
    /// It failed: why, for people.
    case failed(String)
}
