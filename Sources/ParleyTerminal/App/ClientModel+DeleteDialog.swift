import ChatTimeline
import SimpleXModel

/// The dialogs that delete, moderate or archive messages: the timeline's alerts, for the
/// focused message or the selected ones, each button with the deletion it runs.
extension ClientModel {
    /// Deleting the selected `itemIds`: for me, and for everyone when the selection allows it
    /// ("Mark deleted" unless the chat allows full deletion).
    func deleteDialog(itemIds: [Int64], forEveryone: Bool, context: MenuContext) -> DialogOverlay {
        deleteDialog(Alert.deleteSelected(count: itemIds.count, forEveryone: forEveryone, context: context), itemIds: itemIds)
    }

    /// Moderating the members' `itemIds`: the timeline's moderate alert, titled by their count.
    func moderateDialog(itemIds: [Int64], context: MenuContext) -> DialogOverlay {
        let alert = Alert.moderate(context: context)
        let title = itemIds.count == 1 ? alert.title : "Delete \(itemIds.count) messages of members?"
        return deleteDialog(Alert(title: title, message: alert.message, buttons: alert.buttons), itemIds: itemIds)
    }

    /// Archiving the reports `itemIds` of group `groupId`: the timeline's archive alert, each
    /// button with its `/_delete reports` (for me, for all moderators).
    func archiveDialog(groupId: Int64, itemIds: [Int64], context: MenuContext) -> DialogOverlay {
        let alert = Alert.archiveReports(count: itemIds.count, context: context)
        return DialogOverlay(title: alert.title, message: alert.message, buttons: alert.buttons.map { button in
            (button.title, button.deleteMode.map { .command(.deleteReports(groupId: groupId, itemIds: itemIds, mode: $0), purpose: .delete, destructive: false) } ?? .cancel)
        }, itemIds: itemIds)
    }

    /// `alert` as a dialog on `itemIds`: its texts, and each button with what it does.
    func deleteDialog(_ alert: Alert, itemIds: [Int64]) -> DialogOverlay {
        DialogOverlay(title: alert.title, message: alert.message, buttons: alert.buttons.map { ($0.title, Self.deletion($0)) }, itemIds: itemIds)
    }

    /// What a button of a delete or moderate alert does: delete here, for everyone, or as a
    /// moderator; any other button closes the dialog.
    private static func deletion(_ button: Alert.Button) -> DialogOverlay.Button {
        if let mode = button.deleteMode { return .delete(mode) }
        return button == .delete ? .moderate : .cancel
    }
}
