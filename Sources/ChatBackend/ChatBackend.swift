import SimpleXModel

/// A chat core the view talks to: it runs the core's commands and streams its events. The
/// embedded store (`ChatStore`) and the `simplex-chat` WebSocket client (`SimpleXRemote`) are
/// interchangeable behind it; front ends use nothing else.
public protocol ChatBackend: Sendable {
    /// Runs `command` and returns the core's response; a command the core refuses is a
    /// `ChatBackendError`.
    func execute(_ command: ChatCommand) async throws(ChatBackendError) -> ChatResponse

    /// Every change the core reports, as it happens, to every subscriber.
    func events() async -> AsyncStream<ChatEvent>

    /// The connection's state now, then every change, until the backend is closed.
    func connectionStates() async -> AsyncStream<ConnectionState>

    /// What the core does beyond showing chats; everything unless the backend says otherwise.
    /// The runner states it to the session before anything else.
    var capabilities: BackendCapabilities { get }

    /// Ends the backend: its connection (a remote core's commands fail after it) or its work in
    /// flight (the embedded store's), and its streams. Safe to call more than once.
    func close() async
}

/// Why a backend refused a command: one message for people, and its kind for code.
public struct ChatBackendError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, for code to branch on; the raw value names it in logs and tests.
    public enum Kind: String, Hashable, Sendable {
        /// No chat with that reference.
        case unknownChat
        /// No item with that id in the chat.
        case unknownItem
        /// The item cannot be edited (not the user's, or past the edit window).
        case notEditable
        /// The user's role or the chat's preferences forbid it.
        case notAllowed
        /// The command is malformed or names something impossible.
        case invalidCommand
        /// The backend does not have this capability (e.g. a remote core asked for a local
        /// profile's view).
        case unsupported
        /// Storage failed.
        case storage
        /// Another process holds the database longer than the busy timeout.
        case databaseLocked
        /// The file is not a database this version can read.
        case unreadableDatabase
        /// The database was written by a newer version.
        case newerDatabase
        /// The database is open read-only.
        case readOnly
        /// The core refused the command with a `chatError` (named in the message).
        case chatError
        /// The core answered with a reply the command does not expect.
        case unexpectedResponse
        /// A remote core: nothing answers at the address or library path, the connection or the
        /// library broke, or a command got no reply in time.
        case unreachable, connectionLost, timedOut
    }

    /// What went wrong, for code.
    public var kind: Kind
    /// What went wrong, for people: the text a front end shows.
    public var message: String
    /// The core's own error, when the core refused the command (`chatError`): what a client
    /// can answer, such as a file whose relays are to be approved.
    public var chatError: ChatError?

    /// An error of `kind`, told as `message`, with the core's own `chatError` when it refused.
    public init(_ kind: Kind, _ message: String, chatError: ChatError? = nil) {
        self.kind = kind
        self.message = message
        self.chatError = chatError
    }

    public var description: String { message }
}
