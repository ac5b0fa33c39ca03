import ChatBackend
import Foundation
import SimpleXModel
import TestSupport
import Testing
@_spi(StandIn) @testable import SimpleXRemote

/// Short I/O timeouts of the socket layer, so that a stand-in that stalls fails the test quickly.
let quick = WebSocketConnection.Options(connectTimeout: .seconds(2), ioTimeout: .milliseconds(400), keepAliveInterval: .seconds(5))

/// A client over the WebSocket transport to a stand-in CLI.
func client(_ standIn: CLIStandIn, options: WebSocketConnection.Options = quick, timeout: Duration = .seconds(10)) async throws -> CoreClient {
    let transport = try await WebSocketCoreTransport.connect(to: WebSocketURL(parsing: standIn.url), options: options)
    return CoreClient(transport: transport, commandTimeout: timeout)
}

/// The CLI's WebSocket API as a `CoreTransport`, over a loopback socket to the stand-in CLI:
/// frames in fragments, the ways a server can end badly, a refused port. What runs over any
/// transport is tested in memory (`CoreClientTests`).
@Suite struct WebSocketCoreTransportTests {
    let core: FixtureCore

    init() throws {
        core = try FixtureCore(itemCount: 200)
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
        #expect(standIn.commands == ["/_get chat #1 count=200"])
        await client.close()
    }

    @Test("events in fragments are whole frames; a text frame that is not JSON is counted, not fatal")
    func fragmentedEvents() async throws {
        let core = core
        let standIn = try CLIStandIn { [.reply(core.answer($0))] }
        defer { standIn.stop() }
        let client = try await client(standIn)
        _ = try await client.execute("/user")
        standIn.push([.frame("not json"), .fragmented(#"{"resp":{"type":"someFutureEvent"}}"#, pieces: 2), .fragmented(core.newItemEvent, pieces: 5)])
        let received = await first(1, of: client.events)
        guard case let .newChatItems(items, _)? = received.first else { Issue.record("not newChatItems: \(received)"); return }
        #expect(items.count == 1)
        let counts = await client.closedCounts()
        #expect(counts == CoreClient.EventCounts(delivered: 1, unknown: 1, malformed: 1))
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
        let client = try await client(standIn, options: patient, timeout: .seconds(60))
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
