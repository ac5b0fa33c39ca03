import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Deleting chats by mode, the unread mark, member admission and settings, reports, and
/// profile-level commands: the profile list, switching, the profile's layout default and
/// message time to live, and the app's layout default.
@Suite struct ChatLifecycleTests {
    @Test(arguments: [
        ("full removes contact and conversation", ChatDeleteMode.full(notify: true), false, 0),
        ("entity keeps the conversation", .entity(notify: false), true, 5),
        ("messages keeps the contact, hidden until a new message", .messages, true, 0),
    ])
    func deletingAContact(rule: String, mode: ChatDeleteMode, kept: Bool, items: Int) async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 5)
        guard case .contactDeleted = try await fixture.store.execute(.deleteChat(.direct(2), mode: mode)) else {
            Issue.record("\(rule): expected contactDeleted")
            return
        }
        let page = try? await fixture.store.chat(.direct(2), .last(count: 10))
        #expect((page != nil) == kept, "\(rule)")
        #expect((page?.chat.chatItems.count ?? 0) == items, "\(rule)")
        let listed = try await fixture.store.chats(userId: 1).contains { $0.chatInfo.chatRef == .direct(2) }
        #expect(listed == (kept && items > 0), "\(rule): an empty deleted conversation is not listed")
    }

    @Test func onlyOwnersOrFormerMembersDeleteAGroup() async throws {
        let admin = try await GroupCommandTests.seeded(userRole: .admin)
        #expect(await StoreFixture.kind(of: .deleteChat(.group(1), mode: .full(notify: true)), on: admin.store) == .notAllowed)
        _ = try await admin.store.execute(.leaveGroup(groupId: 1))
        #expect(await StoreFixture.kind(of: .deleteChat(.group(1), mode: .full(notify: true)), on: admin.store) == nil, "after leaving")
        let owner = try await GroupCommandTests.seeded()
        _ = try await owner.store.execute(.deleteChat(.group(1), mode: .full(notify: true)))
        #expect(await StoreFixture.kind(of: .members(groupId: 1), on: owner.store) == .unknownChat)
        #expect(await StoreFixture.kind(of: .deleteChat(.local(1), mode: .full(notify: true)), on: owner.store) == .unknownChat)
    }

    @Test func unreadMarkIsClearedByReading() async throws {
        let fixture = try await StoreFixture.seeded()
        _ = try await fixture.store.execute(.markChatUnread(.direct(2), unread: true))
        #expect(try await fixture.store.chat(.direct(2), .last(count: 1)).chat.chatStats.unreadChat)
        _ = try await fixture.store.execute(.readChat(.direct(2)))
        #expect(try await fixture.store.chat(.direct(2), .last(count: 1)).chat.chatStats.unreadChat == false)
    }

    @Test func admissionAndMemberSettings() async throws {
        let fixture = try await GroupCommandTests.seeded(userRole: .moderator)
        var pending = try #require(try await GroupCommandTests.members(fixture.store).first { $0.memberRole == .member })
        pending.memberStatus = .pendingApproval
        try await fixture.store.addMembers([pending], groupId: 1)
        #expect(await StoreFixture.kind(of: .acceptMember(groupId: 1, groupMemberId: pending.groupMemberId, role: .admin), on: fixture.store) == .notAllowed,
                "not above the user's role")
        guard case let .memberAccepted(_, accepted, _) = try await fixture.store.execute(.acceptMember(groupId: 1, groupMemberId: pending.groupMemberId, role: .member)) else {
            Issue.record("expected the admission")
            return
        }
        #expect(accepted.memberStatus == .connected)
        #expect(await StoreFixture.kind(of: .acceptMember(groupId: 1, groupMemberId: pending.groupMemberId, role: .member), on: fixture.store) == .notAllowed,
                "only pending members are admitted")

        _ = try await fixture.store.execute(.setMemberSettings(groupId: 1, groupMemberId: pending.groupMemberId, settings: GroupMemberSettings(showMessages: false)))
        guard case let .groupMemberInfo(_, _, member, _) = try await fixture.store.execute(.memberInfo(groupId: 1, groupMemberId: pending.groupMemberId)) else { Issue.record("unexpected response"); return }
        #expect(member.memberSettings.showMessages == false)
    }

    @Test func reportsGoToModeratorsAndAreArchived() async throws {
        let fixture = try await GroupCommandTests.seeded()
        let received = try #require(StoreFixture.demo.chatItems.last { if case .groupRcv = $0.chatDir, case .rcvMsgContent = $0.content { true } else { false } })
        guard case let .newChatItems(reports, _) = try await fixture.store.execute(.report(groupId: 1, itemId: received.meta.itemId, reason: .spam, text: "ads")) else {
            Issue.record("expected the report")
            return
        }
        #expect(reports.first?.chatItem.quotedItem?.itemId == received.meta.itemId)
        let own = try #require(StoreFixture.demo.chatItems.first { $0.chatDir == .groupSnd })
        #expect(await StoreFixture.kind(of: .report(groupId: 1, itemId: own.meta.itemId, reason: .spam), on: fixture.store) == .notAllowed, "own messages are not reported")
        _ = try await fixture.store.execute(.archiveReports(groupId: 1))
        var noReports = GroupProfile(displayName: "Team", fullName: "")
        noReports.groupPreferences = GroupPreferences(reports: GroupPreference(enable: .off))
        _ = try await fixture.store.execute(.updateGroupProfile(groupId: 1, profile: noReports))
        #expect(await StoreFixture.kind(of: .report(groupId: 1, itemId: received.meta.itemId, reason: .spam), on: fixture.store) == .notAllowed,
                "a group with reports off refuses them")
        let archived = try await fixture.store.chat(.group(1), .last(count: 5), contentTag: .report).chat.chatItems
        #expect(!archived.isEmpty && archived.allSatisfy { $0.meta.itemDeleted != nil })
    }

    /// The menu's Archive report (`/_delete reports`): the one report marked deleted and
    /// answered as a deletion with its replacement; a message that is no report is refused.
    @Test func oneReportIsArchived() async throws {
        let fixture = try await GroupCommandTests.seeded()
        let received = try #require(StoreFixture.demo.chatItems.last { if case .groupRcv = $0.chatDir, case .rcvMsgContent = $0.content { true } else { false } })
        guard case let .newChatItems(reports, _) = try await fixture.store.execute(.report(groupId: 1, itemId: received.meta.itemId, reason: .spam, text: "ads")),
              let own = reports.first?.chatItem else {
            Issue.record("expected the report")
            return
        }
        #expect(await StoreFixture.kind(of: .deleteReports(groupId: 1, itemIds: [own.meta.itemId], mode: .internalMark), on: fixture.store) == .notAllowed,
                "the user's own report is not one a moderator archives")
        #expect(await StoreFixture.kind(of: .deleteReports(groupId: 1, itemIds: [received.meta.itemId], mode: .internalMark), on: fixture.store) == .notAllowed,
                "a message that is no report")
        guard case let .groupRcv(member) = received.chatDir else { return }
        let membersReport = ChatItems.text(2001, "spam", direction: .groupRcv(groupMember: member)).with(.report(reason: .spam, text: "spam"))
        try await fixture.store.importItems([membersReport], into: .group(1))
        guard case let .chatItemsDeleted(_, deletions, _, _) = try await fixture.store.execute(.deleteReports(groupId: 1, itemIds: [2001], mode: .internalMark)) else {
            Issue.record("expected the deletion")
            return
        }
        #expect(deletions.map(\.deletedChatItem.chatItem.meta.itemId) == [2001])
        #expect(deletions.first?.toChatItem?.chatItem.meta.itemDeleted != nil, "archived: marked deleted, still shown")
        let page = try await fixture.store.chat(.group(1), .last(count: 5), contentTag: .report).chat.chatItems
        #expect(page.first { $0.meta.itemId == 2001 }?.meta.itemDeleted != nil)
        #expect(page.contains { $0.meta.itemId == own.meta.itemId && $0.meta.itemDeleted == nil }, "the other report stays")
    }

    static let refusals: [(rule: String, userRole: GroupMemberRole, command: ChatCommand, kind: ChatBackendError.Kind)] = [
        ("nothing to send", .owner, .send(.direct(2), messages: []), .invalidCommand),
        ("a time to live is not negative", .owner, .setUserTTL(userId: 1, seconds: -1), .invalidCommand),
        ("no reactions on a deleted item", .owner, .reaction(.group(1), itemId: 6, add: true, reaction: .emoji(emoji: "👍")), .notAllowed),
        ("only moderators archive reports", .member, .archiveReports(groupId: 1), .notAllowed),
        ("observers only read", .observer, .send(.group(1), messages: [ComposedMessage(msgContent: .text(text: "hi"))]), .notAllowed),
    ]

    @Test(arguments: refusals)
    func refusalRules(rule: String, userRole: GroupMemberRole, command: ChatCommand, kind: ChatBackendError.Kind) async throws {
        let fixture = try await GroupCommandTests.seeded(userRole: userRole)
        #expect(await StoreFixture.kind(of: command, on: fixture.store) == kind, "\(rule)")
    }

    @Test func profilesAndTheirDefaults() async throws {
        let (fixture, _) = try await StoreFixture.twoProfiles()
        guard case let .usersList(users) = try await fixture.store.execute(.listUsers) else { Issue.record("unexpected response"); return }
        #expect(users.map(\.user.localDisplayName) == ["alice", "bob"] && users.map(\.user.activeUser) == [true, false])

        _ = try await fixture.store.execute(.setUserTheme(userId: 2, UIThemeEntityOverrides(chatLayout: .terminal)))
        guard case let .activeUser(bob) = try await fixture.store.execute(.setActiveUser(userId: 2)) else { Issue.record("unexpected response"); return }
        #expect(bob.activeUser && bob.uiThemes?.chatLayout == .terminal)
        #expect(try await fixture.store.chats(userId: 2).map(\.chatInfo.chatRef) == [.direct(3)], "commands now act as bob")

        _ = try await fixture.store.execute(.setUserTTL(userId: 2, seconds: 3600))
        guard case let .chatItemTTL(ttl, _) = try await fixture.store.execute(.getUserTTL(userId: 2)) else { Issue.record("unexpected response"); return }
        #expect(ttl == 3600)
        _ = try await fixture.store.send(.direct(3), [ComposedMessage(msgContent: .text(text: "expires"))])
        fixture.clock.advance(3601)
        #expect(try await fixture.store.chat(.direct(3), .last(count: 5)).chat.chatItems.isEmpty, "the profile's time to live applies")

        #expect(try await fixture.store.appChatLayout() == nil)
        try await fixture.store.setAppChatLayout(.terminal)
        #expect(try await fixture.store.appChatLayout() == .terminal)
    }
}
