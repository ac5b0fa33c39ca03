import ChatBackend
import ChatTimeline
import SimpleXModel

/// What the model asks the runtime to do with the backend; the answer comes back as a
/// `ClientEvent`. Requests are values, so the model is tested without a backend.
public enum ClientRequest: Hashable, Sendable {
    /// The active user and the chat list.
    case loadChats
    /// A chat's first page (`/_get chat REF initial=50`), then marking it read.
    case openChat(ChatRef)
    /// Another page of the open chat, with its search or content filter.
    case loadPage(ChatRef, ChatPagination, query: ChatQuery? = nil)
    /// A command whose answer the model reads for `purpose`.
    case run(ChatCommand, purpose: Purpose)

    /// Why a command is run: what to do with its answer.
    public enum Purpose: Hashable, Sendable {
        case send, edit, delete, react, read, forward, report, itemInfo, groupInfo, live, members, profiles, profile
    }
}

/// What happens to the client: input, a resize, an event of the core, an answer to a request.
public enum ClientEvent: Sendable {
    case input(InputEvent)
    case resize(GridSize)
    case backend(ChatEvent)
    case chatsLoaded(user: User, chats: [AChat])
    case chatOpened(AChat, NavigationInfo?)
    case pageLoaded(ChatRef, ChatPagination, AChat, NavigationInfo?)
    case answered(ClientRequest.Purpose, ChatResponse)
    /// A request failed: the backend's error, shown on the status line.
    case failed(ClientRequest.Purpose?, ChatBackendError)
    /// The connection to a remote core changed: nil when it is back.
    case connection(String?)
}
