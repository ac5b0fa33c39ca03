import Foundation

/// The serial executor a store runs on: one thread of its own, so that SQLite's blocking calls
/// (a busy timeout of seconds, a page read of a 100,000-item chat) never hold a thread of the
/// shared cooperative pool that a front end's tasks run on. Jobs run in the order they came.
/// The thread ends with `shutdown()`, which the store calls when it goes away.
final class StoreExecutor: SerialExecutor, @unchecked Sendable {
    /// Guards `jobs` and `running`; the thread waits on it while there is nothing to do.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var running = true

    init(name: String) {
        let thread = Thread { [self] in drain() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Lets the thread finish the jobs it has and end.
    func shutdown() {
        condition.lock()
        running = false
        condition.signal()
        condition.unlock()
    }

    private func drain() {
        while let batch = nextBatch() {
            for job in batch {
                job.runSynchronously(on: asUnownedSerialExecutor())
            }
        }
    }

    /// Every job queued so far, in order, taken at once (O(1), where taking them one by one
    /// from the front of an array moves the rest each time); nil once shut down with none left.
    private func nextBatch() -> [UnownedJob]? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty, running {
            condition.wait()
        }
        guard !jobs.isEmpty else { return nil }
        defer { jobs = [] }
        return jobs
    }
}
