import ChatSession
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D27: the forward picker filters as the user types; q still cancels the forward.
@Suite struct ClientForwardPickerTests {
    @Test("Typing on the forward picker finds the chat to forward to")
    func typingFilters() {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus("changelog")
        client.press(.character("f"))
        #expect(client.state.session.forwarding != nil)
        client.type("bo")
        #expect(client.state.list.search == "bo")
        #expect(client.state.session.visibleChats.map(\.chatInfo.displayName) == ["bob"])
        #expect(client.screenLines.first?.contains("type to find") == true)
        client.press(.enter)
        #expect(client.state.open?.ref == ClientDriver.bobRef)
        guard case .forwarding? = client.state.open?.compose.context else {
            Issue.record("the forward goes on in the chat picked: \(String(describing: client.state.open?.compose.context))")
            return
        }
    }
}
