import ChatBackend
import ChatTimeline
import SimpleXModel

/// What the model asks the runtime to do with the backend; the answer comes back as a
/// `ClientEvent`. Requests are values, so the model is tested without a backend.
@_spi(Benchmarks) public enum ClientRequest: Hashable, Sendable {
    /// The active user and the chat list.
    case loadChats
    /// A chat's first page (`/_get chat REF initial=50`), then marking it read.
    case openChat(ChatRef)
    /// Another page of the open chat, with its search or content filter.
    case loadPage(ChatRef, ChatPagination, query: ChatQuery? = nil)
    /// A command whose answer the model reads for `purpose`.
    case run(ChatCommand, purpose: Purpose)
    /// The chats of `chats` that have a message holding `search` (the list's `/`), each asked
    /// for its newest match; answered by `.chatsFound`. Only the newest search is carried out.
    case findChats(search: String, in: [ChatRef])
    /// Something the runtime does itself, at the terminal or on disk, not with the backend.
    case local(LocalEffect)

    /// Why a command is run: what to do with its answer.
    public enum Purpose: Hashable, Sendable {
        /// The open chat's own commands, each named for what it does (send, edit, delete, react,
        /// mark read, forward, report, item info, group info, a live message's update, the
        /// members, the profiles, the user's profile): the answer updates the chat or its sheet.
        case send, edit, delete, react, read, forward, report, itemInfo, groupInfo, live, members, profiles, profile
        /// A live message finished as it stood when its chat was left (its compose bar is gone).
        case liveFinished
        /// The chat's layout saved as its theme override (Ctrl-T).
        case layoutSaved
        /// A command line's command: what the status line says once it is done.
        case commandDone(String)
        /// `/c`, `/ad`, `/sa`: a link made or shown, to show.
        case linkMade
        /// `/c LINK`: the link's plan, to ask before connecting; `link` as typed, for a core that
        /// does not send it back with the plan (6.3.0–6.3.2).
        case connectPlan(link: String)
        /// `/p NAME`: the profile as the core now has it, to show.
        case profileUpdated
        /// New chat's address: shown, or made when there is none.
        case address
        /// Download: the file accepted, its progress and completion to come as events.
        case fileReceived
        /// Stop file, Revoke file.
        case fileCancelled
        /// A chat deleted by a command line.
        case chatDeleted(ChatRef)
        /// The channel's relay records, for the info screens.
        case relays
        /// The group anew after a change made in its info screens.
        case infoRefresh
        /// A change made in an info screen (a member blocked, removed or given a role, the chat
        /// muted): what to say when it is done.
        case infoChanged(String)
        /// The open chat cleared, its group deleted, or the group left: the list and the chat follow.
        case chatCleared, groupDeleted, groupLeft
    }
}

/// What the runtime does outside the backend; the answer comes back as a `ClientEvent`.
@_spi(Benchmarks) public enum LocalEffect: Hashable, Sendable {
    /// Hands the terminal to `$EDITOR` with the draft (issue 11 "the compose bar"); answered
    /// by `.editorClosed`.
    case editDraft(String)
    /// Puts `text` on the terminal's clipboard (OSC 52); answered by `.notice`.
    case copy(String)
    /// Copies the file at `path` into the downloads folder (else the working directory) as a
    /// file named after `name`; answered by `.notice`.
    case saveFile(path: String, name: String)
    /// Rings the bell and notifies the desktop naming `chat` (when the user has the bell on),
    /// and puts the unread count in the terminal's title: a message came in a chat not on
    /// screen; answered by nothing.
    case attention(bell: Bool, unread: Int, chat: String)
    /// Gives the terminal back to the shell and stops the process (Ctrl-Z), taking the terminal
    /// again when the shell continues it; answered by a `.resize`.
    case suspend
}

/// How the editor of a draft ended.
@_spi(Benchmarks) public enum EditorOutcome: Hashable, Sendable {
    /// It exited with status 0, leaving this text in the file.
    case edited(String)
    /// It could not start, exited with another status, or left no readable text: why, in
    /// lower case ("the editor exited with status 1 (vi)").
    case failed(String)
}

/// What happens to the client: input, a resize, an event of the core, an answer to a request.
@_spi(Benchmarks) public enum ClientEvent: Sendable {
    /// What the terminal sent: a key, a paste, the mouse, focus, or a reply to a query.
    case input(InputEvent)
    /// The terminal's new size.
    case resize(GridSize)
    /// An event of the core, as the backend streams it.
    case backend(ChatEvent)
    /// The active user and the chat list (`ClientRequest.loadChats` answered).
    case chatsLoaded(user: User, chats: [AChat])
    /// A chat's first page and what lies after it (`ClientRequest.openChat` answered).
    case chatOpened(AChat, NavigationInfo?)
    /// Another page of a chat (`ClientRequest.loadPage` answered).
    case pageLoaded(ChatRef, ChatPagination, AChat, NavigationInfo?)
    /// The core's answer to a command run for that purpose (`ClientRequest.run` answered).
    case answered(ClientRequest.Purpose, ChatResponse)
    /// The chats with a message holding `search`.
    case chatsFound(search: String, Set<ChatRef>)
    /// A request failed: the backend's error, shown on the status line.
    case failed(ClientRequest.Purpose?, ChatBackendError)
    /// The connection to a remote core changed: nil when it is back.
    case connection(String?)
    /// The editor of the draft closed.
    case editorClosed(EditorOutcome)
    /// A local effect is done, or why it failed: shown on the status line.
    case notice(String)
    /// The terminal's input ended: quit without asking (a live message is still finished).
    case inputEnded
    /// A picture finished decoding and scaling (`PictureCache`): nothing changes but the next frame shows it.
    case picturesReady
}
