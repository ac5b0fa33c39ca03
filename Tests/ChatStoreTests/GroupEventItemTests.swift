import ChatBackend
import ChatStore
import Foundation
import SimpleXModel
import Testing

/// Role changes, blocks and removals leave their event in every copy's timeline, as the core
/// writes them, the profile as `profileToText` names it (`SndGroupEvent` for the one who acts, `RcvGroupEvent` for the others; trial
/// defect D16).
@Suite struct GroupEventItemTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var command: @Sendable (Int64, Int64) -> ChatCommand
        var sent: String
        var received: String
        var testDescription: String { sent }
    }

    static let cases: [Case] = [
        Case(command: { .setMembersRole(groupId: $0, groupMemberIds: [$1], role: .admin) }, sent: "changed role of bob (Bob) to admin", received: "changed your role to admin"),
        Case(command: { .blockMembersForAll(groupId: $0, groupMemberIds: [$1], blocked: true) }, sent: "blocked bob (Bob)", received: "blocked bob (Bob)"),
        Case(command: { .removeMembers(groupId: $0, groupMemberIds: [$1]) }, sent: "removed bob (Bob)", received: "removed you"),
    ]

    @Test(arguments: cases) func aMemberChangeIsAnEventInEveryCopy(_ change: Case) async throws {
        let (fixture, bob) = try await StoreFixture.twoProfiles()
        let (group, copy) = try await LocalDeliveryTests.inviteBob(fixture.store, bob)
        _ = try await bob.execute(.joinGroup(groupId: copy.groupId))
        let bobInAlices = try #require(try await GroupCommandTests.members(fixture.store, groupId: group.groupId).first { $0.memberProfile.displayName == "bob" })
        _ = try await fixture.store.execute(change.command(group.groupId, bobInAlices.groupMemberId))

        let own = try #require(try await LocalDeliveryTests.page(fixture.store, .group(group.groupId)).last)
        guard case .sndGroupEvent = own.content else {
            Issue.record("alice's timeline has the event: \(own.content)")
            return
        }
        #expect(own.meta.itemText == change.sent && own.chatDir == .groupSnd)

        let theirs = try #require(try await LocalDeliveryTests.page(bob, .group(copy.groupId)).last)
        guard case .rcvGroupEvent = theirs.content, case let .groupRcv(actor) = theirs.chatDir else {
            Issue.record("bob's copy has the event from alice: \(theirs.content)")
            return
        }
        #expect(theirs.meta.itemText == change.received && actor.memberProfile.displayName == "alice" && theirs.isUnread)
    }
}
