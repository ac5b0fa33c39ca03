import ChatBackend
import Foundation
import SimpleXRemote
import TestSupport
import Testing

/// The transport in memory (TestSupport): what is sent is seen, what is pushed arrives in order,
/// and the end is the last message.
@Suite struct EmbeddedCoreTransportTests {
    @Test("commands are seen in order; the script's answers and pushed messages arrive in order")
    func sendsAndDelivers() async throws {
        let transport = EmbeddedCoreTransport { corrId, command in [CoreInbound.response(#""\#(command)""#, to: corrId)] }
        transport.push([.text("first")])
        try await transport.send(corrId: "1", command: "/a")
        try await transport.send(corrId: "2", command: "/b")
        #expect(transport.commands == ["/a", "/b"])
        #expect(await transport.nextCommands(2) == [.init(corrId: "1", command: "/a"), .init(corrId: "2", command: "/b")])
        transport.push([.event(Data("event".utf8)), .ended(ChatBackendError(.connectionLost, "gone")), .text("never")])
        let inbound = await first(5, of: transport.inbound)
        #expect(inbound.map(Self.describe) == ["frame first", #"frame {"corrId":"1","resp":"/a"}"#, #"frame {"corrId":"2","resp":"/b"}"#, "event event", "ended gone"])
    }

    @Test("once ended, sends fail, nothing more is delivered and nextCommand answers nil")
    func ended() async throws {
        let transport = EmbeddedCoreTransport()
        await transport.close()
        await #expect(throws: ChatBackendError.self) { try await transport.send(corrId: "1", command: "/a") }
        transport.push([.text("late")])
        #expect(await first(2, of: transport.inbound).map(Self.describe) == ["ended the embedded transport was closed"])
        #expect(await transport.nextCommand() == nil)
        #expect(transport.commands.isEmpty)
    }

    static func describe(_ inbound: CoreInbound) -> String {
        switch inbound {
        case let .frame(data): "frame \(String(decoding: data, as: UTF8.self))"
        case let .reply(corrId, data): "reply \(corrId) \(String(decoding: data, as: UTF8.self))"
        case let .event(data): "event \(String(decoding: data, as: UTF8.self))"
        case let .ended(reason): "ended \(reason.message)"
        }
    }
}
