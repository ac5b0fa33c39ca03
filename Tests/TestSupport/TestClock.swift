import Foundation
import Synchronization

/// A clock tests move by hand, starting at 2026-12-01 10:00 UTC.
public final class TestClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_796_119_200))

    public init() {}

    public var now: Date {
        current.withLock { $0 }
    }

    public func advance(_ seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
