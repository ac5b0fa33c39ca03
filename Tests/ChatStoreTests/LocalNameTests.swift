import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Issue 36 D9: local names unique per profile, as the core makes them (`withLocalDisplayName`):
/// a second `Book Club` is `Book Club_1`, a second contact `kim` is `kim_1`, for contacts and
/// groups alike, so every chat can be named in a command.
@Suite struct LocalNameTests {
    @Test("withLocalDisplayName: free as it is, else one more than the highest suffix taken", arguments: [
        ("kim", [String](), "kim"), ("kim", ["kim"], "kim_1"), ("kim", ["kim", "kim_1"], "kim_2"), ("kim", ["kim_1"], "kim_2"),
        ("kim", ["kim", "kim_2"], "kim_3"), ("Book Club", ["Book Club"], "Book Club_1"), ("kim", ["kim", "kim_01", "kim_x"], "kim_1"),
        ("kim_1", ["kim_1"], "kim_1_1"), ("kim", ["kimberly", "kim "], "kim"), ("kim", ["kim", "kim_1", "kim_1_1"], "kim_2"),
    ])
    func withLocalDisplayName(name: String, taken: [String], unique: String) {
        #expect(LocalDisplayName.unique(name, taken: Set(taken)) == unique)
    }

    static func newGroup(_ store: ChatStore, _ name: String) async throws -> GroupInfo {
        guard case let .groupCreated(group, _) = try await store.execute(.newGroup(userId: 1, profile: GroupProfile(displayName: name, fullName: ""))) else {
            throw ChatBackendError(.invalidCommand, "expected the new group")
        }
        return group
    }

    @Test("A second group of one name, or a group named as a contact, gets the next local name; the display name stays")
    func groups() async throws {
        let fixture = try await StoreFixture.seeded()
        let first = try await Self.newGroup(fixture.store, "Book Club")
        let second = try await Self.newGroup(fixture.store, "Book Club")
        #expect([first.localDisplayName, second.localDisplayName] == ["Book Club", "Book Club_1"])
        #expect(second.groupProfile.displayName == "Book Club")
        let contactName = StoreFixture.contact.localDisplayName
        #expect(try await Self.newGroup(fixture.store, contactName).localDisplayName == contactName + "_1")
        guard case let .groupUpdated(_, _, _, renamed, _) = try await fixture.store.execute(.updateGroupProfile(groupId: second.groupId, profile: GroupProfile(displayName: "Readers", fullName: ""))) else {
            Issue.record("expected the renamed group")
            return
        }
        #expect(renamed.localDisplayName == "Readers")
        #expect(try await Self.newGroup(fixture.store, "Book Club").localDisplayName == "Book Club_1", "a renamed group gives its local name back")
    }

    @Test("A profile that connects twice is a second contact kim_1, in both profiles' names")
    func contacts() async throws {
        let (fixture, carol) = try await ConnectingTests.withCarol()
        for _ in 0..<2 {
            guard case let .invitation(link, _, _) = try await fixture.store.execute(.addContact(userId: 1)) else { Issue.record("no invitation"); return }
            _ = try await carol.execute(.connect(userId: 3, link: link))
        }
        let aliceNames = try await ConnectingTests.directChats(fixture.store, 1).filter { $0.profile.displayName == "carol" }.map(\.localDisplayName)
        let carolNames = try await ConnectingTests.directChats(carol, 3).map(\.localDisplayName)
        #expect(aliceNames.sorted() == ["carol", "carol_1"])
        let aliceName = StoreFixture.user.localDisplayName
        #expect(carolNames.sorted() == [aliceName, aliceName + "_1"])
    }

    @Test("An invited profile's copy of a group is named among its own names")
    func invitedCopy() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        _ = try await Self.newGroup(bob, "Small")
        let (_, copy) = try await LocalDeliveryTests.inviteBob(fixture.store, bob)
        #expect(copy.localDisplayName == "Small_1" && copy.groupProfile.displayName == "Small")
        let invitation = try #require(try await LocalDeliveryTests.page(bob, .direct(3)).last)
        guard case let .rcvGroupInvitation(details, _) = invitation.content else { Issue.record("no invitation"); return }
        #expect(details.localDisplayName == "Small_1")
    }
}
