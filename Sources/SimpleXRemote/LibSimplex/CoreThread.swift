import Foundation
import Synchronization

/// A thread of its own that runs jobs one at a time, in order: calls into the core's runtime stay
/// on threads Parley owns, which tell the runtime when they end (`hs_thread_done`).
final class CoreThread: Sendable {
    private struct Queue {
        var jobs: [@Sendable () -> Void] = []
        var stopped = false
    }

    private let queue = Mutex(Queue())
    private let signal = DispatchSemaphore(value: 0)

    /// Starts the thread; `atExit` runs on it after the last job.
    init(name: String, atExit: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            while true {
                signal.wait()
                let next = queue.withLock { queue -> (@Sendable () -> Void)? in
                    queue.jobs.isEmpty ? nil : queue.jobs.removeFirst()
                }
                guard let next else { break }
                next()
            }
            atExit()
        }
        thread.name = name
        thread.start()
    }

    /// Runs `job` on the thread and returns its result; nil once the thread has stopped.
    func run<Value: Sendable>(_ job: @escaping @Sendable () -> Value) async -> Value? {
        await withCheckedContinuation { (done: CheckedContinuation<Value?, Never>) in
            let accepted = queue.withLock { queue in
                guard !queue.stopped else { return false }
                queue.jobs.append { done.resume(returning: job()) }
                return true
            }
            if accepted { signal.signal() } else { done.resume(returning: nil) }
        }
    }

    /// Lets the queued jobs finish, then ends the thread.
    func stop() {
        let first = queue.withLock { queue in
            defer { queue.stopped = true }
            return !queue.stopped
        }
        if first { signal.signal() }
    }
}
