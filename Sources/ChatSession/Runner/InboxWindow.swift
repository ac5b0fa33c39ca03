import Synchronization

/// How many of the backend's events may wait in the client's inbox (issue 19, back-pressure):
/// the feed takes room before it posts and the client gives it back as it handles one, so a
/// flood waits in the backend's bounded feed, where it is coalesced, not in the inbox — and
/// keys still reach the model between events.
package final class InboxWindow: Sendable {
    private struct State {
        var room: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    package init(room: Int) {
        state = Mutex(State(room: room))
    }

    /// Waits for room for one event, and takes it.
    package func take() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let taken = state.withLock { state in
                guard state.room > 0 else {
                    state.waiting.append(waiter)
                    return false
                }
                state.room -= 1
                return true
            }
            if taken { waiter.resume() }
        }
    }

    /// Gives back the room of one handled event.
    package func giveBack() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.room += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
