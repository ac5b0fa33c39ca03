import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// Collapsed-row texts (simplex-view-logic §2.6) for the runs `PreloadAndCollapsedTextTests`
/// leaves out: sent group events and chat features.
@Suite struct CollapsedRowTextTests {
    static let profile = Profile(displayName: "erin", fullName: "")

    static func sent(_ id: Int64, _ event: SndGroupEvent) -> ChatItem {
        ChatItems.text(id, direction: .groupSnd).with(.sndGroupEvent(sndGroupEvent: event))
    }

    static func feature(_ id: Int64, _ feature: ChatFeature, sent: Bool = false) -> ChatItem {
        let enabled = PrefEnabled(forContact: true, forUser: true)
        return ChatItems.text(id, direction: sent ? .directSnd : .directRcv)
            .with(sent ? .sndChatFeature(enabled: enabled, feature: feature, param: nil) : .rcvChatFeature(enabled: enabled, feature: feature, param: nil))
    }

    static let runs: [(rule: String, items: [ChatItem], count: Int, text: String?)] = [
        ("sent group events name no connections: 'N group events'",
         [sent(1, .memberDeleted(groupMemberId: 2, profile: profile)), sent(2, .memberRole(groupMemberId: 2, profile: profile, role: .admin)),
          sent(3, .memberBlocked(blocked: true, groupMemberId: 2, profile: profile))], 3, "3 group events"),
        ("a sent group event alone is shown as itself", [sent(1, .memberDeleted(groupMemberId: 2, profile: profile))], 1, nil),
        ("a run of chat features has no text: its row shows the features' icons (seed §9 Items 'merged feature icons')",
         [feature(1, .voice), feature(2, .reactions, sent: true), feature(3, .calls)], 3, nil),
    ]

    /// `items` oldest first, collapsed into one row of `count` items.
    @Test(arguments: runs)
    func collapsedRunText(rule: String, items: [ChatItem], count: Int, text: String?) {
        let row = MergedRow.rows(items)[0]
        #expect(row.items.count == count, "\(rule): the run is one row")
        #expect(CollapsedRowText.text(row) == text, "\(rule)")
    }
}
