import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The menu's Info (seed 000 "ChatItemInfoView"): the item's times, where it was forwarded
/// from, each member's delivery status, the earlier versions; sections without lines left out.
@Suite struct ItemInfoSectionsTests {
    static let environment = TimelineEnvironment(now: ChatItems.time(0), timeZone: TimeZone(identifier: "UTC") ?? .gmt, locale: Locale(identifier: "en_US_POSIX"))
    static let alice = Fixtures.teamMember("alice")

    static func item(edited: Bool = false, direction: CIDirection = .groupSnd) -> AChatItem {
        var item = ChatItems.text(1, "now", direction: direction)
        item.meta.itemEdited = edited
        return AChatItem(chatInfo: Fixtures.team.chatInfo, chatItem: item)
    }

    static let cases: [(rule: String, item: AChatItem, info: ChatItemInfo, kinds: [ItemInfoSections.Kind], lines: Int)] = [
        ("a plain item: only when it was sent", item(), ChatItemInfo(), [.times], 1),
        ("an edited item: sent and edited", item(edited: true), ChatItemInfo(), [.times], 2),
        ("a forwarded item names the chat it came from", item(), ChatItemInfo(forwardedFromChatItem: AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: ChatItems.text(9, "there"))),
         [.times, .forwardedFrom], 2),
        ("delivery to each member", item(), ChatItemInfo(memberDeliveryStatuses: [MemberDeliveryStatus(groupMemberId: alice.groupMemberId, memberDeliveryStatus: .sent),
                                                                                  MemberDeliveryStatus(groupMemberId: 999, memberDeliveryStatus: .new)]),
         [.times, .delivery], 3),
        ("a received item: sent and received", item(direction: .groupRcv(groupMember: alice)), ChatItemInfo(), [.times], 2),
        ("a note saved from a chat", item(direction: .localSnd), ChatItemInfo(forwardedFromChatItem: AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: ChatItems.text(9, "there"))),
         [.times, .savedFrom], 2),
        ("no statuses: no delivery section", item(), ChatItemInfo(memberDeliveryStatuses: []), [.times], 1),
        ("earlier versions in the history", item(edited: true), ChatItemInfo(itemVersions: [
            ChatItemVersion(chatItemVersionId: 1, createdAt: ChatItems.time(1), itemVersionTs: ChatItems.time(1), msgContent: .text(text: "before")),
        ]), [.times, .history], 3),
    ]

    @Test(arguments: cases)
    func sections(rule: String, item: AChatItem, info: ChatItemInfo, kinds: [ItemInfoSections.Kind], lines: Int) {
        let sections = ItemInfoSections(item: item, info: info, members: [Self.alice], environment: Self.environment).sections
        #expect(sections.map(\.kind) == kinds, "\(rule)")
        #expect(sections.map(\.lines.count).reduce(0, +) == lines, "\(rule)")
    }

    @Test(arguments: [(CIDirection.groupSnd, "Sent message", "Sent at"), (.groupRcv(groupMember: alice), "Received message", "Sent at"),
                      (.localSnd, "Saved message", "Created at")])
    func titleAndFirstTimeNameTheItemsKind(direction: CIDirection, title: String, first: String) {
        let info = ItemInfoSections(item: Self.item(direction: direction), info: ChatItemInfo(), members: [], environment: Self.environment)
        #expect(info.title == title)
        #expect(info.sections.first?.lines.first?.label == first)
    }

    @Test func theShownVersionIsCurrent() {
        let versions = [1, 2].map { ChatItemVersion(chatItemVersionId: $0, createdAt: ChatItems.time($0), itemVersionTs: ChatItems.time($0), msgContent: .text(text: "v\($0)")) }
        let info = ItemInfoSections(item: Self.item(edited: true), info: ChatItemInfo(itemVersions: versions), members: [], environment: Self.environment)
        let history = info.sections.last?.lines.map(\.label) ?? []
        #expect(history.count == 2)
        #expect(history.first?.hasSuffix(" (current)") == true)
        #expect(history.last?.hasSuffix(" (current)") == false)
    }

    @Test func linesNameWhatTheyShow() {
        let info = ChatItemInfo(forwardedFromChatItem: AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: ChatItems.text(9, "there")),
                                memberDeliveryStatuses: [MemberDeliveryStatus(groupMemberId: Self.alice.groupMemberId, memberDeliveryStatus: .sent),
                                                         MemberDeliveryStatus(groupMemberId: 999, memberDeliveryStatus: .new)])
        let sections = ItemInfoSections(item: Self.item(), info: info, members: [Self.alice], environment: Self.environment).sections
        #expect(sections[0].lines.map(\.label) == ["Sent at"])
        #expect(sections[0].lines[0].value.hasSuffix(Self.environment.timestampText(ChatItems.time(1))))
        #expect(sections[1].lines.map(\.label) == [Fixtures.bob.chatInfo.displayName])
        #expect(sections[1].lines.map(\.value) == ["there"])
        #expect(sections[2].lines.map(\.label) == [Self.alice.memberProfile.displayName, "member 999"])
        #expect(sections[2].lines.map(\.value) == ["sent", "new"])
        #expect(sections.map(\.kind.heading) == [nil, "Forwarded from", "Delivery"])
    }
}
