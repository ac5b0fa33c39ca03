import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// Selection mode (simplex-view-logic §5): toggling rows, and what the toolbar allows over the
/// selected items. The demo group "Team"; the user is its owner unless a case says otherwise.
@Suite struct SelectionTests {
    static let alice = Fixtures.teamMember("alice")
    static let bob = Fixtures.teamMember("bob")

    static func event(_ id: Int64) -> ChatItem {
        ChatItems.text(id, direction: .groupRcv(groupMember: alice)).with(.rcvGroupEvent(rcvGroupEvent: .memberConnected))
    }

    static let run = MergedRow.rows([event(1), event(2), event(3)])[0]

    static let toggles: [(rule: String, before: Set<Int64>, after: Set<Int64>)] = [
        ("a collapsed run selects all its items", [], [1, 2, 3]),
        ("a selected run is deselected as a whole", [1, 2, 3], []),
        ("a partly selected run selects the rest", [2], [1, 2, 3]),
        ("other selected items stay", [9], [1, 2, 3, 9]),
    ]

    @Test(arguments: toggles)
    func collapsedRunTogglesAllItsItems(rule: String, before: Set<Int64>, after: Set<Int64>) {
        #expect(Self.run.items.count == 3, "the three events collapse into one row")
        var selection = Selection(selectedIds: before)
        selection.toggle(Self.run)
        #expect(selection.selectedIds == after, "\(rule)")
    }

    /// 1 bob's report, 2 alice's report, 3 the user's report, 4 bob's message, 5 and 7 the
    /// user's messages, 6 the user's message the core no longer lets delete for everyone.
    static let window: ChatWindow = {
        let report = MsgContent.report(reason: .spam, text: "spam")
        var fixed = ChatItems.text(6, direction: .groupSnd)
        fixed.meta.deletable = false
        return .loaded([
            ChatItems.text(1, direction: .groupRcv(groupMember: bob)).with(report),
            ChatItems.text(2, direction: .groupRcv(groupMember: alice)).with(report),
            ChatItems.text(3, direction: .groupSnd).with(report),
            ChatItems.text(4, direction: .groupRcv(groupMember: bob)),
            ChatItems.text(5, direction: .groupSnd),
            fixed,
            ChatItems.text(7, direction: .groupSnd),
        ])
    }()

    static func toolbar(_ ids: Set<Int64>, role: GroupMemberRole = .owner, chat: ChatInfo = Fixtures.team.chatInfo) -> SelectionToolbar {
        Selection(selectedIds: ids).toolbar(in: window, context: MenuContext(chatInfo: chat.withRole(role)))
    }

    static let archiving: [(rule: String, toolbar: SelectionToolbar, archives: Bool)] = [
        ("members' reports for the owner", toolbar([1, 2]), true),
        ("members' reports for a moderator", toolbar([1, 2], role: .moderator), true),
        ("not for a plain member", toolbar([1], role: .member), false),
        ("not with the user's own report among them", toolbar([1, 3]), false),
        ("not with a message among them", toolbar([1, 4]), false),
        ("not when nothing is selected", toolbar([]), false),
    ]

    @Test(arguments: archiving)
    func archivesReports(rule: String, toolbar: SelectionToolbar, archives: Bool) {
        #expect(toolbar.archivesReports == archives, "\(rule)")
    }

    static let broadcast: [(rule: String, toolbar: SelectionToolbar, forEveryone: Bool)] = [
        ("all deletable: the user's own messages", toolbar([5, 7]), true),
        ("not with a received message", toolbar([4, 5]), false),
        ("not with an item the core does not let delete", toolbar([5, 6]), false),
        ("not with a report among them", toolbar([1, 5]), false),
        ("not in notes", toolbar([5, 7], chat: Fixtures.notes), false),
    ]

    @Test(arguments: broadcast)
    func deleteForEveryone(rule: String, toolbar: SelectionToolbar, forEveryone: Bool) {
        #expect(toolbar.deleteForEveryone == forEveryone, "\(rule)")
    }

    static let moderating: [(rule: String, toolbar: SelectionToolbar, enabled: Bool)] = [
        ("a member's message for the owner", toolbar([4]), true),
        ("the user's own messages with a member's", toolbar([4, 5]), true),
        ("disabled when all selected items are the user's own", toolbar([5, 7]), false),
        ("disabled with a report among them", toolbar([1, 4]), false),
        ("disabled for a plain member", toolbar([4], role: .member), false),
    ]

    @Test(arguments: moderating)
    func moderateEnabled(rule: String, toolbar: SelectionToolbar, enabled: Bool) {
        #expect(toolbar.moderateEnabled == enabled, "\(rule)")
    }

    static let visibility: [(rule: String, toolbar: SelectionToolbar, visible: Bool)] = [
        ("owners see moderate", toolbar([4]), true),
        ("admins see moderate", toolbar([4], role: .admin), true),
        ("D10: moderators moderate from the menu, not the toolbar (the apps' condition)", toolbar([4], role: .moderator), false),
        ("plain members do not", toolbar([4], role: .member), false),
        ("no moderate outside groups", toolbar([4], chat: Fixtures.bob.chatInfo), false),
    ]

    @Test(arguments: visibility)
    func moderateVisible(rule: String, toolbar: SelectionToolbar, visible: Bool) {
        #expect(toolbar.moderateVisible == visible, "\(rule)")
    }
}
