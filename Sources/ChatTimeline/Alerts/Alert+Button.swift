import Localization
import SimpleXModel

extension Alert {
    /// A button of an alert, with its label and whether it destroys something (drawn red).
    public enum Button: Hashable, Sendable {
        /// "Delete": a group, a link or a member's messages; moderation's only button.
        case delete
        /// "Clear": the chat's messages.
        case clear
        /// "Leave": the group or channel.
        case leave
        /// "Remove": a member, subscriber or relay.
        case remove
        /// "Remove and delete messages": the member and what they sent.
        case removeAndDeleteMessages
        /// "Block": hide a member's new messages from the user.
        case block
        /// "Unblock": show them again.
        case unblock
        /// "Block for all": a moderator hides a member's messages from every member.
        case blockForAll
        /// "Unblock for all": a moderator shows them again.
        case unblockForAll
        /// "Change": a member's role.
        case change
        /// "Delete for me": a message on this device only (`cidmInternal`).
        case deleteForMe
        /// "Delete for everyone" (`cidmBroadcast`), where the chat allows full deletion.
        case deleteForEveryone
        /// "Mark deleted for everyone" (`cidmBroadcast`), where the chat does not allow full deletion.
        case markDeletedForEveryone
        /// "For me": archive reports in the user's copy only (`cidmInternalMark`).
        case archiveForMe
        /// "For all moderators": archive them for every moderator (`cidmBroadcast`).
        case archiveForAllModerators
        /// "Forward messages": the items that can be forwarded, without the files.
        case forwardMessages
        /// "Download files": those not accepted yet, instead of forwarding now.
        case downloadFiles
        /// "OK": an alert that only informs.
        case ok
        /// "Cancel": closes the alert, doing nothing.
        case cancel

        /// The button's label in English: "Delete", "Block for all", "OK", ….
        public var title: String { title(.english) }

        /// The button's label in `translator`'s language (context "alert button": "Delete" is
        /// also a menu entry).
        public func title(_ translator: Translator) -> String {
            switch self {
            case .delete: translator.tr("Delete", context: "alert button")
            case .clear: translator.tr("Clear", context: "alert button")
            case .leave: translator.tr("Leave", context: "alert button")
            case .remove: translator.tr("Remove", context: "alert button")
            case .removeAndDeleteMessages: translator.tr("Remove and delete messages", context: "alert button")
            case .block: translator.tr("Block", context: "alert button")
            case .unblock: translator.tr("Unblock", context: "alert button")
            case .blockForAll: translator.tr("Block for all", context: "alert button")
            case .unblockForAll: translator.tr("Unblock for all", context: "alert button")
            case .change: translator.tr("Change", context: "alert button")
            case .deleteForMe: translator.tr("Delete for me", context: "alert button")
            case .deleteForEveryone: translator.tr("Delete for everyone", context: "alert button")
            case .markDeletedForEveryone: translator.tr("Mark deleted for everyone", context: "alert button")
            case .archiveForMe: translator.tr("For me", context: "alert button")
            case .archiveForAllModerators: translator.tr("For all moderators", context: "alert button")
            case .forwardMessages: translator.tr("Forward messages", context: "alert button")
            case .downloadFiles: translator.tr("Download files", context: "alert button")
            case .ok: translator.tr("OK", context: "alert button")
            case .cancel: translator.tr("Cancel", context: "alert button")
            }
        }

        /// How a delete or archive button deletes (`CIDeleteMode`): for me `internal`, for
        /// everyone (or marked for everyone) `broadcast`, an archive for me `internalMark`, for
        /// all moderators `broadcast`; nil for every other button.
        public var deleteMode: CIDeleteMode? {
            switch self {
            case .deleteForMe: .internal
            case .deleteForEveryone, .markDeletedForEveryone, .archiveForAllModerators: .broadcast
            case .archiveForMe: .internalMark
            default: nil
            }
        }

        /// Destructive: the delete, clear, leave, remove and block buttons.
        public var isDestructive: Bool {
            switch self {
            case .delete, .clear, .leave, .remove, .removeAndDeleteMessages, .block, .blockForAll,
                 .deleteForMe, .deleteForEveryone, .markDeletedForEveryone: true
            case .unblock, .unblockForAll, .change, .archiveForMe, .archiveForAllModerators, .forwardMessages, .downloadFiles, .ok, .cancel: false
            }
        }
    }
}
