import Localization
import SimpleXModel

/// The alerts a delete or moderate action opens (simplex-view-logic §4.3).
extension Alert {
    /// Deleting `row`: one item — "Delete message?", for me, and for everyone when the core
    /// says it is deletable (not in notes, not a report; "Mark deleted" unless the chat allows
    /// full deletion); a collapsed run — "Delete N messages?", for me only. Then cancel.
    public static func delete(_ row: MergedRow, context: MenuContext, translator: Translator = .english) -> Alert {
        if row.mergeCategory != nil, !row.revealed, row.items.count > 1 {
            return Alert(title: deleteTitle(row.items.count, translator), buttons: [.deleteForMe, .cancel])
        }
        let item = row.newest
        var buttons: [Button] = [.deleteForMe]
        if item.meta.deletable, !context.isLocalNotes, !item.isReport {
            buttons.append(context.fullDeleteEnabled ? .deleteForEveryone : .markDeletedForEveryone)
        }
        return Alert(title: deleteTitle(1, translator), buttons: buttons + [.cancel])
    }

    /// "Delete message?", "Delete 3 messages?": a plural for every count.
    private static func deleteTitle(_ count: Int, _ translator: Translator) -> String {
        count == 1 ? translator.tr("Delete message?") : translator.trPlural("Delete {count} message?", "Delete {count} messages?", count)
    }

    /// Deleting `count` selected items (simplex-view-logic §5): "Delete message?" or "Delete N
    /// messages?", for me, and for everyone when the selection allows it
    /// (`SelectionToolbar.deleteForEveryone`; "Mark deleted" unless the chat allows full
    /// deletion). Then cancel.
    public static func deleteSelected(count: Int, forEveryone: Bool, context: MenuContext, translator: Translator = .english) -> Alert {
        let everyone: [Button] = forEveryone ? [context.fullDeleteEnabled ? .deleteForEveryone : .markDeletedForEveryone] : []
        return Alert(title: deleteTitle(count, translator), buttons: [.deleteForMe] + everyone + [.cancel])
    }

    /// Archiving `count` reports (simplex-view-logic §4.2 "Archive report", §5): "Archive
    /// report?" or "Archive N reports?", for me, and for all moderators when the user's
    /// membership is active (`canArchiveForAllModerators`). Then cancel.
    public static func archiveReports(count: Int, context: MenuContext, translator: Translator = .english) -> Alert {
        let forAll = context.groupInfo.map { GroupPermissions($0).canArchiveForAllModerators } ?? false
        return Alert(title: count == 1 ? translator.tr("Archive report?") : translator.trPlural("Archive {count} report?", "Archive {count} reports?", count),
                     buttons: [.archiveForMe] + (forAll ? [.archiveForAllModerators] : []) + [.cancel])
    }

    /// Moderating a member's item: "Delete member message?", whether it is deleted or marked
    /// moderated for all members, and delete or cancel.
    public static func moderate(context: MenuContext, translator: Translator = .english) -> Alert {
        let message = context.fullDeleteEnabled
            ? translator.tr("The message will be deleted for all members.")
            : translator.tr("The message will be marked as moderated for all members.")
        return Alert(title: translator.tr("Delete member message?"), message: message, buttons: [.delete, .cancel])
    }
}
