import ChatBackend
import Foundation
import SimpleXModel
import TestSupport
import Synchronization
import Testing
@testable import SimpleXRemote

@Suite struct RemoteCoreTests {
    let fixtures: FixtureCore

    init() throws {
        fixtures = try FixtureCore(itemCount: 200)
    }

    func standIn() throws -> CLIStandIn {
        try CLIStandIn.answering(fixtures)
    }

    func connect(_ standIn: CLIStandIn, reconnect: ReconnectPolicy? = nil) async throws -> RemoteCore {
        try await RemoteCore.connect(to: standIn.url, options: .init(commandTimeout: .seconds(5), reconnect: reconnect), webSocket: quick)
    }

    @Test("on start it asks the core for the active user and is connected")
    func start() async throws {
        let standIn = try standIn()
        defer { standIn.stop() }
        let core = try await connect(standIn)
        #expect(await core.activeUser?.localDisplayName == "alice")
        #expect(await core.connectionState == .connected(user: await core.activeUser))
        #expect(standIn.commands == ["/user"])
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
        let standIn = try standIn()
        defer { standIn.stop() }
        let core = try await connect(standIn)
        guard case let .apiChat(chat, _, _) = try await core.execute(.getChat(.group(1), pagination: pagination)) else { Issue.record("not apiChat"); return }
        #expect(chat.chatItems.map(\.meta.itemId) == Array(ids))
        #expect(standIn.commands.last == "/_get chat #1 \(pagination.text)")
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
        let standIn = try standIn()
        defer { standIn.stop() }
        let core = try await connect(standIn)
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
        let standIn = try standIn()
        defer { standIn.stop() }
        let core = try await connect(standIn)
        let one = await core.events(), two = await core.events()
        standIn.push([.frame(fixtures.newItemEvent)])
        #expect(await first(1, of: one).count == 1)
        #expect(await first(1, of: two).count == 1)
        await core.close()
    }

    @Test("a lost connection is a state; commands fail clearly; it reconnects with backoff and asks for the user again")
    func reconnects() async throws {
        let fixtures = fixtures
        let cut = CutOnce()
        let standIn = try CLIStandIn { command in
            command == "/_get chat #1 count=1" && cut.first() ? [.cut] : [.reply(fixtures.answer(command))]
        }
        defer { standIn.stop() }
        let core = try await connect(standIn, reconnect: ReconnectPolicy(initialDelay: .milliseconds(50), maximumDelay: .milliseconds(200)))
        let states = await core.connectionStates()
        let error = await backendError { () throws(ChatBackendError) in try await core.execute(.getChat(.group(1), pagination: .last(count: 1))) }
        #expect(error?.kind == .connectionLost)
        let sawLost = Flag()
        let seen = await elements(of: states) { state in
            switch state {
            case .lost: sawLost.set()
            case .connected: return sawLost.isSet
            default: break
            }
            return false
        }
        #expect(seen.contains { if case .lost = $0 { true } else { false } })
        #expect(seen.contains { if case .reconnecting(attempt: 1, _) = $0 { true } else { false } })
        #expect(standIn.connections == 2)
        #expect(standIn.commands.filter { $0 == "/user" }.count == 2)
        guard case .apiChat = try await core.execute(.getChat(.group(1), pagination: .last(count: 1))) else { Issue.record("not apiChat after reconnecting"); return }
        await core.close()
    }

    @Test("without a reconnect policy a lost connection closes the core")
    func noReconnect() async throws {
        let standIn = try CLIStandIn { _ in [.close(code: 1001)] }
        defer { standIn.stop() }
        let core = RemoteCore(connect: { () throws(ChatBackendError) in
            try await WebSocketCoreTransport.connect(to: WebSocketURL(host: "127.0.0.1", port: standIn.port), options: quick)
        }, options: .init(reconnect: nil))
        let error: ChatBackendError?
        do {
            try await core.start()
            error = nil
        } catch let thrown {
            error = thrown
        }
        #expect(error?.kind == .connectionLost)
    }

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

    @Test("reconnect delays double up to the maximum", arguments: [(1, 500), (2, 1000), (3, 2000), (6, 15000), (20, 15000)])
    func backoff(attempt: Int, milliseconds: Int) {
        #expect(ReconnectPolicy().delay(beforeAttempt: attempt) == .milliseconds(milliseconds))
    }
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

/// A flag set once, read from any thread.
final class Flag: Sendable {
    private let value = Mutex(false)

    func set() {
        value.withLock { $0 = true }
    }

    var isSet: Bool { value.withLock { $0 } }
}

extension RemoteCoreTests {
    @Test("a host name resolves through getaddrinfo, trying each address (localhost)")
    func hostName() async throws {
        let standIn = try standIn()
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
