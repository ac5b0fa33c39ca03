import ChatBackend
import ChatSession
import ChatTimeline
import Foundation
import SimpleXModel
import Synchronization
import Testing
import TestSupport

/// `SessionRunner`, the chat client's one I/O edge: a flood waits in the backend (its feed
/// coalesces) while the face's inbox stays bounded; requests run in their order; a lost
/// connection that comes back reads the list and the open chat again.
@Suite struct RunnerTests {
    /// A backend whose events and connection a test pushes, and which answers commands in the
    /// order it gets them, each recorded.
    final class PushedBackend: ChatBackend, @unchecked Sendable {
        let feed = EventFeed<ChatEvent>(capacity: 512)
        let states: AsyncStream<ConnectionState>
        let stateInput: AsyncStream<ConnectionState>.Continuation
        let commands = Mutex<[ChatCommand]>([])

        init() {
            (states, stateInput) = AsyncStream.makeStream(of: ConnectionState.self)
        }

        func execute(_ command: ChatCommand) async throws(ChatBackendError) -> ChatResponse {
            commands.withLock { $0.append(command) }
            switch command {
            case .showActiveUser: return .activeUser(user: SessionFixtures.user)
            case .getChats: return .apiChats(chats: [SessionFixtures.bob(), Fixtures.team], user: SessionFixtures.user)
            case .getChat: return .apiChat(chat: SessionFixtures.page(SessionFixtures.items(20)), navInfo: nil, user: SessionFixtures.user)
            default: return .cmdOk(user_: SessionFixtures.user)
            }
        }

        func events() async -> AsyncStream<ChatEvent> { feed.stream() }
        func connectionStates() async -> AsyncStream<ConnectionState> { states }
        func close() async {
            feed.finish()
            stateInput.finish()
        }
    }

    /// What the runner delivered, as a stream, and how many core events waited unhandled at most.
    final class Inbox: Sendable {
        let inputs: AsyncStream<SessionInput>
        private let input: AsyncStream<SessionInput>.Continuation
        let waiting = Atomic<Int>(0)
        let mostWaiting = Atomic<Int>(0)

        init() {
            (inputs, input) = AsyncStream.makeStream(of: SessionInput.self)
        }

        func deliver(_ delivered: SessionInput) {
            if case .core = delivered {
                let now = waiting.add(1, ordering: .relaxed).newValue
                mostWaiting.max(now, ordering: .relaxed)
            }
            input.yield(delivered)
        }
    }

    static func isMark(_ input: SessionInput) -> Bool {
        if case .core(.eventsCoalesced) = input { true } else { false }
    }

    static func item(_ id: Int64) -> ChatEvent {
        .newChatItems(chatItems: [AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: SessionFixtures.item(id, unread: true))], user: SessionFixtures.user)
    }

    @Test("rule: 10,000 events pushed at once reach the face through a bounded inbox, the rest as one coalesced reload")
    func aFloodIsBoundedAndCoalesced() async {
        let backend = PushedBackend()
        let inbox = Inbox()
        let runner = SessionRunner(backend: backend) { inbox.deliver($0) }
        var driver = SessionFixtures.opened(SessionFixtures.items(20))
        driver.send(.viewport(Viewport(visibleRows: 0...9, atNewest: true)))
        for id in 0..<10_000 { backend.feed.push(Self.item(100_000 + Int64(id))) }
        runner.start()
        let delivered = await elements(of: inbox.inputs, until: { input in
            if case .core = input { inbox.waiting.subtract(1, ordering: .relaxed) }
            runner.handled(input)
            return Self.isMark(input)
        }, failure: "the flood did not end in a coalesced mark")
        for input in delivered { driver.send(input) }
        let events = delivered.count { if case .core = $0 { !Self.isMark($0) } else { false } }
        #expect(delivered.last.map(Self.isMark) == true)
        #expect(inbox.mostWaiting.load(ordering: .relaxed) <= SessionRunner.inboxRoom, "the face's inbox never held more than its room")
        #expect(events < 10_000 && events >= 512, "the feed kept its capacity and set the rest aside: \(events) delivered")
        let reload = driver.log.suffix(4).compactMap { if case let .request(_, request) = $0 { request } else { nil } }
        #expect(reload.contains(.page(SessionFixtures.bobRef, .last(count: ChatQuery.pageSize), nil)), "the open chat is read anew: \(reload)")
        #expect(reload.contains(.chats))
        #expect((driver.session.open?.timeline.window.items.count ?? 0) <= 2 * driver.session.configuration.liveWindow + ChatQuery.pageSize)
        runner.stop()
    }

    @Test("rule: requests are carried out in the order they were asked, each answered by its id")
    func requestsKeepTheirOrder() async {
        let backend = PushedBackend()
        let inbox = Inbox()
        let runner = SessionRunner(backend: backend) { inbox.deliver($0) }
        let commands: [ChatCommand] = [.readItems(SessionFixtures.bobRef, itemIds: [1]), .readItems(SessionFixtures.bobRef, itemIds: [2]), .listUsers, .readChat(.group(1))]
        runner.perform(commands.enumerated().map { .request($0.offset + 1, .run($0.element)) })
        let answers = await first(commands.count, of: inbox.inputs)
        #expect(backend.commands.withLock { $0 } == commands)
        let ids = answers.compactMap { if case let .reply(id, _) = $0 { id } else { nil } }
        #expect(ids == [1, 2, 3, 4])
        runner.stop()
    }

    @Test("rule: a connection lost and back reads the list and the open chat again")
    func aReturningConnectionReloads() async {
        let backend = PushedBackend()
        let inbox = Inbox()
        let runner = SessionRunner(backend: backend) { inbox.deliver($0) }
        var driver = SessionFixtures.opened(SessionFixtures.items(20))
        driver.send(.viewport(Viewport(visibleRows: 0...9, atNewest: true)))
        runner.start()
        backend.stateInput.yield(.lost(ChatBackendError(.connectionLost, "reset")))
        backend.stateInput.yield(.connected(user: SessionFixtures.user))
        let states = await elements(of: inbox.inputs, until: { if case .connection(.connected) = $0 { true } else { false } }).filter {
            if case .connection = $0 { true } else { false }
        }
        let outputs = states.map { driver.send($0) }
        #expect(outputs.count == 2)
        #expect(outputs.first?.changes.contains(.connection) == true)
        #expect(driver.session.connection.isUp)
        #expect(SessionDriver.requests(outputs[1]).contains(.chats))
        #expect(SessionDriver.requests(outputs[1]).contains(.page(SessionFixtures.bobRef, .last(count: ChatQuery.pageSize), nil)))
        runner.stop()
    }

    @Test("rule: a file is saved off the face's thread and its outcome answers the effect")
    func savingAnswersTheEffect() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Downloads"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("report.txt")
        try Data("a file".utf8).write(to: source)
        let inbox = Inbox()
        let runner = SessionRunner(backend: PushedBackend(), environment: ["HOME": folder.path]) { inbox.deliver($0) }
        runner.perform([.saveFile(7, path: source.path, name: "report.txt")])
        guard case let .done(7, .saved(path))? = await first(1, of: inbox.inputs).first else { Issue.record("no saved outcome"); return }
        #expect(path == "~/Downloads/report.txt")
        runner.stop()
    }
}
