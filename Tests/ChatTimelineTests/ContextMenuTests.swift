@testable import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The context menu (simplex-view-logic §4.1–4.2), delete dialogs (§4.3) and selection (§5),
/// in the demo group "Team", where the user is the owner unless a case says otherwise.
@Suite struct ContextMenuTests {
    static let chat = Fixtures.team

    static func context(role: GroupMemberRole = .owner, reactions: Bool = true, fullDelete: Bool = false, reports: Bool = true,
                        composingLive: Bool = false, selecting: Bool = false, files: Set<Int64> = []) -> MenuContext {
        guard case .group(let scope, var group) = chat.chatInfo else { preconditionFailure("the demo chat is a group") }
        group.membership.memberRole = role
        group.fullGroupPreferences.reactions.enable = reactions ? .on : .off
        group.fullGroupPreferences.fullDelete.enable = fullDelete ? .on : .off
        group.fullGroupPreferences.reports.enable = reports ? .on : .off
        return MenuContext(chatInfo: .group(groupChatScope: scope, groupInfo: group), composingLive: composingLive, selecting: selecting, filesOnDevice: files)
    }

    static func item(_ id: Int64) -> ChatItem {
        chat.chatItems.first { $0.meta.itemId == id }!
    }

    static func row(_ items: [ChatItem], revealed: Bool = true) -> MergedRow {
        MergedRow(kind: items[0].mergeCategory == nil ? .single : .grouped, items: items, revealed: revealed,
                  mergeCategory: items[0].mergeCategory, unreadBefore: 0, renderHash: 0)
    }

    static func withReactions(_ item: ChatItem, _ emoji: [String]) -> ChatItem {
        var item = item
        item.reactions = emoji.map { CIReactionCount(reaction: .emoji(emoji: $0), totalReacted: 1, userReacted: true) }
        return item
    }

    static let menus: [(rule: String, item: ChatItem, context: MenuContext, actions: [MenuAction])] = [
        ("B: a member's message for the owner", item(3), context(), [.react, .reply, .share, .copy, .forward, .info, .delete, .moderate, .select]),
        ("B: the user's own message can be edited, not moderated", item(4), context(), [.react, .reply, .share, .copy, .edit, .forward, .info, .delete, .select]),
        ("B: a plain member may report instead of moderating", item(3), context(role: .member), [.react, .reply, .share, .copy, .forward, .info, .delete, .report, .select]),
        ("B: no reports when the group has them off", item(3), context(role: .member, reports: false), [.react, .reply, .share, .copy, .forward, .info, .delete, .select]),
        ("B: a moderator cannot moderate an admin", item(2), context(role: .moderator), [.react, .reply, .share, .copy, .forward, .info, .delete, .select]),
        ("B: no reactions when the group has them off", item(3), context(reactions: false), [.reply, .share, .copy, .forward, .info, .delete, .moderate, .select]),
        ("B: three reactions of the user's are the most", withReactions(item(3), ["👍", "😀", "🚀"]), context(), [.reply, .share, .copy, .forward, .info, .delete, .moderate, .select]),
        ("B: no reply or forward while a live message is composed", item(3), context(composingLive: true), [.react, .share, .copy, .info, .delete, .moderate, .select]),
        ("B: a file on the device can be saved and forwarded", item(5), context(files: [1]), [.react, .reply, .share, .copy, .save, .forward, .info, .delete, .moderate, .select]),
        ("B: no select in selection mode", item(3), context(selecting: true), [.react, .reply, .share, .copy, .forward, .info, .delete, .moderate]),
        ("C: a marked deleted message can be revealed", item(6), context(), [.info, .reveal, .delete, .select]),
    ]

    @Test(arguments: menus)
    func menuActions(rule: String, item: ChatItem, context: MenuContext, actions: [MenuAction]) {
        #expect(ContextMenu(row: Self.row([item], revealed: item.meta.itemDeleted == nil), context: context).actions == actions, "\(rule)")
    }

    @Test func unusedReactionsLeaveOutTheUsersOwn() {
        let menu = ContextMenu(row: Self.row([Self.withReactions(Self.item(3), ["👍", "❤️"])]), context: Self.context())
        #expect(menu.availableReactions == ["👎", "😀", "😂", "😢", "🚀", "✅"])
    }

    @Test func mergedEventsExpandAndHide() {
        let events = [Self.item(1), Self.item(1)].enumerated().map { index, item in
            var item = item
            item.meta.itemId = Int64(100 + index)
            return item
        }
        #expect(ContextMenu(row: Self.row(events, revealed: false), context: Self.context()).actions == [.expand, .delete, .select])
        #expect(ContextMenu(row: Self.row([events[0]], revealed: true), context: Self.context()).actions == [.hide, .delete, .select])
        #expect(ContextMenu(row: Self.row([events[0]], revealed: false), context: Self.context()).actions == [.delete, .select])
    }

    @Test func deleteDialogs() {
        let own = Self.row([Self.item(4)])
        #expect(Alert.delete(own, context: Self.context()) == Alert(title: "Delete message?", buttons: [.deleteForMe, .markDeletedForEveryone, .cancel]))
        #expect(Alert.delete(own, context: Self.context(fullDelete: true)).buttons == [.deleteForMe, .deleteForEveryone, .cancel])
        var fixed = Self.item(4)
        fixed.meta.deletable = false
        #expect(Alert.delete(Self.row([fixed]), context: Self.context()).buttons == [.deleteForMe, .cancel])
        let run = Self.row([Self.item(1), Self.item(1), Self.item(1)], revealed: false)
        #expect(Alert.delete(run, context: Self.context()) == Alert(title: "Delete 3 messages?", buttons: [.deleteForMe, .cancel]))
        #expect(Alert.moderate(context: Self.context()) == Alert(title: "Delete member message?",
                                                                 message: "The message will be marked as moderated for all members.", buttons: [.delete, .cancel]))
        #expect(Alert.moderate(context: Self.context(fullDelete: true)).message == "The message will be deleted for all members.")
    }

    @Test func selectionLimitsAndToolbar() {
        var window = ChatWindow()
        window.apply(.initial(count: 7), page: Self.chat.chatItems, navigation: nil, stats: Self.chat.chatStats)
        var selection = Selection()
        #expect(selection.title == "Nothing selected")
        #expect(!selection.toolbar(in: window, context: Self.context()).deleteEnabled)
        selection.toggle(Self.row([Self.item(2)]))
        selection.toggle(Self.row([Self.item(3)]))
        #expect(selection.title == "Selected 2")
        let toolbar = selection.toolbar(in: window, context: Self.context())
        #expect(toolbar.deleteEnabled && toolbar.forwardEnabled && toolbar.moderateVisible && toolbar.moderateEnabled)
        #expect(!selection.toolbar(in: window, context: Self.context(role: .moderator)).moderateVisible)
        selection.selectedIds = Set(1...21)
        #expect(!selection.toolbar(in: window, context: Self.context()).forwardEnabled, "forward takes at most 20")
        selection.selectedIds = Set(1...201)
        #expect(!selection.toolbar(in: window, context: Self.context()).deleteEnabled, "delete takes at most 200")
        selection.toggle(Self.row([Self.item(2)]))
        #expect(!selection.selectedIds.contains(2))
    }
}

/// Forward confirmations (simplex-view-logic §5) and exhausted preload anchors (§1.4).
@Suite struct ForwardAndPreloadStateTests {
    static let cases: [(rule: String, confirmation: ForwardConfirmation, valid: Int, alert: Alert)] = [
        ("files not downloaded", .filesNotAccepted(fileIds: [1, 2]), 3,
         Alert(title: "Forward 3 messages?", message: "2 files were not downloaded.\nForward messages without files?", buttons: [.forwardMessages, .downloadFiles, .cancel])),
        ("files still downloading", .filesInProgress(filesCount: 1), 2,
         Alert(title: "Forward 2 messages?", message: "1 file is still being downloaded.\nForward messages without files?", buttons: [.forwardMessages, .cancel])),
        ("nothing valid, files can be downloaded", .filesNotAccepted(fileIds: [4]), 0,
         Alert(title: "Nothing to forward!", message: "1 file was not downloaded.", buttons: [.downloadFiles, .cancel])),
        ("nothing valid, files deleted", .filesMissing(filesCount: 2), 0,
         Alert(title: "Nothing to forward!", message: "2 files were deleted.", buttons: [.ok])),
        ("failed downloads", .filesFailed(filesCount: 1), 0,
         Alert(title: "Nothing to forward!", message: "1 file failed to download.", buttons: [.ok])),
    ]

    @Test(arguments: cases)
    func forwardConfirmation(rule: String, confirmation: ForwardConfirmation, valid: Int, alert: Alert) {
        #expect(Alert.forward(confirmation, validCount: valid) == alert, "\(rule)")
    }

    @Test func anAnchorThatLoadsNothingIsExhausted() {
        let stats = ChatStats.zero
        var window = ChatWindow()
        window.apply(.initial(count: 10), page: ChatItems.chat(count: 10), navigation: nil, stats: stats)
        var state = PreloadState()
        state.record(.before(itemId: 5, count: 100), page: Array(ChatItems.chat(count: 10).prefix(4)), before: window)
        #expect(state.exhausted == [5], "a page of items already loaded brings nothing new")
        state.record(.after(itemId: 10, count: 100), page: [ChatItems.text(11, "new")], before: window)
        #expect(!state.exhausted.contains(10), "a page with a new item does not exhaust its anchor")
        window.apply(.before(itemId: 1, count: 100), page: [], navigation: nil, stats: stats)
        state.record(.before(itemId: 1, count: 100), page: [], before: window)
        #expect(state.exhausted == [1, 5])
        let rows = MergedRow.rows(of: window)
        #expect(Preload.request(window: window, rows: rows, firstVisible: 0, lastVisible: 9, exhausted: state.exhausted) == nil)
    }
}
