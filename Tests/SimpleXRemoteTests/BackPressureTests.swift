import ChatBackend
import Foundation
import SimpleXModel
import TestSupport
import Testing
@testable import SimpleXRemote

/// Issue 19, "Back-pressure": replies never wait behind events, and a flood is coalesced
/// instead of buffered without bound.
@Suite struct BackPressureTests {
    /// The fixture's `newChatItems` event: its user and item.
    static func fixtureItem() throws -> (User, AChatItem) {
        let event = try SimpleXJSON.decode(CoreReply<ChatEvent>.self, from: Data(FixtureCore().newItemEvent.utf8))
        guard case let .result(.newChatItems(items, user), _) = event, let item = items.first else { throw FixtureError() }
        return (user, item)
    }

    struct FixtureError: Error {}

    @Test("rule: past its capacity, a backlog coalesces by chat into one mark after the queued events")
    func backlogCoalescesByChat() {
        var backlog = EventBacklog<(String, ChatRef?)>(capacity: 2) { $0.1.map { [$0] } }
        for event in [("a", ChatRef.group(1)), ("b", .direct(2)), ("c", .group(1)), ("d", nil), ("e", .direct(3)), ("f", .group(1))] {
            backlog.push(event)
        }
        #expect(backlog.count == 2)
        var taken: [String] = []
        var marks: [([ChatRef], Int)] = []
        while let next = backlog.pop() {
            switch next {
            case let .event(event): taken.append(event.0)
            case let .coalesced(chats, otherEvents): marks.append((chats, otherEvents))
            }
        }
        #expect(taken == ["a", "b"], "the first events wait in order")
        #expect(marks.count == 1)
        #expect(marks.first?.0 == [.group(1), .direct(3)], "each chat once, in the order they came")
        #expect(marks.first?.1 == 1, "the event of no chat is counted")
        #expect(backlog.isEmpty)
        backlog.push(("g", .group(4)))
        #expect(backlog.pop().map { if case let .event(event) = $0 { event.0 } else { "mark" } } == "g", "after the mark it queues again")
    }

    @Test("rule: the events a reload of a chat's newest page stands for are its items' events")
    func coalescingChats() throws {
        let (user, item) = try Self.fixtureItem()
        let ref = try #require(item.chatInfo.chatRef)
        var pending = item
        pending.chatInfo = .contactConnection(contactConnection: Fixtures.pendingConnection)
        let cases: [(String, ChatEvent, [ChatRef]?)] = [
            ("new items", .newChatItems(chatItems: [item], user: user), [ref]),
            ("an item updated", .chatItemUpdated(chatItem: item, user: user), [ref]),
            ("statuses of two items", .chatItemsStatusesUpdated(chatItems: [item, item], user: user), [ref, ref]),
            ("items deleted", .chatItemsDeleted(byUser: false, chatItemDeletions: [ChatItemDeletion(deletedChatItem: item)], timed: false, user: user), [ref]),
            ("an item of a chat with no reference", .newChatItems(chatItems: [pending], user: user), nil),
            ("no items", .newChatItems(chatItems: [], user: user), nil),
            ("a host connected", .hostConnected(protocol: "smp", transportHost: "example.org"), nil),
        ]
        for (rule, event, chats) in cases {
            #expect(event.coalescingChats == chats, "\(rule)")
        }
    }

    @Test("a reply is answered during a flood of events, which is coalesced, not buffered")
    func replyDuringAFlood() async throws {
        let fixtures = try FixtureCore()
        let transport = EmbeddedCoreTransport.answering(fixtures.answer)
        let client = CoreClient(transport: transport, commandTimeout: .seconds(60), clock: ManualClock(), eventCapacity: 64)
        let flood = 5_000
        transport.push(Array(repeating: .text(fixtures.newItemEvent), count: flood))
        guard case .activeUser = try await client.execute("/user") else { Issue.record("not the user"); return }
        _ = await eventually(failure: "the flood was not all delivered or set aside") {
            let counts = await client.eventCounts
            return counts.delivered + counts.coalesced >= flood
        }
        let counts = await client.eventCounts
        #expect(counts.delivered + counts.coalesced == flood, "every event is delivered or set aside")
        #expect(counts.coalesced > 0, "the consumer read nothing: past 64 waiting, the rest is coalesced")
        await client.close()
        let waiting = await elements(of: client.events, until: { _ in false })
        let marks = waiting.filter { if case .eventsCoalesced = $0 { true } else { false } }
        let items = waiting.count - marks.count
        #expect(items <= 2 * 64 + 1, "at most the two feeds' capacities wait: \(items)")
        #expect(!marks.isEmpty)
        let (_, item) = try Self.fixtureItem()
        let chats = marks.flatMap { mark -> [ChatRef] in if case let .eventsCoalesced(chats, _) = mark { chats } else { [] } }
        let others = marks.reduce(0) { if case let .eventsCoalesced(_, others) = $1 { $0 + others } else { $0 } }
        #expect(chats.allSatisfy { $0 == item.chatInfo.chatRef } && (!chats.isEmpty || others > 0), "the mark names the flooded chat, or says the list is stale")
    }

    @Test("a server that dies during a flood is noticed within the keep-alive's bound", .timeLimit(.minutes(2)))
    func deadServerDuringAFlood() async throws {
        let fixtures = try FixtureCore()
        let standIn = try CLIStandIn { [.reply(fixtures.answer($0))] }
        defer { standIn.stop() }
        let options = WebSocketConnection.Options(connectTimeout: .seconds(2), ioTimeout: .milliseconds(400), keepAliveInterval: .milliseconds(500))
        let transport = try await WebSocketCoreTransport.connect(to: WebSocketURL(parsing: standIn.url), options: options)
        let client = CoreClient(transport: transport, commandTimeout: .seconds(60), eventCapacity: 64)
        standIn.push(Array(repeating: .frame(fixtures.newItemEvent), count: 2_000) + [.stall])
        let reason = await client.waitUntilEnded()
        #expect(reason.kind == .connectionLost)
        #expect(reason.message.contains("stopped answering"), "\(reason.message)")
    }
}
