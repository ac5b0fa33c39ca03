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
}
