/// An alert a screen shows: a title, an optional message and its buttons, first the actions,
/// then the cancel button. A front end shows the texts and dispatches on the buttons' cases.
public struct Alert: Hashable, Sendable {
    /// A button of an alert, with its label and whether it destroys something (drawn red).
    public enum Button: Hashable, Sendable {
        case delete, clear, leave, remove, removeAndDeleteMessages
        case block, unblock, blockForAll, unblockForAll
        case change, ok, cancel

        public var title: String {
            switch self {
            case .delete: "Delete"
            case .clear: "Clear"
            case .leave: "Leave"
            case .remove: "Remove"
            case .removeAndDeleteMessages: "Remove and delete messages"
            case .block: "Block"
            case .unblock: "Unblock"
            case .blockForAll: "Block for all"
            case .unblockForAll: "Unblock for all"
            case .change: "Change"
            case .ok: "OK"
            case .cancel: "Cancel"
            }
        }

        /// Destructive: delete, clear, leave, remove and block buttons.
        public var isDestructive: Bool {
            switch self {
            case .delete, .clear, .leave, .remove, .removeAndDeleteMessages, .block, .blockForAll: true
            case .unblock, .unblockForAll, .change, .ok, .cancel: false
            }
        }
    }

    public let title: String
    public let message: String?
    public let buttons: [Button]

    public init(title: String, message: String?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
