import Synchronization

/// A `Clock` that moves only when a test says so, on the model of NIO's
/// `EmbeddedEventLoop.advanceTime(by:)`: `sleep(until:)` suspends until `advance(by:)` (or
/// `advance(to:)`) reaches its deadline, and a sleeper cancelled first throws
/// `CancellationError` at once. `sleepers(_:)` waits until that many tasks sleep, so that a
/// test moves time only once the code under test waits for it. Nothing here reads real time.
public final class ManualClock: Clock, Sendable {
    /// A point of the clock's time: how far it is from the clock's start.
    public struct Instant: InstantProtocol, Sendable {
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private typealias Sleeper = (deadline: Instant, waiter: CheckedContinuation<Void, any Error>)
    private typealias Watcher = (count: Int, waiter: CheckedContinuation<Void, Never>)

    private struct State {
        var now = Instant(offset: .zero)
        var nextId = 0
        var sleepers: [Int: Sleeper] = [:]
        var watchers: [Int: Watcher] = [:]

        /// A new id of a sleeper or watcher.
        mutating func takeId() -> Int {
            defer { nextId += 1 }
            return nextId
        }

        /// Takes the watchers that `sleepers.count` satisfies.
        mutating func satisfiedWatchers() -> [Watcher] {
            let satisfied = watchers.filter { $0.value.count <= sleepers.count }
            for id in satisfied.keys { watchers[id] = nil }
            return Array(satisfied.values)
        }
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }

    /// The smallest step the clock can take: it moves by as little as a test asks.
    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on the clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until `deadline` is reached by `advance`; at once when it is already.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { $0.takeId() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
                let (ready, watchers) = state.withLock { state -> (Result<Void, any Error>?, [Watcher]) in
                    if Task.isCancelled { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers[id] = (deadline, waiter)
                    return (nil, state.satisfiedWatchers())
                }
                if let ready { waiter.resume(with: ready) }
                for watcher in watchers { watcher.waiter.resume() }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: id) }?.waiter.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration` and wakes every sleeper whose deadline it reaches.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "a ManualClock moves forward only (advance by \(duration))")
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock to `instant` (never back) and wakes every sleeper whose deadline it
    /// reaches, earliest first.
    public func advance(to instant: Instant) {
        let woken = state.withLock { state -> [Sleeper] in
            state.now = max(state.now, instant)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in woken { sleeper.waiter.resume() }
    }

    /// Waits until at least `count` tasks sleep on the clock, or `limit` of real time passes
    /// (an issue then: a watchdog against a hang, never a wait the test relies on).
    public func sleepers(_ count: Int, within limit: Duration = watchdogLimit) async {
        _ = await watched(within: limit, failure: "\(count) tasks did not sleep on the ManualClock within \(limit)") { [self] in
            await untilSleepers(count)
            return true
        }
    }

    /// Waits until at least `count` tasks sleep on the clock, or the task is cancelled.
    private func untilSleepers(_ count: Int) async {
        let id = state.withLock { $0.takeId() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    guard state.sleepers.count < count, !Task.isCancelled else { return true }
                    state.watchers[id] = (count, waiter)
                    return false
                }
                if ready { waiter.resume() }
            }
        } onCancel: {
            state.withLock { $0.watchers.removeValue(forKey: id) }?.waiter.resume()
        }
    }
}
