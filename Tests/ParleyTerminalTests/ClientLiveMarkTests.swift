import ChatBackend
import ChatSession
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D27 (with D26): while a live message streams the screen says so — the compose bar's
/// ● and the hint line's LIVE — and its item carries the LIVE header; once sent, neither stays.
@Suite struct ClientLiveMarkTests {
    @Test("A live message is marked LIVE while it streams, and not after")
    func liveIsMarked() {
        var client = ClientDriver.opened(ClientDriver.team)
        #expect(!client.screen.contains("LIVE"))
        client.type("going live")
        client.press(.character("l"), .alt)
        var live = ClientDriver.teamItem(70, "going live", from: nil)
        live.chatItem.meta.itemLive = true
        client.answerCommand(with: .newChatItems(chatItems: [live], user: Fixtures.user))
        #expect(client.screenLines.last?.contains("LIVE: sent as you type") == true, "\(client.screen)")
        #expect(client.screenLines.contains { $0.hasPrefix("● ") }, "the compose bar's mark")
        #expect(client.rowTexts.contains { $0.contains("LIVE") }, "the item's header")
        client.press(.enter)
        live.chatItem.meta.itemLive = false
        client.answerCommand(with: .chatItemUpdated(chatItem: live, user: Fixtures.user))
        #expect(client.screenLines.last?.contains("LIVE") == false, "\(client.screen)")
        #expect(!client.rowTexts.contains { $0.contains("LIVE") })
    }
}
