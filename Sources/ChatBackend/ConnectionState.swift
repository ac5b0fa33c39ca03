import SimpleXModel

/// Where a backend stands with its core, for the front end to show: a lost connection is a
/// state, and the front end reloads what it shows when it is `connected` again. A backend with
/// no connection (the embedded store) is `connected` while it is open.
public enum ConnectionState: Hashable, Sendable {
    /// The first connection is being made; nothing has answered yet.
    case connecting
    /// Connected; `user` is the core's active user (nil when it has none yet).
    case connected(user: User?)
    /// The connection ended; commands fail with `connectionLost` until it is back.
    case lost(ChatBackendError)
    /// Waiting `delay` before attempt `attempt` to connect again (WebSocket only).
    case reconnecting(attempt: Int, delay: Duration)
    /// Closed by `close()`, or lost for good.
    case closed
}
