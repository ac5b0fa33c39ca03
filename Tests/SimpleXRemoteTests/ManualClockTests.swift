import TestSupport
import Testing

/// The clock tests move by hand (TestSupport): sleepers wake when `advance` reaches their
/// deadline, not before, and a cancelled one at once.
@Suite struct ManualClockTests {
    @Test("a sleeper wakes when the clock reaches its deadline, not before")
    func wakesAtTheDeadline() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
        await clock.sleepers(1)
        clock.advance(by: .seconds(5) - .nanoseconds(1))
        #expect(clock.sleeperCount == 1, "still asleep a nanosecond before")
        clock.advance(by: .nanoseconds(1))
        #expect(clock.sleeperCount == 0)
        #expect(await watched(failure: "the sleeper did not wake") { (try? await sleeper.value) != nil } == true)
        #expect(clock.now.offset == .seconds(5))
    }

    @Test("one advance wakes every sleeper it passes and leaves the later ones")
    func wakesThoseItPasses() async {
        let clock = ManualClock()
        let early = Task { try await clock.sleep(for: .seconds(1)) }
        let late = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.sleepers(2)
        clock.advance(to: clock.now.advanced(by: .seconds(3)))
        #expect(clock.sleeperCount == 1)
        #expect(await watched(failure: "the early sleeper did not wake") { (try? await early.value) != nil } == true)
        late.cancel()
        let ending = await watched(failure: "the cancelled sleeper did not wake") { () -> String in
            do {
                try await late.value
                return "woke"
            } catch {
                return "\(type(of: error))"
            }
        }
        #expect(ending == "CancellationError", "a cancelled sleeper throws at once")
        #expect(clock.sleeperCount == 0)
    }

    @Test("a deadline already reached does not wait; a cancelled task does not sleep")
    func noWait() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(2))
        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
        try await clock.sleep(for: .zero)
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(clock.sleeperCount == 0)
    }
}
