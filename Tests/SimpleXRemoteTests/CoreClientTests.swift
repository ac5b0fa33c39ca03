import ChatBackend
import Foundation
import SimpleXModel
import TestSupport
import Testing
@testable import SimpleXRemote

/// Short timeouts, so that a server that stalls or never answers fails the test quickly.
let quick = WebSocketConnection.Options(connectTimeout: .seconds(2), ioTimeout: .milliseconds(400), keepAliveInterval: .seconds(5))

/// A client of a stand-in CLI running `script`.
func client(_ standIn: CLIStandIn, options: WebSocketConnection.Options = quick, timeout: Duration = .seconds(3)) async throws -> CoreClient {
    let transport = try await WebSocketCoreTransport.connect(to: WebSocketURL(parsing: standIn.url), options: options)
    return CoreClient(transport: transport, commandTimeout: timeout)
}

/// The error `body` throws, or nil.
func backendError(_ body: () async throws(ChatBackendError) -> ChatResponse) async -> ChatBackendError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}

@Suite struct CoreClientTests {
    let core: FixtureCore

    init() throws {
        core = try FixtureCore(itemCount: 200)
    }

    @Test("a command's reply comes back matched by its corrId and decoded")
    func reply() async throws {
        let core = core
        let standIn = try CLIStandIn { [.reply(core.answer($0))] }
        defer { standIn.stop() }
        let client = try await client(standIn)
        guard case let .activeUser(user) = try await client.execute("/user") else { Issue.record("not activeUser"); return }
        #expect(user.localDisplayName == "alice")
        #expect(standIn.commands == ["/user"])
        await client.close()
    }

    @Test("many commands in flight each get their own reply")
    func manyInFlight() async throws {
        let core = core
        let standIn = try CLIStandIn { command in
            let count = Int(command.split(separator: "=").last ?? "") ?? 1
            return [.delay(.milliseconds(count % 3 * 20)), .reply(core.answer(command))]
        }
        defer { standIn.stop() }
        let client = try await client(standIn)
        let counts = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for count in 1...12 {
                group.addTask {
                    guard case let .apiChat(chat, _, _) = try await client.execute("/_get chat #1 count=\(count)") else { return (count, -1) }
                    return (count, chat.chatItems.count)
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(counts == Dictionary(uniqueKeysWithValues: (1...12).map { ($0, $0) }))
        await client.close()
    }

    @Test("events are frames without corrId; unknown tags are ignored and counted, malformed ones too")
    func events() async throws {
        let core = core
        let standIn = try CLIStandIn { [.reply(core.answer($0))] }
        defer { standIn.stop() }
        let client = try await client(standIn)
        _ = try await client.execute("/user")
        standIn.push([.frame(#"{"resp":{"type":"someFutureEvent","x":1}}"#), .frame("not json"), .frame(core.newItemEvent), .fragmented(core.newItemEvent, pieces: 5)])
        let received = await first(2, of: client.events)
        #expect(received.count == 2)
        for event in received {
            guard case let .newChatItems(items, _) = event else { Issue.record("not newChatItems: \(event)"); continue }
            #expect(items.count == 1)
        }
        let counts = await client.eventCounts
        #expect(counts.unknown == 1)
        #expect(counts.malformed == 1)
        #expect(counts.delivered == 2)
        await client.close()
    }

    @Test("events between replies and pushed at any moment are delivered, and every reply still finds its command")
    func eventsBetweenReplies() async throws {
        let core = core
        let standIn = try CLIStandIn { command in
            [.frame(core.newItemEvent), .fragmented(#"{"resp":{"type":"someFutureEvent"}}"#, pieces: 2), .reply(core.answer(command))]
        }
        defer { standIn.stop() }
        let client = try await client(standIn)
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for count in 1...8 {
                group.addTask {
                    guard case let .apiChat(chat, _, _) = try await client.execute("/_get chat #1 count=\(count)") else { return -1 }
                    return chat.chatItems.count
                }
                standIn.push([.frame(core.newItemEvent)])
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts.sorted() == Array(1...8))
        #expect(await first(16, of: client.events).count == 16)
        #expect(await client.eventCounts.unknown == 8)
        await client.close()
    }

    @Test("a reply in fragments with a ping between them, and a page of 200 items, decode whole")
    func fragmentedAndLarge() async throws {
        let core = core
        let standIn = try CLIStandIn { command in
            [.fragmented(#"{"corrId":"1","resp":\#(core.answer(command))}"#, pieces: 7)]
        }
        defer { standIn.stop() }
        let client = try await client(standIn)
        guard case let .apiChat(chat, _, _) = try await client.execute("/_get chat #1 count=200") else { Issue.record("not apiChat"); return }
        #expect(chat.chatItems.count == 200)
        await client.close()
    }

    @Test("the core's errors name themselves: chatCmdError and {\"error\"}")
    func coreErrors() async throws {
        let standIn = try CLIStandIn { command in
            command == "/user"
                ? [.reply(#"{"type":"chatCmdError","chatError":{"type":"error","errorType":{"type":"noActiveUser"}}}"#)]
                : [.frame(#"{"corrId":"2","error":{"type":"errorStore","storeError":{"type":"chatItemNotFound","itemId":9}}}"#)]
        }
        defer { standIn.stop() }
        let client = try await client(standIn)
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
        let standIn = try CLIStandIn { command in
            command == "/a" ? [.reply(#"{"type":"someFutureResponse"}"#)] : [.reply(#"{"type":"activeUser","user":42}"#)]
        }
        defer { standIn.stop() }
        let client = try await client(standIn, timeout: .seconds(20))
        guard case .unrecognized = try await client.execute("/a") else { Issue.record("not unrecognized"); return }
        let error = await backendError { () throws(ChatBackendError) in try await client.execute("/b") }
        #expect(error?.kind == .unexpectedResponse)
        await client.close()
    }

    @Test("a server that never answers is a timeout, not a hang")
    func neverAnswers() async throws {
        let standIn = try CLIStandIn { _ in [] }
        defer { standIn.stop() }
        let client = try await client(standIn, timeout: .milliseconds(300))
        let error = await backendError { () throws(ChatBackendError) in try await client.execute("/user") }
        #expect(error?.kind == .timedOut)
        #expect(error?.message.contains("/user") == true)
        await client.close()
    }

    static let endings: [(String, [CLIStandIn.Action], String)] = [
        ("closes", [.close(code: 1001)], "closed the connection (1001"),
        ("cuts mid-frame", [.raw([0x81, 0x7E, 0x01, 0x00, 0x41]), .cut], "peer closed the connection"),
        ("stalls mid-frame", [.raw([0x81, 0x7E, 0x01, 0x00, 0x41]), .stall], "stopped answering"),
        ("sends invalid UTF-8", [.raw([0x81, 0x02, 0xC3, 0x28])], "not valid UTF-8"),
        ("sends an oversized frame", [.raw([0x81, 0x7F, 0, 0, 0, 0x10, 0, 0, 0, 0])], "larger than the limit"),
        ("masks its frames", [.raw([0x81, 0x81, 1, 2, 3, 4, 0x41])], "masked a frame"),
    ]

    /// Long enough that a stand-in closing its socket on a loaded machine is not taken for a stall.
    let patient = WebSocketConnection.Options(connectTimeout: .seconds(2), ioTimeout: .seconds(3), keepAliveInterval: .seconds(5))

    @Test("a server that ends badly fails the command in flight with a clear error, no hang", arguments: endings)
    func endsBadly(name: String, actions: [CLIStandIn.Action], message: String) async throws {
        let standIn = try CLIStandIn { _ in actions }
        defer { standIn.stop() }
        let client = try await client(standIn, options: patient, timeout: .seconds(10))
        let error = await backendError { () throws(ChatBackendError) in try await client.execute("/user") }
        #expect(error?.kind == .connectionLost, "\(name)")
        #expect(error?.message.contains(message) == true, "\(name): \(error?.message ?? "no error")")
        let after = await backendError { () throws(ChatBackendError) in try await client.execute("/user") }
        #expect(after?.kind == .connectionLost, "\(name): later commands fail at once")
    }

    @Test("a port nobody listens on is unreachable, and says where")
    func refused() async throws {
        let (socket, port) = try TCPSocket.listenOnLoopback()
        socket.close()
        do {
            _ = try await WebSocketCoreTransport.connect(to: WebSocketURL(host: "127.0.0.1", port: port), options: quick)
            Issue.record("connected to a closed port")
        } catch {
            #expect(error.kind == .unreachable)
            #expect(error.message.contains("127.0.0.1:\(port)"))
        }
    }
}
