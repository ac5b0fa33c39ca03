import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Chat settings, themes and layout overrides, time to live and timed messages, local bots.
@Suite struct SettingsAndBotTests {
    @Test func settingsAndLayoutOverrideAreKept() async throws {
        let fixture = try await StoreFixture.seeded()
        let store = fixture.store
        _ = try await store.execute(.setChatSettings(.direct(2), ChatSettings(enableNtfs: .mentions, favorite: true)))
        _ = try await store.execute(.setTheme(.direct(2), UIThemeEntityOverrides(chatLayout: .terminal)))
        guard case let .direct(contact) = try await store.chat(.direct(2), .last(count: 1)).chat.chatInfo else {
            Issue.record("expected the contact")
            return
        }
        #expect(contact.chatSettings == ChatSettings(enableNtfs: .mentions, favorite: true))
        #expect(contact.uiThemes?.chatLayout == .terminal)
        _ = try await store.execute(.setTheme(.direct(2), nil))
        guard case let .direct(plain) = try await store.chat(.direct(2), .last(count: 1)).chat.chatInfo else { Issue.record("unexpected response"); return }
        #expect(plain.uiThemes == nil)
    }

    @Test func timeToLiveAndTimedMessagesExpire() async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 5)
        let store = fixture.store
        _ = try await store.execute(.send(.direct(2), ttl: 30, messages: [ComposedMessage(msgContent: .text(text: "gone soon"))]))
        #expect(try await store.chat(.direct(2), .last(count: 10)).chat.chatItems.count == 6)
        fixture.clock.advance(31)
        #expect(try await store.chat(.direct(2), .last(count: 10)).chat.chatItems.count == 5, "the timed message is deleted after its time")
        _ = try await store.execute(.setChatTTL(userId: 1, .direct(2), seconds: 86_400))
        #expect(try await store.chat(.direct(2), .last(count: 10)).chat.chatItems.isEmpty, "items older than a day are deleted")
    }

    @Test func echoAndLongAnswerBots() async throws {
        let fixture = try await StoreFixture.seeded()
        let ticker = fixture.ticker
        let store = fixture.store
        var echo = StoreFixture.contact
        echo.contactId = 3
        echo.customData = ["parleyBot": .string("echo")]
        try await store.addChat(.direct(contact: echo))
        _ = try await store.send(.direct(3), [ComposedMessage(msgContent: .text(text: "ping"))])
        #expect(try await store.chat(.direct(3), .last(count: 5)).chat.chatItems.map(\.meta.itemText) == ["ping", "echo: ping"])

        var long = StoreFixture.contact
        long.contactId = 4
        long.customData = ["parleyBot": .string("longAnswer")]
        try await store.addChat(.direct(contact: long))
        let events = await store.events()
        _ = try await store.send(.direct(4), [ComposedMessage(msgContent: .text(text: "explain"))])
        var updates = 0
        var live = true
        while live, updates < 1_000 {
            await ticker.sleepers(2)
            #expect(try await store.chat(.direct(4), .last(count: 1)).chat.chatItems.first?.meta.itemLive == true, "live until its last word")
            ticker.advance(by: .seconds(1))
            let update = await elements(of: events) { if case .chatItemUpdated = $0 { true } else { false } }
            guard case let .chatItemUpdated(item, _)? = update.last else { break }
            updates += 1
            live = item.chatItem.meta.itemLive == true
        }
        #expect(updates > 10, "the answer streams as a live message, a step of the clock a word")
        let answer = try #require(try await store.chat(.direct(4), .last(count: 1)).chat.chatItems.first)
        #expect(answer.meta.itemLive == nil && answer.meta.itemText.hasSuffix("ask again any time."))
        #expect(answer.markdownBlocks != nil)
    }
}
