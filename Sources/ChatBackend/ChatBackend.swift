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
}

/// Why a backend refused a command: one message for people, and its kind for code.
public struct ChatBackendError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case unknownChat, unknownItem, notEditable, notAllowed, invalidCommand
        case storage, databaseLocked, unreadableDatabase, newerDatabase, readOnly
        case chatError
        /// A remote core: nothing answers at the address or library path, the connection or the
        /// library broke, a command got no reply in time, or a reply was not what the model reads.
        case unreachable, connectionLost, timedOut, unexpectedResponse
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
