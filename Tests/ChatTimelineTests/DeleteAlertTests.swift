import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// The single item's delete alert (simplex-view-logic §4.3): "Delete for me" always; the
/// broadcast button when the core says the item is deletable, not in notes and not for a report,
/// "Delete for everyone" with the chat's full delete on, else "Mark deleted for everyone".
@Suite struct DeleteAlertTests {
    static let bobWithoutFullDelete = Fixtures.bob.chatInfo.withContact { $0.mergedPreferences.fullDelete.enabled.forUser = false }
    static let teamWithFullDelete = Fixtures.team.chatInfo.withGroup { $0.fullGroupPreferences.fullDelete.enable = .on }

    static let cases: [(rule: String, item: ChatItem, chat: ChatInfo, buttons: [Alert.Button])] = [
        ("notes: no broadcast button, though full delete is always on there", ChatItems.text(1, direction: .localSnd), Fixtures.notes, [.deleteForMe]),
        ("a report: no broadcast button", ChatItems.text(1, direction: .groupSnd).with(.report(reason: .spam, text: "spam")), teamWithFullDelete,
         [.deleteForMe]),
        ("a group with full delete off: mark deleted for everyone", ChatItems.text(1, direction: .groupSnd), Fixtures.team.chatInfo,
         [.deleteForMe, .markDeletedForEveryone]),
        ("a group with full delete on: delete for everyone", ChatItems.text(1, direction: .groupSnd), teamWithFullDelete,
         [.deleteForMe, .deleteForEveryone]),
        ("a contact without full delete for the user: mark deleted for everyone", ChatItems.text(1, direction: .directSnd), bobWithoutFullDelete,
         [.deleteForMe, .markDeletedForEveryone]),
        ("a contact with full delete for the user: delete for everyone", ChatItems.text(1, direction: .directSnd), Fixtures.bob.chatInfo,
         [.deleteForMe, .deleteForEveryone]),
    ]

    @Test(arguments: cases)
    func broadcastButton(rule: String, item: ChatItem, chat: ChatInfo, buttons: [Alert.Button]) {
        let alert = Alert.delete(.row([item]), context: MenuContext(chatInfo: chat))
        #expect(alert.title == "Delete message?", "\(rule)")
        #expect(alert.buttons == buttons + [.cancel], "\(rule)")
    }

    static let selections: [(rule: String, count: Int, forEveryone: Bool, chat: ChatInfo, title: String, buttons: [Alert.Button])] = [
        ("one selected, for me only", 1, false, teamWithFullDelete, "Delete message?", [.deleteForMe]),
        ("three selected in a group with full delete on", 3, true, teamWithFullDelete, "Delete 3 messages?", [.deleteForMe, .deleteForEveryone]),
        ("three selected in a group with full delete off: mark deleted", 3, true, Fixtures.team.chatInfo, "Delete 3 messages?", [.deleteForMe, .markDeletedForEveryone]),
        ("two selected, a contact without full delete for the user", 2, true, bobWithoutFullDelete, "Delete 2 messages?", [.deleteForMe, .markDeletedForEveryone]),
    ]

    /// simplex-view-logic §5: the selection's delete alert, the same in both faces.
    @Test(arguments: selections)
    func deleteSelected(rule: String, count: Int, forEveryone: Bool, chat: ChatInfo, title: String, buttons: [Alert.Button]) {
        let alert = Alert.deleteSelected(count: count, forEveryone: forEveryone, context: MenuContext(chatInfo: chat, selecting: true))
        #expect(alert.title == title, "\(rule)")
        #expect(alert.buttons == buttons + [.cancel], "\(rule)")
    }

    static let archives: [(rule: String, count: Int, chat: ChatInfo, title: String, buttons: [Alert.Button])] = [
        ("an active moderator archives one for me or for all moderators", 1, Fixtures.team.chatInfo, "Archive report?", [.archiveForMe, .archiveForAllModerators]),
        ("two reports", 2, Fixtures.team.chatInfo, "Archive 2 reports?", [.archiveForMe, .archiveForAllModerators]),
        ("a membership not active: for me only", 1, Fixtures.team.chatInfo.withGroup { $0.membership.memberStatus = .removed }, "Archive report?", [.archiveForMe]),
    ]

    /// simplex-view-logic §4.2 "Archive report": for me, and for all moderators while the
    /// user's membership is active.
    @Test(arguments: archives)
    func archiveReports(rule: String, count: Int, chat: ChatInfo, title: String, buttons: [Alert.Button]) {
        let alert = Alert.archiveReports(count: count, context: MenuContext(chatInfo: chat))
        #expect(alert.title == title, "\(rule)")
        #expect(alert.buttons == buttons + [.cancel], "\(rule)")
    }

    /// What each button's deletion is: for me, for everyone, an archive for me or for all.
    @Test(arguments: [(Alert.Button.deleteForMe, CIDeleteMode?.some(.internal)), (.deleteForEveryone, .broadcast), (.markDeletedForEveryone, .broadcast),
                      (.archiveForMe, .internalMark), (.archiveForAllModerators, .broadcast), (.delete, nil), (.cancel, nil)])
    func deleteMode(button: Alert.Button, mode: CIDeleteMode?) {
        #expect(button.deleteMode == mode)
    }
}
