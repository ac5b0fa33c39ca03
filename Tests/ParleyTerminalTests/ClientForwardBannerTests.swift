import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 D25: the forward banner says what is forwarded: one message quoted as the reply
/// banner quotes it (its sender, its text with the markdown drawn), several by their count.
@Suite struct ClientForwardBannerTests {
    static func forwarding(_ texts: [String]) -> ClientDriver {
        var client = ClientDriver.opened(ClientDriver.team)
        client.focus(texts[0])
        if texts.count > 1 {
            client.press(.character("s"))
            for _ in texts.dropFirst() {
                client.press(.down)
                client.press(.character(" "))
            }
        }
        client.press(.character("f"))
        client.type("bo")
        client.press(.enter)
        client.answerPages(from: ClientDriver.bob)
        return client
    }

    static func bannerLine(_ client: ClientDriver) -> String? {
        client.screenLines.first { $0.contains("↪") }
    }

    @Test("One message: its sender and text, the markdown drawn, not its markup")
    func oneMessageIsQuoted() {
        let client = Self.forwarding(["Good morning"])
        let banner = Self.bannerLine(client)
        #expect(banner?.contains("↪ forward alice: Good morning! The release is today. · Enter sends") == true, "\(client.screen)")
        #expect(banner?.contains("message(s)") == false && banner?.contains("*release*") == false)
    }

    @Test("Several messages: how many, in the plural")
    func severalAreCounted() {
        let client = Self.forwarding(["changelog", "merged"])
        #expect(Self.bannerLine(client)?.contains("↪ forwarding 2 messages: Enter sends") == true, "\(client.screen)")
    }
}
