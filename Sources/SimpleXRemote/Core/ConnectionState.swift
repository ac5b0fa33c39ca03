import ChatBackend
import SimpleXModel

/// Where a `RemoteCore` stands with its core, for the front end to show: a lost connection is a
/// state, and the front end reloads what it shows when it is `connected` again.
public enum ConnectionState: Hashable, Sendable {
    case connecting
    /// Connected; `user` is the core's active user (nil when it has none yet).
    case connected(user: User?)
    /// The connection ended; commands fail with `connectionLost` until it is back.
    case lost(ChatBackendError)
    /// Waiting `delay` before attempt `attempt` to connect again (WebSocket only).
    case reconnecting(attempt: Int, delay: Duration)
    /// Closed by `RemoteCore.close()`, or lost for good.
    case closed
}

/// How a `RemoteCore` reconnects after losing its core: after `initialDelay`, doubling up to
/// `maximumDelay`, at most `maximumAttempts` times in a row (nil: until closed).
public struct ReconnectPolicy: Hashable, Sendable {
    public var initialDelay: Duration
    public var maximumDelay: Duration
    public var maximumAttempts: Int?

    public init(initialDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(15), maximumAttempts: Int? = nil) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumAttempts = maximumAttempts
    }

    /// The delay before attempt `attempt` (1-based): initial · 2^(attempt−1), at most the maximum.
    public func delay(beforeAttempt attempt: Int) -> Duration {
        var delay = initialDelay
        for _ in 1..<max(attempt, 1) where delay < maximumDelay { delay *= 2 }
        return min(delay, maximumDelay)
    }
}
