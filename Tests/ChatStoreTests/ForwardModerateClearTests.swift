import ChatBackend
@_spi(Seeding) import ChatStore
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Forwarding, moderation of members' items (role rules) and clearing a chat.
@Suite struct ForwardModerateClearTests {
    @Test func forwardedItemsSayWhereTheyCameFrom() async throws {
        let fixture = try await StoreFixture.seeded()
        let store = fixture.store
        guard case let .forwardPlan(ids, confirmation, count, _) = try await store.execute(.forwardPlan(from: .group(1), itemIds: [2, 3, 6])) else {
            Issue.record("expected a forward plan")
            return
        }
        #expect(ids == [2, 3] && confirmation == nil && count == 3, "the deleted item 6 is left out")
        guard case let .newChatItems(items, _) = try await store.execute(.forward(to: .direct(2), from: .group(1), itemIds: [3, 2])) else {
            Issue.record("expected new items")
            return
        }
        #expect(items.map(\.chatItem.meta.itemText) == ["Good morning! The *release* is _today_.", "Is the changelog at https://simplex.chat ready?"], "oldest first")
        #expect(items.first?.chatItem.meta.itemForwarded == .group(chatItemId: 2, chatName: "Team", groupId: 1, msgDir: .rcv))
        #expect(items.first?.chatItem.chatDir == .directSnd)
        #expect(await StoreFixture.kind { try await store.execute(.forward(to: .direct(2), from: .group(1), itemIds: [6])) } == .notAllowed)
        let forwarded = try #require(items.first?.chatItem.meta.itemId)
        guard case let .chatItemInfo(_, info, _) = try await store.execute(.getItemInfo(.direct(2), itemId: forwarded)) else { Issue.record("unexpected response"); return }
        #expect(info.forwardedFromChatItem?.chatItem.meta.itemId == 2, "item info names the original")
    }

    @Test func moderationFollowsRoles() async throws {
        let fixture = try await StoreFixture.seeded()
        let store = fixture.store
        guard case let .chatItemsDeleted(_, deletions, _, _) = try await store.execute(.deleteMemberItems(groupId: 1, itemIds: [3])) else {
            Issue.record("expected deletions")
            return
        }
        guard case .moderated? = deletions.first?.toChatItem?.chatItem.meta.itemDeleted else {
            Issue.record("the owner moderates bob's message: marked moderated (the group has full delete off)")
            return
        }
        guard case let .chatItemsDeleted(_, own, _, _) = try await store.execute(.deleteMemberItems(groupId: 1, itemIds: [4])),
              case .moderated? = own.first?.toChatItem?.chatItem.meta.itemDeleted else {
            Issue.record("D10, the core's condition: a moderator's own item in a batch is moderated too (memberToModerate of groupSnd)")
            return
        }
    }

    @Test func aModeratorCannotModerateAnAdmin() async throws {
        let fixture = try await StoreFixture.seeded()
        guard case .group(let scope, var group) = StoreFixture.demo.chatInfo else { Issue.record("unexpected response"); return }
        group.membership.memberRole = .moderator
        try await fixture.store.addChat(.group(groupChatScope: scope, groupInfo: group))
        do {
            _ = try await fixture.store.execute(.deleteMemberItems(groupId: 1, itemIds: [2]))
            Issue.record("alice is an admin")
        } catch {
            #expect(error.message == "alice is admin: your role is too low to moderate them")
        }
        _ = try await fixture.store.execute(.deleteMemberItems(groupId: 1, itemIds: [3]))
    }

    @Test func clearingEmptiesTheChat() async throws {
        let fixture = try await StoreFixture.seeded(contactItems: 20)
        guard case .chatCleared = try await fixture.store.execute(.clearChat(.direct(2))) else {
            Issue.record("expected chatCleared")
            return
        }
        #expect(try await fixture.store.chat(.direct(2), .last(count: 50)).chat.chatItems.isEmpty)
        #expect(try await fixture.store.chat(.group(1), .last(count: 50)).chat.chatItems.count == 7, "other chats keep their items")
    }
}
