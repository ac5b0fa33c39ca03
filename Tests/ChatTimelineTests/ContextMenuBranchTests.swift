import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The context menu's branches and the conditions of single actions (simplex-view-logic
/// §4.1–4.2) that `ContextMenuTests` leaves out. The demo group "Team" has reactions and
/// reports on and full delete off; the user is its owner unless a case says otherwise.
@Suite struct ContextMenuBranchTests {
    static let team = Fixtures.team.chatInfo
    static let alice = Fixtures.teamMember("alice")
    static let bob = Fixtures.teamMember("bob")

    static func context(_ chat: ChatInfo = team, role: GroupMemberRole = .owner, composingLive: Bool = false, recordingVoice: Bool = false,
                        selecting: Bool = false, files: Set<Int64> = []) -> MenuContext {
        MenuContext(chatInfo: chat.withRole(role), composingLive: composingLive, recordingVoice: recordingVoice, selecting: selecting, filesOnDevice: files)
    }

    static func fromBob(_ id: Int64 = 1, _ text: String = "hi") -> ChatItem { ChatItems.text(id, text, direction: .groupRcv(groupMember: bob)) }
    static func own(_ id: Int64 = 1, _ text: String = "hi") -> ChatItem { ChatItems.text(id, text, direction: .groupSnd) }
    static let bobsReport = fromBob().with(.report(reason: .spam, text: "spam"))
    static let ownReport = own().with(.report(reason: .spam, text: "spam"))

    static let branches: [(rule: String, item: ChatItem, revealed: Bool, context: MenuContext, actions: [MenuAction])] = [
        ("A: a member's report for the owner: archive and delete report", bobsReport, true, context(), [.archiveReport, .deleteReport, .select]),
        ("A: a moderator archives reports too", bobsReport, true, context(role: .moderator), [.archiveReport, .deleteReport, .select]),
        ("A: a plain member only deletes the report (archiveReport only for moderators)", bobsReport, true, context(role: .member),
         [.deleteReport, .select]),
        ("A: the user's own report is not archived", ownReport, true, context(), [.deleteReport, .select]),
        ("B: a revealed deleted message offers hide", fromBob().markedDeleted(), true, context(), [.share, .copy, .info, .hide, .delete, .select]),
        ("B: a channel post is never moderated (memberToModerate false for channelRcv)", ChatItems.text(1, direction: .channelRcv), true,
         context(Fixtures.channel), [.react, .reply, .share, .copy, .forward, .info, .delete, .select]),
        ("D: received deleted content: info and delete", fromBob().with(.rcvDeleted(deleteMode: .broadcast)), true, context(),
         [.info, .delete, .select]),
        ("D: sent deleted content: info and delete", own().with(.sndDeleted(deleteMode: .broadcast)), true, context(), [.info, .delete, .select]),
        ("D: moderated content: info and delete", fromBob().with(.rcvModerated), true, context(), [.info, .delete, .select]),
        ("D: blocked content: info and delete", fromBob().with(.rcvBlocked), true, context(), [.info, .delete, .select]),
        ("F: a call can only be deleted locally", ChatItems.text(1).with(.rcvCall(duration: 1, status: .missed)), true,
         context(Fixtures.bob.chatInfo), [.delete, .select]),
        ("F: an event that never merges can only be deleted locally", fromBob().with(.rcvGroupEvent(rcvGroupEvent: .userRole(role: .admin))), true,
         context(), [.delete, .select]),
        ("F: end-to-end encryption info has no menu (no showLocalDelete)", ChatItems.text(1).with(.rcvDirectE2EEInfo(e2eeInfo: E2EInfo())), true,
         context(Fixtures.bob.chatInfo), []),
        ("F: the chat banner has no menu", ChatItems.text(1).with(.chatBanner), true, context(Fixtures.bob.chatInfo), []),
    ]

    @Test(arguments: branches)
    func branch(rule: String, item: ChatItem, revealed: Bool, context: MenuContext, actions: [MenuAction]) {
        #expect(ContextMenu(row: .row([item], revealed: revealed), context: context).actions == actions, "\(rule)")
    }

    static let fileInvitation = fromBob().with(.file(text: "")).withFile(.rcvInvitation, size: 1000)
    static func ownFile(_ status: CIFileStatus, _ fileProtocol: FileProtocol = .xftp) -> ChatItem {
        own().with(.file(text: "")).withFile(status, fileProtocol: fileProtocol)
    }
    static func bobsFile(_ status: CIFileStatus) -> ChatItem {
        fromBob().with(.file(text: "")).withFile(status)
    }
    static let voice = own().with(.voice(duration: 3, text: ""))

    static let actions: [(rule: String, item: ChatItem, context: MenuContext, action: MenuAction, offered: Bool)] = [
        ("download: a file invitation within the size limit", fileInvitation, context(), .download, true),
        ("download: only for a file invitation (an accepted file is being received)", bobsFile(.rcvAccepted), context(), .download, false),
        ("download: a file on the device is saved instead", fileInvitation, context(files: [1]), .download, false),
        ("save: a file on the device", fileInvitation, context(files: [1]), .save, true),
        ("stop file: a stored file being sent", ownFile(.sndStored), context(), .stopFile, true),
        ("stop file: a file being sent", ownFile(.sndTransfer(sndProgress: 1, sndTotal: 2)), context(), .stopFile, true),
        ("stop file: a file sent with a warning", ownFile(.sndWarning(sndFileError: .noFile)), context(), .stopFile, true),
        ("stop file: an accepted file", bobsFile(.rcvAccepted), context(), .stopFile, true),
        ("stop file: a file being received", bobsFile(.rcvTransfer(rcvProgress: 1, rcvTotal: 2)), context(), .stopFile, true),
        ("stop file: a file received with a warning", bobsFile(.rcvWarning(rcvFileError: .noFile)), context(), .stopFile, true),
        ("stop file: not a received file", bobsFile(.rcvComplete), context(), .stopFile, false),
        ("stop file: not a cancelled one", ownFile(.sndCancelled), context(), .stopFile, false),
        ("stop file: not in notes", ChatItems.text(1, direction: .localSnd).with(.file(text: "")).withFile(.sndTransfer(sndProgress: 1, sndTotal: 2)),
         context(Fixtures.notes), .stopFile, false),
        ("revoke file: a file sent over XFTP", ownFile(.sndComplete), context(), .revokeFile, true),
        ("revoke file: not a file sent over SMP", ownFile(.sndComplete, .smp), context(), .revokeFile, false),
        ("report: a plain member may report another member's message", fromBob(), context(role: .member), .report, true),
        ("report: not while recording voice", fromBob(), context(role: .member, recordingVoice: true), .report, false),
        ("reply: in a direct chat", ChatItems.text(1), context(Fixtures.bob.chatInfo), .reply, true),
        ("reply: not in notes", ChatItems.text(1, direction: .localSnd), context(Fixtures.notes), .reply, false),
        ("edit: the user's own text message", own(), context(), .edit, true),
        ("edit: not a voice message", voice, context(), .edit, false),
        ("edit: not while composing a live message", own(), context(composingLive: true), .edit, false),
        ("select: a row with a menu outside selection mode (canBeDeletedForSelf)", fromBob(), context(), .select, true),
        ("select: deleted content can be deleted for self", fromBob().with(.rcvDeleted(deleteMode: .broadcast)), context(), .select, true),
        ("select: not in selection mode", fromBob(), context(selecting: true), .select, false),
    ]

    @Test(arguments: actions)
    func actionCondition(rule: String, item: ChatItem, context: MenuContext, action: MenuAction, offered: Bool) {
        #expect(ContextMenu(row: .row([item]), context: context).actions.contains(action) == offered, "\(rule)")
    }

    static let moderation: [(rule: String, item: ChatItem, role: GroupMemberRole, moderate: Bool)] = [
        ("a member's message for the owner", fromBob(), .owner, true),
        ("a member's message for a moderator", fromBob(), .moderator, true),
        ("not an admin's message for a moderator (at least the sender's role)", ChatItems.text(1, direction: .groupRcv(groupMember: alice)), .moderator, false),
        ("not for a plain member", fromBob(), .member, false),
        ("not a deleted message", fromBob().markedDeleted(), .owner, false),
        ("the user's own message (reached in a batch)", own(), .owner, true),
        ("never a channel post (channelRcv)", ChatItems.text(1, direction: .channelRcv), .owner, false),
    ]

    @Test(arguments: moderation)
    func memberToModerate(rule: String, item: ChatItem, role: GroupMemberRole, moderate: Bool) {
        #expect(ContextMenu.memberToModerate(item, Self.context(Fixtures.channel, role: role)) == moderate, "\(rule)")
    }
}
