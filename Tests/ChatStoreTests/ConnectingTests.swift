import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Issue 18 "Commands" and issue 19 "starting conversations" on the embedded core: invitation
/// links, addresses and contact requests between the store's local profiles, answered with the
/// core's replies and events.
@Suite struct ConnectingTests {
    /// The seeded store and a connection acting as a third profile, carol, who knows no one.
    static func withCarol() async throws -> (fixture: StoreFixture, carol: ChatStore) {
        let fixture = try await StoreFixture.seeded()
        var carol = StoreFixture.user
        carol.userId = 3
        carol.localDisplayName = "carol"
        carol.profile = LocalProfile(displayName: "carol", fullName: "", localAlias: "", profileId: 30)
        try await fixture.store.addUser(carol)
        let connection = try fixture.connection()
        try await connection.act(as: 3)
        return (fixture, connection)
    }

    static func directChats(_ store: ChatStore, _ userId: Int64) async throws -> [Contact] {
        try await store.chats(userId: userId).compactMap { if case let .direct(contact) = $0.chatInfo { contact } else { nil } }
    }

    @Test("rule: a one-time invitation link connects two profiles once; its plan says whose it is")
    func invitationLinks() async throws {
        let (fixture, carol) = try await Self.withCarol()
        guard case let .invitation(link, connection, _) = try await fixture.store.execute(.addContact(userId: 1)) else { Issue.record("no invitation"); return }
        #expect(connection.connLinkInv == link && link.connShortLink?.hasPrefix("https://parley.local/i#") == true)
        let text = try #require(link.connShortLink)
        guard case let .connectionPlan(planned, plan, _, _, _) = try await carol.execute(.connectPlan(userId: 3, link: text)) else { Issue.record("no plan"); return }
        #expect(planned == link)
        #expect(plan == .invitationLink(invitationLinkPlan: .ok(contactSLinkData_: nil, ownerVerification: nil)))
        guard case let .connectionPlan(_, own, _, _, _) = try await fixture.store.execute(.connectPlan(userId: 1, link: link.connFullLink)) else { Issue.record("no plan"); return }
        #expect(own == .invitationLink(invitationLinkPlan: .ownLink), "the full link is read too")

        let events = await carol.events()
        guard case .sentConfirmation = try await carol.execute(.connect(userId: 3, link: planned)) else { Issue.record("not sent"); return }
        let aliceSees = try await Self.directChats(fixture.store, 1).filter { $0.profile.displayName == "carol" }
        let carolSees = try await Self.directChats(carol, 3)
        #expect(aliceSees.count == 1 && carolSees.map(\.profile.displayName) == [StoreFixture.user.profile.displayName])
        var connected: [(String, Int64)] = []
        for event in await first(2, of: events) {
            if case let .contactConnected(contact, user, _) = event { connected.append((contact.profile.displayName, user.userId)) }
        }
        #expect(connected.map(\.1) == [3, 1], "each profile is told")
        #expect(connected.last?.0 == "carol")
        #expect(await StoreFixture.kind(of: .connect(userId: 3, link: planned), on: carol) == .unknownChat, "a one-time link connects once")

        let sent = try await carol.send(.direct(try #require(carolSees.first).contactId), [ComposedMessage(msgContent: .text(text: "hi alice"))])
        #expect(sent.count == 1)
        let page = try await fixture.store.chat(.direct(try #require(aliceSees.first).contactId), .last(count: 10)).chat.chatItems
        #expect(page.last?.meta.itemText == "hi alice", "the new contacts' chats are linked")
    }

    @Test("rule: an address is made once; connecting by it is a contact request its owner accepts or rejects")
    func addressesAndRequests() async throws {
        let (fixture, carol) = try await Self.withCarol()
        #expect(await StoreFixture.kind(of: .showAddress(userId: 1), on: fixture.store) == .unknownChat)
        guard case let .userContactLinkCreated(link, _) = try await fixture.store.execute(.createAddress(userId: 1)) else { Issue.record("no address"); return }
        #expect(await StoreFixture.kind(of: .createAddress(userId: 1), on: fixture.store) == .invalidCommand)
        guard case let .userContactLink(shown, _) = try await fixture.store.execute(.showAddress(userId: 1)) else { Issue.record("not shown"); return }
        #expect(shown.connLinkContact == link)

        guard case .sentInvitation = try await carol.execute(.connect(userId: 3, link: link)) else { Issue.record("not sent"); return }
        let requests = try await fixture.store.chats(userId: 1).compactMap { if case let .contactRequest(request) = $0.chatInfo { request } else { nil } }
        let request = try #require(requests.first)
        #expect(requests.count == 1 && request.profile.displayName == "carol")
        guard case let .acceptingContactRequest(contact, _) = try await fixture.store.execute(.acceptContact(contactRequestId: request.contactRequestId)) else {
            Issue.record("not accepted"); return
        }
        #expect(contact.profile.displayName == "carol")
        #expect(try await fixture.store.chats(userId: 1).allSatisfy { if case .contactRequest = $0.chatInfo { false } else { true } }, "the request is gone")
        #expect(try await Self.directChats(carol, 3).count == 1)

        _ = try await carol.execute(.connect(userId: 3, link: link))
        let again = try await fixture.store.chats(userId: 1).compactMap { if case let .contactRequest(request) = $0.chatInfo { request } else { nil } }
        guard case .contactRequestRejected = try await fixture.store.execute(.rejectContact(contactRequestId: try #require(again.first).contactRequestId)) else {
            Issue.record("not rejected"); return
        }
        #expect(try await Self.directChats(carol, 3).count == 1, "a rejected request makes no contact")
    }

    @Test("rule: a link that is not one of the store's is refused with why")
    func foreignLinks() async throws {
        let (fixture, _) = try await Self.withCarol()
        #expect(await StoreFixture.kind(of: .connectPlan(userId: 1, link: "https://simplex.chat/invitation#/?v=2"), on: fixture.store) == .unsupported)
        #expect(await StoreFixture.kind(of: .connectPlan(userId: 1, link: "https://parley.local/i#00ff"), on: fixture.store) == .unknownChat)
    }
}
