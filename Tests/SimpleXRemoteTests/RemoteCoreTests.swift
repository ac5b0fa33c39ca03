import ChatBackend
import Foundation
import SimpleXModel
import TestSupport
import Synchronization
import Testing
@_spi(StandIn) @testable import SimpleXRemote

/// `RemoteCore` over transports in memory and a clock the test moves: the greeting, the view's
/// commands, events to every subscriber, losing the core and reconnecting with backoff.
/// Connecting by URL (`connect(to:)`) runs over a loopback socket.
@Suite struct RemoteCoreTests {
    let fixtures: FixtureCore
    let clock = ManualClock()

    init() throws {
        fixtures = try FixtureCore(itemCount: 200)
    }

    /// A core whose connections answer from the fixtures (or by `script`), started.
    func connect(_ connections: EmbeddedConnections, reconnect: ReconnectPolicy? = nil) async throws(ChatBackendError) -> RemoteCore {
        let core = RemoteCore(connect: { () throws(ChatBackendError) in try connections.connect() }, options: .init(reconnect: reconnect, clock: clock))
        try await core.start()
        return core
    }

    func answering() -> EmbeddedConnections {
        let fixtures = fixtures
        return EmbeddedConnections { corrId, command in [CoreInbound.response(fixtures.answer(command), to: corrId)] }
    }

    @Test("on start it asks the core for the active user and is connected")
    func start() async throws {
        let connections = answering()
        let core = try await connect(connections)
        #expect(await core.activeUser?.localDisplayName == "alice")
        #expect(await core.connectionState == .connected(user: await core.activeUser))
        #expect(connections.commands == ["/user"])
        await core.close()
        #expect(await core.connectionState == .closed)
    }

    static let pages: [(ChatPagination, ClosedRange<Int64>)] = [
        (.last(count: 50), 151...200),
        (.before(itemId: 101, count: 20), 81...100),
        (.after(itemId: 10, count: 5), 11...15),
        (.around(itemId: 100, count: 10), 95...104),
        (.initial(count: 75), 126...200),
    ]

    @Test("pages of every pagination, sent as the core's command strings", arguments: pages)
    func pagesOfEveryPagination(pagination: ChatPagination, ids: ClosedRange<Int64>) async throws {
        let connections = answering()
        let core = try await connect(connections)
        guard case let .apiChat(chat, _, _) = try await core.execute(.getChat(.group(1), pagination: pagination)) else { Issue.record("not apiChat"); return }
        #expect(chat.chatItems.map(\.meta.itemId) == Array(ids))
        #expect(connections.commands.last == "/_get chat #1 \(pagination.text)")
        await core.close()
    }

    @Test("the chat view's commands decode their replies", arguments: [
        ChatCommand.getChats(userId: 1),
        .send(.group(1), messages: [ComposedMessage(msgContent: .text(text: "hi"))]),
        .update(.group(1), itemId: 3, message: UpdatedMessage(mentions: [:], msgContent: .text(text: "edited"))),
        .deleteItems(.group(1), itemIds: [3, 4], mode: .broadcast),
        .readChat(.group(1)),
        .members(groupId: 1),
        .groupInfo(groupId: 1),
    ])
    func viewCommands(command: ChatCommand) async throws {
        let core = try await connect(answering())
        let response = try await core.execute(command)
        switch (command, response) {
        case (.getChats, .apiChats(let chats, _)): #expect(chats.count == 1)
        case (.send, .newChatItems(let items, _)): #expect(items.count == 1)
        case (.update, .chatItemUpdated(let item, _)): #expect(item.chatItem.meta.itemId == 3)
        case (.deleteItems, .chatItemsDeleted(_, let deletions, _, _)): #expect(deletions.count == 2)
        case (.readChat, .cmdOk): break
        case (.members, .groupMembers(let group, _)): #expect(!group.members.isEmpty)
        case (.groupInfo, .groupInfo(let info, _)): #expect(info.groupId == 1)
        default: Issue.record("\(command.text) answered \(response)")
        }
        await core.close()
    }

    @Test("events reach every subscriber")
    func fanOut() async throws {
        let connections = answering()
        let core = try await connect(connections)
        let one = await core.events(), two = await core.events()
        connections.last?.push([.text(fixtures.newItemEvent)])
        #expect(await first(1, of: one).count == 1)
        #expect(await first(1, of: two).count == 1)
        await core.close()
    }

    @Test("a lost connection is a state; commands fail clearly; it reconnects with backoff and asks for the user again")
    func reconnects() async throws {
        let fixtures = fixtures
        let cut = CutOnce()
        let connections = EmbeddedConnections(refusing: [2]) { corrId, command in
            command == "/_get chat #1 count=1" && cut.first()
                ? [.ended(ChatBackendError(.connectionLost, "the peer closed the connection"))]
                : [CoreInbound.response(fixtures.answer(command), to: corrId)]
        }
        let policy = ReconnectPolicy(initialDelay: .seconds(1), maximumDelay: .seconds(4))
        let core = try await connect(connections, reconnect: policy)
        let states = await core.connectionStates()
        let error = await backendError { () throws(ChatBackendError) in try await core.execute(.getChat(.group(1), pagination: .last(count: 1))) }
        #expect(error?.kind == .connectionLost)
        #expect(error?.message == "the peer closed the connection")
        var seen = await elements(of: states) { if case .reconnecting = $0 { true } else { false } }
        #expect(seen.contains { if case .lost = $0 { true } else { false } })
        #expect(seen.last == .reconnecting(attempt: 1, delay: .seconds(1)))
        await clock.sleepers(1)
        clock.advance(by: .seconds(1) - .nanoseconds(1))
        #expect(connections.attempts == 1, "it waits the first delay")
        clock.advance(by: .nanoseconds(1))
        seen = await elements(of: states) { if case .reconnecting = $0 { true } else { false } }
        #expect(connections.attempts == 2)
        #expect(seen.contains { if case .lost(let reason) = $0 { reason.kind == .unreachable } else { false } }, "the refused attempt is a state")
        #expect(seen.last == .reconnecting(attempt: 2, delay: .seconds(2)), "the delay doubles")
        await clock.sleepers(1)
        clock.advance(by: .seconds(2))
        seen = await elements(of: states) { if case .connected = $0 { true } else { false } }
        #expect(seen.last == .connected(user: await core.activeUser))
        #expect(connections.attempts == 3)
        #expect(connections.commands.filter { $0 == "/user" }.count == 2)
        guard case .apiChat = try await core.execute(.getChat(.group(1), pagination: .last(count: 1))) else { Issue.record("not apiChat after reconnecting"); return }
        await core.close()
    }

    @Test("without a reconnect policy a lost connection closes the core")
    func noReconnect() async throws {
        let connections = EmbeddedConnections { _, _ in [.ended(ChatBackendError(.connectionLost, "closed the connection (1001)"))] }
        let error: ChatBackendError?
        do {
            _ = try await connect(connections)
            error = nil
        } catch let thrown {
            error = thrown
        }
        #expect(error?.kind == .connectionLost)
        #expect(connections.attempts == 1)
    }

    @Test("reconnect delays double up to the maximum", arguments: [(1, 500), (2, 1000), (3, 2000), (6, 15000), (20, 15000)])
    func backoff(attempt: Int, milliseconds: Int) {
        #expect(ReconnectPolicy().delay(beforeAttempt: attempt) == .milliseconds(milliseconds))
    }
}

/// The connections a `RemoteCore` makes: each a transport in memory answering by `script`;
/// the attempts in `refusing` (1-based) are refused as an unreachable core.
final class EmbeddedConnections: Sendable {
    private let made = Mutex<(attempts: Int, transports: [EmbeddedCoreTransport])>((0, []))
    private let refusing: Set<Int>
    private let script: EmbeddedCoreTransport.Script

    init(refusing: Set<Int> = [], script: @escaping EmbeddedCoreTransport.Script) {
        self.refusing = refusing
        self.script = script
    }

    func connect() throws(ChatBackendError) -> EmbeddedCoreTransport {
        let script = script
        let (attempt, transport) = made.withLock { made -> (Int, EmbeddedCoreTransport?) in
            made.attempts += 1
            guard !refusing.contains(made.attempts) else { return (made.attempts, nil) }
            let transport = EmbeddedCoreTransport(script: script)
            made.transports.append(transport)
            return (made.attempts, transport)
        }
        guard let transport else { throw ChatBackendError(.unreachable, "attempt \(attempt) refused") }
        return transport
    }

    /// How many times the core tried to connect.
    var attempts: Int { made.withLock { $0.attempts } }

    /// The newest connection.
    var last: EmbeddedCoreTransport? { made.withLock { $0.transports.last } }

    /// The commands of every connection, in order.
    var commands: [String] { made.withLock { $0.transports.flatMap(\.commands) } }
}

/// True the first time only.
final class CutOnce: Sendable {
    private let done = Mutex(false)

    func first() -> Bool {
        done.withLock { done in
            defer { done = true }
            return !done
        }
    }
}

/// Connecting by URL, over a loopback socket to the stand-in CLI.
extension RemoteCoreTests {
    @Test("a refused address is one clear unreachable error")
    func unreachable() async throws {
        let (socket, port) = try TCPSocket.listenOnLoopback()
        socket.close()
        do {
            _ = try await RemoteCore.connect(to: "ws://127.0.0.1:\(port)", webSocket: quick)
            Issue.record("connected")
        } catch {
            #expect(error.kind == .unreachable)
        }
        do {
            _ = try await RemoteCore.connect(to: "http://127.0.0.1:\(port)")
            Issue.record("connected")
        } catch {
            #expect(error.kind == .unreachable)
            #expect(error.message.contains("not a ws:// address"))
        }
    }

    @Test("a host name resolves through getaddrinfo, trying each address (localhost)")
    func hostName() async throws {
        let standIn = try CLIStandIn.answering(fixtures)
        defer { standIn.stop() }
        let core = try await RemoteCore.connect(to: "ws://localhost:\(standIn.port)", options: .init(reconnect: nil), webSocket: quick)
        #expect(await core.activeUser != nil)
        await core.close()
    }

    @Test("the IPv6 loopback address in brackets")
    func ipv6Loopback() async throws {
        let fixtures = fixtures
        let standIn = try CLIStandIn(ipv6: true) { [.reply(fixtures.answer($0))] }
        defer { standIn.stop() }
        let core = try await RemoteCore.connect(to: standIn.url, options: .init(reconnect: nil), webSocket: quick)
        #expect(await core.activeUser != nil)
        await core.close()
    }
}
