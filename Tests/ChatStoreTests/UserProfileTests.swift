import ChatBackend
import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The user's profile (`/_profile`): the new name is stored, the contacts in the other local
/// profiles see it, the same profile changes nothing, and an empty or taken name is refused.
@Suite struct UserProfileTests {
    @Test func aNewNameReachesTheContactsCopies() async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let events = await bob.events()
        var profile = StoreFixture.user.profile.profile
        profile.displayName = "ally"
        guard case let .userProfileUpdated(from, to, summary, user) = try await fixture.store.execute(.updateProfile(userId: 1, profile)) else {
            Issue.record("expected userProfileUpdated")
            return
        }
        #expect(from.displayName == StoreFixture.user.profile.displayName && to.displayName == "ally" && user.localDisplayName == "ally")
        #expect(summary.updateSuccesses == 1)
        await fixture.ticker.sleepers(1)
        fixture.ticker.advance(by: .seconds(1))
        guard case let .contactUpdated(_, contact, owner)? = await first(1, of: events).first else {
            Issue.record("bob is told at his connection's next poll")
            return
        }
        #expect(contact.profile.displayName == "ally" && owner.userId == 2)
        guard case let .direct(stored) = try #require(try await bob.chats(userId: 2).first { $0.chatInfo.chatRef == .direct(3) }).chatInfo else {
            Issue.record("bob's contact")
            return
        }
        #expect(stored.profile.displayName == "ally")
        guard case let .activeUser(active) = try await fixture.store.execute(.showActiveUser) else { return }
        #expect(active.profile.displayName == "ally")
    }

    @Test func theSameProfileChangesNothing() async throws {
        let fixture = try await StoreFixture.seeded()
        let response = try await fixture.store.execute(.updateProfile(userId: 1, StoreFixture.user.profile.profile))
        guard case .userProfileNoChange = response else {
            Issue.record("expected userProfileNoChange, got \(response)")
            return
        }
    }

    @Test(arguments: ["", "   ", "bob"]) func anEmptyOrTakenNameIsRefused(_ name: String) async throws {
        let (fixture, _) = try await StoreFixture.twoProfiles()
        var profile = StoreFixture.user.profile.profile
        profile.displayName = name
        #expect(await StoreFixture.kind(of: .updateProfile(userId: 1, profile), on: fixture.store) != nil)
    }
}
