import ChatBackend
import SimpleXModel
import Testing
import TestSupport
@testable import ParleyTerminal

/// Issue 19, "Back-pressure": what the backend set aside under a flood is read again.
@Suite struct ClientFloodTests {
    static func loadsChat(_ requests: [ClientRequest]) -> ChatRef? {
        requests.lazy.compactMap { request -> ChatRef? in if case let .openChat(ref) = request { ref } else { nil } }.first
    }

    static func loadsList(_ requests: [ClientRequest]) -> Bool {
        requests.contains { if case .loadChats = $0 { true } else { false } }
    }

    @Test("rule: coalesced events reload the list, and the open chat when they touched it", arguments: [
        ("the open chat's events", [ClientDriver.teamRef], 0, true),
        ("another chat's events", [ClientDriver.bobRef], 0, false),
        ("events of no one chat", [], 3, true),
    ])
    func coalescedEventsReload(rule: String, chats: [ChatRef], otherEvents: Int, reloadsOpenChat: Bool) {
        var client = ClientDriver.opened(ClientDriver.team)
        let requests = client.handle(.backend(.eventsCoalesced(chats: chats, otherEvents: otherEvents)))
        #expect(Self.loadsList(requests), "\(rule)")
        #expect(Self.loadsChat(requests) == (reloadsOpenChat ? ClientDriver.teamRef : nil), "\(rule)")
    }
}
