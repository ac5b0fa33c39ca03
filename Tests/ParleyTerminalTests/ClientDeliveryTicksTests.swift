import ChatBackend
import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D5, the face: a message the embedded core tells as sent, then received, shows ✓
/// then ✓✓ — whichever comes first of the send's answer (the item as stored) and its events.
@Suite struct ClientDeliveryTicksTests {
    static func sent(_ status: CIStatus) -> AChatItem {
        var item = ClientDriver.teamItem(50, "delivered?", from: nil)
        item.chatItem.meta.itemStatus = status
        return item
    }

    static let stored = CIStatus.sndSent(sndProgress: .complete)
    static let received = CIStatus.sndRcvd(msgRcptStatus: .ok, sndProgress: .complete)

    static func tick(_ client: ClientDriver) -> String? {
        client.rowTexts.last { $0.contains("delivered?") }.map { $0.contains("✓✓") ? "✓✓" : $0.contains("✓") ? "✓" : "none" }
    }

    @Test("The events alone: ✓ once stored, ✓✓ once received")
    func eventsMoveTheTicks() {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal)
        client.send(.core(.newChatItems(chatItems: [Self.sent(Self.stored)], user: Fixtures.user)))
        #expect(Self.tick(client) == "✓")
        client.send(.core(.chatItemsStatusesUpdated(chatItems: [Self.sent(Self.received)], user: Fixtures.user)))
        #expect(Self.tick(client) == "✓✓")
    }

    @Test("The send's answer before its events ends at ✓✓ too")
    func answerFirst() {
        var client = ClientDriver.opened(ClientDriver.team, layout: .terminal)
        client.type("delivered?")
        client.press(.enter)
        client.answerCommand(with: .newChatItems(chatItems: [Self.sent(Self.received)], user: Fixtures.user))
        client.send(.core(.newChatItems(chatItems: [Self.sent(Self.stored)], user: Fixtures.user)))
        client.send(.core(.chatItemsStatusesUpdated(chatItems: [Self.sent(Self.received)], user: Fixtures.user)))
        #expect(Self.tick(client) == "✓✓")
    }
}
