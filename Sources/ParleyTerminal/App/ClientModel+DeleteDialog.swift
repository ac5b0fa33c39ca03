import ChatTimeline
import SimpleXModel

/// The dialogs that delete or moderate messages: the timeline's delete and moderate alerts,
/// for the focused message or the selected ones, each button with the deletion it runs.
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

    /// `alert` as a dialog on `itemIds`: its texts, and each button with what it does.
    func deleteDialog(_ alert: Alert, itemIds: [Int64]) -> DialogOverlay {
        DialogOverlay(title: alert.title, message: alert.message, buttons: alert.buttons.map { ($0.title, Self.deletion($0)) }, itemIds: itemIds)
    }

    /// What a button of a delete or moderate alert does: delete here, for everyone, or as a
    /// moderator; any other button closes the dialog.
    private static func deletion(_ button: Alert.Button) -> DialogOverlay.Button {
        switch button {
        case .deleteForMe: .delete(.internal)
        case .deleteForEveryone, .markDeletedForEveryone: .delete(.broadcast)
        case .delete: .moderate
        default: .cancel
        }
    }
}
