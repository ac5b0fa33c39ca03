import SimpleXModel

/// The dialog a delete or moderate action opens (simplex-view-logic §4.3).
public struct DeleteDialog: Hashable, Sendable {
    /// A button of the dialog; its raw value is its label.
    public enum Button: String, Hashable, Sendable {
        /// Delete on this device only (`cidmInternal`).
        case deleteForMe = "Delete for me"
        /// Delete for everyone in the chat (`cidmBroadcast`), where the chat allows full deletion.
        case deleteForEveryone = "Delete for everyone"
        /// Mark deleted for everyone (`cidmBroadcast`), where the chat does not allow full deletion.
        case markDeletedForEveryone = "Mark deleted for everyone"
        /// Moderation's only button: delete the member's message.
        case delete = "Delete"
    }

    /// The dialog's title: "Delete message?", "Delete 3 messages?", "Delete member message?".
    public var title: String
    /// The text under the title, nil for none.
    public var message: String?
    /// The dialog's action buttons, in order (cancel is not among them).
    public var buttons: [Button]

    /// A dialog of these texts and buttons.
    public init(title: String, message: String? = nil, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// Deleting `row`: one item — "Delete message?", for me, and for everyone when the core
    /// says it is deletable (not in notes, not a report; "Mark deleted" unless the chat allows
    /// full deletion); a collapsed run — "Delete N messages?", for me only.
    public static func delete(_ row: MergedRow, context: MenuContext) -> DeleteDialog {
        if row.mergeCategory != nil, !row.revealed, row.items.count > 1 {
            return DeleteDialog(title: "Delete \(row.items.count) messages?", message: nil, buttons: [.deleteForMe])
        }
        let item = row.newest
        var buttons: [Button] = [.deleteForMe]
        if item.meta.deletable, !context.isLocalNotes, !item.isReport {
            buttons.append(context.fullDeleteEnabled ? .deleteForEveryone : .markDeletedForEveryone)
        }
        return DeleteDialog(title: "Delete message?", message: nil, buttons: buttons)
    }

    /// Moderating a member's item: "Delete member message?", and whether it is deleted or marked
    /// moderated for all members.
    public static func moderate(context: MenuContext) -> DeleteDialog {
        let message = context.fullDeleteEnabled
            ? "The message will be deleted for all members."
            : "The message will be marked as moderated for all members."
        return DeleteDialog(title: "Delete member message?", message: message, buttons: [.delete])
    }
}
