import ChatTimeline
import Foundation
@_spi(Benchmarks) @testable import ParleyTerminal
import SimpleXModel
import Testing
import TestSupport

/// The client's rows follow the core's answers: an edit or a live message's new text is drawn
/// in place, not from the rows drawn before it.
@Suite struct ClientEditInPlaceTests {
    static func client() -> ClientDriver {
        var chat = Fixtures.bob
        chat.chatItems = [ChatItems.text(1, "first"), ChatItems.text(2, "edit me", direction: .directSnd)]
        return ClientDriver.opened(chat, layout: .terminal)
    }

    static func screenText(_ client: ClientDriver) -> String {
        let grid = ClientScreen.frame(client.state).grid
        return (0..<grid.size.rows).map { row in grid.row(row).filter { !$0.isContinuation }.map(\.text).joined() }.joined(separator: "\n")
    }

    @Test func anEditIsDrawnInPlace() {
        var client = Self.client()
        #expect(Self.screenText(client).contains("edit me"))
        client.focus("edit me")
        client.press(.character("e"))
        client.press(.character("u"), .control)
        client.type("edited text")
        #expect(client.press(.enter).count == 1)
        var edited = ChatItems.text(2, "edited text", direction: .directSnd)
        edited.meta.itemEdited = true
        client.answerCommand(with: .chatItemUpdated(chatItem: AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: edited), user: Fixtures.user))
        #expect(Self.screenText(client).contains("edited text"), "the edited row is drawn anew")
        #expect(!Self.screenText(client).contains("edit me"))
    }
}
