import ChatBackend
import ChatTimeline
import SimpleXModel

/// The number of a request or local effect: its answer comes back with it
/// (`SessionInput.reply`, `.done`). Numbers are never reused in a session.
public typealias RequestID = Int

/// What the session asks to be done: of the backend (by `SessionRunner`), on disk, or by the
/// face. Effects are values, so a test asserts them exactly.
public enum SessionEffect: Hashable, Sendable {
    /// Asks the backend; answered by `.reply(id, …)`.
    case request(RequestID, BackendRequest)
    /// The answer of request `id` is no longer wanted: stop it where it can be stopped.
    case cancel(RequestID)
    /// Copies the file at `path` into the downloads folder as a file named after `name`, never
    /// over a file there; answered by `.done(id, .saved | .failed)`.
    case saveFile(RequestID, path: String, name: String)
    /// Puts `text` on the clipboard; answered by `.done(id, .copied | .failed)`.
    case copy(RequestID, String)
    /// Hands the draft to an editor (`$EDITOR`); answered by `.editorClosed`. A face with no
    /// editor answers `.editorClosed(.failed(…))`.
    case editDraft(String)
    /// A message came where the user is not looking: ring, notify, count.
    case attention(Attention)
    /// The unread count of the chats other than the one on screen changed (a title, a
    /// launcher badge).
    case unreadCount(Int)
    /// Shows the keys and commands (`/help`).
    case showHelp
    /// Reads the drafts stored for profile `userId`; answered by `.draftsLoaded(id, …)`.
    case loadDrafts(RequestID, userId: Int64)
    /// Stores the drafts of profile `userId` (chat by chat, their texts) for the next run.
    case storeDrafts(userId: Int64, [ChatRef: String])
    /// The client ends.
    case quit
}

/// What a request asks of the backend.
public enum BackendRequest: Hashable, Sendable {
    /// The active user and its chat list; answered by `.chats`.
    case chats
    /// A page of a chat under a query; answered by `.page`.
    case page(ChatRef, ChatPagination, ChatQuery?)
    /// A command; answered by `.response` (a refusal is a failure).
    case run(ChatCommand)
    /// The chats among `chats` with a message holding `text`, each with its newest match;
    /// answered by `.found`. Cancellable.
    case findChats(String, [ChatRef])
}

/// A backend's answer to a request.
public enum Reply: Hashable, Sendable {
    /// The active user and its chats.
    case chats(User, [AChat])
    /// A chat page and what lies after it.
    case page(AChat, NavigationInfo?)
    /// A command's response.
    case response(ChatResponse)
    /// Chats with a message holding the search text, each with its newest match.
    case found([ChatRef: ChatItem])
}

/// A message that came where the user is not looking (another chat, or the window not
/// focused): what a face rings, notifies and counts. Names and text are as the core has them;
/// the face makes them safe for where it shows them.
public struct Attention: Hashable, Sendable {
    /// The chat the message came to.
    public var chat: ChatRef
    /// The chat's name.
    public var chatName: String
    /// Who sent it, in a group; nil in a direct chat.
    public var sender: String?
    /// The message's text as the list previews it.
    public var text: String
    /// It mentions the user.
    public var mention: Bool
    /// Unread messages in every chat but the one on screen.
    public var unreadElsewhere: Int

    /// An attention of these parts.
    public init(chat: ChatRef, chatName: String, sender: String?, text: String, mention: Bool, unreadElsewhere: Int) {
        self.chat = chat
        self.chatName = chatName
        self.sender = sender
        self.text = text
        self.mention = mention
        self.unreadElsewhere = unreadElsewhere
    }
}
