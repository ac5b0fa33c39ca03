import ChatBackend
import ChatSession
import Foundation
import SimpleXModel
import Synchronization
import Testing
import TestSupport

/// The list's search as `SessionRunner` carries it out (D15): chat by chat on the backend, each
/// chat with its newest message that holds the text; a chat that fails is passed over; a search
/// the session cancelled (a newer one started) stops and answers nothing.
@Suite struct ListSearchRunnerTests {
    /// A backend whose chats hold one message each: a search finds the chats whose message has
    /// the text; a chat it cannot read fails alone. The read of `held` waits until its task is
    /// cancelled, and says so.
    final class MessagesBackend: ChatBackend, Sendable {
        let chats: [ChatRef: String]
        let held: ChatRef?
        let reachedHeld = Atomic<Bool>(false)
        let heldCancelled = Atomic<Bool>(false)

        init(chats: [ChatRef: String], held: ChatRef? = nil) {
            self.chats = chats
            self.held = held
        }

        func execute(_ command: ChatCommand) async throws(ChatBackendError) -> ChatResponse {
            guard case let .getChat(ref, _, _, search) = command, let text = chats[ref] else { throw ChatBackendError(.unknownChat, "no such chat") }
            if ref == held {
                reachedHeld.store(true, ordering: .sequentiallyConsistent)
                let (never, continuation) = AsyncStream.makeStream(of: Void.self)
                for await _ in never {}
                continuation.finish()
                heldCancelled.store(Task.isCancelled, ordering: .sequentiallyConsistent)
            }
            var chat = Fixtures.bob
            chat.chatItems = search.map { text.contains($0) } == false ? [] : [ChatItems.text(1, text)]
            return .apiChat(chat: chat, navInfo: nil, user: Fixtures.user)
        }

        func events() async -> AsyncStream<ChatEvent> { AsyncStream { $0.finish() } }

        func connectionStates() async -> AsyncStream<ConnectionState> { AsyncStream { $0.finish() } }

        func close() async {}
    }

    /// A runner of `backend` and the inputs it delivers.
    static func runner(_ backend: MessagesBackend) -> (SessionRunner, AsyncStream<SessionInput>) {
        let (inputs, delivered) = AsyncStream.makeStream(of: SessionInput.self)
        return (SessionRunner(backend: backend) { delivered.yield($0) }, inputs)
    }

    @Test("A search of the list runs on the backend chat by chat, each chat with its match; a chat that fails is passed over")
    func searchRunsOnTheBackend() async {
        let backend = MessagesBackend(chats: [.direct(2): "the release notes", .direct(3): "lunch?", .group(1): "release notes done"])
        let (runner, inputs) = Self.runner(backend)
        defer { runner.stop() }
        runner.perform([.request(1, .findChats("release notes", [.direct(2), .direct(9), .direct(3), .group(1)]))])
        guard case let .reply(1, .success(.found(found)))? = await first(1, of: inputs).first else {
            Issue.record("no answer")
            return
        }
        #expect(Set(found.keys) == [.direct(2), .group(1)])
        #expect(found[.direct(2)]?.meta.itemText == "the release notes")
    }

    @Test("A search the session cancels stops on the backend and answers nothing; the newer one answers")
    func aCancelledSearchStops() async {
        let backend = MessagesBackend(chats: [.direct(2): "the release notes", .direct(3): "lunch?", .group(1): "release notes done"], held: .direct(2))
        let (runner, inputs) = Self.runner(backend)
        defer { runner.stop() }
        runner.perform([.request(1, .findChats("release", [.direct(2), .group(1)]))])
        #expect(await eventually(failure: "the search never reached the held chat") { backend.reachedHeld.load(ordering: .sequentiallyConsistent) })
        runner.perform([.cancel(1)])
        #expect(await eventually(failure: "the cancelled search went on reading") { backend.heldCancelled.load(ordering: .sequentiallyConsistent) })
        runner.perform([.request(2, .findChats("lunch", [.direct(3)]))])
        guard case let .reply(id, .success(.found(found)))? = await first(1, of: inputs).first else {
            Issue.record("no answer")
            return
        }
        #expect(id == 2, "the cancelled search answers nothing")
        #expect(Set(found.keys) == [.direct(3)])
    }
}
