import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing

/// Group commands by the role rules: listing members, changing roles, blocking for all,
/// removing with messages, leaving, the profile, and new groups.
@Suite struct GroupCommandTests {
    /// The demo group's members (alice admin #2, bob member #3, …), taken from its items.
    static var demoMembers: [GroupMember] { StoreFixture.demo.chatItems.senders }

    static func seeded(userRole: GroupMemberRole = .owner, channel: Bool = false) async throws -> StoreFixture {
        let fixture = try await StoreFixture.seeded()
        guard case .group(let scope, var group) = StoreFixture.demo.chatInfo else { throw ChatBackendError(.unknownChat, "the demo chat is a group") }
        group.membership.memberRole = userRole
        group.useRelays = channel
        try await fixture.store.addChat(.group(groupChatScope: scope, groupInfo: group))
        try await fixture.store.addMembers(demoMembers, groupId: 1)
        return fixture
    }

    static func members(_ store: ChatStore, groupId: Int64 = 1) async throws -> [GroupMember] {
        guard case let .groupMembers(group, _) = try await store.execute(.members(groupId: groupId)) else { return [] }
        return group.members
    }

    @Test func membersAreListedInTheOrderTheyWereAdded() async throws {
        let fixture = try await Self.seeded()
        let members = try await Self.members(fixture.store)
        #expect(members.map(\.memberProfile.displayName).prefix(2) == ["alice", "bob"])
        #expect(members.count == Self.demoMembers.count)
    }

    @Test func rolesChangeUpToTheUsersOwn() async throws {
        let owner = try await Self.seeded()
        guard case let .membersRoleUser(_, changed, _, role, _) = try await owner.store.execute(.setMembersRole(groupId: 1, groupMemberIds: [3], role: .admin)) else {
            Issue.record("expected the role change")
            return
        }
        #expect(role == .admin && changed.map(\.memberRole) == [.admin])
        #expect(try await Self.members(owner.store).first { $0.groupMemberId == 3 }?.memberRole == .admin, "the change is stored")

        let admin = try await Self.seeded(userRole: .admin)
        #expect(await StoreFixture.kind(of: .setMembersRole(groupId: 1, groupMemberIds: [3], role: .owner), on: admin.store) == .notAllowed, "above the user's own role")
        #expect(await StoreFixture.kind(of: .setMembersRole(groupId: 1, groupMemberIds: [3], role: .moderator), on: admin.store) == nil)

        let moderator = try await Self.seeded(userRole: .moderator)
        #expect(await StoreFixture.kind(of: .setMembersRole(groupId: 1, groupMemberIds: [3], role: .observer), on: moderator.store) == .notAllowed, "moderators change no roles")
        #expect(await StoreFixture.kind(of: .setMembersRole(groupId: 1, groupMemberIds: [99], role: .observer), on: owner.store) == .unknownItem)
    }

    @Test func onlyMembersBelowModeratorAreBlockedForAll() async throws {
        let fixture = try await Self.seeded(userRole: .moderator)
        #expect(await StoreFixture.kind(of: .blockMembersForAll(groupId: 1, groupMemberIds: [2], blocked: true), on: fixture.store) == .notAllowed, "alice is an admin")
        _ = try await fixture.store.execute(.blockMembersForAll(groupId: 1, groupMemberIds: [3], blocked: true))
        #expect(try await Self.members(fixture.store).first { $0.groupMemberId == 3 }?.blockedByAdmin == true)
        _ = try await fixture.store.execute(.blockMembersForAll(groupId: 1, groupMemberIds: [3], blocked: false))
        #expect(try await Self.members(fixture.store).first { $0.groupMemberId == 3 }?.blockedByAdmin == false)
    }

    @Test func removingWithMessagesDeletesOnlyThatMembersItems() async throws {
        let fixture = try await Self.seeded()
        let before = try await fixture.store.chat(.group(1), .last(count: 100)).chat.chatItems
        _ = try await fixture.store.execute(.removeMembers(groupId: 1, groupMemberIds: [3], withMessages: true))
        let after = try await fixture.store.chat(.group(1), .last(count: 100)).chat.chatItems
        #expect(after.dropLast().map(\.meta.itemId) == before.filter { $0.chatDir.member?.groupMemberId != 3 }.map(\.meta.itemId))
        #expect(after.last?.meta.itemText.hasPrefix("removed ") == true, "the removal is the newest item")
        #expect(after.count < before.count, "bob had items")
        #expect(try await Self.members(fixture.store).first { $0.groupMemberId == 3 }?.memberStatus == .removed)
        #expect(await StoreFixture.kind(of: .removeMembers(groupId: 1, groupMemberIds: [2]), on: try await Self.seeded(userRole: .moderator).store) == .notAllowed,
                "moderators remove no one")
    }

    @Test func theOnlyOwnerOfAChannelCannotLeaveIt() async throws {
        let channel = try await Self.seeded(channel: true)
        #expect(await StoreFixture.kind(of: .leaveGroup(groupId: 1), on: channel.store) == .notAllowed)
        let group = try await Self.seeded()
        guard case let .leftMemberUser(info, _) = try await group.store.execute(.leaveGroup(groupId: 1)) else {
            Issue.record("expected leaving")
            return
        }
        #expect(info.membership.memberStatus == .left)
    }

    @Test func onlyOwnersChangeTheProfile() async throws {
        let profile = GroupProfile(description: "Welcome to the *team*!", displayName: "Team2", fullName: "The team")
        #expect(await StoreFixture.kind(of: .updateGroupProfile(groupId: 1, profile: profile), on: try await Self.seeded(userRole: .admin).store) == .notAllowed)
        let fixture = try await Self.seeded()
        guard case let .groupUpdated(from, _, _, to, _) = try await fixture.store.execute(.updateGroupProfile(groupId: 1, profile: profile)) else {
            Issue.record("expected the update")
            return
        }
        #expect(from.groupProfile.displayName == "Team" && to.groupProfile.description == "Welcome to the *team*!")
        guard case let .groupInfo(stored, _) = try await fixture.store.execute(.groupInfo(groupId: 1)) else { Issue.record("unexpected response"); return }
        #expect(stored.localDisplayName == "Team2")
    }

    @Test func theMemberCountFollowsTheMembers() async throws {
        let fixture = try await Self.seeded()
        func count() async throws -> Int64? {
            guard case let .groupInfo(info, _) = try await fixture.store.execute(.groupInfo(groupId: 1)) else { return nil }
            return info.groupSummary.currentMembers
        }
        let before = try #require(try await count())
        #expect(before == Int64(Self.demoMembers.filter(\.memberStatus.isCurrent).count + 1), "the current members and the user")
        _ = try await fixture.store.execute(.removeMembers(groupId: 1, groupMemberIds: [3]))
        #expect(try await count() == before - 1)
    }

    @Test func preferencesInTheProfileChangeWhatTheGroupAllows() async throws {
        let fixture = try await Self.seeded()
        #expect(StoreFixture.demo.chatInfo.fullDeleteEnabled == false)
        var profile = GroupProfile(displayName: "Team", fullName: "")
        profile.groupPreferences = GroupPreferences(fullDelete: GroupPreference(enable: .on), reactions: GroupPreference(enable: .off))
        _ = try await fixture.store.execute(.updateGroupProfile(groupId: 1, profile: profile))
        guard case let .groupInfo(stored, _) = try await fixture.store.execute(.groupInfo(groupId: 1)) else { Issue.record("unexpected response"); return }
        #expect(stored.fullGroupPreferences.fullDelete.enable == .on && stored.fullGroupPreferences.reactions.enable == .off)
        #expect(stored.fullGroupPreferences.voice.enable == .on, "what the profile leaves out stays")
        let sent = try await fixture.store.send(.group(1), [ComposedMessage(msgContent: .text(text: "gone for good"))])
        let id = try #require(sent.first?.chatItem.meta.itemId)
        guard case let .chatItemsDeleted(_, deletions, _, _) = try await fixture.store.execute(.deleteItems(.group(1), itemIds: [id], mode: .broadcast)) else { Issue.record("unexpected response"); return }
        #expect(deletions.first?.toChatItem == nil, "full deletion is now on: the item is removed")
    }

    @Test func aNewGroupIsOwnedByTheUser() async throws {
        let fixture = try await StoreFixture.seeded()
        guard case let .groupCreated(info, _) = try await fixture.store.execute(.newGroup(userId: 1, profile: GroupProfile(displayName: "Book club", fullName: ""))) else {
            Issue.record("expected a new group")
            return
        }
        #expect(info.groupId == 2 && info.membership.memberRole == .owner && info.membership.memberStatus == .creator)
        #expect(try await Self.members(fixture.store).count == 0, "#1 has no stored members")
        guard case let .groupMembers(group, _) = try await fixture.store.execute(.members(groupId: 2)) else { Issue.record("unexpected response"); return }
        #expect(group.members.isEmpty && group.groupInfo.groupProfile.displayName == "Book club")
    }
}
