import ChatBackend
import Foundation
import SimpleXModel
import TestSupport
import Testing
@testable import SimpleXRemote

/// The error `body` throws, or nil.
func backendError(_ body: () async throws(ChatBackendError) -> ChatResponse) async -> ChatBackendError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}

extension CoreClient {
    /// Closes the client and reads its events to their end: then every event is counted.
    func closedCounts() async -> EventCounts {
        await close()
        _ = await elements(of: events, until: { _ in false })
        return eventCounts
    }
}

/// `CoreClient` over a transport in memory and a clock the test moves: replies matched by
/// `corrId`, events, the core's errors, timeouts and a transport that ends. The WebSocket
/// transport itself is tested over a socket (`WebSocketCoreTransportTests`).
@Suite struct CoreClientTests {
    let core: FixtureCore
    let clock = ManualClock()

    init() throws {
        core = try FixtureCore(itemCount: 200)
    }

    /// A client over `transport` whose commands time out after `timeout` of `clock`.
    func client(_ transport: EmbeddedCoreTransport, timeout: Duration = .seconds(30)) -> CoreClient {
        CoreClient(transport: transport, commandTimeout: timeout, clock: clock)
    }

    @Test("a command's reply comes back matched by its corrId and decoded, and its timeout is cancelled")
    func reply() async throws {
        let transport = EmbeddedCoreTransport.answering(core.answer)
        let client = client(transport)
        guard case let .activeUser(user) = try await client.execute("/user") else { Issue.record("not activeUser"); return }
        #expect(user.localDisplayName == "alice")
        #expect(transport.commands == ["/user"])
        #expect(clock.sleeperCount == 0, "no timeout waits once the reply is in")
        await client.close()
    }

    @Test("many commands in flight each get their own reply, whatever order the replies come in")
    func manyInFlight() async throws {
        let core = core
        let transport = EmbeddedCoreTransport()
        let client = client(transport)
        let counts = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for count in 1...12 {
                group.addTask {
                    guard case let .apiChat(chat, _, _) = try await client.execute("/_get chat #1 count=\(count)") else { return (count, -1) }
                    return (count, chat.chatItems.count)
                }
            }
            let sent = await transport.nextCommands(12)
            #expect(Set(sent.map(\.corrId)).count == 12, "every command has its own corrId")
            var random = SeededRandom(seed: 12)
            for command in sent.shuffled(using: &random) {
                transport.push([CoreInbound.response(core.answer(command.command), to: command.corrId)])
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(counts == Dictionary(uniqueKeysWithValues: (1...12).map { ($0, $0) }))
        await client.close()
    }

    @Test("events are frames without corrId; unknown tags are ignored and counted, malformed ones too")
    func events() async throws {
        let transport = EmbeddedCoreTransport.answering(core.answer)
        let client = client(transport)
        _ = try await client.execute("/user")
        transport.push([.text(#"{"resp":{"type":"someFutureEvent","x":1}}"#), .text("not json"), .text(core.newItemEvent), .text(core.newItemEvent)])
        let received = await first(2, of: client.events)
        #expect(received.count == 2)
        for event in received {
            guard case let .newChatItems(items, _) = event else { Issue.record("not newChatItems: \(event)"); continue }
            #expect(items.count == 1)
        }
        #expect(await client.closedCounts() == CoreClient.EventCounts(delivered: 2, unknown: 1, malformed: 1))
    }

    @Test("the C API's events and replies ({\"result\"}, {\"error\"}) are told apart as the WebSocket API's are")
    func libraryForms() async throws {
        let core = core
        let transport = EmbeddedCoreTransport { corrId, command in
            [.event(Data(#"{"error":{"type":"error","errorType":{"type":"userExists","contactName":"bob"}}}"#.utf8)),
             .reply(corrId: corrId, Data(#"{"result":\#(core.answer(command))}"#.utf8))]
        }
        let client = client(transport)
        guard case .activeUser = try await client.execute("/user") else { Issue.record("not activeUser"); return }
        guard case let .chatError(chatError)? = await first(1, of: client.events).first else { Issue.record("not chatError"); return }
        #expect(chatError.name == "error userExists")
        await client.close()
    }

    @Test("events between replies and pushed at any moment are delivered, and every reply still finds its command")
    func eventsBetweenReplies() async throws {
        let core = core
        let transport = EmbeddedCoreTransport { corrId, command in
            [.text(core.newItemEvent), .text(#"{"resp":{"type":"someFutureEvent"}}"#), CoreInbound.response(core.answer(command), to: corrId)]
        }
        let client = client(transport)
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for count in 1...8 {
                group.addTask {
                    guard case let .apiChat(chat, _, _) = try await client.execute("/_get chat #1 count=\(count)") else { return -1 }
                    return chat.chatItems.count
                }
                transport.push([.text(core.newItemEvent)])
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts.sorted() == Array(1...8))
        #expect(await first(16, of: client.events).count == 16)
        #expect(await client.closedCounts().unknown == 8)
    }

    @Test("the core's errors name themselves: chatCmdError and {\"error\"}")
    func coreErrors() async throws {
        let transport = EmbeddedCoreTransport { corrId, command in
            command == "/user"
                ? [CoreInbound.response(#"{"type":"chatCmdError","chatError":{"type":"error","errorType":{"type":"noActiveUser"}}}"#, to: corrId)]
                : [.text(#"{"corrId":"\#(corrId)","error":{"type":"errorStore","storeError":{"type":"chatItemNotFound","itemId":9}}}"#)]
        }
        let client = client(transport)
        let first = await backendError { () throws(ChatBackendError) in try await client.execute("/user") }
        #expect(first?.kind == .chatError)
        #expect(first?.message.contains("chatCmdError: error noActiveUser") == true)
        let second = await backendError { () throws(ChatBackendError) in try await client.execute("/_get item info #1 9") }
        #expect(second?.kind == .unknownItem)
        #expect(second?.message.contains("errorStore chatItemNotFound") == true)
        await client.close()
    }

    @Test("a reply with an unknown tag is returned as unrecognized; a malformed one fails at once")
    func unknownAndMalformedReplies() async throws {
        let transport = EmbeddedCoreTransport { corrId, command in
            [CoreInbound.response(command == "/a" ? #"{"type":"someFutureResponse"}"# : #"{"type":"activeUser","user":42}"#, to: corrId)]
        }
        let client = client(transport)
        guard case .unrecognized = try await client.execute("/a") else { Issue.record("not unrecognized"); return }
        let error = await backendError { () throws(ChatBackendError) in try await client.execute("/b") }
        #expect(error?.kind == .unexpectedResponse)
        await client.close()
    }

    @Test("a core that never answers is a timeout when the command's time is up, not before, and not a hang")
    func neverAnswers() async throws {
        let transport = EmbeddedCoreTransport()
        let client = client(transport, timeout: .seconds(30))
        let answer = Task { await backendError { () throws(ChatBackendError) in try await client.execute("/user") } }
        await clock.sleepers(1)
        clock.advance(by: .seconds(30) - .nanoseconds(1))
        #expect(clock.sleeperCount == 1, "the command still waits just before its timeout")
        clock.advance(by: .nanoseconds(1))
        let error = await watched(failure: "the command did not time out") { await answer.value } ?? nil
        #expect(error?.kind == .timedOut)
        #expect(error?.message.contains("/user") == true)
        #expect(transport.commands == ["/user"])
        let custom = Task { await backendError { () throws(ChatBackendError) in try await client.execute("/_start", timeout: .seconds(2)) } }
        await clock.sleepers(1)
        clock.advance(by: .seconds(2))
        #expect(await watched(failure: "the command did not time out") { await custom.value }??.kind == .timedOut, "a command's own timeout")
        await client.close()
    }

    @Test("a transport that ends fails the command in flight with its reason, and later commands at once")
    func transportEnds() async throws {
        let transport = EmbeddedCoreTransport()
        let client = client(transport)
        let answer = Task { await backendError { () throws(ChatBackendError) in try await client.execute("/user") } }
        #expect(await transport.nextCommands(1).map(\.command) == ["/user"])
        transport.end(ChatBackendError(.connectionLost, "the peer closed the connection"))
        let error = await watched(failure: "the command did not fail") { await answer.value } ?? nil
        #expect(error?.kind == .connectionLost)
        #expect(error?.message == "the peer closed the connection")
        #expect(clock.sleeperCount == 0, "its timeout no longer waits")
        #expect(await client.waitUntilEnded().message == "the peer closed the connection")
        let after = await backendError { () throws(ChatBackendError) in try await client.execute("/user") }
        #expect(after?.kind == .connectionLost, "later commands fail at once")
        #expect(transport.commands == ["/user"], "and are not sent")
    }
}
