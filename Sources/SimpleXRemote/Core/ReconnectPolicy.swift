import ChatBackend
import SimpleXModel

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
