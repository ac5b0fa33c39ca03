import Foundation
import Synchronization
import Testing

/// How long a test waits for what the code under test does before it records an issue: a
/// watchdog against a hang, long enough for a loaded machine, never a delay a test relies on
/// (the code runs on a `ManualClock` or needs no time at all).
public let watchdogLimit: Duration = .seconds(60)

/// The first `count` elements of `stream`, or fewer (and an issue) if `limit` passes first: a
/// test never hangs on a stream that does not deliver.
public func first<Element: Sendable>(_ count: Int, of stream: AsyncStream<Element>, within limit: Duration = watchdogLimit) async -> [Element] {
    let seen = Atomic<Int>(0)
    return await elements(of: stream, until: { _ in seen.add(1, ordering: .relaxed).newValue >= count }, within: limit,
                          failure: "a stream did not deliver \(count) elements within \(limit)")
}

/// Elements of `stream` until one satisfies `done` (included), or `limit` passes (an issue).
public func elements<Element: Sendable>(of stream: AsyncStream<Element>, until done: @escaping @Sendable (Element) -> Bool, within limit: Duration = watchdogLimit,
                                        failure: String? = nil) async -> [Element] {
    await watched(within: limit, failure: failure ?? "a stream did not reach its end condition within \(limit)") {
        var elements: [Element] = []
        for await element in stream {
            elements.append(element)
            if done(element) { break }
        }
        return elements
    } ?? []
}

/// What `body` returns, or nil (and the issue `failure`) if `limit` passes first; `body` is
/// cancelled then.
public func watched<Value: Sendable>(within limit: Duration = watchdogLimit, failure: String, _ body: @escaping @Sendable () async -> Value) async -> Value? {
    await withTaskGroup(of: Value?.self) { group in
        group.addTask { await body() }
        group.addTask {
            try? await Task.sleep(for: limit)
            return nil
        }
        var result: Value?
        for await value in group {
            if let value { result = value } else { Issue.record("\(failure)") }
            break
        }
        group.cancelAll()
        return result
    }
}

/// Waits until `condition` holds, checking again each time the other tasks had a turn (no
/// sleep); false, and the issue `failure`, if `limit` passes first.
public func eventually(within limit: Duration = watchdogLimit, failure: String, _ condition: @escaping @Sendable () async -> Bool) async -> Bool {
    await watched(within: limit, failure: failure) {
        while await !condition() {
            guard !Task.isCancelled else { return false }
            await Task.yield()
        }
        return true
    } ?? false
}

/// `check` again every `interval` until it gives a value or `limit` passes (then nil): how a
/// test watches another process (tmux's screen, an X window, a file it writes), which no clock
/// of the test's can move. The only sleep between checks in the tests.
public func poll<Value>(within limit: Duration, every interval: Duration = .milliseconds(30), _ check: () throws -> Value?) rethrows -> Value? {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if let value = try check() { return value }
        Thread.sleep(forTimeInterval: interval / .seconds(1))
    }
    return try check()
}
