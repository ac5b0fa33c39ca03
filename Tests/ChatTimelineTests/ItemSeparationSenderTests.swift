import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// `getItemSeparation`'s same sender (simplex-view-logic §2.2, `sameMemberAndDirection`): both
/// from one member, both from the channel, otherwise equally sent; another sender is a large gap.
@Suite struct ItemSeparationSenderTests {
    static let alice = CIDirection.groupRcv(groupMember: Fixtures.teamMember("alice"))
    static let bob = CIDirection.groupRcv(groupMember: Fixtures.teamMember("bob"))

    static let cases: [(rule: String, older: CIDirection, newer: CIDirection, largeGap: Bool)] = [
        ("both channelRcv: the channel is one sender", .channelRcv, .channelRcv, false),
        ("both groupRcv from one member", alice, alice, false),
        ("both groupRcv from two members: another sender", alice, bob, true),
        ("a channel post after the user's own post: not equally sent", .groupSnd, .channelRcv, true),
        ("the user's own post after a channel post: not equally sent", .channelRcv, .groupSnd, true),
        ("a channel post after a member's item: neither sent, equally sent (§2.2 'else equal sent')", alice, .channelRcv, false),
    ]

    /// Items 10 s apart in one minute, so only the sender decides the large gap.
    @Test(arguments: cases)
    func largeGapFollowsTheSender(rule: String, older: CIDirection, newer: CIDirection, largeGap: Bool) {
        let base = ChatItems.time(0)
        let separation = ItemSeparation(item: ChatItems.text(1, at: base, direction: older),
                                        newer: ChatItems.text(2, at: base.addingTimeInterval(10), direction: newer), environment: .utc)
        #expect(separation.hasLargeGap == largeGap, "\(rule)")
        #expect(separation.showsTimestamp == largeGap, "\(rule): the time shows after a large gap only, within one minute")
    }
}
