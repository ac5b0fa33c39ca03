/// What a backend's core does beyond showing chats (issue 35): the embedded store and a SimpleX
/// core do all of it; a core of a host's own messages (a `ChatWidget` of plain messages) takes
/// sends and edits only, and the session offers in a message's menu only what its core does.
///
/// ```swift
/// struct Messages: ChatBackend {
///     var capabilities: BackendCapabilities { [.sendMessages, .editMessages] }
///     …
/// }
/// ```
public struct BackendCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// The capabilities of `rawValue`'s bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Sends messages, and replies (`/_send`).
    public static let sendMessages = BackendCapabilities(rawValue: 1 << 0)
    /// Gives a message a new text (`/_update item`).
    public static let editMessages = BackendCapabilities(rawValue: 1 << 1)
    /// Deletes messages (`/_delete item`).
    public static let deleteMessages = BackendCapabilities(rawValue: 1 << 2)
    /// Adds and takes back reactions (`/_reaction`).
    public static let reactions = BackendCapabilities(rawValue: 1 << 3)
    /// Forwards messages to another chat (`/_forward`).
    public static let forwarding = BackendCapabilities(rawValue: 1 << 4)
    /// Reports messages, and archives and deletes reports (`/_report`, `/_delete reports`).
    public static let reports = BackendCapabilities(rawValue: 1 << 5)
    /// Deletes other members' messages for everyone (`/_delete member item`).
    public static let moderation = BackendCapabilities(rawValue: 1 << 6)
    /// A message's delivery and edit history (`/_get item info`).
    public static let itemInfo = BackendCapabilities(rawValue: 1 << 7)
    /// Receives, saves, stops and revokes files.
    public static let files = BackendCapabilities(rawValue: 1 << 8)

    /// Everything a SimpleX core does.
    public static let all: BackendCapabilities = [.sendMessages, .editMessages, .deleteMessages, .reactions, .forwarding, .reports, .moderation, .itemInfo, .files]
}

extension ChatBackend {
    /// A SimpleX core does everything.
    public var capabilities: BackendCapabilities { .all }
}
