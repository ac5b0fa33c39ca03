import ChatBackend
import SimpleXModel

/// How a `RemoteCore` reconnects after losing its core: after `initialDelay`, doubling up to
/// `maximumDelay`, at most `maximumAttempts` times in a row (nil: until closed).
public struct ReconnectPolicy: Hashable, Sendable {
    /// The wait before the first attempt.
    public var initialDelay: Duration
    /// The longest wait: the doubling stops here.
    public var maximumDelay: Duration
    /// How many attempts in a row before the connection stays lost; nil: no limit.
    public var maximumAttempts: Int?

    /// A policy of `initialDelay` doubling to `maximumDelay`, for `maximumAttempts` attempts.
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
